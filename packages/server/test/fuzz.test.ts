// Thousands of generated operations (fixed seed) against the real server over HTTP: every root
// field of the schema with valid, hostile and ill-typed arguments, as literals and as variables,
// plus malformed bodies. None may answer 5xx or "Internal server error", or log an error.
import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLObjectType,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isUnionType,
} from "graphql"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { RunningServer } from "../src/app/startServer.js"
import { createSchema } from "../src/index.js"
import type { Logger } from "../src/platform/logger.js"
import { startTestServer } from "../src/testing.js"
import { drivers, graphql } from "./helpers.js"
import { conflictingAliases, fragmentChain } from "./hostileDocuments.js"

const SEED = 20261123
const OPERATIONS = 2500

/** mulberry32: a small seeded generator, so a failure replays exactly. */
const generator = (seed: number) => {
  let state = seed >>> 0
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (n: number): number => Math.floor(next() * n)
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T
  return { next, int, pick, chance: (p: number) => next() < p }
}
type Random = ReturnType<typeof generator>

const HOSTILE_STRINGS = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "%00",
  "' OR 1=1 --",
  '"; drop table products; --',
  "../../../../etc/passwd",
  "<script>alert(1)</script>",
  "📷🎞️",
  "\ud800",
  "x".repeat(5000),
  "1e400",
  "NaN",
  "-1",
  "0",
  "MTIz",
  "Y29uZmlndXJhYmxlLzEvMg==",
  "bundle/1/2/3",
]
const HOSTILE_NUMBERS = [0, -1, 1, 2.5, 2147483648, -2147483649, 1e40, -1e308, 1e308, 0.1]

/** Values real data answers to: a cart, skus and emails that exist, so deeper paths run too. */
interface Known {
  readonly strings: readonly string[]
}

const leafValue = (type: GraphQLNamedType, random: Random, known: Known): unknown => {
  if (isEnumType(type)) {
    const values = type.getValues()
    return random.chance(0.9) ? { enum: random.pick(values).name } : "NOT_A_VALUE"
  }
  switch (type.name) {
    case "Int":
      return random.chance(0.5) ? random.int(20) : random.pick(HOSTILE_NUMBERS)
    case "Float":
      return random.chance(0.5) ? random.int(2000) / 10 : random.pick(HOSTILE_NUMBERS)
    case "Boolean":
      return random.chance(0.9) ? random.chance(0.5) : "yes"
    default:
      return random.chance(0.5) ? random.pick(known.strings) : random.pick(HOSTILE_STRINGS)
  }
}

const inputValue = (
  type: GraphQLInputType,
  random: Random,
  known: Known,
  depth: number,
): unknown => {
  if (random.chance(0.03)) return null
  if (isNonNullType(type)) return inputValue(type.ofType, random, known, depth)
  if (isListType(type)) {
    return Array.from({ length: random.int(3) }, () =>
      inputValue(type.ofType, random, known, depth + 1),
    )
  }
  if (isInputObjectType(type)) {
    if (depth > 3) return {}
    const fields = Object.values(type.getFields())
    return Object.fromEntries(
      fields
        .filter((f) => isNonNullType(f.type) || random.chance(0.4))
        .filter(() => random.chance(0.97))
        .map((f) => [f.name, inputValue(f.type, random, known, depth + 1)]),
    )
  }
  return leafValue(type, random, known)
}

/** A GraphQL literal for a generated value (`{ enum }` marks an enum value). */
const literal = (value: unknown): string => {
  if (value === null || value === undefined) return "null"
  if (Array.isArray(value)) return `[${value.map(literal).join(", ")}]`
  if (typeof value === "object") {
    if ("enum" in value) return String((value as { enum: string }).enum)
    return `{ ${Object.entries(value)
      .map(([k, v]) => `${k}: ${literal(v)}`)
      .join(", ")} }`
  }
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "0"
  return JSON.stringify(value)
}

/** The same value as JSON variables carry it (enum values as their names). */
const jsonValue = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(jsonValue)
  if (value !== null && typeof value === "object") {
    if ("enum" in value) return (value as { enum: string }).enum
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, jsonValue(v)]))
  }
  return value
}

/** A small selection: a few leaves, sometimes one nested object with its own leaves. */
const selection = (type: GraphQLNamedType, random: Random, depth: number): string => {
  if (isLeafType(type)) return ""
  if (isUnionType(type)) return "{ __typename }"
  const object = type as GraphQLObjectType
  if (!isObjectType(object) && !isInterfaceType(object)) return "{ __typename }"
  const fields = Object.values(object.getFields()).filter((f) =>
    f.args.every((a) => !isNonNullType(a.type)),
  )
  const leaves = fields.filter((f) => isLeafType(getNamedType(f.type)))
  const nested = fields.filter((f) => !isLeafType(getNamedType(f.type)))
  const chosen = Array.from({ length: 1 + random.int(4) }, () =>
    leaves.length > 0 ? random.pick(leaves).name : "__typename",
  )
  if (depth < 2 && nested.length > 0 && random.chance(0.6)) {
    const field = random.pick(nested)
    chosen.push(`${field.name} ${selection(getNamedType(field.type), random, depth + 1)}`)
  }
  return `{ __typename ${[...new Set(chosen)].join(" ")} }`
}

interface Request {
  readonly label: string
  readonly query: string
  readonly variables?: Record<string, unknown>
}

