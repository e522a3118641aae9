import { Kind, type OperationDefinitionNode, parse } from "graphql"
import { afterEach, describe, expect, it } from "vitest"
import { type GraphqlDocument, operationOf } from "../graphql/document.js"
import { createStorefront, type ReCaptchaTokenSource } from "../index.js"
import { readGraphqlRequest } from "../testing/graphqlRequest.js"
import { browserReCaptcha } from "./browserReCaptcha.js"
import { givenReCaptchaTokens } from "./ReCaptchaProvider.js"
import { mutationRootFields, reCaptchaFormOf } from "./recaptchaForms.js"

interface Sent {
  readonly operationName: string
  readonly recaptcha: string | null
}

const config = (overrides: Record<string, unknown> = {}) => ({
  is_enabled: true,
  website_key: "site-key",
  minimum_score: 0.5,
  badge_position: "bottomright",
  language_code: "en",
  failure_message: "reCAPTCHA verification failed.",
  forms: ["NEWSLETTER", "CUSTOMER_FORGOT_PASSWORD"],
  ...overrides,
})

/** A shop answering each operation, recording what each request carried. */
const shop = (recaptchaV3Config: Record<string, unknown>) => {
  const sent: Sent[] = []
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const request = new Request(input, init)
    const { operationName } = await readGraphqlRequest(request.clone())
    sent.push({ operationName, recaptcha: request.headers.get("X-ReCaptcha") })
    const data: Record<string, unknown> = {
      recaptchaV3Config: { recaptchaV3Config },
      subscribeEmailToNewsletter: { subscribeEmailToNewsletter: { status: "SUBSCRIBED" } },
      requestPasswordResetEmail: { requestPasswordResetEmail: true },
      createEmptyCart: { createEmptyCart: "cart-1" },
    }
    return Response.json({ data: data[operationName] ?? {} })
  }) as typeof globalThis.fetch
  return { sent, fetch }
}

const storefrontFor = (
  recaptchaV3Config: Record<string, unknown>,
  recaptcha: { provider?: ReCaptchaTokenSource; version?: number | null },
) => {
  const { sent, fetch } = shop(recaptchaV3Config)
  return {
    sent,
    storefront: createStorefront({ endpoint: "https://shop.test/graphql", fetch, recaptcha }),
  }
}

/** A token source that says which action it was asked for, and counts loads. */
const countingTokens = () => {
  const asked: string[] = []
  const given = givenReCaptchaTokens(async (action) => `token-for-${action}`)
  let loads = 0
  const source: ReCaptchaTokenSource = {
    load: (site) => {
      loads += 1
      return given.load(site)
    },
    execute: (site, action) => {
      asked.push(action)
      return given.execute(site, action)
    },
  }
  return { source, asked, loads: () => loads }
}

describe("ReCaptcha: the X-ReCaptcha header", () => {
  it("goes on exactly the protected forms' mutations, with a token for the form's action", async () => {
    const tokens = countingTokens()
    const { sent, storefront } = storefrontFor(config(), { provider: tokens.source })
    await storefront.newsletter.subscribe({ email: "reader@shutter.example" })
    await storefront.customer.requestPasswordReset({ email: "ada@shutter.example" })
    await storefront.cart.load({ realCart: true }).catch(() => null)
    expect(sent.filter((s) => s.recaptcha !== null)).toEqual([
      { operationName: "subscribeEmailToNewsletter", recaptcha: "token-for-newsletter" },
      {
        operationName: "requestPasswordResetEmail",
        recaptcha: "token-for-customer_forgot_password",
      },
    ])
    expect(sent.map((s) => s.operationName)).toContain("createEmptyCart")
    // The settings are read once, without a header.
    expect(sent.filter((s) => s.operationName === "recaptchaV3Config")).toEqual([
      { operationName: "recaptchaV3Config", recaptcha: null },
    ])
    expect(await storefront.recaptcha.prepare({ form: "NEWSLETTER" })).toBe(true)
    expect(await storefront.recaptcha.prepare({ form: "CUSTOMER_CREATE" })).toBe(false)
    expect(tokens.loads()).toBe(1)
    await storefront.dispose()
  })

  it("reads the settings once for calls that need them together", async () => {
    const { sent, storefront } = storefrontFor(config(), { provider: givenReCaptchaTokens("t") })
    await Promise.all([
      storefront.recaptcha.prepare({ form: "NEWSLETTER" }),
      storefront.newsletter.subscribe({ email: "reader@shutter.example" }),
      storefront.customer.requestPasswordReset({ email: "ada@shutter.example" }),
    ])
    expect(sent.filter((s) => s.operationName === "recaptchaV3Config")).toHaveLength(1)
    expect(sent.filter((s) => s.recaptcha === "t")).toHaveLength(2)
    await storefront.dispose()
  })

  it("is never added, nor a token asked for, while the store has it off", async () => {
    const tokens = countingTokens()
    const { sent, storefront } = storefrontFor(config({ is_enabled: false, forms: [] }), {
      provider: tokens.source,
    })
    await storefront.newsletter.subscribe({ email: "reader@shutter.example" })
    expect(sent.every((s) => s.recaptcha === null)).toBe(true)
    expect(await storefront.recaptcha.settings()).toBeNull()
    expect(await storefront.recaptcha.prepare({ form: "NEWSLETTER" })).toBe(false)
    expect(tokens.asked).toEqual([])
    expect(tokens.loads()).toBe(0)
    await storefront.dispose()
  })
})

