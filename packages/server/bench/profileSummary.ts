// Where a CPU profile's time went, by the kind of code each sample was in (its innermost frame
// that is not a runtime builtin): the SQL driver and query builder, GraphQL execution, HTTP and
// yoga, the shop's own code by folder, garbage collection. For benches, not for the server.

interface ProfileNode {
  readonly id: number
  readonly callFrame: { readonly functionName: string; readonly url: string }
  readonly children?: readonly number[]
}

export interface CpuProfile {
  readonly nodes: readonly ProfileNode[]
  readonly samples: readonly number[]
  readonly timeDeltas: readonly number[]
}

const KINDS: readonly (readonly [string, RegExp])[] = [
  // PGlite runs PostgreSQL itself in this process, as WebAssembly.
  ["SQL: PGlite's PostgreSQL (WebAssembly)", /^wasm:/],
  [
    "SQL: driver (pg, PGlite's JS)",
    /node_modules\/(pg|pg-protocol|pg-pool|pg-types|@electric-sql\/pglite)\//,
  ],
  ["SQL: drizzle query builder", /node_modules\/drizzle-orm\//],
  [
    "GraphQL: parse, validate, execute",
    /node_modules\/(graphql|@graphql-tools|@envelop|graphql-jit|dataloader)\//,
  ],
  [
    "HTTP and yoga",
    /node_modules\/(graphql-yoga|@whatwg-node|undici)\/|node:(_http|net|stream|internal\/(streams|http|deps\/undici|webstreams|event_target|stream_base))/,
  ],
  ["load generator (this bench)", /node_modules\/(autocannon|hdr-histogram)|\/bench\//],
]

const ownFolder = /\/packages\/server\/(?:src|dist)\/([^/]+)\//

const kindOf = (node: ProfileNode): string | undefined => {
  const { url, functionName } = node.callFrame
  if (functionName === "(garbage collector)") return "garbage collection"
  if (functionName === "(idle)" || functionName === "(program)") return "idle"
  // The profiler's own work.
  if (url === "node:inspector" || url.startsWith("node:inspector")) return "idle"
  if (functionName === "wasm-to-js" || functionName === "js-to-wasm")
    return "SQL: PGlite's PostgreSQL (WebAssembly)"
  if (url === "") return undefined
  for (const [kind, pattern] of KINDS) if (pattern.test(url)) return kind
  const own = ownFolder.exec(url)
  if (own !== null) return `shop code: ${own[1]}/`
  return url.startsWith("node:") ? "Node.js runtime" : "other libraries"
}

/** Busy milliseconds per kind of code, largest first (idle time left out). */
export const cpuByKind = (profile: CpuProfile): { kind: string; ms: number; share: string }[] => {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const parent = new Map<number, number>()
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
  const totals = new Map<string, number>()
  let busy = 0
  profile.samples.forEach((sample, i) => {
    const micros = profile.timeDeltas[i] ?? 0
    let id: number | undefined = sample
    let kind: string | undefined
    // A builtin (JSON.parse, a regexp) counts for the code that called it.
    while (id !== undefined && kind === undefined) {
      const node = byId.get(id)
      kind = node === undefined ? "other libraries" : kindOf(node)
      id = parent.get(id)
    }
    if (kind === "idle" || kind === undefined) return
    busy += micros
    totals.set(kind, (totals.get(kind) ?? 0) + micros)
  })
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .map(([kind, micros]) => ({
      kind,
      ms: Math.round(micros / 100) / 10,
      share: `${((100 * micros) / Math.max(1, busy)).toFixed(1)} %`,
    }))
}