const operation = (
  kind: "query" | "mutation",
  field: GraphQLField<unknown, unknown>,
  random: Random,
  known: Known,
): Request => {
  const args = field.args.filter(
    (a: GraphQLArgument) => isNonNullType(a.type) || random.chance(0.6),
  )
  const asVariables = random.chance(0.5)
  const values = args.map((a) => [a, inputValue(a.type, random, known, 0)] as const)
  const argText = values
    .map(([a, v]) => `${a.name}: ${asVariables ? `$${a.name}` : literal(v)}`)
    .join(", ")
  const declared = values.map(([a]) => `$${a.name}: ${String(a.type)}`).join(", ")
  const header = asVariables && values.length > 0 ? `${kind} Fuzz(${declared})` : `${kind} Fuzz`
  const query = `${header} { ${field.name}${argText ? `(${argText})` : ""} ${selection(getNamedType(field.type), random, 0)} }`
  return {
    label: `${kind} ${field.name}`,
    query,
    ...(asVariables
      ? { variables: Object.fromEntries(values.map(([a, v]) => [a.name, jsonValue(v)])) }
      : {}),
  }
}

const recordingLogger = () => {
  const errors: string[] = []
  const logger: Logger = {
    info: () => {},
    warn: () => {},
    error: (message, details) => errors.push(`${message} ${JSON.stringify(details ?? {})}`),
  }
  return { logger, errors }
}

/** Bodies no client should send: each must be refused as the client's error. */
const malformedBodies: readonly { readonly contentType: string; readonly body: string }[] = [
  { contentType: "application/json", body: "" },
  { contentType: "application/json", body: "{" },
  { contentType: "application/json", body: "null" },
  { contentType: "application/json", body: "[]" },
  { contentType: "application/json", body: '[{"query":"{ __typename }"}]' },
  { contentType: "application/json", body: '{"query":5}' },
  { contentType: "application/json", body: '{"query":"{ __typename }","variables":"x"}' },
  { contentType: "application/json", body: '{"query":"{ __typename }","variables":[1]}' },
  { contentType: "application/json", body: '{"query":"{ __typename }","operationName":7}' },
  {
    contentType: "application/json",
    body: '{"query":"query A { __typename } query A { __typename }"}',
  },
  {
    contentType: "application/json",
    body: '{"query":"{ products(search: \\"\\u0000\\") { total_count } }"}',
  },
  { contentType: "text/plain", body: "{ __typename }" },
  {
    contentType: "application/x-www-form-urlencoded",
    body: "query=%7B__typename%7D&variables=%7B",
  },
  { contentType: "application/graphql", body: "{ __typename" },
  { contentType: "application/json", body: "\u0000\u0001\u0002" },
]

describe("fuzz: generated and malformed requests are never the server's error", () => {
  const driver = drivers[0] ?? { name: "pglite" }
  const log = recordingLogger()
  let server: RunningServer
  const known: { strings: string[] } = { strings: [] }

  beforeAll(async () => {
    server = await startTestServer({ logger: log.logger })
    const cart = await graphql<{ createEmptyCart: string }>(server, "mutation { createEmptyCart }")
    const listing = await graphql<{ products: { items: { sku: string; uid: string }[] } }>(
      server,
      '{ products(search: "camera", pageSize: 5) { items { sku uid } } }',
    )
    const products = listing.data?.products.items ?? []
    known.strings = [
      cart.data?.createEmptyCart ?? "",
      ...products.flatMap((p) => [p.sku, p.uid]),
      "shopper@example.com",
      "US",
      "flatrate",
      "checkmo",
      "default",
    ]
  }, 180_000)
  afterAll(async () => {
    await server?.close()
  })

  it(`answers ${OPERATIONS} generated operations on ${driver.name} without a server error`, async () => {
    const random = generator(SEED)
    const schema = createSchema()
    const roots = [
      ["query", schema.getQueryType()],
      ["mutation", schema.getMutationType()],
    ] as const
    const fields = roots.flatMap(([kind, type]) =>
      Object.values(type?.getFields() ?? {}).map((field) => ({ kind, field })),
    )
    const requests: Request[] = [
      { label: "fragment chain", query: fragmentChain(27) },
      { label: "alias bomb", query: conflictingAliases(1600) },
      ...Array.from({ length: OPERATIONS }, () => {
        const { kind, field } = random.pick(fields)
        return operation(kind, field, random, known)
      }),
    ]
    const failures: string[] = []
    let next = 0
    const worker = async () => {
      while (next < requests.length) {
        const request = requests[next++] as Request
        const answer = await graphql(server, request.query, {
          ...(request.variables ? { variables: request.variables } : {}),
        })
        const internal = (answer.errors ?? []).filter((e) =>
          /internal server error/i.test(e.message),
        )
        if (answer.status >= 500 || internal.length > 0) {
          failures.push(`${request.label} → ${answer.status}: ${request.query.slice(0, 300)}`)
        }
      }
    }
    await Promise.all(Array.from({ length: 8 }, worker))
    expect(failures.slice(0, 10)).toEqual([])
    expect(log.errors.slice(0, 10)).toEqual([])
  }, 240_000)

  it("refuses malformed bodies as the client's error", async () => {
    const statuses = await Promise.all(
      malformedBodies.map(async ({ contentType, body }) => {
        const response = await fetch(server.graphqlUrl, {
          method: "POST",
          headers: { "content-type": contentType, accept: "application/json" },
          body,
        })
        const text = await response.text()
        return { body, status: response.status, internal: /internal server error/i.test(text) }
      }),
    )
    expect(statuses.filter((s) => s.status >= 500 || s.internal)).toEqual([])
    expect(log.errors).toEqual([])
  })
})