const rejectionOf = async (promise: Promise<unknown>) => {
  try {
    await promise
  } catch (error) {
    return error as { _tag: string; message: string; reason: string }
  }
  throw new Error("expected a rejection")
}

describe("ReCaptcha: spec §8 errors, as ReCaptchaError, and the form is not sent", () => {
  it("'No key provided' when the store protects a form without a website key", async () => {
    const { sent, storefront } = storefrontFor(config({ website_key: " " }), {
      provider: givenReCaptchaTokens("t"),
    })
    const error = await rejectionOf(storefront.newsletter.subscribe({ email: "a@shutter.example" }))
    expect(error).toMatchObject({
      _tag: "ReCaptchaError",
      reason: "no-key",
      message: "No key provided",
    })
    expect(sent.map((s) => s.operationName)).not.toContain("subscribeEmailToNewsletter")
    await storefront.dispose()
  })

  it("'No version provided' when the storefront is configured without a version", async () => {
    const { sent, storefront } = storefrontFor(config(), {
      provider: givenReCaptchaTokens("t"),
      version: null,
    })
    const error = await rejectionOf(storefront.newsletter.subscribe({ email: "a@shutter.example" }))
    expect(error).toMatchObject({ _tag: "ReCaptchaError", message: "No version provided" })
    expect(sent.map((s) => s.operationName)).not.toContain("subscribeEmailToNewsletter")
    await storefront.dispose()
  })
})

/** Just enough of a page for the browser token source: scripts "load" as `onAppend` says. */
const fakePage = (onAppend: (script: FakeScript) => void) => {
  const scripts: FakeScript[] = []
  const page = globalThis as unknown as Record<string, unknown>
  page.document = {
    createElement: () => {
      const script: FakeScript = {
        src: "",
        async: false,
        defer: false,
        onload: null,
        onerror: null,
        remove: () => undefined,
      }
      return script
    },
    head: {
      appendChild: (script: FakeScript) => {
        scripts.push(script)
        setTimeout(() => onAppend(script), 0)
      },
    },
  }
  return scripts
}

interface FakeScript {
  src: string
  async: boolean
  defer: boolean
  onload: (() => void) | null
  onerror: (() => void) | null
  remove(): void
}

