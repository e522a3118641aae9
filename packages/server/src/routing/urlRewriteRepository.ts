import { and, eq } from "drizzle-orm"
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
