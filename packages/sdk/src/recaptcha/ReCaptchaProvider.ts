import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import { type ReCaptchaError, reCaptchaError } from "./recaptchaErrors.js"

/** What the provider needs to render (the badge) and execute: the store's public settings. */
export interface ReCaptchaSite {
  /** The website key (`recaptchaV3Config.website_key`). */
  readonly key: string
  /** reCAPTCHA version; the spec's storefront uses 3 (invisible, badge shown). */
  readonly version: 3
  readonly languageCode: string | null
  /** Where the provider shows its badge (`badge_position`: bottomright, bottomleft, inline). */
  readonly badgePosition: string
}

/**
 * Where tokens come from. Injectable so that a browser loads Google's script while Node and the
 * CLI hand over a token they got another way, or none at all (the default: the call is sent
 * without `X-ReCaptcha`, and a store that requires it refuses it).
 */
export interface ReCaptchaTokenSource {
  /** Makes the provider ready (a browser: its script loaded, the badge shown). */
  readonly load: (site: ReCaptchaSite) => Effect.Effect<void, ReCaptchaError>
  /** A token for `action`; undefined: none to send. */
  readonly execute: (
    site: ReCaptchaSite,
    action: string,
  ) => Effect.Effect<string | undefined, ReCaptchaError>
}

/** No token source: headless clients that do not solve reCAPTCHA. */
export const noReCaptcha: ReCaptchaTokenSource = {
  load: () => Effect.void,
  execute: () => Effect.succeed(undefined),
}

/** Node / CLI: tokens from the caller (a fixed one, or a function asked per action). */
export const givenReCaptchaTokens = (
  token: string | ((action: string) => Promise<string | undefined>),
): ReCaptchaTokenSource => ({
  load: () => Effect.void,
  execute: (_site, action) =>
    typeof token === "string"
      ? Effect.succeed(token)
      : Effect.tryPromise({
          try: () => token(action),
          catch: (cause) => reCaptchaError("execute", cause),
        }),
})

/** The token source the ReCaptcha service uses; default `noReCaptcha`. */
export const ReCaptchaProvider = Context.Reference<ReCaptchaTokenSource>(
  "@shutter/sdk/ReCaptchaProvider",
  { defaultValue: () => noReCaptcha },
)
