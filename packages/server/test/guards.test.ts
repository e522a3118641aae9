import { request } from "node:http"
import { parse, specifiedRules, validate } from "graphql"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { createSchema } from "../src/app/schema.js"
import type { RunningServer } from "../src/app/startServer.js"
import { resolveGuardOptions } from "../src/guards/guardOptions.js"
import { documentLimitErrors } from "../src/guards/queryLimits.js"
import { startTestServer } from "../src/testing.js"
import { drivers, graphql } from "./helpers.js"
import {
  conflictingAliases,
  conflictingFields,
  conflictsWithinLimits,
  fragmentChain,
  fragmentCycle,
} from "./hostileDocuments.js"

/** `{ a { a { … } } }` nested `depth` fields deep, using __typename-free introspection-less fields. */
const nested = (depth: number): string => {
  // __type(name:) { ofType { ofType … { name } } }: depth = 1 (__type) + levels + 1 (name)
  const levels = depth - 2
  return `{ __type(name: "String") { ${"ofType { ".repeat(levels)}name${" }".repeat(levels)} } }`
}

/** A query selecting `n` fields in total (complexity n). */
const wide = (n: number): string =>
  `{ ${Array.from({ length: n }, (_, i) => `f${i}: __typename`).join(" ")} }`

describe("guards, with Magento's defaults", () => {
  let server: RunningServer
  beforeAll(async () => {
    // Introspection on: the depth tests nest `__type { ofType { … } }`.
    server = await startTestServer({ graphql: { introspection: true } })
  })
  afterAll(() => server?.close())

  it("accepts depth 20 and rejects 21 with Magento's (webonyx) message", async () => {
    expect((await graphql(server, nested(20))).errors).toBeUndefined()
    const res = await graphql(server, nested(21))
    expect(res.status).toBe(200)
    expect(res.errors?.map((e) => [e.message, e.extensions?.category])).toEqual([
      ["Max query depth should be 20 but got 21.", "graphql"],
    ])
  })

  it("answers the same document the same way every time (validated once, kept with it)", async () => {
    for (let i = 0; i < 3; i++) {
      const deep = await graphql(server, nested(21))
      expect(deep.errors?.map((e) => [e.message, e.extensions?.category])).toEqual([
        ["Max query depth should be 20 but got 21.", "graphql"],
      ])
      const unknown = await graphql(server, "{ storeConfig { no_such_field } }")
      expect(unknown.status).toBe(200)
      expect(unknown.errors?.map((e) => [e.message, e.extensions?.category])).toEqual([
        ['Cannot query field "no_such_field" on type "StoreConfig".', "graphql"],
      ])
      expect((await graphql(server, nested(20))).errors).toBeUndefined()
    }
  })

  it("accepts 10 aliases and refuses 11 with Magento 2.4.8's message, before any other limit", async () => {
    expect((await graphql(server, wide(10))).errors).toBeUndefined()
    const res = await graphql(server, wide(11))
    expect(res.status).toBe(200)
    expect(res.errors?.map((e) => [e.message, e.extensions?.category])).toEqual([
      ["Max Aliases in query should be 10 but got 11.", "graphql-input"],
    ])
    expect(res.data).toBeUndefined()
    // Over the complexity limit too: the alias count answers, as Magento checks it first.
    expect((await graphql(server, wide(301))).errors?.map((e) => e.message)).toEqual([
      "Max Aliases in query should be 10 but got 301.",
    ])
  })

  it("counts the aliases of fragments (each definition once) and of inline fragments", async () => {
    const aliases = (n: number, prefix: string) =>
      Array.from({ length: n }, (_, i) => `${prefix}${i}: __typename`).join(" ")
    const query = (inline: number) =>
      `{ ...A ...A ... on Query { ${aliases(inline, "i")} } } fragment A on Query { ${aliases(6, "f")} }`
    expect((await graphql(server, query(4))).errors).toBeUndefined()
    expect((await graphql(server, query(5))).errors?.map((e) => e.message)).toEqual([
      "Max Aliases in query should be 10 but got 11.",
    ])
  })

  it("accepts a field selected 20 times in one place and refuses 21", async () => {
    const repeated = (n: number) =>
      `{ ${Array.from({ length: n }, () => `products(search: "lens") { total_count }`).join(" ")} }`
    const accepted = await graphql<{ products: { total_count: number } }>(server, repeated(20))
    expect(accepted.errors).toBeUndefined()
    expect(accepted.data?.products.total_count).toBeGreaterThan(0)
    const refused = await graphql(server, repeated(21))
    expect(refused.errors?.map((e) => [e.message, e.extensions?.category])).toEqual([
      ['Max selections of "products" in one place should be 20 but got 21.', "graphql-input"],
    ])
    // Fragments are inlined and same-named fields' selections merged, as graphql-js merges them.
    const merged = `{ ${Array.from({ length: 11 }, (_, i) => `products(search: "lens") { items { ...P${i} } }`).join(" ")} } ${Array.from({ length: 11 }, (_, i) => `fragment P${i} on ProductInterface { sku sku }`).join(" ")}`
    expect((await graphql(server, merged)).errors?.map((e) => e.message)).toEqual([
      'Max selections of "sku" in one place should be 20 but got 22.',
    ])
  })

  it("answers introspection when turned on", async () => {
    const res = await graphql<{ __schema: { queryType: { name: string } } }>(
      server,
      "{ __schema { queryType { name } } }",
    )
    expect(res.data?.__schema.queryType.name).toBe("Query")
  })

  it("refuses a body over 1 MiB with 413, and accepts one just under", async () => {
    const padding = " ".repeat(1024 * 1024)
    const big = await fetch(server.graphqlUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: `{ __typename }${padding}` }),
    })
    expect(big.status).toBe(413)
    expect(await big.json()).toEqual({
      errors: [
        {
          message: "Request body is too large (limit 1048576 bytes)",
          extensions: { category: "graphql-input" },
        },
      ],
    })
    const fits = await fetch(server.graphqlUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: `{ __typename }${" ".repeat(1024 * 1000)}` }),
    })
    expect(fits.status).toBe(200)
    expect(await fits.json()).toEqual({ data: { __typename: "Query" } })
  })

  it("refuses a chunked body (no Content-Length) over the limit too", async () => {
    const chunk = new TextEncoder().encode(" ".repeat(256 * 1024))
    let sent = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 5) controller.enqueue(chunk)
        else controller.close()
      },
    })
    const res = await fetch(server.graphqlUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
      duplex: "half",
    } as RequestInit)
    expect(res.status).toBe(413)
  })
})

