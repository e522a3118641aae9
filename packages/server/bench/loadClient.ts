// The benchmarks' load generator in a process of its own: autocannon, and the local Stripe
// stand-in when a bench pays by card, run in a child process, so that their work neither delays
// the server's responses (one event loop) nor counts in the server process's CPU time. The
// bench process keeps the server, its statement counter and its CPU profile.
//   const client = await startLoadClient()
//   const run = await client.run({ url, requests: [{ body }], connections: 10 })
// Run as a child by startLoadClient (the file forks itself, under the same tsx loader).
import { type ChildProcess, fork } from "node:child_process"
import { fileURLToPath } from "node:url"
import autocannon from "autocannon"
import { startLocalStripe } from "../src/payment/testing/localStripe.js"

/** One request of a run: its body, its path (else the url's) and extra headers. */
export interface LoadRequest {
  readonly body?: string
  readonly path?: string
  readonly headers?: Readonly<Record<string, string>>
}

export interface LoadRun {
  readonly url: string
  readonly method?: "GET" | "POST"
  readonly headers?: Readonly<Record<string, string>>
  readonly connections: number
  /** Sent in turn, each once (a run of as many requests), or over and over for `seconds`. */
  readonly requests: readonly LoadRequest[]
  readonly seconds?: number
}

export interface LoadResult {
  /** Every response's latency in milliseconds, ascending. */
  readonly latencies: readonly number[]
  /** Wall-clock milliseconds from the first request sent to the last response. */
  readonly elapsedMs: number
  readonly non2xx: number
  readonly errors: number
  /** The load generator's own CPU milliseconds during the run. */
  readonly clientCpuMs: number
}

export interface LoadClient {
  readonly run: (run: LoadRun) => Promise<LoadResult>
  /** Starts the local Stripe stand-in in the load generator's process. */
  readonly startStripe: () => Promise<{ readonly url: string; readonly secretKey: string }>
  /** PaymentIntents the stand-in holds as succeeded (captured). */
  readonly succeededIntents: () => Promise<number>
  readonly close: () => Promise<void>
}

type Ask =
  | { readonly kind: "run"; readonly run: LoadRun }
  | { readonly kind: "stripe" }
  | { readonly kind: "succeeded" }

type Request = Ask & { readonly id: number }

type Reply = { readonly id: number; readonly value?: unknown; readonly error?: string }

const CHILD_FLAG = "--shutter-load-client"

/** Forks the load generator and waits for it to be ready. */
export const startLoadClient = async (): Promise<LoadClient> => {
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), [CHILD_FLAG], {
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  })
  const waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>()
  let next = 0
  child.on("message", (message: Reply) => {
    const pending = waiting.get(message.id)
    if (pending === undefined) return
    waiting.delete(message.id)
    if (message.error !== undefined) pending.reject(new Error(message.error))
    else pending.resolve(message.value)
  })
  child.on("exit", (code) => {
    for (const pending of waiting.values())
      pending.reject(new Error(`the load generator exited (${code})`))
    waiting.clear()
  })
  const ask = <T>(request: Ask): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const id = next++
      waiting.set(id, { resolve: resolve as (v: unknown) => void, reject })
      child.send({ ...request, id })
    })
  await new Promise<void>((resolve, reject) => {
    child.once("message", () => resolve())
    child.once("error", reject)
  })
  return {
    run: (run) => ask<LoadResult>({ kind: "run", run }),
    startStripe: () => ask({ kind: "stripe" }),
    succeededIntents: () => ask<number>({ kind: "succeeded" }),
    close: async () => {
      if (child.exitCode !== null) return
      const exited = new Promise((resolve) => child.once("exit", resolve))
      child.disconnect()
      await exited
    },
  }
}

/** The child's side: one autocannon run at a time, over the requests it was given. */
const runLoad = async (run: LoadRun): Promise<LoadResult> => {
  let next = 0
  const latencies: number[] = []
  let errors = 0
  const cpu = process.cpuUsage()
  const started = performance.now()
  let settle: { resolve: (r: autocannon.Result) => void; reject: (e: unknown) => void } | undefined
  const finished = new Promise<autocannon.Result>((resolve, reject) => {
    settle = { resolve, reject }
  })
  const options: autocannon.Options = {
    url: run.url,
    method: run.method ?? "POST",
    headers: { "content-type": "application/json", ...run.headers },
    connections: run.connections,
    ...(run.seconds === undefined ? { amount: run.requests.length } : { duration: run.seconds }),
    requests: [
      {
        setupRequest: (req) => {
          const request = run.requests[next++ % run.requests.length] ?? {}
          return {
            ...req,
            ...(request.body === undefined ? {} : { body: request.body }),
            ...(request.path === undefined ? {} : { path: request.path }),
            ...(request.headers === undefined
              ? {}
              : { headers: { ...req.headers, ...request.headers } }),
          }
        },
      },
    ],
  }
  const instance = autocannon(options, (error, result) =>
    error ? settle?.reject(error) : settle?.resolve(result),
  )
  // The run's end is its last response: autocannon reports a bounded run done at its next
  // one-second tick.
  let last = started
  instance.on("response", (_client, _status, _bytes, responseTime) => {
    latencies.push(responseTime)
    last = performance.now()
  })
  instance.on("reqError", () => errors++)
  const result = await finished
  const elapsedMs = (run.seconds === undefined ? last : performance.now()) - started
  const used = process.cpuUsage(cpu)
  latencies.sort((a, b) => a - b)
  return {
    latencies,
    elapsedMs,
    non2xx: result.non2xx,
    errors: errors + result.errors,
    clientCpuMs: (used.user + used.system) / 1000,
  }
}

const serveAsChild = () => {
  let stripe: Awaited<ReturnType<typeof startLocalStripe>> | undefined
  const answer = async (request: Request): Promise<unknown> => {
    switch (request.kind) {
      case "run":
        return runLoad(request.run)
      case "stripe":
        stripe ??= await startLocalStripe()
        return { url: stripe.url, secretKey: stripe.secretKey }
      case "succeeded":
        return stripe?.intents().filter((i) => i.status === "succeeded").length ?? 0
    }
  }
  process.on("message", (request: Request) => {
    answer(request).then(
      (value) => process.send?.({ id: request.id, value } satisfies Reply),
      (error: unknown) =>
        process.send?.({
          id: request.id,
          error: error instanceof Error ? error.message : String(error),
        } satisfies Reply),
    )
  })
  // The bench disconnects when done: close the stand-in and leave.
  process.on("disconnect", () => {
    void (stripe?.close() ?? Promise.resolve()).finally(() => process.exit(0))
  })
  process.send?.({ id: -1 } satisfies Reply)
}

if (process.argv.includes(CHILD_FLAG)) serveAsChild()
