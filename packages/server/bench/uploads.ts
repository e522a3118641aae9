// Upload isolation: the server (its own process, PGlite in a temporary folder, as `npm start`
// runs it) receives two used-gear quotes of 12 MB at once, while a cheap query probes it every
// 20 ms. Prints the probe's latency while idle and during the uploads, the uploads' times and
// the server's peak RSS. Goal: probe p99 < 200 ms.
//   npm run bench:uploads -w @shutter/server   (ROUNDS=3 by default; CPU_PROF=<dir> writes the
//   server's CPU profile there; SHUTTER_PGLITE_FSYNC=off and other server env pass through)
import { type ChildProcess, spawn } from "node:child_process"
import { mkdtemp, readFile, rm } from "node:fs/promises"
import { createServer } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { multipartBody, noisyJpeg, photoFile } from "../test/quoteUploadKit.js"

const ROUNDS = Number(process.env.ROUNDS ?? 3)
const PROBE_EVERY_MS = 20
const MB = 1024 * 1024

const SUBMIT = `mutation submit($input: UsedGearQuoteInput!) {
  submitUsedGearQuote(input: $input) {
    quote { number items { photo_count } }
    user_errors { field message }
  }
}`

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once("error", reject)
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address()
      const port = typeof address === "object" && address !== null ? address.port : 0
      probe.close(() => resolve(port))
    })
  })

/** Resident set size now and at its peak, in MB (Linux /proc). */
const memoryOf = async (pid: number): Promise<{ rss: number; peak: number }> => {
  const status = await readFile(`/proc/${pid}/status`, "utf8")
  const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0)
  return { rss: kb("VmRSS") / 1024, peak: kb("VmHWM") / 1024 }
}

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0
}