/**
 * Sends a POST's headers and about `sent` bytes of its body, then waits for the answer without
 * sending the rest: a server that waits for the whole body never answers.
 */
const postWithoutFinishing = (
  url: string,
  headers: Record<string, string>,
  sent: number,
  start = "",
): Promise<{ status: number; body: string }> =>
  new Promise((resolve, reject) => {
    const req = request(url, { method: "POST", headers }, (res) => {
      let body = ""
      res.on("data", (chunk) => {
        body += chunk
      })
      res.on("end", () => {
        resolve({ status: res.statusCode ?? 0, body })
        req.destroy()
      })
    })
    req.on("error", reject)
    req.write(start)
    const chunk = Buffer.alloc(64 * 1024, " ")
    for (let written = start.length; written < sent; written += chunk.length) req.write(chunk)
  })

describe("request bodies over the limit, refused before they are read", () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server?.close())

  const TOO_LARGE = {
    errors: [
      {
        message: "Request body is too large (limit 1048576 bytes)",
        extensions: { category: "graphql-input" },
      },
    ],
  }

  it("answers 413 from a Content-Length over 1 MiB without waiting for the body", async () => {
    const answer = await postWithoutFinishing(
      server.graphqlUrl,
      { "content-type": "application/json", "content-length": String(5 * 1024 * 1024) },
      64 * 1024,
      '{"query":"{ __typename }","variables":{"padding":"',
    )
    expect(answer.status).toBe(413)
    expect(JSON.parse(answer.body)).toEqual(TOO_LARGE)
  })

  it("stops reading a chunked body once it passes 1 MiB", async () => {
    const answer = await postWithoutFinishing(
      server.graphqlUrl,
      { "content-type": "application/json", "transfer-encoding": "chunked" },
      1024 * 1024 + 128 * 1024,
      '{"query":"{ __typename }","variables":{"padding":"',
    )
    expect(answer.status).toBe(413)
    expect(JSON.parse(answer.body)).toEqual(TOO_LARGE)
  })

  it("reads past 1 MiB only for the upload mutation, seen in the first MiB", async () => {
    // A declared 5 MiB whose query is not the upload: refused after at most the first MiB.
    const answer = await postWithoutFinishing(
      server.graphqlUrl,
      { "content-type": "application/json", "content-length": String(5 * 1024 * 1024) },
      1024 * 1024 + 64 * 1024,
      '{"query":"mutation { createEmptyCart }","variables":{"padding":"',
    )
    expect(answer.status).toBe(413)
  })
})

