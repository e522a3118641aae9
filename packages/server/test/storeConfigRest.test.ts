// The newsletter switches a merchant sets over the admin REST API (Magento's
// newsletter/subscription/allow_guest_subscribe and …/confirm), and what shoppers then meet.
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { RunningServer } from "../src/app/startServer.js"
import { startTestServer } from "../src/testing.js"
import { adminToken, rest } from "./adminRestKit.js"
import { uniqueEmail } from "./customerTestKit.js"
import { drivers, graphql } from "./helpers.js"

const SUBSCRIBE = /* GraphQL */ `
  mutation ($email: String!) { subscribeEmailToNewsletter(email: $email) { status } }
`
const ALLOW_GUESTS = "newsletter/subscription/allow_guest_subscribe"
const CONFIRM = "newsletter/subscription/confirm"

describe.each(drivers)("store settings over the admin REST API on $name", ({ databaseUrl }) => {
  let server: RunningServer
  let token: string
  beforeAll(async () => {
    server = await startTestServer(databaseUrl ? { databaseUrl } : {})
    token = await adminToken(server)
  })
  afterAll(() => server?.close())

  const set = (path: string, value: unknown) =>
    rest<{ path: string; value: string } | { message: string }>(server, "PUT", "/shutter/config", {
      token,
      body: { config: { path, value } },
    })
  const subscribe = (email: string) =>
    graphql<{ subscribeEmailToNewsletter: { status: string } }>(server, SUBSCRIBE, {
      variables: { email },
    })

  it("lists the settings with Magento's defaults: guests may subscribe, no confirmation", async () => {
    const answer = await rest(server, "GET", "/shutter/config", { token })
    expect(answer).toEqual({
      status: 200,
      body: {
        items: [
          { path: ALLOW_GUESTS, value: "1" },
          { path: CONFIRM, value: "0" },
        ],
      },
    })
  })

  it("a guest is refused with Magento's message once guests are switched off, and may again after", async () => {
    expect(await set(ALLOW_GUESTS, "0")).toEqual({
      status: 200,
      body: { path: ALLOW_GUESTS, value: "0" },
    })
    try {
      const refused = await subscribe(uniqueEmail("guest"))
      expect(refused.errors?.[0]?.message).toBe(
        "Guests can not subscribe to the newsletter. You must create an account to subscribe.",
      )
    } finally {
      await set(ALLOW_GUESTS, "1")
    }
    expect((await subscribe(uniqueEmail("guest"))).data).toEqual({
      subscribeEmailToNewsletter: { status: "SUBSCRIBED" },
    })
  })

  it("with confirmation on, a guest's subscription waits as NOT_ACTIVE", async () => {
    await set(CONFIRM, true)
    try {
      expect((await subscribe(uniqueEmail("confirming"))).data).toEqual({
        subscribeEmailToNewsletter: { status: "NOT_ACTIVE" },
      })
      const listed = await rest(server, "GET", "/shutter/config", { token })
      expect(listed.body).toEqual({
        items: [
          { path: ALLOW_GUESTS, value: "1" },
          { path: CONFIRM, value: "1" },
        ],
      })
    } finally {
      await set(CONFIRM, "0")
    }
  })

  it("refuses another path, a value that is not yes or no, and a caller without a token", async () => {
    expect(await set("web/secure/base_url", "x")).toEqual({
      status: 400,
      body: {
        message:
          'The configuration path "web/secure/base_url" can\'t be set here. Use one of: newsletter/subscription/allow_guest_subscribe, newsletter/subscription/confirm.',
      },
    })
    expect(await set(CONFIRM, "maybe")).toEqual({
      status: 400,
      body: { message: 'The value must be "1" (yes) or "0" (no).' },
    })
    const anonymous = await rest(server, "PUT", "/shutter/config", {
      body: { config: { path: CONFIRM, value: "1" } },
    })
    expect(anonymous.status).toBe(401)
  })
})
