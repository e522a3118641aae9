import type { ParsedMail } from "mailparser"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { RunningServer } from "../src/app/startServer.js"
import { manualClock, startTestServer } from "../src/testing.js"
import {
  asCustomer,
  PASSWORD,
  register,
  requestToken,
  signIn,
  uniqueEmail,
} from "./customerTestKit.js"
import { mailTo } from "./giftCardKit.js"
import { drivers, graphql } from "./helpers.js"

const CANNOT_SET = "Cannot set the customer's password"
const CANNOT_RESET = "Cannot reset the customer's password"

const REQUEST_RESET = `mutation r($email: String!) { requestPasswordResetEmail(email: $email) }`
const RESET = `mutation r($email: String!, $token: String!, $password: String!) {
  resetPassword(email: $email, resetPasswordToken: $token, newPassword: $password) }`

/** The first link in the mail's text that opens `path` on the shop. */
const linkIn = (mail: ParsedMail | undefined, path: string): URL => {
  const found = (mail?.text ?? "").match(/https?:\/\/\S+/g)?.find((u) => u.includes(path))
  if (found === undefined) throw new Error(`no ${path} link in ${mail?.text}`)
  return new URL(found)
}

describe.each(drivers)("account e-mails on $name", ({ databaseUrl }) => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startTestServer({
      ...(databaseUrl ? { databaseUrl } : {}),
      accounts: { resetRequests: 5 },
    })
  })
  afterAll(() => server?.close())

  it("welcomes a new customer by e-mail", async () => {
    const email = uniqueEmail("welcome")
    await register(server, email)
    const [mail] = await mailTo(server, email)
    expect(mail?.subject).toBe("Welcome to Shutter Camera & Photo")
    expect(mail?.text).toContain("Welcome to Shutter Camera & Photo, Roni.")
  })

  it("mails a reset link to the web's createPassword page; the link sets a new password once", async () => {
    const email = uniqueEmail("forgot")
    await register(server, email)
    const oldSession = await signIn(server, email)
    const asked = await graphql(server, REQUEST_RESET, {
      variables: { email },
      headers: { "x-forwarded-host": "shop.example", "x-forwarded-proto": "https" },
    })
    expect(asked.data).toEqual({ requestPasswordResetEmail: true })
    const [mail] = (await mailTo(server, email, 2)).filter((m) => m.subject?.startsWith("Reset"))
    expect(mail?.subject).toBe("Reset your Shutter Camera & Photo password")
    const link = linkIn(mail, "createPassword")
    expect(`${link.origin}${link.pathname}`).toBe(
      "https://shop.example/customer/account/createPassword",
    )
    expect(link.searchParams.get("email")).toBe(email)
    const token = link.searchParams.get("token") ?? ""
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)

    const weak = await graphql(server, RESET, { variables: { email, token, password: "weakpass" } })
    expect(weak.errors?.[0]).toMatchObject({
      message: CANNOT_SET,
      extensions: { category: "graphql-input" },
    })
    const wrong = await graphql(server, RESET, {
      variables: { email, token: `${token}x`, password: "N3w-Password" },
    })
    expect(wrong.errors?.[0]?.message).toBe(CANNOT_SET)
    const done = await graphql(server, RESET, {
      variables: { email, token, password: "N3w-Password" },
    })
    expect(done.data).toEqual({ resetPassword: true })
    const again = await graphql(server, RESET, {
      variables: { email, token, password: "An0ther-Pass" },
    })
    expect(again.errors?.[0]?.message).toBe(CANNOT_SET)
    expect(await signIn(server, email, "N3w-Password")).toBeTruthy()
    expect((await requestToken(server, email, PASSWORD)).errors).toBeDefined()
    const ended = await asCustomer(server, oldSession, "{ customer { email } }")
    expect(ended.errors?.[0]?.message).toBe("The current customer isn't authorized.")
  })

  it("refuses unknown and malformed addresses, and more than 5 requests in 10 minutes", async () => {
    const unknown = await graphql(server, REQUEST_RESET, {
      variables: { email: uniqueEmail("ghost") },
    })
    expect(unknown.errors?.[0]).toMatchObject({
      message: CANNOT_RESET,
      extensions: { category: "graphql-input" },
    })
    const malformed = await graphql(server, REQUEST_RESET, { variables: { email: "ghost" } })
    expect(malformed.errors?.[0]?.message).toBe("The email address has an invalid format.")
    const empty = await graphql(server, RESET, {
      variables: { email: "", token: "x", password: "y" },
    })
    expect(empty.errors?.[0]?.message).toBe("You must specify an email address.")
    const email = uniqueEmail("flood")
    await register(server, email)
    const answers: string[] = []
    for (let i = 0; i < 6; i++) {
      const response = await graphql(server, REQUEST_RESET, { variables: { email } })
      answers.push(response.errors?.[0]?.message ?? "sent")
    }
    expect(answers).toEqual(["sent", "sent", "sent", "sent", "sent", CANNOT_RESET])
    const resets = (await mailTo(server, email, 6)).filter((m) => m.subject?.startsWith("Reset"))
    expect(resets).toHaveLength(5)
  })
})

