import { routerBaseOf } from "../src/config/storeViews.js"

/**
 * The canonical form of a page URL with trailing slashes (`/catalogsearch/result/?q=lens`, the
 * form Magento's own links use, or `/about-us/`): the same URL without them, for a 301, so each
 * page has one address (one cache entry, one canonical URL, one client route); a store view's
 * home stays `/ca_en/`. Undefined when the URL is already canonical. Leading slashes collapse to
 * one (backslashes too, which browsers read as slashes), so the answer never names another host
 * (`//evil.example/` is `/evil.example`).
 */
export const withoutTrailingSlash = (url: string): string | undefined => {
  const at = url.search(/[?#]/)
  const path = at === -1 ? url : url.slice(0, at)
  if (path.length <= 1 || !path.endsWith("/")) return undefined
  const trimmed = `/${path.replace(/^[/\\]+/, "").replace(/\/+$/, "")}`
  // A store view's home keeps its one slash (`/ca_en/`), as the store switcher links it.
  const canonical = trimmed === routerBaseOf(`${trimmed}/`) ? `${trimmed}/` : trimmed
  if (canonical === path) return undefined
  return canonical + (at === -1 ? "" : url.slice(at))
}
