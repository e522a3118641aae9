import type { SQL } from "drizzle-orm"
import type { Db, Tx } from "./database.js"

/** A database or an open transaction: repositories work inside either. */
export type Queryable = Db | Tx

export const rows = async <T>(db: Queryable, query: SQL): Promise<T[]> => {
  const result = (await db.execute(query)) as unknown as { rows: T[] }
  return result.rows
}

export const firstRow = async <T>(db: Queryable, query: SQL): Promise<T | undefined> =>
  (await rows<T>(db, query))[0]