describe("reset links expire", () => {
  let server: RunningServer
  const clock = manualClock(Date.now())
  beforeAll(async () => {
    server = await startTestServer({ clock })
  })
  afterAll(() => server?.close())

  it("refuses a link older than its lifetime (Magento's 2 hours)", async () => {
    const email = uniqueEmail("late")
    await register(server, email)
    await graphql(server, REQUEST_RESET, { variables: { email } })
    const [mail] = (await mailTo(server, email, 2)).filter((m) => m.subject?.startsWith("Reset"))
    const token = linkIn(mail, "createPassword").searchParams.get("token") ?? ""
    clock.advance(2 * 60 * 60_000 + 1_000)
    const late = await graphql(server, RESET, {
      variables: { email, token, password: "N3w-Password" },
    })
    expect(late.errors?.[0]?.message).toBe(CANNOT_SET)
  })
})

describe("account confirmation, when the store asks for it", () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startTestServer({ accounts: { requireConfirmation: true } })
  })
  afterAll(() => server?.close())

  it("mails a confirmation link; the account signs in once confirmed", async () => {
    const email = uniqueEmail("confirm")
    const created = await register(server, email)
    expect(created.errors).toBeUndefined()
    expect(created.data?.createCustomerV2.customer).toMatchObject({
      confirmation_status: "ACCOUNT_CONFIRMATION_REQUIRED",
    })
    const early = await requestToken(server, email, PASSWORD)
    expect(early.status).toBe(401)
    expect(early.errors?.[0]).toMatchObject({
      message: "This account isn't confirmed. Verify and try again.",
      extensions: { category: "graphql-authentication" },
    })
    const [mail] = await mailTo(server, email)
    expect(mail?.subject).toBe("Please confirm your Shutter Camera & Photo account")
    const link = linkIn(mail, "customer/account/confirm")
    expect(link.searchParams.get("email")).toBe(email)
    const confirm = `mutation c($email: String!, $key: String!) {
      confirmEmail(input: { email: $email, confirmation_key: $key }) { customer { email confirmation_status } } }`
    const wrong = await graphql(server, confirm, { variables: { email, key: "nope" } })
    expect(wrong.errors?.[0]?.message).toBe(
      "The confirmation token is invalid. Verify the token and try again.",
    )
    const key = link.searchParams.get("key") ?? ""
    const confirmed = await graphql(server, confirm, { variables: { email, key } })
    expect(confirmed.data).toEqual({
      confirmEmail: { customer: { email, confirmation_status: "ACCOUNT_CONFIRMED" } },
    })
    expect(
      (await graphql(server, confirm, { variables: { email, key } })).errors?.[0]?.message,
    ).toBe("The account is already active.")
    expect(await signIn(server, email)).toBeTruthy()
    const welcome = (await mailTo(server, email, 2)).find((m) => m.subject?.startsWith("Welcome"))
    expect(welcome).toBeDefined()
    const resend = await graphql(
      server,
      `mutation r($email: String!) { resendConfirmationEmail(email: $email) }`,
      {
        variables: { email },
      },
    )
    expect(resend.errors?.[0]?.message).toBe("Confirmation isn't needed.")
  })

  it("resends a new link; the old one stops working", async () => {
    const email = uniqueEmail("resend")
    await register(server, email)
    const [first] = await mailTo(server, email)
    const resend = await graphql(
      server,
      `mutation r($email: String!) { resendConfirmationEmail(email: $email) }`,
      {
        variables: { email },
      },
    )
    expect(resend.data).toEqual({ resendConfirmationEmail: true })
    const mails = await mailTo(server, email, 2)
    expect(mails).toHaveLength(2)
    const oldKey = linkIn(first, "customer/account/confirm").searchParams.get("key")
    const confirm = `mutation c($email: String!, $key: String!) {
      confirmEmail(input: { email: $email, confirmation_key: $key }) { customer { email } } }`
    const old = await graphql(server, confirm, { variables: { email, key: oldKey } })
    expect(old.errors?.[0]?.message).toBe(
      "The confirmation token is invalid. Verify the token and try again.",
    )
  })
})
