// `npm run bench:web -w @shutter/web`: the speed figures for the built site, against the
// real backend (fixture catalogue) and the real web server on free ports. A measurement, not a
// test: it exits 0 whatever the figures, 1 only when it cannot measure.
// Flags: --runs N (Lighthouse runs per page, median), --no-lighthouse, --reports DIR (keep each
// Lighthouse JSON report there).
import { existsSync, mkdirSync } from "node:fs"
import { loadavg } from "node:os"
import { join, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { parseArgs } from "node:util"
import { recordFigures } from "../../../scripts/figures.mjs"
import { assertChromium, launchChromium } from "./browser.js"
import { measureFirstLoadJs, type RouteJs } from "./firstLoadJs.js"
import { type FirstScreenImages, measureFirstScreenImages } from "./firstScreenImages.js"
import { countGraphqlRequests } from "./graphqlRequests.js"
import { type LighthouseRun, medianRun, runLighthouse } from "./lighthouse.js"
import { benchRoutes, goals } from "./routes.js"
import { startBenchServers } from "./servers.js"
import { kib, markdownTable, seconds, versusGoal } from "./table.js"

const { values: flags } = parseArgs({
  options: {
    runs: { type: "string", default: "1" },
    "no-lighthouse": { type: "boolean", default: false },
    reports: { type: "string" },
    // replace the "web" section of docs/figures.md with this run's tables
    write: { type: "boolean", default: false },
  },
})
const runs = Math.max(1, Number.parseInt(flags.runs, 10) || 1)

const distDir = fileURLToPath(new URL("../dist", import.meta.url))
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(", ")

const jsTable = (measured: ReadonlyArray<RouteJs>): string =>
  markdownTable(
    ["route", "scripts", "received by Chromium (KiB)", "gzip, as served (KiB)", "goal ≤ 90"],
    measured.map((m) => [
      `${m.route.name} ${m.route.path}`,
      String(m.scripts.length),
      kib(m.wireBytes),
      kib(m.gzipBytes),
      versusGoal(Number(kib(m.gzipBytes)), goals.firstLoadJsKiB, true, " KiB"),
    ]),
  )

const imagesTable = (measured: ReadonlyArray<FirstScreenImages>): string =>
  markdownTable(
    ["route", "images", "first screen (KiB)", "goal ≤ 150", "all images fetched (KiB)"],
    measured.map((m) => [
      `${m.route.name} ${m.route.path}`,
      String(m.images.length),
      kib(m.firstScreenBytes),
      versusGoal(Number(kib(m.firstScreenBytes)), goals.firstScreenImageKiB, true, " KiB"),
      kib(m.allImageBytes),
    ]),
  )

const lighthouseTable = (
  measured: ReadonlyArray<{ readonly name: string; readonly run: LighthouseRun }>,
): string =>
  markdownTable(
    ["route", "performance", "accessibility", "SEO", "FCP", "LCP", "TBT", "CLS", "LCP element"],
    measured.map(({ name, run }) => [
      name,
      `${run.performance} (${versusGoal(run.performance, goals.performanceScore, false)})`,
      String(run.accessibility),
      String(run.seo),
      seconds(run.fcpMs),
      `${seconds(run.lcpMs)} (${versusGoal(Math.round(run.lcpMs), goals.lcpMs, true, " ms")})`,
      `${Math.round(run.tbtMs)} ms`,
      run.cls.toFixed(3),
      run.lcpElement ?? "–",
    ]),
  )

const main = async (): Promise<void> => {
  if (!existsSync(`${distDir}/index.html`)) {
    throw new Error(
      "The web app is not built: run 'npm run build' first (this bench builds nothing).",
    )
  }
  assertChromium()
  if (flags.reports) mkdirSync(resolve(flags.reports), { recursive: true })
  const figures = flags.write
    ? recordFigures("web", { markdown: true, command: "npm run bench:web -- --write" })
    : undefined
  console.log(`Load average at start (1, 5, 15 min): ${load()}`)
  const servers = await startBenchServers(distDir)
  console.log(`Backend and web server up: ${servers.webUrl}\n`)
  try {
    const browser = await launchChromium()
    try {
      const js: Array<RouteJs> = []
      for (const route of benchRoutes) {
        js.push(await measureFirstLoadJs(browser, servers.webUrl, distDir, route))
      }
      console.log("## First-load JavaScript, gzipped (cold cache, no service worker)\n")
      console.log(jsTable(js))
      for (const m of js) {
        console.log(
          `  ${m.route.name}: ${m.scripts.map((s) => `${s.path} ${kib(s.wireBytes)}`).join(", ")}`,
        )
      }

      const images: Array<FirstScreenImages> = []
      for (const route of benchRoutes) {
        images.push(await measureFirstScreenImages(browser, servers.webUrl, route))
      }
      console.log("\n## Image bytes on a phone's first screen (Pixel 7, 412×915, after load)\n")
      console.log(imagesTable(images))
      for (const m of images) {
        console.log(
          `  ${m.route.name}: ${m.images.map((i) => `${new URL(i.url).pathname} ${kib(i.bytes)}`).join(", ")}`,
        )
      }

      const requests = await countGraphqlRequests(browser, servers.webUrl, benchRoutes)
      console.log(
        "\n## GraphQL requests per navigation (GET and POST /graphql, by operationName)\n",
      )
      console.log(
        markdownTable(
          ["navigation", "requests", "operations"],
          requests.map((r) => [
            r.scenario,
            String(r.total),
            [...r.operations].map(([name, n]) => (n > 1 ? `${name} ×${n}` : name)).join(", "),
          ]),
        ),
      )
    } finally {
      await browser.close()
    }

    if (!flags["no-lighthouse"]) {
      // After Playwright's browser is closed: Lighthouse gets the (shared) CPU to itself.
      const measured: Array<{ name: string; run: LighthouseRun }> = []
      for (const route of benchRoutes) {
        const each: Array<LighthouseRun> = []
        for (let i = 0; i < runs; i++) {
          const keep =
            flags.reports && join(resolve(flags.reports), `lighthouse-${route.name}-${i + 1}.json`)
          each.push(await runLighthouse(servers.webUrl + route.path, keep || undefined))
        }
        measured.push({ name: `${route.name} ${route.path}`, run: medianRun(each) })
      }
      const label = runs > 1 ? `median of ${runs} runs per page` : "one run per page"
      console.log(`\n## Lighthouse, mobile preset (${label})\n`)
      console.log(lighthouseTable(measured))
      for (const { name, run } of measured) {
        if (run.failedAudits.length > 0)
          console.log(`  ${name} failed: ${run.failedAudits.join(", ")}`)
      }
    }
  } finally {
    await servers.close()
  }
  console.log(`\nLoad average at end (1, 5, 15 min): ${load()}`)
  await figures?.write()
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
