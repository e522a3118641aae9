// What the sitemap lists, read in pages by keyset (never the whole catalogue at once): enabled
// products that have a page (visibility catalog, search or both), categories below the root,
// active CMS pages. URLs are the store view's url rewrites (Magento's sitemap does the same); a
// product without one has the storefront's fallback page /p/{sku}.
import { and, asc, count, eq, gt, inArray, ne, sql } from "drizzle-orm"
import { alias, type PgColumn } from "drizzle-orm/pg-core"
import type { Db } from "../db/database.js"
import { categories, cmsPages, products, urlRewrites } from "../db/schema.js"

export type SitemapKind = "products" | "categories" | "pages"
export const SITEMAP_KINDS: readonly SitemapKind[] = ["products", "categories", "pages"]

/** Sitemaps.org: at most 50,000 URLs per file. */
export const SITEMAP_MAX_URLS = 50_000
/** Rows fetched per round trip while streaming one file. */
export const SITEMAP_PAGE_ROWS = 2_000

export interface SitemapEntry {
  readonly id: number
  /** Site-relative path without the leading slash ("canon-eos-r5.html"); "" is the home page. */
  readonly path: string
}

/** Magento's product visibility: 1 is "Not Visible Individually" (no page of its own). */
const NOT_VISIBLE_INDIVIDUALLY = 1
const ENABLED = 1

// Aliased, so the correlated subquery below names the outer row's columns with their table
// (drizzle leaves a one-table select's columns unqualified).
const p = alias(products, "p")
const c = alias(categories, "c")
const r = alias(urlRewrites, "r")

const listedProducts = and(eq(p.status, ENABLED), ne(p.visibility, NOT_VISIBLE_INDIVIDUALLY))
const listedCategories = gt(c.level, 1)
const listedPages = (storeId: number) =>
  and(
    eq(cmsPages.isActive, true),
    inArray(cmsPages.storeId, [0, storeId]),
    ne(cmsPages.identifier, "no-route"),
  )

/** The store view's first plain (not redirecting) url rewrite of an entity. */
const rewriteOf = (db: Db, entityType: string, entityId: PgColumn, storeId: number) =>
  db
    .select({ path: r.requestPath })
    .from(r)
    .where(
      and(
        eq(r.entityType, entityType),
        eq(r.entityId, entityId),
        eq(r.storeId, storeId),
        eq(r.redirectCode, 0),
      ),
    )
    .orderBy(asc(r.id))
    .limit(1)

/** How many entries of a kind the store view's sitemap lists. */
export const countEntries = async (db: Db, kind: SitemapKind, storeId: number): Promise<number> => {
  const [row] =
    kind === "products"
      ? await db.select({ n: count() }).from(p).where(listedProducts)
      : kind === "categories"
        ? await db.select({ n: count() }).from(c).where(listedCategories)
        : await db.select({ n: count() }).from(cmsPages).where(listedPages(storeId))
  return row?.n ?? 0
}

/** One page of entries with id above `afterId`, in id order. */
export const entriesAfter = async (
  db: Db,
  kind: SitemapKind,
  storeId: number,
  afterId: number,
  limit: number,
  homeIdentifier: string,
): Promise<SitemapEntry[]> =>
  kind === "products"
    ? db
        .select({
          id: p.id,
          path: sql<string>`coalesce((${rewriteOf(db, "PRODUCT", p.id, storeId)}), 'p/' || ${p.sku})`,
        })
        .from(p)
        .where(and(listedProducts, gt(p.id, afterId)))
        .orderBy(asc(p.id))
        .limit(limit)
    : kind === "categories"
      ? db
          .select({
            id: c.id,
            path: sql<string>`coalesce((${rewriteOf(db, "CATEGORY", c.id, storeId)}), ${c.urlPath} || '.html')`,
          })
          .from(c)
          .where(and(listedCategories, gt(c.id, afterId)))
          .orderBy(asc(c.id))
          .limit(limit)
      : db
          .select({
            id: cmsPages.pageId,
            path: sql<string>`case when ${cmsPages.identifier} = ${homeIdentifier} then '' else ${cmsPages.identifier} end`,
          })
          .from(cmsPages)
          .where(and(listedPages(storeId), gt(cmsPages.pageId, afterId)))
          .orderBy(asc(cmsPages.pageId))
          .limit(limit)

/** The id just before the first entry of file `chunk` (1-based), or undefined past the end. */
export const chunkStart = async (
  db: Db,
  kind: SitemapKind,
  storeId: number,
  chunk: number,
  chunkSize: number,
): Promise<number | undefined> => {
  if (chunk === 1) return 0
  const skip = (chunk - 1) * chunkSize - 1
  const [row] =
    kind === "products"
      ? await db
          .select({ id: p.id })
          .from(p)
          .where(listedProducts)
          .orderBy(asc(p.id))
          .offset(skip)
          .limit(1)
      : kind === "categories"
        ? await db
            .select({ id: c.id })
            .from(c)
            .where(listedCategories)
            .orderBy(asc(c.id))
            .offset(skip)
            .limit(1)
        : await db
            .select({ id: cmsPages.pageId })
            .from(cmsPages)
            .where(listedPages(storeId))
            .orderBy(asc(cmsPages.pageId))
            .offset(skip)
            .limit(1)
  return row?.id
}
