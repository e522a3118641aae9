import { asc } from "drizzle-orm"
import type { Db } from "../db/database.js"
import { attributeOptions, attributes } from "../db/schema.js"

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
  const attrs = await db
    .select()
    .from(attributes)
    .orderBy(asc(attributes.position), asc(attributes.id))
  const options = await db
    .select()
    .from(attributeOptions)
    .orderBy(asc(attributeOptions.sortOrder), asc(attributeOptions.valueIndex))
  const metas = attrs.map((a) => ({
    id: a.id,
    code: a.code,
    label: a.label,
    inputType: a.inputType,
    position: a.position,
    isFilterable: a.isFilterable,
    options: new Map(
      options
        .filter((o) => o.attributeId === a.id)
        .map((o): [number, AttributeOptionMeta] => [
          o.valueIndex,
          {
            label: o.label,
            sortOrder: o.sortOrder,
            swatch:
              o.swatchType === null || o.swatchValue === null
                ? null
                : { type: o.swatchType, value: o.swatchValue },
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