const startServer = async (): Promise<{ child: ChildProcess; url: string; dir: string }> => {
  const dir = await mkdtemp(join(tmpdir(), "shutter-bench-uploads-"))
  const port = await freePort()
  const child = spawn(
    process.execPath,
    [
      ...(process.env.CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${process.env.CPU_PROF}`] : []),
      "--import",
      "tsx",
      "src/bin.ts",
    ],
    {
      cwd: join(import.meta.dirname, ".."),
      env: {
        ...process.env,
        PORT: String(port),
        SHUTTER_DATA_DIR: join(dir, "db"),
        SHUTTER_RATE_LIMITS: "off",
        SHUTTER_WORKERS: "1",
        NODE_ENV: "production",
      },
      stdio: ["ignore", "ignore", "inherit"],
    },
  )
  const url = `http://127.0.0.1:${port}`
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`)
    const ready = await fetch(`${url}/health/ready`).then(
      (r) => r.ok,
      () => false,
    )
    if (ready) break
    await new Promise((r) => setTimeout(r, 250))
  }
  return { child, url, dir }
}

/** Probes the server every 20 ms until stopped; the latencies in ms and the highest RSS seen. */
const probeLoop = (graphqlUrl: string, pid: number) => {
  const latencies: number[] = []
  const pending: Promise<void>[] = []
  let peakRss = 0
  const sampleRss = async () => {
    peakRss = Math.max(peakRss, (await memoryOf(pid)).rss)
  }
  const probeOnce = async () => {
    const started = performance.now()
    const res = await fetch(graphqlUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ storeConfig { store_code } }" }),
    })
    await res.text()
    latencies.push(performance.now() - started)
  }
  const timer = setInterval(() => pending.push(probeOnce(), sampleRss()), PROBE_EVERY_MS)
  return {
    stop: async () => {
      clearInterval(timer)
      await Promise.all(pending)
      return { latencies, peakRss }
    },
  }
}

const summary = (latencies: number[]) =>
  `p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, max ${Math.max(...latencies).toFixed(1)} ms (${latencies.length} probes)`

const main = async () => {
  const photos = await Promise.all([1, 2, 3].map(() => noisyJpeg(4 * MB - 64 * 1024)))
  const { child, url, dir } = await startServer()
  const graphqlUrl = `${url}/graphql`
  const pid = child.pid ?? 0
  try {
    const body = async (n: number) =>
      multipartBody(SUBMIT, {
        input: {
          firstname: "Bench",
          lastname: "Seller",
          email: `bench-${n}@example.com`,
          items: [
            {
              brand: "Canon",
              model: "EOS R5",
              condition: "EXCELLENT",
              photos: photos.map((p, i) => photoFile(`side-${i}.jpg`, p)),
            },
          ],
        },
      })
    // Bodies are encoded before any timing: the client's own work stays out of the window.
    const bodies = new Map(
      await Promise.all(
        [
          0,
          ...Array.from(
            { length: ROUNDS * 2 },
            (_, i) => (Math.floor(i / 2) + 1) * 10 + (i % 2) + 1,
          ),
        ].map(async (n) => [n, await body(n)] as const),
      ),
    )
    const upload = async (n: number) => {
      const encoded = bodies.get(n)
      if (encoded === undefined) throw new Error(`no body ${n}`)
      const { body: bytes, contentType } = encoded
      // fetch's BodyInit takes an ArrayBuffer-backed Uint8Array, not a Buffer (copied before timing).
      const body = Uint8Array.from(bytes)
      const started = performance.now()
      const res = await fetch(graphqlUrl, {
        method: "POST",
        headers: { "content-type": contentType },
        body,
      })
      const answer = (await res.json()) as {
        data?: { submitUsedGearQuote?: { quote?: { number: string } | null } }
      }
      const number = answer.data?.submitUsedGearQuote?.quote?.number
      if (number === undefined) throw new Error(`upload ${n} failed: ${JSON.stringify(answer)}`)
      return { ms: performance.now() - started, bytes: bytes.length }
    }
    // Warm up: sharp's first image, the mutation's first run.
    await upload(0)
    const idle = probeLoop(graphqlUrl, pid)
    await new Promise((r) => setTimeout(r, 5000))
    const { latencies: idleLatencies } = await idle.stop()
    const before = await memoryOf(pid)
    console.log(`idle: ${summary(idleLatencies)}; server RSS ${before.rss.toFixed(0)} MB`)

    const during: number[] = []
    let peakRss = 0
    for (let round = 1; round <= ROUNDS; round++) {
      const probes = probeLoop(graphqlUrl, pid)
      const started = performance.now()
      const uploads = await Promise.all([upload(round * 10 + 1), upload(round * 10 + 2)])
      const wall = performance.now() - started
      const { latencies, peakRss: roundPeak } = await probes.stop()
      during.push(...latencies)
      peakRss = Math.max(peakRss, roundPeak)
      console.log(
        `round ${round}: 2 × ${((uploads[0]?.bytes ?? 0) / MB).toFixed(1)} MB in ${wall.toFixed(0)} ms ` +
          `(each ${uploads.map((u) => u.ms.toFixed(0)).join(" / ")} ms); probe ${summary(latencies)}`,
      )
    }
    const after = await memoryOf(pid)
    console.log(`during uploads: ${summary(during)}`)
    console.log(
      `server RSS ${before.rss.toFixed(0)} MB before the uploads, peak ${peakRss.toFixed(0)} MB during them, ${after.rss.toFixed(0)} MB after (lifetime peak ${after.peak.toFixed(0)} MB, start-up included)`,
    )
    console.log(`idle, for comparison (same machine, same load): ${summary(idleLatencies)}`)
    const p99 = percentile(during, 99)
    console.log(
      p99 < 200
        ? `goal met: probe p99 ${p99.toFixed(1)} ms < 200 ms`
        : `GOAL MISSED: probe p99 ${p99.toFixed(1)} ms ≥ 200 ms`,
    )
  } finally {
    child.kill("SIGTERM")
    await new Promise((r) => child.once("exit", r))
    await rm(dir, { recursive: true, force: true })
  }
}

await main()
