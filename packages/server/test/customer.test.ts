import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { RunningServer } from "../src/app/startServer.js"
import { manualClock, startTestServer } from "../src/testing.js"
import {
  asCustomer,
  bearer,
  newCustomer,
  PASSWORD,
  register,
  requestToken,
  signIn,
  uniqueEmail,
} from "./customerTestKit.js"
import { drivers, graphql } from "./helpers.js"

const SIGN_IN_INCORRECT =
  "The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later."
const NOT_AUTHORIZED = "The current customer isn't authorized."
const EMAIL_EXISTS =
  "A customer with the same email address already exists in an associated website."

const CUSTOMER_QUERY = `{ customer { firstname lastname email date_of_birth gender is_subscribed } }`

describe.each(drivers)("customer accounts on $name", ({ databaseUrl }) => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startTestServer(databaseUrl ? { databaseUrl } : {})
  })
  afterAll(() => server?.close())

  describe("createCustomerV2 / createCustomer", () => {
    it("creates an account and answers it as Magento's Customer", async () => {
      const email = uniqueEmail("new")
      const response = await register(server, email)
      expect(response.errors).toBeUndefined()
      const customer = response.data?.createCustomerV2.customer
      expect(customer).toMatchObject({
        firstname: "Roni",
        lastname: "Costa",
        email,
        is_subscribed: false,
        id: null,
        group_id: null,
        default_billing: null,
        default_shipping: null,
        confirmation_status: "ACCOUNT_CONFIRMATION_NOT_REQUIRED",
        allow_remote_shopping_assistance: false,
      })
      expect(customer?.created_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/)
    })

    it("refuses an e-mail already registered in the website, whatever its case", async () => {
      const email = uniqueEmail("twice")
      await register(server, email)
      const again = await register(server, email.toUpperCase())
      expect(again.errors?.[0]).toMatchObject({
        message: EMAIL_EXISTS,
        extensions: { category: "graphql-input" },
      })
    })

    it("refuses a malformed e-mail with Magento's message", async () => {
      const response = await register(server, "roni.example.com")
      expect(response.errors?.[0]).toMatchObject({
        message: '"roni.example.com" is not a valid email address.',
        extensions: { category: "graphql-input" },
      })
    })

    it.each([
      ["Sh0rt!", "The password needs at least 8 characters. Create a new password and try again."],
      [
        "alllowercase",
        "Minimum of different classes of characters in password is 3. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.",
      ],
      [
        "lowercase123",
        "Minimum of different classes of characters in password is 3. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.",
      ],
      [
        " Shutter-2024! ",
        "The password can't begin or end with a space. Verify the password and try again.",
      ],
    ])("refuses the password %j", async (password, message) => {
      const response = await register(server, uniqueEmail("weak"), password)
      expect(response.errors?.[0]).toMatchObject({
        message,
        extensions: { category: "graphql-input" },
      })
    })

    it("refuses a password equal to the e-mail", async () => {
      const email = "Same.As.Mail1@example.com"
      const response = await register(server, email, email)
      expect(response.errors?.[0]?.message).toBe(
        "The password can't be the same as the email address. Create a new password and try again.",
      )
    })

    it("v1 createCustomer names the required fields that are missing", async () => {
      const response = await graphql(
        server,
        `mutation { createCustomer(input: { lastname: "Costa", email: "${uniqueEmail()}", password: "${PASSWORD}" }) { customer { email } } }`,
      )
      expect(response.errors?.[0]).toMatchObject({
        message: "Required parameters are missing: First Name",
        extensions: { category: "graphql-input" },
      })
      const empty = await graphql(
        server,
        `mutation { createCustomer(input: {}) { customer { email } } }`,
      )
      expect(empty.errors?.[0]?.message).toBe('"input" value should be specified')
    })
  })

  describe("isEmailAvailable", () => {
    it("tells a registered e-mail from a free one", async () => {
      const { email } = await newCustomer(server, "taken")
      const query = `query q($email: String!) { isEmailAvailable(email: $email) { is_email_available } }`
      const taken = await graphql(server, query, { variables: { email: email.toUpperCase() } })
      expect(taken.data).toEqual({ isEmailAvailable: { is_email_available: false } })
      const free = await graphql(server, query, { variables: { email: uniqueEmail("free") } })
      expect(free.data).toEqual({ isEmailAvailable: { is_email_available: true } })
      const invalid = await graphql(server, query, { variables: { email: "nope" } })
      expect(invalid.errors?.[0]?.message).toBe("Email is invalid")
    })
  })

  describe("generateCustomerToken / customer / revokeCustomerToken", () => {
    it("signs in with the right password and reads the account with the token", async () => {
      const { email, token } = await newCustomer(server, "reader")
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
      const response = await asCustomer(server, token, CUSTOMER_QUERY)
      expect(response.data?.customer).toMatchObject({ firstname: "Roni", email })
    })

    it("refuses a wrong password or unknown e-mail with 401 and Magento's message", async () => {
      const { email } = await newCustomer(server, "wrong")
      for (const [login, password] of [
        [email, "Wrong-pass-1"],
        [uniqueEmail("nobody"), PASSWORD],
      ] as const) {
        const response = await requestToken(server, login, password)
        expect(response.status).toBe(401)
        expect(response.errors?.[0]).toMatchObject({
          message: SIGN_IN_INCORRECT,
          extensions: { category: "graphql-authentication" },
        })
      }
      const empty = await requestToken(server, "", PASSWORD)
      expect(empty.errors?.[0]?.message).toBe('Specify the "email" value.')
      const noPassword = await requestToken(server, email, "")
      expect(noPassword.errors?.[0]?.message).toBe('Specify the "password" value.')
    })

    it("answers a guest, a garbage token and a revoked token as not authorized (403)", async () => {
      const { token } = await newCustomer(server, "revoke")
      const guest = await graphql(server, CUSTOMER_QUERY)
      const garbage = await graphql(server, CUSTOMER_QUERY, { headers: bearer("not-a-token") })
      const revoked = await asCustomer<{ revokeCustomerToken: { result: boolean } }>(
        server,
        token,
        "mutation { revokeCustomerToken { result } }",
      )
      expect(revoked.data?.revokeCustomerToken.result).toBe(true)
      const after = await asCustomer(server, token, CUSTOMER_QUERY)
      for (const response of [guest, garbage, after]) {
        expect(response.status).toBe(403)
        expect(response.errors?.[0]).toMatchObject({
          message: NOT_AUTHORIZED,
          extensions: { category: "graphql-authorization" },
        })
      }
      const revokeAsGuest = await graphql(server, "mutation { revokeCustomerToken { result } }")
      expect(revokeAsGuest.errors?.[0]?.message).toBe(NOT_AUTHORIZED)
    })

    it("throttles token requests after 6 failures, even with the right password", async () => {
      const { email } = await newCustomer(server, "throttle")
      for (let i = 0; i < 6; i++) await requestToken(server, email, "Wrong-pass-1")
      const right = await requestToken(server, email, PASSWORD)
      expect(right.errors?.[0]).toMatchObject({
        message: SIGN_IN_INCORRECT,
        extensions: { category: "graphql-authentication" },
      })
    })

    it("still signs in with the right password after 5 failures", async () => {
      const { email } = await newCustomer(server, "five-failures")
      for (let i = 0; i < 5; i++) await requestToken(server, email, "Wrong-pass-1")
      expect(await signIn(server, email, PASSWORD)).toBeTruthy()
    })
  })

  describe("updateCustomerV2 / updateCustomer / updateCustomerEmail", () => {
    it("changes only the fields given", async () => {
      const { token, email } = await newCustomer(server, "update")
      const response = await asCustomer<{
        updateCustomerV2: { customer: Record<string, unknown> }
      }>(
        server,
        token,
        `mutation { updateCustomerV2(input: { firstname: "Ronald", date_of_birth: "1990-04-01", gender: 1, is_subscribed: true }) {
          customer { firstname lastname email date_of_birth gender is_subscribed } } }`,
      )
      expect(response.data?.updateCustomerV2.customer).toEqual({
        firstname: "Ronald",
        lastname: "Costa",
        email,
        date_of_birth: "1990-04-01",
        gender: 1,
        is_subscribed: true,
      })
      const guest = await graphql(
        server,
        `mutation { updateCustomerV2(input: { firstname: "X" }) { customer { email } } }`,
      )
      expect(guest.errors?.[0]?.message).toBe(NOT_AUTHORIZED)
      const badGender = await asCustomer(
        server,
        token,
        `mutation { updateCustomerV2(input: { gender: 7 }) { customer { email } } }`,
      )
      expect(badGender.errors?.[0]?.message).toBe('"7" is not a valid gender value.')
    })

    it("needs the current password to change the e-mail, and refuses a taken one", async () => {
      const { token, email } = await newCustomer(server, "mover")
      const other = await newCustomer(server, "occupied")
      const noPassword = await asCustomer(
        server,
        token,
        `mutation { updateCustomer(input: { email: "${uniqueEmail("moved")}" }) { customer { email } } }`,
      )
      expect(noPassword.errors?.[0]?.message).toBe(
        'Provide the current "password" to change "email".',
      )
      const update = `mutation u($email: String!, $password: String!) {
        updateCustomerEmail(email: $email, password: $password) { customer { email } } }`
      const wrong = await asCustomer(server, token, update, {
        email: uniqueEmail("moved"),
        password: "Wrong-pass-1",
      })
      expect(wrong.status).toBe(401)
      expect(wrong.errors?.[0]).toMatchObject({
        message: "Invalid login or password.",
        extensions: { category: "graphql-authentication" },
      })
      const taken = await asCustomer(server, token, update, {
        email: other.email,
        password: PASSWORD,
      })
      expect(taken.errors?.[0]).toMatchObject({
        message: EMAIL_EXISTS,
        extensions: { category: "graphql-already-exists" },
      })
      const newEmail = uniqueEmail("moved")
      const moved = await asCustomer<{ updateCustomerEmail: { customer: { email: string } } }>(
        server,
        token,
        update,
        { email: newEmail, password: PASSWORD },
      )
      expect(moved.data?.updateCustomerEmail.customer.email).toBe(newEmail)
      expect((await requestToken(server, email, PASSWORD)).errors?.[0]?.message).toBe(
        SIGN_IN_INCORRECT,
      )
      expect(await signIn(server, newEmail)).toBeTruthy()
    })
  })

  describe("changeCustomerPassword and lockout", () => {
    const change = `mutation c($current: String!, $next: String!) {
      changeCustomerPassword(currentPassword: $current, newPassword: $next) { email } }`

    it("changes the password: the new one signs in, other sessions end, this one stays", async () => {
      const { token, email } = await newCustomer(server, "changer")
      const otherSession = await signIn(server, email)
      const weak = await asCustomer(server, token, change, { current: PASSWORD, next: "weakpass" })
      expect(weak.errors?.[0]?.message).toBe(
        "Minimum of different classes of characters in password is 3. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.",
      )
      const changed = await asCustomer(server, token, change, {
        current: PASSWORD,
        next: "N3w-Password",
      })
      expect(changed.data).toEqual({ changeCustomerPassword: { email } })
      expect((await asCustomer(server, token, CUSTOMER_QUERY)).errors).toBeUndefined()
      expect((await asCustomer(server, otherSession, CUSTOMER_QUERY)).errors?.[0]?.message).toBe(
        NOT_AUTHORIZED,
      )
      expect((await requestToken(server, email, PASSWORD)).errors?.[0]?.message).toBe(
        SIGN_IN_INCORRECT,
      )
      expect(await signIn(server, email, "N3w-Password")).toBeTruthy()
    })

    it("locks the account at the 10th wrong password; a locked account cannot be read", async () => {
      const { token } = await newCustomer(server, "locked")
      const messages: string[] = []
      for (let i = 0; i < 10; i++) {
        const response = await asCustomer(server, token, change, {
          current: `Wrong-pass-${i}`,
          next: "N3w-Password",
        })
        messages.push(response.errors?.[0]?.message ?? "")
      }
      expect(messages.slice(0, 9)).toEqual(Array(9).fill("Invalid login or password."))
      expect(messages[9]).toBe("The account is locked.")
      const read = await asCustomer(server, token, CUSTOMER_QUERY)
      expect(read.status).toBe(401)
      expect(read.errors?.[0]).toMatchObject({
        message: "The account is locked.",
        extensions: { category: "graphql-authentication" },
      })
      const right = await asCustomer(server, token, change, {
        current: PASSWORD,
        next: "N3w-Password",
      })
      expect(right.errors?.[0]?.message).toBe("The account is locked.")
    })
  })

  it("a customer's cart answers the customer's e-mail, also after the e-mail changes", async () => {
    const { email, token } = await newCustomer(server, "cartmail")
    const read = () =>
      asCustomer<{ customerCart: { email: string | null } }>(
        server,
        token,
        "{ customerCart { email } }",
      )
    expect((await read()).data?.customerCart.email).toBe(email)
    const changed = uniqueEmail("cartmail-new")
    const update = await asCustomer(
      server,
      token,
      `mutation m($email: String!, $password: String!) {
        updateCustomerEmail(email: $email, password: $password) { customer { email } }
      }`,
      { email: changed, password: PASSWORD },
    )
    expect(update.errors).toBeUndefined()
    expect((await read()).data?.customerCart.email).toBe(changed)
  })
})

