// Lighthouse's CLI (the npm package, default config = the mobile preset: Moto G Power
// emulation, simulated slow 4G and 4× CPU throttling) against Debian's Chromium. A separate
// process per run, so a hung Chromium is killed with it.
import { execFile } from "node:child_process"
import { mkdtemp, readFile, rm } from "node:fs/promises"
import { createRequire } from "node:module"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
import { chromiumFlags, chromiumPath } from "./browser.js"

export interface LighthouseRun {
  readonly performance: number
  readonly accessibility: number
  readonly seo: number
  readonly fcpMs: number
  readonly lcpMs: number
  readonly tbtMs: number
  readonly cls: number
  /** The LCP element's selector, to say what the largest paint is. */
  readonly lcpElement: string | undefined
  /** Audits that cost accessibility or SEO points (weighted, score below 1). */
  readonly failedAudits: ReadonlyArray<string>
}

interface LighthouseReport {
  readonly runtimeError?: { readonly message: string }
  readonly categories: Record<
    string,
    | {
        readonly score: number | null
        readonly auditRefs: ReadonlyArray<{ readonly id: string; readonly weight: number }>
      }
    | undefined
  >
  readonly audits: Record<
    string,
    | {
        readonly score: number | null
        readonly numericValue?: number
        readonly details?: { readonly items?: ReadonlyArray<unknown> }
      }
    | undefined
  >
}

const cli = join(
  dirname(createRequire(import.meta.url).resolve("lighthouse/package.json")),
  "cli/index.js",
)

const run = (args: ReadonlyArray<string>): Promise<void> =>
  new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [cli, ...args],
      { env: { ...process.env, CHROME_PATH: chromiumPath }, timeout: 180_000 },
      (error, _stdout, stderr) =>
        error ? reject(new Error(`lighthouse failed: ${error.message}\n${stderr}`)) : resolve(),
    )
  })

const score = (report: LighthouseReport, category: string): number =>
  Math.round((report.categories[category]?.score ?? 0) * 100)

const metric = (report: LighthouseReport, audit: string): number =>
  report.audits[audit]?.numericValue ?? Number.NaN

/** The LCP element audit lists the node first; its selector says what the largest paint is. */
const lcpElement = (report: LighthouseReport): string | undefined => {
  const items = report.audits["largest-contentful-paint-element"]?.details?.items ?? []
  const text = JSON.stringify(items)
  return /"selector":"([^"]+)"/.exec(text)?.[1]
}

const failedAudits = (report: LighthouseReport): ReadonlyArray<string> =>
  ["accessibility", "seo"].flatMap((category) =>
    (report.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (report.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}: ${ref.id}`),
  )

/** One run; `keepReportAs` is a path to keep the full JSON report at (for its waterfall). */
export const runLighthouse = async (url: string, keepReportAs?: string): Promise<LighthouseRun> => {
  const dir = await mkdtemp(join(tmpdir(), "shutter-lighthouse-"))
  try {
    const output = keepReportAs ?? join(dir, "report.json")
    await run([
      url,
      "--quiet",
      "--output=json",
      `--output-path=${output}`,
      "--form-factor=mobile",
      "--only-categories=performance,accessibility,seo",
      `--chrome-flags=${chromiumFlags.join(" ")}`,
    ])
    const report = JSON.parse(await readFile(output, "utf8")) as LighthouseReport
    if (report.runtimeError) throw new Error(`lighthouse: ${report.runtimeError.message}`)
    return {
      performance: score(report, "performance"),
      accessibility: score(report, "accessibility"),
      seo: score(report, "seo"),
      fcpMs: metric(report, "first-contentful-paint"),
      lcpMs: metric(report, "largest-contentful-paint"),
      tbtMs: metric(report, "total-blocking-time"),
      cls: metric(report, "cumulative-layout-shift"),
      lcpElement: lcpElement(report),
      failedAudits: failedAudits(report),
    }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

const median = (values: ReadonlyArray<number>): number => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

/** Each figure's median over the runs (with one run, that run). */
export const medianRun = (runs: ReadonlyArray<LighthouseRun>): LighthouseRun => ({
  performance: median(runs.map((r) => r.performance)),
  accessibility: median(runs.map((r) => r.accessibility)),
  seo: median(runs.map((r) => r.seo)),
  fcpMs: median(runs.map((r) => r.fcpMs)),
  lcpMs: median(runs.map((r) => r.lcpMs)),
  tbtMs: median(runs.map((r) => r.tbtMs)),
  cls: median(runs.map((r) => r.cls)),
  lcpElement: runs[0]?.lcpElement,
  failedAudits: [...new Set(runs.flatMap((r) => r.failedAudits))],
})
