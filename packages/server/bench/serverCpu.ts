// npm run bench:server-cpu -w @shutter/server
// The server's own CPU per request on the fixture catalogue (PGlite): the server runs in this
// process, the load comes from autocannon in a child process (10 connections, BENCH_SECONDS per
// request kind), so the client's work is not counted. Prints, per request kind, the CPU
// milliseconds this process spent per answered request, requests/s and autocannon's latency
// p50/p97.5/p99 (latency under concurrent load, not sequential). Unlike latency, CPU per request
// hardly moves with what else a shared machine runs.
// BENCH_CPU_PROFILE=prefix: a CPU profile of each kind's run, `prefix-<kind>.cpuprofile`, and a
// table of where that time went (profileSummary.ts).
// BENCH_ONLY=trivial,listing,…: only these kinds. BENCH_ROUNDS=n: repeat the whole set n times.

import { execFile } from "node:child_process"
import { writeFile } from "node:fs/promises"
import { Session } from "node:inspector/promises"
import { loadavg } from "node:os"
import { promisify } from "node:util"
import { startTestServer } from "../src/testing.js"
import { catalogRequests } from "./catalogRequests.js"
import { type CpuProfile, cpuByKind } from "./profileSummary.js"

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1)
const CPU_PROFILE = process.env.BENCH_CPU_PROFILE
const ONLY = process.env.BENCH_ONLY?.split(",").map((s) => s.trim())
const run = promisify(execFile)

interface AutocannonJson {
  readonly requests: { readonly total: number; readonly average: number }
  readonly latency: { readonly p50: number; readonly p97_5: number; readonly p99: number }
  readonly non2xx: number
  readonly errors: number
}

const load = async (url: string, body: string, seconds: number): Promise<AutocannonJson> => {
  const { stdout } = await run(
    "npx",
    [
      "autocannon",
      "--json",
      "-c",
      "10",
      "-d",
      String(seconds),
      "-m",
      "POST",
      "-H",
      "content-type=application/json",
      "-b",
      body,
      url,
    ],
    { maxBuffer: 16 * 1024 * 1024 },
  )
  return JSON.parse(stdout) as AutocannonJson
}

const server = await startTestServer()
const load1 = () => loadavg()[0]?.toFixed(2) ?? "?"
try {
  const kinds = Object.entries(catalogRequests()).filter(
    ([name]) => ONLY === undefined || ONLY.includes(name),
  )
  for (const [, request] of kinds) {
    // Warm-up: caches, JIT, autocannon's own start.
    await load(server.graphqlUrl, JSON.stringify(request), 1)
  }
  for (let round = 1; round <= ROUNDS; round++) {
    const rows = []
    for (const [name, request] of kinds) {
      const body = JSON.stringify(request)
      const session = CPU_PROFILE === undefined ? undefined : new Session()
      if (session !== undefined) {
        session.connect()
        await session.post("Profiler.enable")
        await session.post("Profiler.start")
      }
      const before = process.cpuUsage()
      const loadBefore = load1()
      const result = await load(server.graphqlUrl, body, SECONDS)
      const used = process.cpuUsage(before)
      if (session !== undefined) {
        const { profile } = await session.post("Profiler.stop")
        session.disconnect()
        await writeFile(`${CPU_PROFILE}-${name}.cpuprofile`, JSON.stringify(profile))
        console.log(`${name}: where the server's CPU went`)
        console.table(cpuByKind(profile as CpuProfile))
      }
      const total = Math.max(1, result.requests.total)
      rows.push({
        request: name,
        server_cpu_ms_per_req: Math.round((used.user + used.system) / total / 10) / 100,
        req_per_s: Math.round(result.requests.average),
        p50_ms: result.latency.p50,
        p97_5_ms: result.latency.p97_5,
        non2xx: result.non2xx,
        errors: result.errors,
        load: `${loadBefore}→${load1()}`,
      })
    }
    console.log(`round ${round}`)
    console.table(rows)
  }
} finally {
  await server.close()
}
