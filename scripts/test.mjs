// `npm test`: lint and format check and the import-cycle check, then every package's build and
// typecheck, then the tests (unit, integration against the real server, the CLI binary,
// PostgreSQL when DATABASE_URL is set, Playwright), two suites at a time, then
// the smokes of the load and cart benchmarks.
// Ends with the wall time of each step and turbo task (the slowest suites stand out), then one
// plain "tests: N passed, N failed" line summed over every runner's summary.
import { spawn } from "node:child_process"
import { existsSync, readdirSync, readFileSync } from "node:fs"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"
import { stripVTControlCharacters } from "node:util"

const root = join(dirname(fileURLToPath(import.meta.url)), "..")
const counts = { passed: 0, failed: 0 }
/** Each failed test's line (vitest's "FAIL …", Playwright's "✘ …"), repeated at the end. */
const failures = new Set()
/**
 * The first lines of each failure's report (its error, expected and received, the source line),
 * repeated at the end too: a CI log is often read from its tail alone.
 */
const failureReports = []
const reportLines = 16
const maxReports = 8
// Where a report starts: Playwright's "  1) [desktop] › e2e/x.spec.ts:10:3 › …" and vitest's
// " FAIL  test/x.test.ts > suite > test" (" FAIL  unit  src/x.test.ts > …" in a package with
// projects; "… [ test/x.test.ts ]" when the file itself failed) in its "Failed Tests" section.
const reportStart = /^\s+\d+\) \[[\w-]+\] › |^\s*FAIL\s+(?:\S+\s+)?\S+\.[cm]?[jt]sx? (?:>|\[) /

/** Collects the report lines of one runner's output (each turbo run reads its own stream). */
const reportCollector = () => {
  let current
  return (plain) => {
    if (reportStart.test(plain)) {
      current = failureReports.length < maxReports ? [] : undefined
      current?.push(plain.trimEnd())
      if (current) failureReports.push(current)
      return
    }
    if (current === undefined || plain.trim() === "") return
    // vitest closes each report with a "⎯⎯⎯[1/2]⎯" rule.
    if (current.length < reportLines && !plain.startsWith("⎯")) current.push(plain.trimEnd())
    else current = undefined
  }
}

// vitest: "Tests  12 passed | 1 failed (13)"; Playwright: "  45 passed (2.4m)", "  1 failed".
// vitest's "Errors  1 error" (an unhandled error during the run) fails the run: count it failed.
const tally = (line, collectReport) => {
  const plain = stripVTControlCharacters(line).replace(/^@[\w/-]+:\w+: /, "")
  const prefix = stripVTControlCharacters(line).match(/^(@[\w/-]+):\w+: /)?.[1] ?? ""
  collectReport(plain)
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

/** [label, milliseconds, note, turbo's run summary] of each step, in the order they ended. */
const timings = []
// turbo's run summary (--summarize): "Summary:    /repo/.turbo/runs/<id>.json".
const summaryOf = (line) =>
  stripVTControlCharacters(line).match(/^\s*Summary:\s+(\S+\.json)\s*$/)?.[1]

const run = (args, label = args.slice(0, 2).join(" ")) =>
  new Promise((resolve) => {
    console.log(`\n> ${args.join(" ")}`)
    const started = Date.now()
    // npm itself is run as it is: `npx npm` would fetch the registry's newest npm when no copy is
    // cached (and, with no TTY to ask, refuse).
    const [command, ...rest] = args[0] === "npm" ? args : ["npx", ...args]
    const child = spawn(command, rest, { cwd: root, stdio: ["ignore", "pipe", "inherit"] })
    let pending = ""
    let summary
    const collectReport = reportCollector()
    const read = (line) => {
      tally(line, collectReport)
      summary = summaryOf(line) ?? summary
    }
    child.stdout.on("data", (chunk) => {
      process.stdout.write(chunk)
      const lines = (pending + chunk).split("\n")
      pending = lines.pop() ?? ""
      for (const line of lines) read(line)
    })
    child.on("close", (code) => {
      read(pending)
      timings.push([label, Date.now() - started, code === 0 ? "" : "failed", summary])
      resolve(code ?? 1)
    })
  })

/** Each turbo task's wall time from a run summary (tasks run side by side, so they overlap). */
const turboTimings = (summaryFile) => {
  if (summaryFile === undefined) return []
  try {
    const summary = JSON.parse(readFileSync(summaryFile, "utf8"))
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
  const rows = timings.flatMap((row) => [row, ...turboTimings(row[3])])
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
  for (const report of failureReports) console.log(`\n${report.join("\n")}`)
  if (failures.size > 0) console.log(`\nfailed:\n${[...failures].join("\n")}`)
  console.log(`\ntests: ${counts.passed} passed, ${counts.failed} failed`)
  process.exit(code)
}
if ((await run(["biome", "check", "."])) !== 0) finish(1)
if ((await run(["node", "scripts/check-import-cycles.mjs"])) !== 0) finish(1)
const turbo = (tasks, ...flags) => [
  "turbo",
  "run",
  ...tasks,
  "--output-logs=new-only",
  // Writes .turbo/runs/<id>.json: each task's start and end, for the timings at the end.
  "--summarize",
  // One failing package must not hide the others' results.
  "--continue=dependencies-successful",
  ...flags,
]
// Every build and typecheck first (the packed-package tests read the declarations).
const prepared = await run(
  turbo(["build", "typecheck"], "--concurrency=2"),
  "turbo build, typecheck",
)
if (prepared !== 0) finish(prepared)
// Then every package's tests, two suites at a time from one queue, longest first: each lane takes
// the next suite when its own ends, so the two lanes end close together whichever suite runs
// slower on the day. Everything they need is built: `--only` runs the test task alone.
// Every workspace with a test script, the known long suites first (wall times on two cores:
// browser ~9.5 min, server ~8, SDK ~2, CLI ~1, side by side; the rest a few seconds each).
const longestFirst = ["@shutter/web", "@shutter/server", "@shutter/sdk", "@shutter/cli"]
const workspaceDirs = JSON.parse(
  readFileSync(join(root, "package.json"), "utf8"),
).workspaces.flatMap((pattern) =>
  pattern.endsWith("/*")
    ? readdirSync(join(root, pattern.slice(0, -2)), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => join(pattern.slice(0, -2), entry.name))
    : [pattern],
)
const tested = workspaceDirs.flatMap((dir) => {
  const file = join(root, dir, "package.json")
  if (!existsSync(file)) return []
  const manifest = JSON.parse(readFileSync(file, "utf8"))
  return manifest.scripts?.test === undefined ? [] : [manifest.name]
})
const rank = (name) => {
  const index = longestFirst.indexOf(name)
  return index === -1 ? longestFirst.length : index
}
// After the suites, in the same queue: the load benchmark, a few seconds of its shopper mix on
// the built shop, so it keeps running; and the cart benchmark's smoke, p95 and statements per
// request of addProductsToCart and placeOrder beside `{ __typename }` (the counts are asserted in
// test/cartRoundTrips.test.ts). Either fails only on a failed request, so each can run in the lane
// that ends first, beside the other lane's last suite.
const jobs = [
  ...tested
    .sort((a, b) => rank(a) - rank(b))
    .map((suite) => ({
      command: turbo(["test"], `--filter=${suite}`, "--only"),
      label: `turbo test: ${suite}`,
    })),
  { command: ["node", "scripts/bench-load.mjs", "--smoke"], label: undefined },
  { command: ["npm", "run", "bench:cart", "--", "--smoke"], label: "bench:cart smoke" },
]
const lane = async () => {
  const codes = []
  for (let job = jobs.shift(); job !== undefined; job = jobs.shift()) {
    codes.push(await run(job.command, job.label))
  }
  return codes.every((code) => code === 0) ? 0 : 1
}
const lanes = await Promise.all([lane(), lane()])
if (lanes.some((code) => code !== 0)) finish(1)
console.log(`\nnpm test: all checks passed in ${((Date.now() - started) / 1000).toFixed(1)} s`)
finish(0)
