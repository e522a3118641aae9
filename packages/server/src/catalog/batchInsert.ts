import type { PgTable } from "drizzle-orm/pg-core"
import type { Db, Tx } from "../db/database.js"

// PostgreSQL allows 65,535 bind parameters per statement; stay well below.
const MAX_PARAMETERS = 30_000

/** Multi-row INSERTs, as many rows per statement as the parameter limit allows. */
export const insertInBatches = async <T extends PgTable>(
  tx: Tx | Db,
  table: T,
  rows: readonly T["$inferInsert"][],
): Promise<void> => {
  const first = rows[0]
  if (first === undefined) return
  const perRow = Math.max(1, Object.keys(first).length)
  const size = Math.max(1, Math.floor(MAX_PARAMETERS / perRow))
  for (let start = 0; start < rows.length; start += size) {
    await tx.insert(table).values(rows.slice(start, start + size) as T["$inferInsert"][])
  }
}
