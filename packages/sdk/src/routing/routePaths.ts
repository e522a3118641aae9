// Spec §2 routes: locale prefixes (prefix_except_default), category/product paths, /p/{sku},
// and the 404 → search rule. Pure.
import { DEFAULT_LOCALE, type LocaleDefinition } from "../store/localeResolution.js"

/** Spec §2: the default locale has no prefix; every other one is prefixed by its store code. */
export const LOCALE_STRATEGY = "prefix_except_default" as const
/** Spec §9: product and category URL suffix default. */
export const DEFAULT_URL_SUFFIX = ".html"
export const SEARCH_RESULTS_PATH = "/catalogsearch/result"
export const HOME_PATH = "/"

const defaultLocaleOf = (locales: ReadonlyArray<LocaleDefinition>) =>
  locales.find((l) => l.locale === DEFAULT_LOCALE) ?? locales[0]

/** The path part only: no query string, no hash. */
export const pathOnly = (url: string): string => url.split(/[?#]/, 1)[0] ?? ""

/** The locale path to go to after choosing a store: "/" for the default locale, else "/{store}". */
export const localePath = (storeCode: string, locales: ReadonlyArray<LocaleDefinition>): string =>
  defaultLocaleOf(locales)?.storeCode === storeCode ? HOME_PATH : `/${storeCode}`

export interface StrippedPath {
  /** The path without locale prefix and URL prefix, starting with "/". */
  readonly path: string
  /** The store code of the locale prefix that was removed, if any. */
  readonly localePrefix: string | undefined
}

/**
 * Removes the URL prefix (where the storefront is mounted, e.g. "/shop") and a non-default
 * locale's prefix from a path: "/shop/de/photography.html?x" → "/photography.html".
 */
export const stripPrefixes = (
  url: string,
  options: { readonly locales: ReadonlyArray<LocaleDefinition>; readonly urlPrefix?: string },
): StrippedPath => {
  let path = pathOnly(url)
  const prefix = (options.urlPrefix ?? "").replace(/\/+$/, "")
  if (prefix !== "" && (path === prefix || path.startsWith(`${prefix}/`)))
    path = path.slice(prefix.length)
  if (!path.startsWith("/")) path = `/${path}`
  const defaultStore = defaultLocaleOf(options.locales)?.storeCode
  const first = path.split("/")[1] ?? ""
  const prefixed = options.locales.some(
    (l) => l.storeCode === first && l.storeCode !== defaultStore,
  )
  if (!prefixed) return { path, localePrefix: undefined }
  const rest = path.slice(first.length + 1)
  return { path: rest === "" ? "/" : rest, localePrefix: first }
}

/** What the `route` query receives: the stripped path without its leading slash. */
export const routeQueryUrl = (path: string): string => path.replace(/^\/+/, "")

/** Adds a locale prefix back to a site path. */
export const withLocalePrefix = (path: string, localePrefix: string | undefined): string => {
  const site = path.startsWith("/") ? path : `/${path}`
  return localePrefix === undefined ? site : `/${localePrefix}${site === "/" ? "" : site}`
}

/** Spec §2: category paths are the category path plus the URL suffix (default .html). */
export const categoryPath = (category: {
  readonly url_path: string | null
  readonly url_suffix?: string | null
}): string => `/${category.url_path ?? ""}${category.url_suffix ?? DEFAULT_URL_SUFFIX}`

/** Spec §2: a product's page is its rewrite (url key + suffix), or /p/{sku} when it has none. */
export const productPath = (product: {
  readonly sku: string | null
  readonly url_key: string | null
  readonly url_suffix?: string | null
  readonly url_rewrites?: ReadonlyArray<{ readonly url: string | null } | null> | null
}): string => {
  const hasRewrite = (product.url_rewrites ?? []).some((r) => Boolean(r?.url))
  if (hasRewrite && product.url_key)
    return `/${product.url_key}${product.url_suffix ?? DEFAULT_URL_SUFFIX}`
  return `/p/${encodeURIComponent(product.sku ?? "")}`
}

/** "/p/CAM-1" → "CAM-1"; any other path → undefined. */
export const skuFromFallbackPath = (path: string): string | undefined => {
  const match = /^\/p\/([^/]+)\/?$/.exec(pathOnly(path))
  return match?.[1] === undefined ? undefined : decodeURIComponent(match[1])
}

/** Spec §2: the 404 page searches for the path text with slashes and .html removed. */
export const notFoundSearchTerm = (path: string): string => {
  const text = pathOnly(path)
    .replace(/\.html$/i, "")
    .replace(/\.html\//gi, "/")
  let decoded = text
  try {
    decoded = decodeURIComponent(text)
  } catch {
    // a malformed escape stays as typed
  }
  return decoded.split("/").filter(Boolean).join(" ").trim()
}

/**
 * The term a search results URL asks for: its `term`, else `q`, the parameter of Magento's own
 * `/catalogsearch/result/?q=…` (links and bookmarks from a Magento storefront keep working).
 */
export const searchTermOf = (query: string): string => {
  const params = new URLSearchParams(query)
  return (params.get("term") ?? params.get("q") ?? "").trim()
}

/** Where the 404 page redirects: the search results for `notFoundSearchTerm(path)`. */
export const notFoundRedirect = (path: string): string =>
  `${SEARCH_RESULTS_PATH}?term=${encodeURIComponent(notFoundSearchTerm(path))}`