/** POSTs a query and reports how long the answer took, in ms of wall time. */
const timed = async (server: RunningServer, query: string) => {
  const started = performance.now()
  const res = await graphql(server, query)
  return { ...res, ms: performance.now() - started }
}

describe.each(drivers)("hostile documents are refused fast ($name)", ({ databaseUrl }) => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startTestServer(databaseUrl !== undefined ? { databaseUrl } : {})
  })
  afterAll(() => server?.close())

  it("refuses a 27-level fragment chain (1 KB, 2^27 fields inlined) in well under a second", async () => {
    const query = fragmentChain(27)
    expect(query.length).toBeLessThan(1200)
    const res = await timed(server, query)
    expect(res.errors?.map((e) => [e.message, e.extensions?.category])).toEqual([
      ["Max query complexity should be 300 but got 134217728.", "graphql"],
    ])
    expect(res.ms).toBeLessThan(1000)
    // Everything else still answers at once.
    expect((await graphql(server, "{ __typename }")).data).toEqual({ __typename: "Query" })
  })

  it("stops parsing a document at 5000 tokens", async () => {
    const aliases = Array.from({ length: 2500 }, (_, i) => `a${i}: __typename`).join(" ")
    const res = await timed(server, `{ ${aliases} }`)
    expect(res.errors?.map((e) => [e.message, e.extensions?.category])).toEqual([
      ["Syntax Error: Document contains more that 5000 tokens. Parsing aborted.", "graphql"],
    ])
    expect(res.ms).toBeLessThan(1000)
  })

  it("refuses an alias bomb (1600 conflicting aliases, 60 KB) in well under a second", async () => {
    // graphql-js's OverlappingFieldsCanBeMerged compares every pair of same-named fields.
    const res = await timed(server, conflictingAliases(1600))
    expect(res.errors?.map((e) => e.message)).toEqual([
      "Syntax Error: Document contains more that 5000 tokens. Parsing aborted.",
    ])
    expect(res.ms).toBeLessThan(1000)
  })

  it("counts aliases before graphql-js's own rules, which never see a document over the limit", async () => {
    // 150 conflicting aliases are inside the complexity limit (300); graphql-js's
    // OverlappingFieldsCanBeMerged would compare every pair of them (40–110 ms of one core).
    for (const n of [150, 450]) {
      const res = await timed(server, conflictingAliases(n))
      expect(res.errors?.map((e) => [e.message, e.extensions?.category])).toEqual([
        [`Max Aliases in query should be 10 but got ${n}.`, "graphql-input"],
      ])
      expect(res.ms).toBeLessThan(1000)
    }
  })

  it("refuses a fragment that spreads itself through fields with graphql-js's message, at once", async () => {
    const res = await timed(server, fragmentCycle())
    expect(res.errors?.map((e) => e.message)).toContain('Cannot spread fragment "C" within itself.')
    expect(res.ms).toBeLessThan(1000)
  })

  it("refuses 150 conflicting fields without aliases on the repeated selections", async () => {
    const res = await timed(server, conflictingFields(150))
    expect(res.errors?.map((e) => [e.message, e.extensions?.category])).toEqual([
      ['Max selections of "products" in one place should be 20 but got 150.', "graphql-input"],
    ])
    expect(res.ms).toBeLessThan(1000)
  })
})

