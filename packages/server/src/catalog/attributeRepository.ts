import { sql } from "drizzle-orm"
import type { Db } from "../db/database.js"
import { rowsOf } from "./productRepository.js"

export interface AttributeMeta {
  readonly id: number
  readonly code: string
  readonly label: string
  readonly inputType: string
  readonly position: number
  readonly isFilterable: boolean
  /** value_index → label, sort order and swatch (colour attributes), in display order. */
  readonly options: ReadonlyMap<number, AttributeOptionMeta>
}

export interface AttributeOptionMeta {
  readonly label: string
  readonly sortOrder: number
  readonly swatch: { readonly type: string; readonly value: string } | null
}

export interface AttributeCatalog {
  readonly byCode: ReadonlyMap<string, AttributeMeta>
  readonly byId: ReadonlyMap<number, AttributeMeta>
  readonly idOf: ReadonlyMap<string, number>
}

// Attributes change only with a deployment (seed/migration): read them once per database.
const cache = new WeakMap<Db, Promise<AttributeCatalog>>()

const load = async (db: Db): Promise<AttributeCatalog> => {
  const attrs = await rowsOf<{
    id: number
    code: string
    label: string
    input_type: string
    position: number
    is_filterable: boolean
  }>(db, sql`select * from attributes order by position, id`)
  const options = await rowsOf<{
    attribute_id: number
    value_index: number
    label: string
    sort_order: number
    swatch_type: string | null
    swatch_value: string | null
  }>(
    db,
    sql`select attribute_id, value_index, label, sort_order, swatch_type, swatch_value
        from attribute_options order by sort_order, value_index`,
  )
  const metas = attrs.map((a) => ({
    id: a.id,
    code: a.code,
    label: a.label,
    inputType: a.input_type,
    position: a.position,
    isFilterable: a.is_filterable,
    options: new Map(
      options
        .filter((o) => o.attribute_id === a.id)
        .map((o): [number, AttributeOptionMeta] => [
          o.value_index,
          {
            label: o.label,
            sortOrder: o.sort_order,
            swatch:
              o.swatch_type === null || o.swatch_value === null
                ? null
                : { type: o.swatch_type, value: o.swatch_value },
          },
        ]),
    ),
  }))
  return {
    byCode: new Map(metas.map((m) => [m.code, m])),
    byId: new Map(metas.map((m) => [m.id, m])),
    idOf: new Map(metas.map((m) => [m.code, m.id])),
  }
}

export const attributeCatalog = (db: Db): Promise<AttributeCatalog> => {
  let entry = cache.get(db)
  if (entry === undefined) {
    entry = load(db)
    entry.catch(() => cache.delete(db))
    cache.set(db, entry)
  }
  return entry
}