describe("ReCaptcha in a browser (browserReCaptcha)", () => {
  afterEach(() => {
    const page = globalThis as unknown as Record<string, unknown>
    delete page.document
    delete page.grecaptcha
  })
  const scriptUrl = "https://provider.test/recaptcha/api.js"

  it("'Failed to load script' when the provider's script does not load; the next try loads again", async () => {
    const scripts = fakePage((script) => script.onerror?.())
    const { sent, storefront } = storefrontFor(config(), {
      provider: browserReCaptcha({ scriptUrl }),
    })
    const error = await rejectionOf(storefront.newsletter.subscribe({ email: "a@shutter.example" }))
    expect(error).toMatchObject({ _tag: "ReCaptchaError", message: "Failed to load script" })
    await rejectionOf(storefront.recaptcha.prepare({ form: "NEWSLETTER" }))
    expect(scripts).toHaveLength(2)
    expect(sent.map((s) => s.operationName)).not.toContain("subscribeEmailToNewsletter")
    await storefront.dispose()
  })

  it("'Failed to execute' when grecaptcha.execute fails", async () => {
    fakePage((script) => {
      ;(globalThis as unknown as Record<string, unknown>).grecaptcha = {
        ready: (callback: () => void) => callback(),
        execute: () => Promise.reject(new Error("provider error")),
      }
      script.onload?.()
    })
    const { storefront } = storefrontFor(config(), { provider: browserReCaptcha({ scriptUrl }) })
    const error = await rejectionOf(storefront.newsletter.subscribe({ email: "a@shutter.example" }))
    expect(error).toMatchObject({ _tag: "ReCaptchaError", message: "Failed to execute" })
    await storefront.dispose()
  })

  it("loads the script once with the key, language and badge, and sends the executed token", async () => {
    const executed: Array<{ key: string; action: string }> = []
    const scripts = fakePage((script) => {
      ;(globalThis as unknown as Record<string, unknown>).grecaptcha = {
        ready: (callback: () => void) => callback(),
        execute: async (key: string, options: { action: string }) => {
          executed.push({ key, action: options.action })
          return "browser-token"
        },
      }
      script.onload?.()
    })
    const { sent, storefront } = storefrontFor(config(), {
      provider: browserReCaptcha({ scriptUrl }),
    })
    expect(await storefront.recaptcha.prepare({ form: "NEWSLETTER" })).toBe(true)
    await storefront.newsletter.subscribe({ email: "a@shutter.example" })
    expect(scripts.map((s) => s.src)).toEqual([
      `${scriptUrl}?render=site-key&hl=en&badge=bottomright`,
    ])
    expect(executed).toEqual([{ key: "site-key", action: "newsletter" }])
    expect(sent.find((s) => s.operationName === "subscribeEmailToNewsletter")?.recaptcha).toBe(
      "browser-token",
    )
    await storefront.dispose()
  })
})

describe("the protected forms' documents", () => {
  const modules = import.meta.glob<Record<string, unknown>>(
    ["../**/*.graphql.ts", "../**/*Document.ts"],
    { eager: true },
  )
  const documents = Object.values(modules).flatMap((exports) =>
    Object.values(exports).filter(
      (value): value is GraphqlDocument =>
        typeof value === "object" &&
        value !== null &&
        typeof (value as GraphqlDocument).text === "string",
    ),
  )

  it("are found by their text exactly as by their parsed root fields", () => {
    for (const document of documents) {
      const operation = parse(document.text).definitions.find(
        (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
      )
      const parsed =
        operation?.operation === "mutation"
          ? operation.selectionSet.selections.flatMap((s) =>
              s.kind === Kind.FIELD ? [s.name.value] : [],
            )
          : []
      expect(mutationRootFields(document.text), operation?.name?.value).toEqual(parsed)
    }
    const protectedOperations = documents
      .filter((document) => reCaptchaFormOf(document) !== undefined)
      .map((document) => `${operationOf(document).name} ${reCaptchaFormOf(document)}`)
      .sort()
    expect(protectedOperations).toEqual([
      "createCustomer CUSTOMER_CREATE",
      "createProductReview PRODUCT_REVIEW",
      "generateCustomerToken CUSTOMER_LOGIN",
      "requestPasswordResetEmail CUSTOMER_FORGOT_PASSWORD",
      "resetPassword CUSTOMER_FORGOT_PASSWORD",
      "submitUsedGearQuote USED_GEAR_QUOTE",
      "subscribeEmailToNewsletter NEWSLETTER",
    ])
    // Aliases, arguments with braces in strings, spreads and comments.
    expect(
      mutationRootFields(`fragment F on Cart { id }
        mutation m($a: String) { # createCustomer
          x: subscribeEmailToNewsletter(email: "a{b}") { status }
          ...F
          ... on Mutation { resetPassword }
          placeOrder(input: { cart_id: "c" }) { order { number } } }`),
    ).toEqual(["subscribeEmailToNewsletter", "placeOrder"])
  })
})
