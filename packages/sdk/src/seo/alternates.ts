// hreflang alternates between the store views (spec §2: prefix_except_default).
import { withLocalePrefix } from "../routing/routePaths.js"
import { DEFAULT_LOCALE, type LocaleDefinition } from "../store/localeResolution.js"
import { absoluteUrl } from "./structuredData.js"

export interface Alternate {
  /** BCP 47 tag ("en-US", "en-CA") or "x-default". */
  readonly hreflang: string
  readonly href: string
}

/**
 * The same page in every store view: the default locale unprefixed, each other one under its
 * store code, plus `x-default` (the default locale) for shoppers no view matches.
 */
export const localeAlternates = (
  path: string,
  locales: ReadonlyArray<LocaleDefinition>,
  origin: string,
): ReadonlyArray<Alternate> => {
  const defaultLocale = locales.find((l) => l.locale === DEFAULT_LOCALE) ?? locales[0]
  const hrefOf = (locale: LocaleDefinition) =>
    absoluteUrl(
      origin,
      // A store view's home is "/ca_en/", as its links write it.
      path === "/" && locale !== defaultLocale
        ? `/${locale.storeCode}/`
        : withLocalePrefix(path, locale === defaultLocale ? undefined : locale.storeCode),
    )
  const alternates = locales.map((locale) => ({ hreflang: locale.locale, href: hrefOf(locale) }))
  return defaultLocale === undefined
    ? alternates
    : [...alternates, { hreflang: "x-default", href: hrefOf(defaultLocale) }]
}
