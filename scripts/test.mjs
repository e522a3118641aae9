// `npm test`: lint and format check and the import-cycle check, then every package's typecheck
// and tests (unit, integration against the real server, the CLI binary, PostgreSQL when
// DATABASE_URL is set, Playwright), then the smokes of the load and cart benchmarks.
// Ends with the wall time of each step and turbo task (the slowest suites stand out), then one
// plain "tests: N passed, N failed" line summed over every runner's summary.
import { spawn } from "node:child_process"
import { readFileSync } from "node:fs"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"
import { stripVTControlCharacters } from "node:util"

const root = join(dirname(fileURLToPath(import.meta.url)), "..")
const counts = { passed: 0, failed: 0 }
/** Each failed test's line (vitest's "FAIL …", Playwright's "✘ …"), repeated at the end. */
const failures = new Set()

// vitest: "Tests  12 passed | 1 failed (13)"; Playwright: "  45 passed (2.4m)", "  1 failed".
// vitest's "Errors  1 error" (an unhandled error during the run) fails the run: count it failed.
const tally = (line) => {
  const plain = stripVTControlCharacters(line).replace(/^@[\w/-]+:\w+: /, "")
  const prefix = stripVTControlCharacters(line).match(/^(@[\w/-]+):\w+: /)?.[1] ?? ""
  if (/^\s*(FAIL\s|✘|×)/.test(plain)) failures.add(`${prefix} ${plain.trim()}`.trim())
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

/** [label, milliseconds, note] of each step and turbo task, in the order they started. */
const timings = []
// turbo's run summary (--summarize): "Summary:    /repo/.turbo/runs/<id>.json".
let turboSummary
const noteSummary = (line) => {
  const found = stripVTControlCharacters(line).match(/^\s*Summary:\s+(\S+\.json)\s*$/)
  if (found) turboSummary = found[1]
}

const run = (args, label = args.slice(0, 2).join(" ")) =>
  new Promise((resolve) => {
    console.log(`\n> ${args.join(" ")}`)
    const started = Date.now()
    const child = spawn("npx", args, { cwd: root, stdio: ["ignore", "pipe", "inherit"] })
    let pending = ""
    const read = (line) => {
      tally(line)
      noteSummary(line)
    }
    child.stdout.on("data", (chunk) => {
      process.stdout.write(chunk)
      const lines = (pending + chunk).split("\n")
      pending = lines.pop() ?? ""
      for (const line of lines) read(line)
    })
    child.on("close", (code) => {
      read(pending)
      timings.push([label, Date.now() - started, code === 0 ? "" : "failed"])
      resolve(code ?? 1)
    })
  })

/** Each turbo task's wall time from the run summary (tasks run two at a time, so they overlap). */
const turboTimings = () => {
  if (turboSummary === undefined) return []
  try {
    const summary = JSON.parse(readFileSync(turboSummary, "utf8"))
    return summary.tasks
      .filter((task) => task.execution !== undefined)
      .sort((a, b) => a.execution.startTime - b.execution.startTime)
      .map((task) => [
        `  ${task.taskId}`,
        task.execution.endTime - task.execution.startTime,
        [
          task.cache?.status === "HIT" ? "cached" : "",
          task.execution.exitCode === 0 ? "" : "failed",
        ]
          .filter(Boolean)
          .join(", "),
      ])
  } catch {
    return []
  }
}

const printTimings = () => {
  const rows = timings.flatMap((row) => (row[0] === "turbo run" ? [row, ...turboTimings()] : [row]))
  const width = Math.max(...rows.map(([label]) => label.length))
  console.log("\nwall time per step and task:")
  for (const [label, ms, note] of rows) {
    const seconds = `${(ms / 1000).toFixed(1)} s`.padStart(9)
    console.log(`${label.padEnd(width)} ${seconds}${note ? `  (${note})` : ""}`)
  }
}

const started = Date.now()
const finish = (code) => {
  printTimings()
  if (failures.size > 0) console.log(`\nfailed:\n${[...failures].join("\n")}`)
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
  // Writes .turbo/runs/<id>.json: each task's start and end, for the timings at the end.
  "--summarize",
  // One failing package must not hide the others' results.
  "--continue=dependencies-successful",
])
if (code !== 0) finish(code)
// The load benchmark, a few seconds of its shopper mix on the built shop, so it keeps running.
if ((await run(["node", "scripts/bench-load.mjs", "--smoke"])) !== 0) finish(1)
// The cart benchmark's smoke: p95 and statements per request of addProductsToCart and
// placeOrder beside `{ __typename }` (the counts are asserted in test/cartRoundTrips.test.ts).
if ((await run(["npm", "run", "bench:cart", "--", "--smoke"], "bench:cart smoke")) !== 0) finish(1)
console.log(`\nnpm test: all checks passed in ${((Date.now() - started) / 1000).toFixed(1)} s`)
finish(0)
