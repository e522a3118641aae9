// `npm test`: lint and format check, then every package's typecheck and tests (unit, integration
// against the real server, the CLI binary, PostgreSQL when DATABASE_URL is set, Playwright).
import { spawnSync } from "node:child_process"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"

const root = join(dirname(fileURLToPath(import.meta.url)), "..")
const run = (args) => {
  console.log(`\n> ${args.join(" ")}`)
  const result = spawnSync("npx", args, { cwd: root, stdio: "inherit" })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

const started = Date.now()
run(["biome", "check", "."])
run(["turbo", "run", "build", "typecheck", "test", "--output-logs=new-only", "--concurrency=2"])
console.log(`\nnpm test: all checks passed in ${((Date.now() - started) / 1000).toFixed(1)} s`)
