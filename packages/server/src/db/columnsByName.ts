// Selections whose rows keep the database's column names (snake_case) as their keys, so the
// GraphQL resolvers (which answer Magento's snake_case fields) read them unchanged while the
// row types are inferred from the table declarations.
import { getTableColumns, type Table } from "drizzle-orm"

type ColumnsOf<T extends Table> = T["_"]["columns"]

/** A table's columns keyed by their SQL names, without the `omitted` ones (property names). */
export type ColumnsByName<T extends Table, Omitted extends keyof ColumnsOf<T> = never> = {
  readonly [K in keyof ColumnsOf<T> as K extends Omitted
    ? never
    : ColumnsOf<T>[K]["_"]["name"]]: ColumnsOf<T>[K]
}

export const columnsByName = <T extends Table, Omitted extends keyof ColumnsOf<T> = never>(
  table: T,
  omitted: readonly Omitted[] = [],
): ColumnsByName<T, Omitted> =>
  Object.fromEntries(
    Object.entries(getTableColumns(table))
      .filter(([key]) => !(omitted as readonly string[]).includes(key))
      .map(([, column]) => [column.name, column]),
  ) as ColumnsByName<T, Omitted>

/** The row a selection of `columns` reads: each column's data type, null where nullable. */
export type RowOf<
  Columns extends Record<string, { readonly _: { data: unknown; notNull: boolean } }>,
> = {
  readonly [K in keyof Columns]: Columns[K]["_"]["notNull"] extends true
    ? Columns[K]["_"]["data"]
    : Columns[K]["_"]["data"] | null
}
