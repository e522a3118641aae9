// Asks the reCAPTCHA provider whether a token is good. Pluggable: the server takes any
// `ReCaptchaVerifier` (tests and the e2e run pass a local one); the default asks Google.

/** What the provider said about one token. */
export interface ReCaptchaVerdict {
  readonly success: boolean
  /** v3's score, 0.0 (a bot) to 1.0 (a person); absent when the provider gave none. */
  readonly score?: number
  readonly errorCodes?: readonly string[]
}

export interface ReCaptchaVerification {
  /** The X-ReCaptcha header's value (never empty: an empty one fails before asking). */
  readonly token: string
  /** The store's private key (`recaptcha_frontend/type_recaptcha_v3/private_key`). */
  readonly secret: string
  /** The client's address, passed on as `remoteip`. */
  readonly remoteIp: string | undefined
}

export type ReCaptchaVerifier = (request: ReCaptchaVerification) => Promise<ReCaptchaVerdict>

export const GOOGLE_SITEVERIFY_URL = "https://www.google.com/recaptcha/api/siteverify"

/**
 * Google's siteverify: a form POST of secret, response and remoteip, answered
 * `{success, score, action, hostname, "error-codes"}`. An unreachable or odd provider is a
 * failed verification (the form is refused), never a pass.
 */
export const siteVerify =
  (options: { readonly url?: string; readonly timeoutMs?: number } = {}): ReCaptchaVerifier =>
  async ({ token, secret, remoteIp }) => {
    const body = new URLSearchParams({ secret, response: token })
    if (remoteIp !== undefined) body.set("remoteip", remoteIp)
    try {
      const response = await fetch(options.url ?? GOOGLE_SITEVERIFY_URL, {
        method: "POST",
        body,
        signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
      })
      if (!response.ok) return { success: false, errorCodes: [`http-${response.status}`] }
      const answer = (await response.json()) as {
        success?: unknown
        score?: unknown
        "error-codes"?: unknown
      }
      return {
        success: answer.success === true,
        ...(typeof answer.score === "number" ? { score: answer.score } : {}),
        ...(Array.isArray(answer["error-codes"])
          ? { errorCodes: answer["error-codes"].map(String) }
          : {}),
      }
    } catch (error) {
      return { success: false, errorCodes: [error instanceof Error ? error.name : "unreachable"] }
    }
  }

/**
 * Magento's Validator: success, and for v3 a score at or above the store's threshold (no score
 * fails the threshold, as google/recaptcha's does).
 */
export const isHuman = (verdict: ReCaptchaVerdict, minimumScore: number): boolean =>
  verdict.success && verdict.score !== undefined && verdict.score >= minimumScore
