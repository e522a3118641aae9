/** Spec §9 defaults. */
export const DEFAULT_LOCALE = "en-US"
export const DEFAULT_CURRENCY = "USD"
export const DEFAULT_COUNTRY = "US"
/** Magento's code for the default store view. */
export const DEFAULT_STORE_CODE = "default"

/** One storefront locale: the store view that serves it and its default currency. */
export interface LocaleDefinition {
  readonly locale: string
  readonly storeCode: string
  readonly currency: string
}

/** Spec §2: a single default locale, en-US, served by the default store in USD. */
export const defaultLocales = (
  storeCode: string = DEFAULT_STORE_CODE,
): ReadonlyArray<LocaleDefinition> => [
  { locale: DEFAULT_LOCALE, storeCode, currency: DEFAULT_CURRENCY },
]

export interface LocaleResolutionInput {
  /** The stored store code (store cookie). */
  readonly storedStore: string | undefined
  /** The first segment of the current path, used when no store is stored. */
  readonly pathSegment?: string | undefined
  /** The stored locale (locale cookie). */
  readonly storedLocale: string | undefined
  readonly locales: ReadonlyArray<LocaleDefinition>
  readonly defaultLocale?: string
}

/** The cookies to write when the locale changed. */
export interface LocaleCookies {
  readonly store: string
  readonly locale: string
  readonly currency: string
}

export interface LocaleResolution {
  readonly locale: LocaleDefinition
  /** `undefined` when the stored locale already matches. */
  readonly write: LocaleCookies | undefined
}

/**
 * Spec §4 "Before each backend request": with no store, or an unknown one, the locale resets to
 * the default; if the locale then differs from the stored one, store, locale and currency
 * cookies update (currency from the locale's default).
 */
export const resolveLocale = (input: LocaleResolutionInput): LocaleResolution => {
  const defaultCode = input.defaultLocale ?? DEFAULT_LOCALE
  const fallback: LocaleDefinition = input.locales.find((l) => l.locale === defaultCode) ??
    input.locales[0] ?? {
      locale: defaultCode,
      storeCode: DEFAULT_STORE_CODE,
      currency: DEFAULT_CURRENCY,
    }
  const storeCode = input.storedStore || input.pathSegment || undefined
  const known =
    storeCode === undefined ? undefined : input.locales.find((l) => l.storeCode === storeCode)
  const locale = known ?? fallback
  const write =
    locale.locale === input.storedLocale
      ? undefined
      : { store: locale.storeCode, locale: locale.locale, currency: locale.currency }
  return { locale, write }
}

/** "/de-store/photography.html" → "de-store"; "/" → undefined. */
export const firstPathSegment = (path: string | undefined): string | undefined =>
  path?.split("/").find((segment) => segment.length > 0)

/**
 * Spec §2 prefix_except_default: the store a path belongs to. A first segment naming a
 * non-default locale's store is that store; any other path is the default locale's store.
 */
export const storeOfPath = (
  path: string | undefined,
  locales: ReadonlyArray<LocaleDefinition>,
  defaultLocale: string = DEFAULT_LOCALE,
): string => {
  const fallback = locales.find((l) => l.locale === defaultLocale) ?? locales[0]
  const segment = firstPathSegment(path)
  const prefixed = locales.find((l) => l.storeCode === segment && l !== fallback)
  return (prefixed ?? fallback)?.storeCode ?? DEFAULT_STORE_CODE
}
