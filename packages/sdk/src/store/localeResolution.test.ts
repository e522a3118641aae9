import { describe, expect, it } from "vitest"
import {
  DEFAULT_COUNTRY,
  DEFAULT_CURRENCY,
  DEFAULT_LOCALE,
  defaultLocales,
  firstPathSegment,
  type LocaleDefinition,
  resolveLocale,
} from "./localeResolution.js"

const locales: ReadonlyArray<LocaleDefinition> = [
  { locale: "en-US", storeCode: "default", currency: "USD" },
  { locale: "de-DE", storeCode: "de", currency: "EUR" },
]

describe("resolveLocale (spec §4 before each backend request)", () => {
  it.each([
    {
      name: "no store and nothing stored: reset to en-US and write store, locale, currency",
      input: { storedStore: undefined, storedLocale: undefined },
      locale: "en-US",
      write: { store: "default", locale: "en-US", currency: "USD" },
    },
    {
      name: "unknown store: locale resets to the default, which differs from the stored one",
      input: { storedStore: "nowhere", storedLocale: "de-DE" },
      locale: "en-US",
      write: { store: "default", locale: "en-US", currency: "USD" },
    },
    {
      name: "unknown store, default locale already stored: nothing to write",
      input: { storedStore: "nowhere", storedLocale: "en-US" },
      locale: "en-US",
      write: undefined,
    },
    {
      name: "known store matching the stored locale: nothing to write",
      input: { storedStore: "de", storedLocale: "de-DE" },
      locale: "de-DE",
      write: undefined,
    },
    {
      name: "known store whose locale differs from the stored one: currency from the locale",
      input: { storedStore: "de", storedLocale: "en-US" },
      locale: "de-DE",
      write: { store: "de", locale: "de-DE", currency: "EUR" },
    },
    {
      name: "no stored store: the first path segment names it",
      input: { storedStore: undefined, pathSegment: "de", storedLocale: undefined },
      locale: "de-DE",
      write: { store: "de", locale: "de-DE", currency: "EUR" },
    },
    {
      name: "a catalogue path segment is not a store: default locale",
      input: { storedStore: undefined, pathSegment: "photography", storedLocale: "en-US" },
      locale: "en-US",
      write: undefined,
    },
  ])("$name", ({ input, locale, write }) => {
    const result = resolveLocale({ ...input, locales })
    expect(result.locale.locale).toBe(locale)
    expect(result.write).toEqual(write)
  })

  it("uses the spec's defaults: currency USD, locale en-US, country US", () => {
    expect([DEFAULT_CURRENCY, DEFAULT_LOCALE, DEFAULT_COUNTRY]).toEqual(["USD", "en-US", "US"])
    expect(
      resolveLocale({ storedStore: undefined, storedLocale: undefined, locales: defaultLocales() })
        .write,
    ).toEqual({
      store: "default",
      locale: "en-US",
      currency: "USD",
    })
  })

  it("reads the first path segment", () => {
    expect(firstPathSegment("/de/photography.html")).toBe("de")
    expect(firstPathSegment("/")).toBeUndefined()
    expect(firstPathSegment(undefined)).toBeUndefined()
  })
})