describe("customer tokens and lockouts expire", () => {
  let server: RunningServer
  const clock = manualClock(Date.now())
  beforeAll(async () => {
    server = await startTestServer({ clock })
  })
  afterAll(() => server?.close())

  it("answers a token older than its lifetime (Magento's 1 hour) as not authorized", async () => {
    const { token } = await newCustomer(server, "expiring")
    expect((await asCustomer(server, token, CUSTOMER_QUERY)).errors).toBeUndefined()
    clock.advance(60 * 60_000 + 1_000)
    const expired = await asCustomer(server, token, CUSTOMER_QUERY)
    expect(expired.errors?.[0]).toMatchObject({
      message: NOT_AUTHORIZED,
      extensions: { category: "graphql-authorization" },
    })
  })

  it("unlocks an account locked by wrong passwords once Magento's 10 minutes have passed", async () => {
    const { token } = await newCustomer(server, "unlocking")
    const change = `mutation c($current: String!, $next: String!) {
      changeCustomerPassword(currentPassword: $current, newPassword: $next) { email } }`
    for (let i = 0; i < 10; i++)
      await asCustomer(server, token, change, { current: `Wrong-pass-${i}`, next: "N3w-Password" })
    clock.advance(10 * 60_000 - 1_000)
    expect((await asCustomer(server, token, CUSTOMER_QUERY)).errors?.[0]?.message).toBe(
      "The account is locked.",
    )
    clock.advance(2_000)
    expect((await asCustomer(server, token, CUSTOMER_QUERY)).errors).toBeUndefined()
    const changed = await asCustomer(server, token, change, {
      current: PASSWORD,
      next: "N3w-Password",
    })
    expect(changed.errors).toBeUndefined()
  })
})
