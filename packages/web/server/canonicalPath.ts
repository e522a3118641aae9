/**
 * The canonical form of a page URL with trailing slashes (`/catalogsearch/result/?q=lens`, the
 * form Magento's own links use, or `/about-us/`): the same URL without them, for a 301, so each
 * page has one address (one cache entry, one canonical URL, one client route). Undefined when
 * the URL is already canonical. Leading slashes collapse to one, so the answer never names
 * another host (`//evil.example/` is `/evil.example`).
 */
export const withoutTrailingSlash = (url: string): string | undefined => {
  const at = url.search(/[?#]/)
  const path = at === -1 ? url : url.slice(0, at)
  if (path.length <= 1 || !path.endsWith("/")) return undefined
  const trimmed = `/${path.replace(/^\/+/, "").replace(/\/+$/, "")}`
  return trimmed + (at === -1 ? "" : url.slice(at))
}
