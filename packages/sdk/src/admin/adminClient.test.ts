// The admin REST client's own rules and its failure paths (a shop that is down, a page that is
// not Magento's REST API). Its requests and Magento's answers are tested against the real
// server in the CLI's admin tests.
import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { createAdminClient } from "./adminClient.js"
import { AdminHttpError, AdminTransportError, renderMagentoMessage } from "./adminErrors.js"
import { searchCriteriaParams } from "./searchCriteria.js"

describe("searchCriteriaParams", () => {
  it("writes filters, sort orders and paging in Magento's bracket notation", () => {
    const params = searchCriteriaParams({
      filterGroups: [
        [{ field: "status", value: "processing" }],
        [{ field: "grand_total", value: 100, conditionType: "gteq" }],
      ],
      sortOrders: [{ field: "created_at", direction: "DESC" }],
      pageSize: 20,
      currentPage: 2,
    })
    expect([...params.entries()]).toEqual([
      ["searchCriteria[filter_groups][0][filters][0][field]", "status"],
      ["searchCriteria[filter_groups][0][filters][0][value]", "processing"],
      ["searchCriteria[filter_groups][0][filters][0][condition_type]", "eq"],
      ["searchCriteria[filter_groups][1][filters][0][field]", "grand_total"],
      ["searchCriteria[filter_groups][1][filters][0][value]", "100"],
      ["searchCriteria[filter_groups][1][filters][0][condition_type]", "gteq"],
      ["searchCriteria[sortOrders][0][field]", "created_at"],
      ["searchCriteria[sortOrders][0][direction]", "DESC"],
      ["searchCriteria[pageSize]", "20"],
      ["searchCriteria[currentPage]", "2"],
    ])
  })

  it("sends a bare searchCriteria when nothing narrows the search (Magento requires it)", () => {
    expect(searchCriteriaParams({}).toString()).toBe("searchCriteria=")
  })
})

describe("renderMagentoMessage", () => {
  it.each([
    [
      { message: "The order does not allow an invoice to be created." },
      "The order does not allow an invoice to be created.",
    ],
    [
      {
        message: 'The "%1" value\'s type is invalid. The "%2" type was expected.',
        parameters: ["abc", "int"],
      },
      'The "abc" value\'s type is invalid. The "int" type was expected.',
    ],
    [
      {
        message: "The consumer isn't authorized to access %resources.",
        parameters: { resources: "Magento_Sales::actions_view" },
      },
      "The consumer isn't authorized to access Magento_Sales::actions_view.",
    ],
    [{ message: "%1 and %2", parameters: ["one"] }, "one and %2"],
    [
      {
        message: "One or more input exceptions have occurred.",
        errors: [
          {
            message: '"%fieldName" is required. Enter and try again.',
            parameters: { fieldName: "username" },
          },
          {
            message: '"%fieldName" is required. Enter and try again.',
            parameters: { fieldName: "password" },
          },
        ],
      },
      'One or more input exceptions have occurred.\n"username" is required. Enter and try again.\n"password" is required. Enter and try again.',
    ],
  ])("%j", (body, expected) => {
    expect(renderMagentoMessage(body)).toBe(expected)
  })
})

describe("failures before Magento answers", () => {
  let server: Server
  let base: string

  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url?.startsWith("/rest/V1/orders/1")) {
        response.writeHead(502, { "content-type": "text/html" })
        response.end("<html><body>Bad gateway</body></html>")
        return
      }
      response.writeHead(503, { "content-type": "application/json" })
      response.end(JSON.stringify({ message: "Service Unavailable" }))
    })
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/rest`
  })

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve))
  })

  it("a shop that is not listening is a TransportError naming the REST base", async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise((resolve) => closed.close(resolve))
    const client = createAdminClient({ baseUrl: `http://127.0.0.1:${port}/rest/` })
    const error = await client.getOrder(1).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AdminTransportError)
    expect(error).toMatchObject({
      _tag: "TransportError",
      message: `Could not reach the shop at http://127.0.0.1:${port}/rest: the request failed`,
    })
  })

  it("an HTML error page is an HttpError with its status", async () => {
    const error = await createAdminClient({ baseUrl: base, token: "t" })
      .getOrder(1)
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AdminHttpError)
    expect(error).toMatchObject({
      _tag: "HttpError",
      status: 502,
      message: `${base} answered GET /V1/orders/1 with HTTP 502 and no JSON: is it a Magento REST API?`,
    })
  })

  it("a 5xx with Magento's body is an HttpError with Magento's message", async () => {
    const error = await createAdminClient({ baseUrl: base, token: "t" })
      .listOrders()
      .catch((e: unknown) => e)
    expect(error).toMatchObject({ _tag: "HttpError", status: 503, message: "Service Unavailable" })
  })
})
