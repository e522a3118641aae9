// reCAPTCHA v3 (Magento's ReCaptchaWebapiGraphQl): recaptchaV3Config and the X-ReCaptcha header
// on the protected forms' mutations, verified through a local verifier standing in for Google.
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { buildCatalog } from "@shutter/fixtures"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { RunningServer } from "../src/app/startServer.js"
import { type ReCaptchaVerification, type ReCaptchaVerifier, siteVerify } from "../src/index.js"
import { isHuman } from "../src/recaptcha/recaptchaVerifier.js"
import { startTestServer } from "../src/testing.js"
import { PASSWORD, register, uniqueEmail } from "./customerTestKit.js"
import { drivers, graphql } from "./helpers.js"

const CONFIG = `{ recaptchaV3Config {
  is_enabled website_key minimum_score badge_position language_code failure_message forms } }`

const SECRET = "local-private-key"
const SITE_KEY = "local-site-key"
const FAILED = {
  message: "ReCaptcha validation failed, please try again",
  category: "graphql-input",
}

/** Google's verdicts, locally: a person scores 0.9, a bot 0.1, anything else is not a token. */
const localVerifier =
  (calls: ReCaptchaVerification[]): ReCaptchaVerifier =>
  async (request) => {
    calls.push(request)
    if (request.secret !== SECRET) return { success: false, errorCodes: ["invalid-input-secret"] }
    if (request.token === "person") return { success: true, score: 0.9 }
    if (request.token === "bot") return { success: true, score: 0.1 }
    return { success: false, errorCodes: ["invalid-input-response"] }
  }

const product = buildCatalog().products.find((p) => p.visibility === 4)
if (product === undefined) throw new Error("fixtures changed")
const b64 = (value: number) => Buffer.from(String(value)).toString("base64")

/** One call of each protected form's mutation, as a shopper's form would send it. */
const formCalls: ReadonlyArray<{
  readonly field: string
  readonly query: string
  readonly variables: () => Record<string, unknown>
}> = [
  {
    field: "createCustomerV2",
    query: `mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }`,
    variables: () => ({
      input: {
        firstname: "Ada",
        lastname: "Byron",
        email: uniqueEmail("captcha"),
        password: PASSWORD,
      },
    }),
  },
  {
    field: "createCustomer",
    query: `mutation ($input: CustomerInput!) { createCustomer(input: $input) { customer { email } } }`,
    variables: () => ({
      input: {
        firstname: "Ada",
        lastname: "Byron",
        email: uniqueEmail("captcha"),
        password: PASSWORD,
      },
    }),
  },
  {
    field: "generateCustomerToken",
    query: `mutation ($email: String!) { generateCustomerToken(email: $email, password: "${PASSWORD}") { token } }`,
    variables: () => ({ email: "signed-up@shutter.example" }),
  },
  {
    field: "requestPasswordResetEmail",
    query: `mutation ($email: String!) { requestPasswordResetEmail(email: $email) }`,
    variables: () => ({ email: "signed-up@shutter.example" }),
  },
  {
    field: "resetPassword",
    query: `mutation { resetPassword(email: "signed-up@shutter.example", resetPasswordToken: "nope", newPassword: "${PASSWORD}") }`,
    variables: () => ({}),
  },
  {
    field: "subscribeEmailToNewsletter",
    query: `mutation ($email: String!) { subscribeEmailToNewsletter(email: $email) { status } }`,
    variables: () => ({ email: uniqueEmail("reader") }),
  },
  {
    field: "createProductReview",
    query: `mutation ($input: CreateProductReviewInput!) { createProductReview(input: $input) { review { nickname } } }`,
    variables: () => ({
      input: {
        sku: product.sku,
        nickname: "Ada",
        summary: "Sharp",
        text: "Sharp corners.",
        ratings: [{ id: b64(1), value_id: b64(5) }],
      },
    }),
  },
  {
    field: "submitUsedGearQuote",
    query: `mutation ($input: UsedGearQuoteInput!) { submitUsedGearQuote(input: $input) { quote { number } user_errors { message } } }`,
    variables: () => ({
      input: {
        firstname: "Dana",
        lastname: "Reyes",
        email: uniqueEmail("seller"),
        telephone: "585-555-0199",
        items: [{ brand: "Canon", model: "EOS R6", condition: "EXCELLENT", accessories: "" }],
      },
    }),
  },
]

