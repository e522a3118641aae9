// The newsletter (Magento's NewsletterGraphQl and Newsletter module): statuses, Magento's
// messages, the confirmation e-mail when the store asks for it, customer.is_subscribed and
// updateCustomerV2(is_subscribed), and the unsubscribe link every subscription e-mail carries.
import type { ParsedMail } from "mailparser"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { RunningServer } from "../src/app/startServer.js"
import { startTestServer } from "../src/testing.js"
import { asCustomer, newCustomer, uniqueEmail } from "./customerTestKit.js"
import { mailTo } from "./giftCardKit.js"
import { drivers, graphql } from "./helpers.js"

const SUBSCRIBE = `mutation s($email: String!) { subscribeEmailToNewsletter(email: $email) { status } }`
const IS_SUBSCRIBED = "{ customer { is_subscribed } }"
const SET_SUBSCRIBED = `mutation u($on: Boolean!) { updateCustomerV2(input: { is_subscribed: $on }) {
  customer { is_subscribed } } }`

/** The link of `kind` in the mail's text, reached on the test server. */
const linkIn = (server: RunningServer, mail: ParsedMail | undefined, kind: string): string => {
  const found = (mail?.text ?? "").match(/https?:\/\/\S+/g)?.find((u) => u.includes(kind))
  if (found === undefined) throw new Error(`no ${kind} link in ${mail?.text}`)
  const url = new URL(found)
  return `${server.url}${url.pathname}${url.search}`
}

const open = async (url: string) => {
  const response = await fetch(url)
  return { status: response.status, text: await response.text() }
}

