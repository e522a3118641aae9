// Magento's UrlRewriteGraphQl AbstractEntityUrl, shared by `route` and `urlResolver`: the URL's
// path (leading slashes dropped, "/" = the CMS home page) is looked up as a request path, then
// as a target path; redirects are followed to the final rewrite; the query string is kept on
// relative_url. One Shutter addition: a path without a suffix that names a product or category
// once the store's URL suffix is added answers as a 301 to that canonical URL.
import type { Db } from "../db/database.js"
import { inputError, noSuchEntityError } from "../graphql/errors.js"
import {
  findByRequestPath,
  findByRequestPathWithNext,
  findByTargetPath,
  type UrlRewriteRow,
} from "./urlRewriteRepository.js"

export const URL_REQUIRED = '"url" argument should be specified and not empty'
export const noEntityForUrl = (url: string): string =>
  `No such entity found with matching URL key: ${url}`

export type UrlEntityType = "PRODUCT" | "CATEGORY" | "CMS_PAGE"

export interface ResolvedUrl {
  readonly entityId: number
  readonly entityType: UrlEntityType | null
  readonly relativeUrl: string
  readonly redirectCode: number
}

export interface UrlSettings {
  /** `cms_home_page` of the store view ("home", maybe "home|1"). */
  readonly homePage: string
  readonly productSuffix: string
  readonly categorySuffix: string
}

/** Splits "path?query#hash" and applies Magento's leading-slash rule. */
export const parseRequestUrl = (url: string): { readonly path: string; readonly query: string } => {
  const withoutHash = url.split("#")[0] ?? ""
  const at = withoutHash.indexOf("?")
  let path = at === -1 ? withoutHash : withoutHash.slice(0, at)
  const query = at === -1 ? "" : withoutHash.slice(at + 1)
  if (path.startsWith("/") && path !== "/") path = path.replace(/^\/+/, "")
  return { path, query }
}

// Magento's sanitizeType: "cms-page" → "CMS_PAGE".
const sanitizeType = (type: string): UrlEntityType =>
  type.replaceAll("-", "_").toUpperCase() as UrlEntityType

const MAX_REDIRECT_HOPS = 10

/**
 * Magento's findFinalUrl: the rewrite whose request path is the target path, as long as there
 * is one. `first` is the first hop when it was read with the rewrite (null: there is none).
 */
const finalRewrite = async (
  db: Db,
  rewrite: UrlRewriteRow,
  first?: UrlRewriteRow | null,
): Promise<UrlRewriteRow> => {
  let current = rewrite
  for (let hop = 0; hop < MAX_REDIRECT_HOPS; hop++) {
    const next =
      hop === 0 && first !== undefined
        ? (first ?? undefined)
        : await findByRequestPath(db, current.targetPath, current.storeId)
    if (next === undefined) break
    current = next
  }
  return current
}

export const resolveUrl = async (
  db: Db,
  storeId: number,
  url: string | null | undefined,
  settings: UrlSettings,
): Promise<ResolvedUrl | null> => {
  if (url === undefined || url === null || url.trim() === "") throw inputError(URL_REQUIRED)
  const parts = parseRequestUrl(url)
  // HomePageUrlLocator: "/" is the store's CMS home page.
  const path = parts.path === "/" ? (settings.homePage.split("|")[0] ?? "") : parts.path
  let redirectCode = 0
  const requested = await findByRequestPathWithNext(db, path, storeId)
  let rewrite = requested?.rewrite
  if (rewrite !== undefined) redirectCode = rewrite.redirectCode
  else rewrite = await findByTargetPath(db, path, storeId)
  if (rewrite === undefined) return suffixRedirect(db, storeId, path, parts.query, settings)

  const final = await finalRewrite(db, rewrite, requested?.next)
  let entityId = final.entityId
  let entityType = final.entityType
  if (!entityId) {
    const target = await findByTargetPath(db, final.targetPath, storeId)
    entityId = target?.entityId ?? 0
    entityType = target?.entityType ?? entityType
  }
  if (redirectCode === 0 && !entityId) throw noSuchEntityError(noEntityForUrl(path))
  let relativeUrl =
    redirectCode > 0
      ? final.redirectCode > 0
        ? final.targetPath
        : final.requestPath
      : rewrite.requestPath
  if (parts.query !== "") relativeUrl += `?${parts.query}`
  return {
    entityId,
    entityType: entityId ? sanitizeType(entityType) : null,
    relativeUrl,
    redirectCode,
  }
}

const suffixRedirect = async (
  db: Db,
  storeId: number,
  path: string,
  query: string,
  settings: UrlSettings,
): Promise<ResolvedUrl | null> => {
  if (path === "" || path === "/" || /\.[a-z0-9]+$/i.test(path)) return null
  const wanted: Record<string, string> = {
    PRODUCT: settings.productSuffix,
    CATEGORY: settings.categorySuffix,
  }
  for (const suffix of new Set([settings.productSuffix, settings.categorySuffix])) {
    if (suffix === "") continue
    const rewrite = await findByRequestPath(db, `${path}${suffix}`, storeId)
    if (rewrite === undefined || rewrite.redirectCode !== 0 || !rewrite.entityId) continue
    if (wanted[sanitizeType(rewrite.entityType)] !== suffix) continue
    return {
      entityId: rewrite.entityId,
      entityType: sanitizeType(rewrite.entityType),
      relativeUrl: query === "" ? rewrite.requestPath : `${rewrite.requestPath}?${query}`,
      redirectCode: 301,
    }
  }
  return null
}
