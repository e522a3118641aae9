// What the sitemap lists, read in pages by keyset (never the whole catalogue at once): enabled
// products that have a page (visibility catalog, search or both), categories below the root,
// active CMS pages. URLs are the store view's url rewrites (Magento's sitemap does the same); a
// product without one has the storefront's fallback page /p/{sku}.
import { sql } from "drizzle-orm"
import type { Db } from "../db/database.js"

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

const rowsOf = (result: unknown): Record<string, unknown>[] =>
  Array.isArray(result) ? result : ((result as { rows?: Record<string, unknown>[] }).rows ?? [])

/** How many entries of a kind the store view's sitemap lists. */
export const countEntries = async (db: Db, kind: SitemapKind, storeId: number): Promise<number> => {
  const query =
    kind === "products"
      ? sql`select count(*)::int as n from products
            where status = ${ENABLED} and visibility <> ${NOT_VISIBLE_INDIVIDUALLY}`
      : kind === "categories"
        ? sql`select count(*)::int as n from categories where level > 1`
        : sql`select count(*)::int as n from cms_pages
              where is_active and store_id in (0, ${storeId}) and identifier <> 'no-route'`
  return Number(rowsOf(await db.execute(query))[0]?.n ?? 0)
}

/** One page of entries with id above `afterId`, in id order. */
export const entriesAfter = async (
  db: Db,
  kind: SitemapKind,
  storeId: number,
  afterId: number,
  limit: number,
  homeIdentifier: string,
): Promise<SitemapEntry[]> => {
  const query =
    kind === "products"
      ? sql`select p.id, coalesce(
              (select r.request_path from url_rewrites r
                where r.entity_type = 'PRODUCT' and r.entity_id = p.id and r.store_id = ${storeId}
                  and r.redirect_code = 0 order by r.id limit 1),
              'p/' || p.sku) as path
            from products p
            where p.status = ${ENABLED} and p.visibility <> ${NOT_VISIBLE_INDIVIDUALLY}
              and p.id > ${afterId}
            order by p.id limit ${limit}`
      : kind === "categories"
        ? sql`select c.id, coalesce(
                (select r.request_path from url_rewrites r
                  where r.entity_type = 'CATEGORY' and r.entity_id = c.id
                    and r.store_id = ${storeId} and r.redirect_code = 0 order by r.id limit 1),
                c.url_path || '.html') as path
              from categories c where c.level > 1 and c.id > ${afterId}
              order by c.id limit ${limit}`
        : sql`select page_id as id,
                case when identifier = ${homeIdentifier} then '' else identifier end as path
              from cms_pages
              where is_active and store_id in (0, ${storeId}) and identifier <> 'no-route'
                and page_id > ${afterId}
              order by page_id limit ${limit}`
  return rowsOf(await db.execute(query)).map((row) => ({
    id: Number(row.id),
    path: String(row.path),
  }))
}

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
  const query =
    kind === "products"
      ? sql`select id from products
            where status = ${ENABLED} and visibility <> ${NOT_VISIBLE_INDIVIDUALLY}
            order by id offset ${skip} limit 1`
      : kind === "categories"
        ? sql`select id from categories where level > 1 order by id offset ${skip} limit 1`
        : sql`select page_id as id from cms_pages
              where is_active and store_id in (0, ${storeId}) and identifier <> 'no-route'
              order by page_id offset ${skip} limit 1`
  const row = rowsOf(await db.execute(query))[0]
  return row === undefined ? undefined : Number(row.id)
}
