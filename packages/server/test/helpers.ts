import { request } from "node:http"
import type { RunningServer } from "../src/app/startServer.js"

export interface GraphqlError {
  readonly message: string
  readonly extensions?: { readonly category?: string }
  readonly locations?: readonly { line: number; column: number }[]
  readonly path?: readonly (string | number)[]
}

export interface GraphqlResponse<T> {
  readonly status: number
  readonly data?: T | null
  readonly errors?: readonly GraphqlError[]
}

/** POSTs (or GETs) one operation to the server over real HTTP, like any client would. */
export const graphql = async <T = Record<string, unknown>>(
  server: Pick<RunningServer, "graphqlUrl">,
  query: string,
  options: {
    readonly variables?: Record<string, unknown>
    readonly store?: string
    readonly headers?: Record<string, string>
    readonly method?: "GET" | "POST"
    /** Send from this loopback address (127.0.0.2, …): a second client as the server sees it. */
    readonly from?: string
  } = {},
): Promise<GraphqlResponse<T>> => {
  if (options.from !== undefined) return postFrom<T>(server, query, options.from, options)
  const headers: Record<string, string> = {
    accept: "application/json",
    ...(options.store !== undefined ? { store: options.store } : {}),
    ...options.headers,
  }
  let response: Response
  if (options.method === "GET") {
    const url = new URL(server.graphqlUrl)
    url.searchParams.set("query", query)
    if (options.variables) url.searchParams.set("variables", JSON.stringify(options.variables))
    response = await fetch(url, { headers })
  } else {
    response = await fetch(server.graphqlUrl, {
      method: "POST",
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify({ query, variables: options.variables }),
    })
  }
  const body = (await response.json()) as { data?: T | null; errors?: GraphqlError[] }
  return { status: response.status, ...body }
}

export interface TestDriver {
  readonly name: string
  readonly databaseUrl?: string
}

/**
 * The driver every server suite runs on: embedded PGlite, what `npm start` uses without
 * DATABASE_URL. Each suite runs once; the differences of PostgreSQL are `bothDrivers`' job.
 */
export const drivers: readonly TestDriver[] = [{ name: "pglite" }]

/**
 * PGlite, and PostgreSQL too when DATABASE_URL is set: for the suites whose SQL differs between
 * the two (PostgreSQL 15 on a server against PGlite's 17: full-text search, listing filters and
 * sorts, aggregates) or whose correctness rests on row locks between connections (stock, coupon
 * uses, gift card balances, order numbers). See "Tests" in the server README.
 */
export const bothDrivers: readonly TestDriver[] = [
  ...drivers,
  ...(process.env.DATABASE_URL
    ? [{ name: "postgres", databaseUrl: process.env.DATABASE_URL }]
    : []),
]

/** Shared-state backends the suites run on: memory always, Redis when REDIS_URL is set. */
export const sharedStateBackends: readonly { name: string; redisUrl?: string }[] = [
  { name: "memory" },
  ...(process.env.REDIS_URL ? [{ name: "redis", redisUrl: process.env.REDIS_URL }] : []),
]

/** A POST over node:http bound to `localAddress`, for tests that need several client addresses. */
const postFrom = <T>(
  server: Pick<RunningServer, "graphqlUrl">,
  query: string,
  localAddress: string,
  options: {
    readonly variables?: Record<string, unknown>
    readonly store?: string
    readonly headers?: Record<string, string>
  },
): Promise<GraphqlResponse<T>> =>
  new Promise((resolve, reject) => {
    const body = JSON.stringify({ query, variables: options.variables })
    const req = request(
      server.graphqlUrl,
      {
        method: "POST",
        localAddress,
        headers: {
          ...options.headers,
          accept: "application/json",
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
          ...(options.store !== undefined ? { store: options.store } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on("data", (chunk: Buffer) => chunks.push(chunk))
        res.on("end", () => {
          const parsed = JSON.parse(Buffer.concat(chunks).toString("utf8")) as {
            data?: T | null
            errors?: GraphqlError[]
          }
          resolve({ status: res.statusCode ?? 0, ...parsed })
        })
        res.on("error", reject)
      },
    )
    req.on("error", reject)
    req.end(body)
  })