describe("validation time of hostile documents, in process", () => {
  const schema = createSchema()
  const limits = resolveGuardOptions()
  /** Best of 3: parse, the pre-checks, and graphql-js's rules when the pre-checks pass. */
  // CPU time of this process, not the wall clock: the bound is about the work validation does,
  // which must not depend on how busy the machine running the tests is.
  const cpuMs = (): number => {
    const { user, system } = process.cpuUsage()
    return (user + system) / 1000
  }
  const validationMs = (query: string): number => {
    let best = Number.POSITIVE_INFINITY
    for (let run = 0; run < 3; run++) {
      const started = cpuMs()
      const document = parse(query, { maxTokens: limits.maxTokens })
      if (documentLimitErrors(document, limits).length === 0)
        validate(schema, document, specifiedRules)
      best = Math.min(best, cpuMs() - started)
    }
    return best
  }

  it.each([
    ["150 conflicting aliases", conflictingAliases(150)],
    ["450 conflicting aliases", conflictingAliases(450)],
    ["150 conflicting fields without aliases", conflictingFields(150)],
    ["the worst found inside every limit (10 aliases, 6 fields × 20)", conflictsWithinLimits(20)],
    ["a 27-level fragment chain", fragmentChain(27)],
    ["a fragment spreading itself twice through fields", fragmentCycle()],
  ])("%s: well under 100 ms", (_label, query) => {
    expect(validationMs(query)).toBeLessThan(50)
  })
})

/** `n` aliases of one products page of `pageSize` items (literal, or `$size` when undefined). */
const pagedAliases = (n: number, pageSize?: number, fields = "sku"): string =>
  `${pageSize === undefined ? "query ($size: Int) " : ""}{ ${Array.from(
    { length: n },
    (_, i) =>
      `p${i}: products(search: "", pageSize: ${pageSize ?? "$size"}) { items { ${fields} } }`,
  ).join(" ")} }`

/** 14 product fields: with `items`, 15 per product. */
const productFields =
  "sku name uid url_key url_suffix meta_title meta_keyword meta_description stock_status only_x_left_in_stock rating_summary review_count type_id __typename"

describe.each(drivers)("page sizes ($name)", ({ databaseUrl }) => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startTestServer(databaseUrl !== undefined ? { databaseUrl } : {})
  })
  afterAll(() => server?.close())

  it("refuses a pageSize over 300 with Magento's message, on the field", async () => {
    const res = await graphql(server, '{ products(search: "", pageSize: 301) { items { sku } } }')
    expect(res.errors?.map((e) => [e.message, e.extensions?.category, e.path])).toEqual([
      ["Maximum pageSize is 300", "graphql-input", ["products"]],
    ])
    const full = await graphql<{ products: { items: unknown[] } }>(
      server,
      '{ products(search: "", pageSize: 300) { items { sku } } }',
    )
    expect(full.errors).toBeUndefined()
    expect(full.data?.products.items.length).toBeGreaterThan(20)
  })

  it("weighs a page by its size: 10 aliases of 1000 products are refused before any is read", async () => {
    // Each alias counts 1 + 50 × (items + sku).
    expect((await timed(server, pagedAliases(10, 1000))).errors?.map((e) => e.message)).toEqual([
      "Max query complexity should be 300 but got 1010.",
    ])
    // A page of 20 counts once, 10 × (1 + 15); a page of 21 twice, 10 × (1 + 2 × 15).
    expect((await graphql(server, pagedAliases(10, 20, productFields))).errors).toBeUndefined()
    expect(
      (await graphql(server, pagedAliases(10, 21, productFields))).errors?.map((e) => e.message),
    ).toEqual(["Max query complexity should be 300 but got 310."])
  })

  it("weighs page sizes given as variables before execution", async () => {
    const query = pagedAliases(10)
    // The document passes alone; each request's page sizes are weighed again.
    expect((await graphql(server, query, { variables: { size: 20 } })).errors).toBeUndefined()
    const big = await graphql(server, query, { variables: { size: 300 } })
    expect(big.errors?.map((e) => [e.message, e.extensions?.category])).toEqual([
      ["Max query complexity should be 300 but got 310.", "graphql"],
    ])
    expect(big.data).toBeUndefined()
    const small = await graphql(server, query, { variables: { size: 20 } })
    expect(small.errors).toBeUndefined()
  })
})

