// The headers that tell a browser what the shop's pages may do. The customer token stays
// readable by the page's scripts (storefront spec), so the Content-Security-Policy is what keeps
// an injected script from running: only this origin's files, the nonce of the server-rendered
// inline script, and the third parties the shop uses, each named.
import { randomFillSync } from "node:crypto"
import type { ClientOrigin } from "./forwarded.js"

/** Google's reCAPTCHA (developers.google.com/recaptcha/docs/faq, "Content Security Policy"). */
const RECAPTCHA_SCRIPTS = [
  "https://www.google.com/recaptcha/",
  "https://www.gstatic.com/recaptcha/",
]
const RECAPTCHA_FRAMES = [
  "https://www.google.com/recaptcha/",
  "https://recaptcha.google.com/recaptcha/",
]

/** Stripe.js (docs.stripe.com/security/guide, "Content Security Policy"). */
export const STRIPE_JS_URL = "https://js.stripe.com/v3/"
const STRIPE_FRAMES = ["https://hooks.stripe.com"]
const STRIPE_CONNECT = ["https://api.stripe.com"]

export interface BrowserPolicySources {
  /** The reCAPTCHA provider's script the shop redirects to (its origin is allowed too). */
  readonly recaptchaScriptUrl?: string
  /** Where Stripe.js is loaded from (default https://js.stripe.com/v3/). */
  readonly stripeJsUrl?: string
  /** The origins of the third-party scripts the store config names (chat, ratings, …). */
  readonly thirdPartyOrigins: () => readonly string[]
}

const originOf = (url: string | undefined): string | undefined => {
  if (url === undefined) return undefined
  try {
    const parsed = new URL(url)
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.origin : undefined
  } catch {
    return undefined
  }
}

const unique = (sources: ReadonlyArray<string | undefined>): string[] => [
  ...new Set(sources.filter((source): source is string => source !== undefined)),
]

const NONCE_BYTES = 16
// Every answer needs a nonce: one call to the system's random source fills 256 of them, where a
// call per answer cost more than building the rest of the headers.
const nonceBytes = Buffer.alloc(NONCE_BYTES * 256)
let nonceOffset = nonceBytes.length

/** A fresh nonce (16 random bytes, base64) for one answer. */
export const newNonce = (): string => {
  if (nonceOffset === nonceBytes.length) {
    randomFillSync(nonceBytes)
    nonceOffset = 0
  }
  const nonce = nonceBytes.toString("base64", nonceOffset, nonceOffset + NONCE_BYTES)
  nonceOffset += NONCE_BYTES
  return nonce
}

const NONCE_SLOT = "'nonce-\0'"

/**
 * Each server's policy with a placeholder for the nonce, and the third-party origins it was
 * built for: the store config's refresh hands out a new list, which rebuilds it.
 */
const policyTemplates = new WeakMap<
  BrowserPolicySources,
  { readonly origins: readonly string[]; readonly template: string }
>()

/** The Content-Security-Policy of one answer whose inline scripts carry `nonce`. */
export const contentSecurityPolicy = (sources: BrowserPolicySources, nonce: string): string => {
  const origins = sources.thirdPartyOrigins()
  let built = policyTemplates.get(sources)
  if (built?.origins !== origins) {
    built = { origins, template: policyWithNonce(sources, origins, NONCE_SLOT) }
    policyTemplates.set(sources, built)
  }
  return built.template.replace(NONCE_SLOT, `'nonce-${nonce}'`)
}

const policyWithNonce = (
  sources: BrowserPolicySources,
  thirdParties: readonly string[],
  nonceSource: string,
): string => {
  const recaptcha = originOf(sources.recaptchaScriptUrl)
  const google = recaptcha === "https://www.google.com" ? undefined : recaptcha
  const stripe = originOf(sources.stripeJsUrl ?? STRIPE_JS_URL)
  const directives: Array<[string, string[]]> = [
    ["default-src", ["'self'"]],
    [
      "script-src",
      unique(["'self'", nonceSource, ...RECAPTCHA_SCRIPTS, google, stripe, ...thirdParties]),
    ],
    // React writes style attributes (swatch colours, rating widths) and the server render inlines
    // the stylesheet: styles cannot run code, so inline ones are allowed.
    ["style-src", unique(["'self'", "'unsafe-inline'", ...thirdParties])],
    ["img-src", unique(["'self'", "data:", "blob:", "https://www.gstatic.com", ...thirdParties])],
    ["font-src", unique(["'self'", "data:", ...thirdParties])],
    [
      "connect-src",
      unique(["'self'", ...RECAPTCHA_SCRIPTS, google, stripe, ...STRIPE_CONNECT, ...thirdParties]),
    ],
    ["frame-src", unique([...RECAPTCHA_FRAMES, google, stripe, ...STRIPE_FRAMES, ...thirdParties])],
    ["worker-src", ["'self'"]],
    ["manifest-src", ["'self'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
  ]
  return directives.map(([name, values]) => `${name} ${values.join(" ")}`).join("; ")
}

/** Every answer's headers: the policy, no sniffing, no framing, no referrer path to other sites. */
export const browserPolicyHeaders = (
  sources: BrowserPolicySources,
  origin: ClientOrigin,
  nonce: string,
): Record<string, string> => {
  const stripe = originOf(sources.stripeJsUrl ?? STRIPE_JS_URL)
  return {
    "content-security-policy": contentSecurityPolicy(sources, nonce),
    "x-content-type-options": "nosniff",
    // frame-ancestors for browsers that predate it.
    "x-frame-options": "DENY",
    "referrer-policy": "strict-origin-when-cross-origin",
    "permissions-policy": `camera=(), microphone=(), geolocation=(), usb=(), payment=(self${stripe ? ` "${stripe}"` : ""})`,
    // Only where the shopper reached the shop over https: on plain http a browser ignores it.
    ...(origin.proto === "https" ? { "strict-transport-security": "max-age=31536000" } : {}),
  }
}
