import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { createStorefront, memoryStorage } from "../../src/index.js"
import { serverBuilt, type TestServer } from "./realServer.js"

// A refusal for too many requests reads as a sentence with when to try again, not Magento's bare
// "Too Many Requests": in the rejection, the form's status and the toast.

const REFUSED =
  "Too many accounts have been created from your network recently. Please try again in an hour."

describe.skipIf(!serverBuilt)("rate-limit refusals against the real server", () => {
  let server: TestServer

  beforeAll(async () => {
    const serverTesting = "@shutter/server/testing"
    const { startTestServer } = (await import(serverTesting)) as {
      startTestServer: (options: object) => Promise<TestServer>
    }
    // One account an hour from this address (the shop's default is 30).
    server = await startTestServer({
      rateLimits: { createCustomer: { ip: { limit: 1 } }, createCustomerV2: { ip: { limit: 1 } } },
    })
  })

  afterAll(async () => {
    await server?.close()
  })

  it("a second registration from one address within the hour is told to try again in an hour", async () => {
    const shopper = () =>
      createStorefront({ endpoint: server.graphqlUrl, storage: memoryStorage() })
    const first = shopper()
    const account = (email: string) => ({
      email,
      password: "Shutter-2024",
      firstname: "Ansel",
      lastname: "Adams",
    })
    await expect(first.customer.register(account("first@example.com"))).resolves.toMatchObject({
      status: "signed-in",
    })
    const second = shopper()
    const error = await second.customer.register(account("second@example.com")).catch((e) => e)
    expect(error).toMatchObject({ message: REFUSED })
    expect(second.customer.status.get().errors.register).toBe(REFUSED)
    expect(second.notifications.get().map((n) => n.message)).toContain(REFUSED)
    await first.dispose()
    await second.dispose()
  })
})
