import { type Column, getTableColumns, type SQL, sql } from "drizzle-orm"
import type { PgTable } from "drizzle-orm/pg-core"
import type { Db, Tx } from "../db/database.js"

// PostgreSQL allows 65,535 bind parameters per statement; stay well below.
const MAX_PARAMETERS = 30_000

// The rows of one JSON statement: large enough that a statement's own cost is spread thin,
// small enough that no single message to the database grows past a few megabytes.
const MAX_JSON_CHARS = 4_000_000

/**
 * A column's value as json_populate_recordset reads it. A json or jsonb column takes the JSON
 * value as it is (given drizzle's JSON text, it would store a string); any other column parses
 * what drizzle would bind with its type's input function (bytea as hex).
 */
const jsonValue = (column: Column, value: unknown): unknown => {
  if (value === null) return null
  if (column.columnType === "PgJson" || column.columnType === "PgJsonb") return value
  const driverValue = column.mapToDriverValue(value)
  if (driverValue instanceof Uint8Array) return `\\x${Buffer.from(driverValue).toString("hex")}`
  return driverValue
}

/**
 * The rows as one parameter when every row gives the same columns and no column left out fills
 * itself in JavaScript ($defaultFn, $onUpdate); undefined when they do not.
 */
const asJsonRows = <T extends PgTable>(
  table: T,
  rows: readonly T["$inferInsert"][],
): { readonly columns: ReadonlyArray<[string, Column]>; readonly json: string[] } | undefined => {
  const all = getTableColumns(table) as Record<string, Column>
  const first = rows[0] as Record<string, unknown>
  const given = Object.entries(all).filter(([key]) => first[key] !== undefined)
  const left = Object.entries(all).filter(([key]) => first[key] === undefined)
  if (left.some(([, column]) => column.defaultFn !== undefined || column.onUpdateFn !== undefined))
    return undefined
  const json: string[] = []
  let batch: string[] = []
  let chars = 0
  for (const row of rows as readonly Record<string, unknown>[]) {
    if (left.some(([key]) => row[key] !== undefined)) return undefined
    const out: Record<string, unknown> = {}
    for (const [key, column] of given) {
      const value = row[key]
      if (value === undefined) return undefined
      out[column.name] = jsonValue(column, value)
    }
    const text = JSON.stringify(out)
    if (chars + text.length > MAX_JSON_CHARS && batch.length > 0) {
      json.push(`[${batch.join(",")}]`)
      batch = []
      chars = 0
    }
    batch.push(text)
    chars += text.length + 1
  }
  if (batch.length > 0) json.push(`[${batch.join(",")}]`)
  return { columns: given, json }
}

/**
 * Multi-row INSERTs. Rows that all give the same columns go as one JSON parameter per few
 * megabytes, read back by json_populate_recordset: building and sending tens of thousands of
 * bind parameters one by one was most of a fresh database's seeding. Other rows go as
 * multi-row INSERTs, as many rows per statement as the parameter limit allows.
 */
export const insertInBatches = async <T extends PgTable>(
  tx: Tx | Db,
  table: T,
  rows: readonly T["$inferInsert"][],
): Promise<void> => {
  const first = rows[0]
  if (first === undefined) return
  const asJson = asJsonRows(table, rows)
  if (asJson !== undefined) {
    const names: SQL = sql.join(
      asJson.columns.map(([, column]) => sql.identifier(column.name)),
      sql`, `,
    )
    for (const json of asJson.json)
      await tx.execute(
        sql`insert into ${table} (${names}) select ${names} from json_populate_recordset(null::${table}, ${json}::json)`,
      )
    return
  }
  const perRow = Math.max(1, Object.keys(first).length)
  const size = Math.max(1, Math.floor(MAX_PARAMETERS / perRow))
  for (let start = 0; start < rows.length; start += size) {
    await tx.insert(table).values(rows.slice(start, start + size) as T["$inferInsert"][])
  }
}