const STORE_FORMS = [
  "customer_create",
  "customer_login",
  "customer_forgot_password",
  "newsletter",
  "product_review",
  "used_gear_quote",
]

const turnOn = async (server: RunningServer, forms: readonly string[] = STORE_FORMS) => {
  await server.admin.setStoreConfig("recaptcha_frontend/type_recaptcha_v3/public_key", SITE_KEY)
  await server.admin.setStoreConfig("recaptcha_frontend/type_recaptcha_v3/private_key", SECRET)
  for (const form of forms)
    await server.admin.setStoreConfig(`recaptcha_frontend/type_for/${form}`, "recaptcha_v3")
}

const send = (server: RunningServer, call: (typeof formCalls)[number], token?: string) =>
  graphql<Record<string, unknown>>(server, call.query, {
    variables: call.variables(),
    headers: token === undefined ? {} : { "X-ReCaptcha": token },
  })

const errorsOf = (response: {
  errors?: ReadonlyArray<{ message: string; extensions?: { category?: string } }>
}) => (response.errors ?? []).map((e) => ({ message: e.message, category: e.extensions?.category }))

describe.each(drivers)("reCAPTCHA v3 on $name", ({ databaseUrl }) => {
  let server: RunningServer
  const calls: ReCaptchaVerification[] = []
  beforeAll(async () => {
    server = await startTestServer({
      ...(databaseUrl ? { databaseUrl } : {}),
      rateLimits: false,
      recaptcha: { verifier: localVerifier(calls) },
    })
    await register(server, "signed-up@shutter.example")
  })
  afterAll(() => server?.close())

  it("is off by default: Magento's defaults, no form, every form served without a token", async () => {
    expect((await graphql(server, CONFIG)).data).toEqual({
      recaptchaV3Config: {
        is_enabled: false,
        website_key: "",
        minimum_score: 0.5,
        badge_position: "inline",
        language_code: null,
        failure_message: "reCAPTCHA verification failed.",
        forms: [],
      },
    })
    for (const call of formCalls) {
      const response = await send(server, call)
      expect(errorsOf(response), call.field).not.toContainEqual(FAILED)
    }
    expect(calls).toEqual([])
  })

  describe("turned on for every form", () => {
    beforeAll(() => turnOn(server))

    it("recaptchaV3Config names the key, the threshold and the forms, never the secret", async () => {
      await server.admin.setStoreConfig(
        "recaptcha_frontend/type_recaptcha_v3/score_threshold",
        "0.6",
      )
      await server.admin.setStoreConfig(
        "recaptcha_frontend/type_recaptcha_v3/position",
        "bottomright",
      )
      await server.admin.setStoreConfig("recaptcha_frontend/type_recaptcha_v3/lang", "en")
      const response = await graphql(server, CONFIG)
      expect(response.data).toEqual({
        recaptchaV3Config: {
          is_enabled: true,
          website_key: SITE_KEY,
          minimum_score: 0.6,
          badge_position: "bottomright",
          language_code: "en",
          failure_message: "reCAPTCHA verification failed.",
          forms: [
            "CUSTOMER_CREATE",
            "CUSTOMER_LOGIN",
            "CUSTOMER_FORGOT_PASSWORD",
            "NEWSLETTER",
            "PRODUCT_REVIEW",
            "USED_GEAR_QUOTE",
          ],
        },
      })
      expect(JSON.stringify(response)).not.toContain(SECRET)
    })

    it.each(formCalls)(
      "$field without X-ReCaptcha is refused with Magento's error",
      async (call) => {
        const before = calls.length
        const response = await send(server, call)
        expect(errorsOf(response)).toEqual([FAILED])
        expect(response.data?.[call.field] ?? null).toBeNull()
        expect(calls.length).toBe(before) // no token: the provider is not asked
      },
    )

    it.each(formCalls)("$field with a bot's or a made-up token is refused", async (call) => {
      for (const token of ["bot", "made-up"]) {
        const response = await send(server, call, token)
        expect(errorsOf(response), token).toEqual([FAILED])
      }
    })

    it.each(formCalls)("$field with a person's token runs", async (call) => {
      const before = calls.length
      const response = await send(server, call, "person")
      expect(errorsOf(response)).not.toContainEqual(FAILED)
      expect(calls.slice(before)).toEqual([
        { token: "person", secret: SECRET, remoteIp: expect.stringMatching(/127\.0\.0\.1/) },
      ])
    })

    it("a refused sign-up stores nothing; the same sign-up with a person's token does", async () => {
      const email = uniqueEmail("refused")
      const [create] = formCalls
      if (create === undefined) throw new Error("no create call")
      const input = { firstname: "Ada", lastname: "Byron", email, password: PASSWORD }
      const refused = await graphql(server, create.query, { variables: { input } })
      expect(errorsOf(refused)).toEqual([FAILED])
      const available = `query ($email: String!) { isEmailAvailable(email: $email) { is_email_available } }`
      expect((await graphql(server, available, { variables: { email } })).data).toEqual({
        isEmailAvailable: { is_email_available: true },
      })
      const created = await graphql(server, create.query, {
        variables: { input },
        headers: { "X-ReCaptcha": "person" },
      })
      expect(created.data).toEqual({ createCustomerV2: { customer: { email } } })
    })
  })
})

