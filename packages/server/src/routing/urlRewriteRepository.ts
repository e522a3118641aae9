import { and, eq, getTableColumns } from "drizzle-orm"
import { alias } from "drizzle-orm/pg-core"
import type { Db } from "../db/database.js"
import { urlRewrites } from "../db/schema.js"

export type UrlRewriteRow = typeof urlRewrites.$inferSelect

export const findByRequestPath = async (
  db: Db,
  requestPath: string,
  storeId: number,
): Promise<UrlRewriteRow | undefined> => {
  const rows = await db
    .select()
    .from(urlRewrites)
    .where(and(eq(urlRewrites.requestPath, requestPath), eq(urlRewrites.storeId, storeId)))
    .limit(1)
  return rows[0]
}

export const findByTargetPath = async (
  db: Db,
  targetPath: string,
  storeId: number,
): Promise<UrlRewriteRow | undefined> => {
  const rows = await db
    .select()
    .from(urlRewrites)
    .where(and(eq(urlRewrites.targetPath, targetPath), eq(urlRewrites.storeId, storeId)))
    .limit(1)
  return rows[0]
}

const next = alias(urlRewrites, "next")

/**
 * The rewrite of a request path with the rewrite its target path is the request path of, if
 * any (the next hop of a redirect chain), in one statement instead of two.
 */
export const findByRequestPathWithNext = async (
  db: Db,
  requestPath: string,
  storeId: number,
): Promise<
  { readonly rewrite: UrlRewriteRow; readonly next: UrlRewriteRow | null } | undefined
> => {
  const rows = await db
    .select({ rewrite: getTableColumns(urlRewrites), next: getTableColumns(next) })
    .from(urlRewrites)
    .leftJoin(
      next,
      and(eq(next.requestPath, urlRewrites.targetPath), eq(next.storeId, urlRewrites.storeId)),
    )
    .where(and(eq(urlRewrites.requestPath, requestPath), eq(urlRewrites.storeId, storeId)))
    .limit(1)
  return rows[0]
}