describe("complexity, with the alias limit off (Magento's graphql/validation/alias_limit_enabled 0)", () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startTestServer({ graphql: { maxAliases: 0 } })
  })
  afterAll(() => server?.close())

  it("accepts complexity 300 and rejects 301", async () => {
    expect((await graphql(server, wide(300))).errors).toBeUndefined()
    const res = await graphql(server, wide(301))
    expect(res.errors?.map((e) => [e.message, e.extensions?.category])).toEqual([
      ["Max query complexity should be 300 but got 301.", "graphql"],
    ])
  })

  it("counts fragments as if inlined", async () => {
    const fields = Array.from({ length: 151 }, (_, i) => `f${i}: __typename`).join(" ")
    const res = await graphql(
      server,
      `{ ...A ...A2 } fragment A on Query { ${fields} } fragment A2 on Query { ${fields} }`,
    )
    expect(res.errors?.[0]?.message).toBe("Max query complexity should be 300 but got 302.")
  })
})

describe("guards, configured", () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startTestServer({
      graphql: {
        maxQueryDepth: 5,
        maxQueryComplexity: 10,
        maxAliases: 2,
        maxBodyBytes: 2048,
      },
    })
  })
  afterAll(() => server?.close())

  it("applies the configured depth and complexity", async () => {
    expect((await graphql(server, nested(6))).errors?.map((e) => e.message)).toContain(
      "Max query depth should be 5 but got 6.",
    )
    // products + items + 9 fields, no alias (the alias limit is 2 here).
    const eleven =
      '{ products(search: "lens") { items { sku name uid url_key url_suffix meta_title meta_keyword meta_description stock_status } } }'
    expect((await graphql(server, eleven)).errors?.map((e) => e.message)).toEqual([
      "Max query complexity should be 10 but got 11.",
    ])
  })

  it("applies the configured alias limit (Magento's QueryComplexityLimiterTest)", async () => {
    const products = (aliases: string[]) =>
      `{ ${aliases.map((a, i) => `${a}: products(filter: {sku: {eq: "${i}"}}) { total_count }`).join(" ")} }`
    expect((await graphql(server, products(["productOne", "productTwo"]))).errors).toBeUndefined()
    const res = await graphql(server, products(["productOne", "productTwo", "productThree"]))
    expect(res.errors?.map((e) => [e.message, e.extensions?.category])).toEqual([
      ["Max Aliases in query should be 2 but got 3.", "graphql-input"],
    ])
  })

  it("refuses introspection unless turned on, with webonyx's message, but keeps __typename", async () => {
    const res = await graphql(server, "{ __schema { queryType { name } } }")
    expect(res.errors?.map((e) => [e.message, e.extensions?.category])).toEqual([
      [
        "GraphQL introspection is not allowed, but the query contained __schema or __type",
        "graphql",
      ],
    ])
    expect((await graphql(server, "{ __typename }")).data).toEqual({ __typename: "Query" })
  })

  it("applies the configured body limit", async () => {
    const res = await fetch(server.graphqlUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: `{ __typename }${" ".repeat(3000)}` }),
    })
    expect(res.status).toBe(413)
  })
})
