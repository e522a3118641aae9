// `npm run pack`: the release tarballs of the publishable packages, written to release/
// (`npm install ./release/shutter-sdk-<version>.tgz effect` installs one). Run after a build.
import { execFileSync } from "node:child_process"
import { mkdirSync } from "node:fs"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"

const root = join(dirname(fileURLToPath(import.meta.url)), "..")
const destination = join(root, "release")
mkdirSync(destination, { recursive: true })

const packages = ["@shutter/sdk", "@shutter/react", "@shutter/cli"]
const packed = JSON.parse(
  execFileSync(
    "npm",
    [
      "pack",
      "--json",
      "--ignore-scripts",
      "--pack-destination",
      destination,
      ...packages.flatMap((name) => ["-w", name]),
    ],
    { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] },
  ),
)
for (const { filename, size } of packed) {
  console.log(`release/${filename}  ${(size / 1024).toFixed(1)} KB`)
}
