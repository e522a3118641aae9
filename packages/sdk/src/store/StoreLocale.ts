import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { Storage } from "../storage/Storage.js"
import {
  defaultLocales,
  firstPathSegment,
  type LocaleDefinition,
  resolveLocale,
  storeOfPath,
} from "./localeResolution.js"

export interface StoreLocaleOptions {
  /** Defaults to the spec's single locale, en-US on store `storeCode ?? "default"`, in USD. */
  readonly locales?: ReadonlyArray<LocaleDefinition>
  readonly storeCode?: string
  /** Where the first path segment comes from (a browser passes `() => location.pathname`). */
  readonly currentPath?: () => string | undefined
  /**
   * The path's locale prefix decides the store (a web storefront: the URL is the store view, so
   * `/ca_en/…` is the Canadian store whatever the cookie says, and `/…` the default one). Off:
   * the stored store decides, the path only when none is stored (the CLI has no path).
   */
  readonly pathDecidesStore?: boolean
}

/** Runs the spec's "before each backend request" locale step against the stored cookies. */
export class StoreLocale extends Context.Service<
  StoreLocale,
  {
    readonly sync: Effect.Effect<LocaleDefinition>
    /** The configured locales (the first path segment of a non-default one is its store code). */
    readonly locales: ReadonlyArray<LocaleDefinition>
  }
>()("@shutter/sdk/StoreLocale") {
  static readonly layer = (options: StoreLocaleOptions = {}) =>
    Layer.effect(
      StoreLocale,
      Effect.gen(function* () {
        const storage = yield* Storage
        const locales = options.locales ?? defaultLocales(options.storeCode)
        const sync = Effect.gen(function* () {
          const resolution = resolveLocale({
            storedStore: options.pathDecidesStore
              ? storeOfPath(options.currentPath?.(), locales)
              : yield* storage.get("store"),
            pathSegment: firstPathSegment(options.currentPath?.()),
            storedLocale: yield* storage.get("locale"),
            locales,
          })
          if (resolution.write !== undefined) {
            yield* storage.set("store", resolution.write.store)
            yield* storage.set("locale", resolution.write.locale)
            yield* storage.set("currency", resolution.write.currency)
          }
          return resolution.locale
        }).pipe(Effect.withSpan("StoreLocale.sync"))
        return StoreLocale.of({ sync, locales })
      }),
    )
}
