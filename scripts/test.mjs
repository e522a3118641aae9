// `npm test`: lint and format check and the import-cycle check, then every package's typecheck
// and tests (unit, integration against the real server, the CLI binary, PostgreSQL when
// DATABASE_URL is set, Playwright).
// Ends with one plain "tests: N passed, N failed" line summed over every runner's summary.
import { spawn } from "node:child_process"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"
import { stripVTControlCharacters } from "node:util"

const root = join(dirname(fileURLToPath(import.meta.url)), "..")
const counts = { passed: 0, failed: 0 }

// vitest: "Tests  12 passed | 1 failed (13)"; Playwright: "  45 passed (2.4m)", "  1 failed".
// vitest's "Errors  1 error" (an unhandled error during the run) fails the run: count it failed.
const tally = (line) => {
  const plain = stripVTControlCharacters(line).replace(/^@[\w/-]+:\w+: /, "")
  const unhandled = plain.match(/^\s*Errors\s+(\d+) errors?\s*$/)
  if (unhandled) {
    counts.failed += Number(unhandled[1])
    return
  }
  const vitest = plain.match(/^\s*Tests\s+(.*)\(\d+\)\s*$/)
  if (vitest) {
    for (const [, n, kind] of (vitest[1] ?? "").matchAll(/(\d+) (passed|failed)/g)) {
      counts[kind] += Number(n)
    }
    return
  }
  const playwright = plain.match(/^\s+(\d+) (passed|failed)( \(|$)/)
  if (playwright) counts[playwright[2]] += Number(playwright[1])
}

const run = (args) =>
  new Promise((resolve) => {
    console.log(`\n> ${args.join(" ")}`)
    const child = spawn("npx", args, { cwd: root, stdio: ["ignore", "pipe", "inherit"] })
    let pending = ""
    child.stdout.on("data", (chunk) => {
      process.stdout.write(chunk)
      const lines = (pending + chunk).split("\n")
      pending = lines.pop() ?? ""
      for (const line of lines) tally(line)
    })
    child.on("close", (code) => {
      tally(pending)
      resolve(code ?? 1)
    })
  })

const started = Date.now()
const finish = (code) => {
  console.log(`\ntests: ${counts.passed} passed, ${counts.failed} failed`)
  process.exit(code)
}
if ((await run(["biome", "check", "."])) !== 0) finish(1)
if ((await run(["node", "scripts/check-import-cycles.mjs"])) !== 0) finish(1)
const code = await run([
  "turbo",
  "run",
  "build",
  "typecheck",
  "test",
  "--output-logs=new-only",
  "--concurrency=2",
  // One failing package must not hide the others' results.
  "--continue=dependencies-successful",
])
if (code !== 0) finish(code)
// The load benchmark, a few seconds of its shopper mix on the built shop, so it keeps running.
if ((await run(["node", "scripts/bench-load.mjs", "--smoke"])) !== 0) finish(1)
console.log(`\nnpm test: all checks passed in ${((Date.now() - started) / 1000).toFixed(1)} s`)
finish(0)
