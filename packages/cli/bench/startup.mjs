// `npm run bench:cli`: how long `shutter` takes to start and answer, against the real server
// (started here, PGlite). Prints the median of 15 runs per command line next to a bare
// `node -e 0` measured between them, so a loaded machine shows as a slower baseline, and the
// time over that baseline (what the CLI itself adds).
// Budgets: --version and --help ≤ 150 ms, `products --json` ≤ 400 ms.
import { execFile, execFileSync } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { promisify } from "node:util"
import { startTestServer } from "@shutter/server/testing"

const bin = fileURLToPath(new URL("../bin/shutter.js", import.meta.url))
const RUNS = 15
const server = await startTestServer()
const stateDir = mkdtempSync(join(tmpdir(), "shutter-cli-bench-"))
const env = { ...process.env, SHUTTER_ENDPOINT: server.graphqlUrl, SHUTTER_STATE_DIR: stateDir }

// The server answers from this process: the child runs asynchronously, timed from here.
const time = async (args) => {
  const started = process.hrtime.bigint()
  await promisify(execFile)(process.execPath, args, { env, encoding: "utf8" })
  return Number(process.hrtime.bigint() - started) / 1e6
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

const cases = [
  { label: "shutter --version", args: [bin, "--version"], budget: 150 },
  { label: "shutter --help", args: [bin, "--help"], budget: 150 },
  {
    label: "shutter products --search lens --json",
    args: [bin, "products", "--search", "lens", "--json"],
    budget: 400,
  },
]
try {
  // Warm the compile cache and the server's caches once, as a second use of the CLI would.
  for (const { args } of cases) await time(args)
  console.log(`node ${process.version}, ${RUNS} runs each, median (bare node -e 0 beside it)`)
  for (const { label, args, budget } of cases) {
    const took = []
    const bare = []
    for (let i = 0; i < RUNS; i += 1) {
      bare.push(await time(["-e", "0"]))
      took.push(await time(args))
    }
    const ms = median(took)
    const baseline = median(bare)
    console.log(
      `${label.padEnd(38)} ${ms.toFixed(0).padStart(5)} ms  (budget ${budget} ms, ${ms <= budget ? "within" : "OVER"})  bare node ${baseline.toFixed(0)} ms, +${(ms - baseline).toFixed(0)} ms over it`,
    )
  }
  const size = execFileSync("du", ["-sk", fileURLToPath(new URL("../dist", import.meta.url))], {
    encoding: "utf8",
  })
  console.log(`dist: ${size.split("\t")[0]} KB`)
} finally {
  await server.close()
  rmSync(stateDir, { recursive: true, force: true })
}