describe("reCAPTCHA v3 per form", () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startTestServer({
      rateLimits: false,
      recaptcha: { verifier: localVerifier([]) },
    })
  })
  afterAll(() => server?.close())

  it("guards only the forms the store turned on, and nothing without both keys", async () => {
    const [create, , , , , subscribe] = formCalls
    if (create === undefined || subscribe === undefined) throw new Error("calls changed")
    await server.admin.setStoreConfig("recaptcha_frontend/type_for/newsletter", "recaptcha_v3")
    // A form turned on without keys: Magento's is_enabled false, nothing checked.
    expect(errorsOf(await send(server, subscribe))).toEqual([])
    await turnOn(server, ["newsletter"])
    expect(errorsOf(await send(server, subscribe))).toEqual([FAILED])
    expect(errorsOf(await send(server, create))).toEqual([])
    const config = await graphql<{ recaptchaV3Config: { forms: string[] } }>(server, CONFIG)
    expect(config.data?.recaptchaV3Config.forms).toEqual(["NEWSLETTER"])
  })
})

describe("the default verifier (Google's siteverify protocol)", () => {
  it("posts secret, response and remoteip as a form; success and score decide", async () => {
    const bodies: URLSearchParams[] = []
    const provider = createServer((req, res) => {
      let body = ""
      req.on("data", (chunk: Buffer) => {
        body += chunk.toString()
      })
      req.on("end", () => {
        const form = new URLSearchParams(body)
        bodies.push(form)
        const person = form.get("response") === "person"
        res.writeHead(200, { "content-type": "application/json" })
        res.end(
          JSON.stringify(
            person
              ? { success: true, score: 0.7 }
              : { success: false, "error-codes": ["invalid-input-response"] },
          ),
        )
      })
    })
    await new Promise<void>((resolve) => provider.listen(0, "127.0.0.1", resolve))
    const url = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/recaptcha/api/siteverify`
    try {
      const verify = siteVerify({ url })
      const person = await verify({ token: "person", secret: SECRET, remoteIp: "203.0.113.9" })
      expect(person).toEqual({ success: true, score: 0.7 })
      expect(Object.fromEntries(bodies[0] ?? [])).toEqual({
        secret: SECRET,
        response: "person",
        remoteip: "203.0.113.9",
      })
      expect(isHuman(person, 0.5)).toBe(true)
      expect(isHuman(person, 0.8)).toBe(false)
      const other = await verify({ token: "x", secret: SECRET, remoteIp: undefined })
      expect(other).toEqual({ success: false, errorCodes: ["invalid-input-response"] })
      expect(isHuman({ success: true }, 0.1)).toBe(false) // v3 without a score
    } finally {
      provider.close()
    }
    // The provider unreachable: refused, never let through.
    const down = await siteVerify({ url })({ token: "person", secret: SECRET, remoteIp: undefined })
    expect(down.success).toBe(false)
  })
})