describe.each(drivers)("newsletter on $name", ({ databaseUrl }) => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startTestServer({
      ...(databaseUrl ? { databaseUrl } : {}),
      rateLimits: false,
    })
  })
  afterAll(() => server?.close())

  const subscribe = (email: string, headers: Record<string, string> = {}) =>
    graphql<{ subscribeEmailToNewsletter: { status: string } }>(server, SUBSCRIBE, {
      variables: { email },
      headers,
    })

  it("subscribes a guest, mails the success with an unsubscribe link that works", async () => {
    const email = uniqueEmail("reader")
    expect((await subscribe(email)).data).toEqual({
      subscribeEmailToNewsletter: { status: "SUBSCRIBED" },
    })
    const again = await subscribe(email)
    expect(again.errors?.[0]).toMatchObject({
      message: "This email address is already subscribed.",
      extensions: { category: "graphql-already-exists" },
    })
    const [mail] = await mailTo(server, email)
    expect(mail?.subject).toBe("Newsletter subscription success")
    expect(mail?.text).toContain("Thank you for subscribing to our newsletter.")
    const link = linkIn(server, mail, "newsletter/subscriber/unsubscribe")
    const forged = new URL(link)
    forged.searchParams.set("code", "0".repeat(32))
    expect(await open(forged.toString())).toMatchObject({
      status: 404,
      text: expect.stringContaining("Something went wrong while unsubscribing you."),
    })
    expect(await open(link)).toMatchObject({
      status: 200,
      text: expect.stringContaining("You unsubscribed."),
    })
    const mails = await mailTo(server, email, 2)
    expect(mails.map((m) => m.subject)).toContain("Newsletter unsubscription success")
    // Unsubscribed: subscribing again is allowed.
    expect((await subscribe(email)).data).toEqual({
      subscribeEmailToNewsletter: { status: "SUBSCRIBED" },
    })
  })

  it.each([
    ["not-an-address", "Enter a valid email address."],
    ["   ", "You must specify an email address to subscribe to a newsletter."],
  ])("refuses %j with Magento's message", async (email, message) => {
    const response = await subscribe(email)
    expect(response.errors?.[0]).toMatchObject({
      message,
      extensions: { category: "graphql-input" },
    })
  })

  it("a customer's is_subscribed follows updateCustomerV2 and the customer's own subscription", async () => {
    const { email, token } = await newCustomer(server, "subscriber")
    const read = async () =>
      (await asCustomer<{ customer: { is_subscribed: boolean } }>(server, token, IS_SUBSCRIBED))
        .data?.customer.is_subscribed
    expect(await read()).toBe(false)
    const on = await asCustomer(server, token, SET_SUBSCRIBED, { on: true })
    expect(on.data).toEqual({ updateCustomerV2: { customer: { is_subscribed: true } } })
    const own = await graphql(server, SUBSCRIBE, {
      variables: { email },
      headers: { authorization: `Bearer ${token}` },
    })
    expect(own.errors?.[0]?.message).toBe("This email address is already subscribed.")
    const off = await asCustomer(server, token, SET_SUBSCRIBED, { on: false })
    expect(off.data).toEqual({ updateCustomerV2: { customer: { is_subscribed: false } } })
    const subjects = (await mailTo(server, email, 3)).map((m) => m.subject)
    expect(subjects).toContain("Newsletter subscription success")
    expect(subjects).toContain("Newsletter unsubscription success")
    // Subscribing the own address through the mutation sets it again.
    const again = await graphql(server, SUBSCRIBE, {
      variables: { email },
      headers: { authorization: `Bearer ${token}` },
    })
    expect(again.data).toEqual({ subscribeEmailToNewsletter: { status: "SUBSCRIBED" } })
    expect(await read()).toBe(true)
  })

  it("a customer cannot subscribe another account's address; a guest's subscription of an account's address shows on it", async () => {
    const first = await newCustomer(server, "first")
    const second = await newCustomer(server, "second")
    const response = await graphql(server, SUBSCRIBE, {
      variables: { email: second.email },
      headers: { authorization: `Bearer ${first.token}` },
    })
    expect(response.errors?.[0]).toMatchObject({
      message: "Cannot create a newsletter subscription.",
      extensions: { category: "graphql-input" },
    })
    expect((await subscribe(second.email)).data).toEqual({
      subscribeEmailToNewsletter: { status: "SUBSCRIBED" },
    })
    const read = await asCustomer(server, second.token, IS_SUBSCRIBED)
    expect(read.data).toEqual({ customer: { is_subscribed: true } })
  })

  it("with confirmation required: NOT_ACTIVE, a confirmation e-mail whose link subscribes", async () => {
    await server.admin.setStoreConfig("newsletter_confirm", "1")
    try {
      const email = uniqueEmail("confirming")
      expect((await subscribe(email)).data).toEqual({
        subscribeEmailToNewsletter: { status: "NOT_ACTIVE" },
      })
      const [mail] = await mailTo(server, email)
      expect(mail?.subject).toBe("Newsletter subscription confirmation")
      expect(mail?.text).toContain("newsletter/subscriber/unsubscribe")
      const confirm = linkIn(server, mail, "newsletter/subscriber/confirm")
      const wrong = new URL(confirm)
      wrong.searchParams.set("code", "x")
      expect((await open(wrong.toString())).text).toContain(
        "This is an invalid subscription confirmation code.",
      )
      expect(await open(confirm)).toMatchObject({
        status: 200,
        text: expect.stringContaining("Your subscription has been confirmed."),
      })
      expect((await subscribe(email)).errors?.[0]?.message).toBe(
        "This email address is already subscribed.",
      )
      expect((await mailTo(server, email, 2)).map((m) => m.subject)).toContain(
        "Newsletter subscription success",
      )
    } finally {
      await server.admin.setStoreConfig("newsletter_confirm", null)
    }
  })

  it("guest subscription switched off: Magento's message; customers still subscribe", async () => {
    await server.admin.setStoreConfig("newsletter_allow_guest_subscribe", "0")
    try {
      const response = await subscribe(uniqueEmail("guest"))
      expect(response.errors?.[0]).toMatchObject({
        message:
          "Guests can not subscribe to the newsletter. You must create an account to subscribe.",
        extensions: { category: "graphql-input" },
      })
      const { email, token } = await newCustomer(server, "member")
      const own = await graphql(server, SUBSCRIBE, {
        variables: { email },
        headers: { authorization: `Bearer ${token}` },
      })
      expect(own.data).toEqual({ subscribeEmailToNewsletter: { status: "SUBSCRIBED" } })
    } finally {
      await server.admin.setStoreConfig("newsletter_allow_guest_subscribe", null)
    }
  })
})

describe("newsletter rate limits", () => {
  it("an address gets at most 3 subscription attempts an hour (each mails it)", async () => {
    const server = await startTestServer()
    try {
      const email = uniqueEmail("flooded")
      const ask = () =>
        graphql<{ subscribeEmailToNewsletter: { status: string } }>(server, SUBSCRIBE, {
          variables: { email },
        })
      expect((await ask()).data).toEqual({ subscribeEmailToNewsletter: { status: "SUBSCRIBED" } })
      expect((await ask()).errors?.[0]?.message).toBe("This email address is already subscribed.")
      expect((await ask()).errors?.[0]?.message).toBe("This email address is already subscribed.")
      expect((await ask()).errors?.[0]?.message).toBe("Too Many Requests")
    } finally {
      await server.close()
    }
  })
})
