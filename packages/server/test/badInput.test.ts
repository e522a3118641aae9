import { GraphQLError } from "graphql"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { RunningServer } from "../src/app/startServer.js"
import { formatError } from "../src/graphql/formatError.js"
import type { Logger } from "../src/platform/logger.js"
import { startTestServer } from "../src/testing.js"
import { drivers, graphql } from "./helpers.js"

/** A logger that keeps what the server reports, to prove bad input leaves no error behind. */
const recordingLogger = () => {
  const lines: { level: string; message: string; details?: Record<string, unknown> }[] = []
  const logger: Logger = {
    info: () => {},
    warn: (message, details) =>
      lines.push({ level: "warn", message, ...(details ? { details } : {}) }),
    error: (message, details) =>
      lines.push({ level: "error", message, ...(details ? { details } : {}) }),
  }
  return { logger, lines }
}

const products = (filter: string) => `{ products(filter: ${filter}) { total_count } }`

describe.each(drivers)("bad input is the client's error, not ours ($name)", ({ databaseUrl }) => {
  let server: RunningServer
  const log = recordingLogger()
  beforeAll(async () => {
    server = await startTestServer({
      logger: log.logger,
      ...(databaseUrl !== undefined ? { databaseUrl } : {}),
    })
  })
  afterAll(async () => {
    await server?.close()
  })

  const errorsOf = async (query: string, variables?: Record<string, unknown>) =>
    (await graphql(server, query, variables ? { variables } : {})).errors?.map((e) => [
      e.message,
      e.extensions?.category,
    ])

  it("refuses a NUL every time the same document or its variables carry one", async () => {
    for (let i = 0; i < 2; i++)
      expect(await errorsOf(products('{ sku: { eq: "A\\u0000B" } }'))).toEqual([
        ['Invalid value of "A\u0000B" provided for the eq field.', "graphql-input"],
      ])
    const byVariable =
      "query ($f: ProductAttributeFilterInput) { products(filter: $f) { total_count } }"
    expect(await errorsOf(byVariable, { f: { sku: { eq: "ok" } } })).toBeUndefined()
    expect(await errorsOf(byVariable, { f: { sku: { eq: "x\u0000" } } })).toEqual([
      ['Invalid value of "x\u0000" provided for the eq field.', "graphql-input"],
    ])
    expect(await errorsOf(byVariable, { f: { sku: { eq: "ok" } } })).toBeUndefined()
  })

  it("refuses a NUL in a string literal or a variable, whatever the field", async () => {
    expect(await errorsOf(products('{ sku: { eq: "A\\u0000B" } }'))).toEqual([
      ['Invalid value of "A\u0000B" provided for the eq field.', "graphql-input"],
    ])
    expect(await errorsOf('{ cmsPage(identifier: "home\\u0000") { title } }')).toEqual([
      ['Invalid value of "home\u0000" provided for the identifier field.', "graphql-input"],
    ])
    expect(
      await errorsOf("query ($id: String!) { cart(cart_id: $id) { id } }", { id: "x\u0000" }),
    ).toEqual([['Invalid value of "x\u0000" provided for the id field.', "graphql-input"]])
    expect(
      await errorsOf(
        "query ($f: ProductAttributeFilterInput) { products(filter: $f) { total_count } }",
        {
          f: { url_key: { in: ["ok", "bad\u0000"] } },
        },
      ),
    ).toEqual([['Invalid value of "bad\u0000" provided for the in field.', "graphql-input"]])
  })

  it("refuses numbers no id or price can be, in the products filters", async () => {
    expect(await errorsOf(products('{ category_id: { eq: "1e40" } }'))).toEqual([
      ['Invalid value of "1e40" provided for the category_id field.', "graphql-input"],
    ])
    expect(
      await errorsOf(products('{ category_id: { in: ["3", "99999999999999999999"] } }')),
    ).toEqual([
      [
        'Invalid value of "99999999999999999999" provided for the category_id field.',
        "graphql-input",
      ],
    ])
    expect(await errorsOf(products('{ color: { eq: "NaN" } }'))).toEqual([
      ['Invalid value of "NaN" provided for the color field.', "graphql-input"],
    ])
    expect(await errorsOf(products('{ price: { from: "-1e308" } }'))).toEqual([
      ['Invalid value of "-1e308" provided for the price field.', "graphql-input"],
    ])
    expect(await errorsOf(products('{ price: { from: "10", to: "Infinity" } }'))).toEqual([
      ['Invalid value of "Infinity" provided for the price field.', "graphql-input"],
    ])
    const uid = Buffer.from("99999999999999999999").toString("base64")
    expect(await errorsOf(products(`{ category_uid: { eq: "${uid}" } }`))).toEqual([
      [`Invalid value of "${uid}" provided for the category_uid field.`, "graphql-input"],
    ])
    // Ordinary values still work.
    const ok = await graphql<{ products: { total_count: number } }>(
      server,
      products('{ price: { from: "100", to: "5000.50" }, category_id: { eq: "3" } }'),
    )
    expect(ok.errors).toBeUndefined()
  })

  it("refuses invalid JSON in GET variables as an input error", async () => {
    const url = new URL(server.graphqlUrl)
    url.searchParams.set("query", "query ($s: String) { products(search: $s) { total_count } }")
    url.searchParams.set("variables", '{"s": ')
    const res = await fetch(url, { headers: { accept: "application/json" } })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      errors: [
        {
          message: "The variables or extensions parameter is not valid JSON.",
          extensions: { category: "graphql-input" },
        },
      ],
    })
  })

  it("answers 404 for a media path with a NUL or another control character", async () => {
    for (const path of ["/media/%00", "/media/catalog/%00x.jpg", "/media/a%0Ab.png"]) {
      expect((await fetch(`${server.url}${path}`)).status, path).toBe(404)
    }
  })

  it("logged no error for any of it", () => {
    expect(log.lines.filter((line) => line.level === "error")).toEqual([])
  })
})

describe("formatError", () => {
  it("turns a value the database refused (SQLSTATE 22xxx) into an input error, logged without a stack", () => {
    const { logger, lines } = recordingLogger()
    const cause = Object.assign(new Error("integer out of range"), { code: "22003" })
    const wrapped = new Error("Failed query: select …", { cause })
    const error = new GraphQLError("Failed query", { originalError: wrapped, path: ["products"] })
    const shaped = formatError(logger)(error)
    expect([shaped.message, shaped.extensions]).toEqual([
      "Invalid input value.",
      { category: "graphql-input" },
    ])
    expect(lines).toEqual([
      {
        level: "warn",
        message: "input value refused by the database",
        details: { code: "22003", error: "integer out of range", path: ["products"] },
      },
    ])
  })
})
