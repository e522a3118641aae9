import * as Cache from "effect/Cache"
import * as Context from "effect/Context"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Layer from "effect/Layer"
import type { GraphqlClientError } from "../graphql/errors.js"
import { GraphqlClient, RequestHeaders } from "../graphql/GraphqlClient.js"
import { Storage } from "../storage/Storage.js"
import { StoreLocale } from "../store/StoreLocale.js"
import { ReCaptchaProvider, type ReCaptchaSite } from "./ReCaptchaProvider.js"
import { RECAPTCHA_V3_CONFIG } from "./recaptcha.graphql.js"
import { type ReCaptchaError, reCaptchaError } from "./recaptchaErrors.js"
import {
  RECAPTCHA_FORMS,
  type ReCaptchaForm,
  reCaptchaAction,
  reCaptchaFormOf,
} from "./recaptchaForms.js"

/** Store views a storefront switches between: far more than a website has. */
const SETTINGS_CAPACITY = 64

/** The store's reCAPTCHA v3 settings as the storefront uses them (null: off). */
export interface ReCaptchaSettings {
  readonly websiteKey: string
  readonly minimumScore: number
  readonly badgePosition: string
  readonly languageCode: string | null
  readonly failureMessage: string
  /** The forms the store protects that the SDK sends. */
  readonly forms: ReadonlyArray<ReCaptchaForm>
}

/** The header a protected form's token travels in (Magento's GraphQlValidator reads it). */
export const RECAPTCHA_HEADER = "X-ReCaptcha"

export class ReCaptcha extends Context.Service<
  ReCaptcha,
  {
    /**
     * The store's settings (`recaptchaV3Config`), read once per store view; null when off, when
     * the Magento lacks the query (before 2.4.7), or when it could not be read (asked again next
     * time).
     */
    readonly settings: () => Effect.Effect<ReCaptchaSettings | null>
    /**
     * Gets the provider ready for a form the store protects (in a browser: its script, which
     * shows the badge); true when the form is protected. Nothing is loaded otherwise.
     */
    readonly prepare: (input: {
      readonly form: ReCaptchaForm
    }) => Effect.Effect<boolean, ReCaptchaError>
    /** A token for a protected form; undefined when the form is not protected or none is had. */
    readonly token: (input: {
      readonly form: ReCaptchaForm
    }) => Effect.Effect<string | undefined, ReCaptchaError>
  }
>()("@shutter/sdk/ReCaptcha") {
  /**
   * Needs the raw `GraphqlClient` (to read the settings), `Storage` and `StoreLocale`; reads `ReCaptchaProvider`.
   * `version` is the reCAPTCHA version the storefront runs (default 3, spec §9); a protected form
   * with any other, or none (`null`), fails 'No version provided'.
   */
  static readonly layer = (options: ReCaptchaOptions = {}) =>
    Layer.effect(
      ReCaptcha,
      Effect.gen(function* () {
        const client = yield* GraphqlClient
        const storage = yield* Storage
        const locale = yield* StoreLocale
        const provider = yield* ReCaptchaProvider
        const version = "version" in options ? options.version : 3
        // Settings differ per store view; the store header is the request's, so the key is the
        // store cookie the client sends with it. Calls that need the settings together share one
        // read; an answer is kept, a failed read is tried again by the next call.
        const known = yield* Cache.makeWith(
          (_store: string) =>
            client.execute(RECAPTCHA_V3_CONFIG).pipe(
              Effect.map(({ recaptchaV3Config: c }): ReCaptchaSettings | null =>
                c?.is_enabled
                  ? {
                      websiteKey: c.website_key,
                      minimumScore: c.minimum_score,
                      badgePosition: c.badge_position,
                      languageCode: c.language_code ?? null,
                      failureMessage: c.failure_message,
                      forms: RECAPTCHA_FORMS.filter((form) =>
                        (c.forms as ReadonlyArray<string>).includes(form),
                      ),
                    }
                  : null,
              ),
            ),
          {
            capacity: SETTINGS_CAPACITY,
            timeToLive: (exit) => (Exit.isSuccess(exit) ? Duration.infinity : Duration.zero),
          },
        )
        const settings = Effect.fn("ReCaptcha.settings")(function* () {
          // The locale step first, as before any request: it may set the store.
          yield* locale.sync
          const key = (yield* storage.get("store")) ?? ""
          return yield* Cache.get(known, key).pipe(
            Effect.catch((_: GraphqlClientError) => Effect.succeed(null)),
          )
        })

        /** Spec §8: a protected form needs the key and the version before anything loads. */
        const siteOf = (value: ReCaptchaSettings): Effect.Effect<ReCaptchaSite, ReCaptchaError> => {
          if (value.websiteKey.trim() === "") return Effect.fail(reCaptchaError("no-key"))
          if (version !== 3) return Effect.fail(reCaptchaError("no-version"))
          return Effect.succeed({
            key: value.websiteKey,
            version: 3,
            languageCode: value.languageCode,
            badgePosition: value.badgePosition,
          })
        }

        const protectedSite = (form: ReCaptchaForm) =>
          Effect.flatMap(settings(), (value) =>
            value === null || !value.forms.includes(form)
              ? Effect.succeed(undefined)
              : siteOf(value),
          )

        return ReCaptcha.of({
          settings,
          prepare: Effect.fn("ReCaptcha.prepare")(function* ({ form }) {
            const site = yield* protectedSite(form)
            if (site === undefined) return false
            yield* provider.load(site)
            return true
          }),
          token: Effect.fn("ReCaptcha.token")(function* ({ form }) {
            const site = yield* protectedSite(form)
            if (site === undefined) return undefined
            return yield* provider.execute(site, reCaptchaAction(form))
          }),
        })
      }),
    )
}

export interface ReCaptchaOptions {
  /** Default 3; `null` (or another version) makes protected forms fail 'No version provided'. */
  readonly version?: number | null
}

/**
 * Puts `X-ReCaptcha` on exactly the protected forms' mutations (by their root fields) when the
 * store protects that form, with a token executed for the form's action; every other call goes
 * through untouched. Give `ReCaptcha` the same underlying client (`ReCaptcha.layer()` provided
 * with it): a layer used twice in one build is built once.
 */
export const withReCaptcha = <E, R>(
  client: Layer.Layer<GraphqlClient, E, R>,
): Layer.Layer<GraphqlClient, E, R | ReCaptcha> =>
  Layer.effect(
    GraphqlClient,
    Effect.gen(function* () {
      const raw = yield* GraphqlClient
      const recaptcha = yield* ReCaptcha
      return GraphqlClient.of({
        execute: (document, ...variables) => {
          const form = reCaptchaFormOf(document)
          if (form === undefined) return raw.execute(document, ...variables)
          return Effect.flatMap(recaptcha.token({ form }), (token) =>
            token === undefined
              ? raw.execute(document, ...variables)
              : raw
                  .execute(document, ...variables)
                  .pipe(Effect.provideService(RequestHeaders, { [RECAPTCHA_HEADER]: token })),
          )
        },
      })
    }),
  ).pipe(Layer.provide(client))
