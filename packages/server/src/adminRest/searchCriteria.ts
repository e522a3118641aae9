// Magento's searchCriteria from a query string (searchCriteria[filter_groups][0][filters][0]
// [field]=status&…[value]=pending&…[condition_type]=eq, sortOrders, pageSize, currentPage):
// filters in a group are OR'ed, groups AND'ed, as Magento's collection processor does.
import {
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  like,
  lt,
  lte,
  ne,
  notInArray,
  or,
  type SQL,
  sql,
} from "drizzle-orm"
import type { PgColumn } from "drizzle-orm/pg-core"
import { orders } from "../db/salesSchema.js"
import { RestError } from "./restHttp.js"

export interface Filter {
  readonly field: string
  readonly value: string
  readonly condition_type: string
}
export interface SearchCriteria {
  readonly filter_groups: { readonly filters: Filter[] }[]
  readonly sort_orders?: { readonly field: string; readonly direction: string }[]
  readonly page_size?: number
  readonly current_page?: number
}

/** Magento 2.4.7's webapi/validation/maximum_page_size. */
export const MAX_PAGE_SIZE = 300

type Tree = { [key: string]: Tree | string }

const insert = (tree: Tree, path: readonly string[], value: string) => {
  let node = tree
  path.forEach((key, i) => {
    if (i === path.length - 1) node[key] = value
    else {
      const next = node[key]
      if (typeof next !== "object") node[key] = {}
      node = node[key] as Tree
    }
  })
}

const list = (node: Tree | string | undefined): (Tree | string)[] =>
  typeof node === "object"
    ? Object.keys(node)
        .filter((k) => /^\d+$/.test(k))
        .sort((a, b) => Number(a) - Number(b))
        .map((k) => node[k] as Tree | string)
    : []

const text = (node: Tree | string | undefined): string | undefined =>
  typeof node === "string" ? node : undefined

export const parseSearchCriteria = (params: URLSearchParams): SearchCriteria => {
  const tree: Tree = {}
  for (const [key, value] of params) {
    const match = /^searchCriteria((?:\[[^\]]*\])+)$/.exec(key)
    if (!match?.[1]) continue
    const path = [...match[1].matchAll(/\[([^\]]*)\]/g)].map((m) => m[1] ?? "")
    if (path.length > 6) continue
    insert(tree, path, value)
  }
  const groups = list(tree.filter_groups ?? tree.filterGroups).map((g) => ({
    filters: list(typeof g === "object" ? g.filters : undefined).flatMap((f) =>
      typeof f === "object" && text(f.field)
        ? [
            {
              field: text(f.field) ?? "",
              value: text(f.value) ?? "",
              condition_type: text(f.condition_type) ?? text(f.conditionType) ?? "eq",
            },
          ]
        : [],
    ),
  }))
  const sorts = list(tree.sortOrders ?? tree.sort_orders).flatMap((s) =>
    typeof s === "object" && text(s.field)
      ? [{ field: text(s.field) ?? "", direction: (text(s.direction) ?? "ASC").toUpperCase() }]
      : [],
  )
  const number = (key: string): number | undefined => {
    const raw = text(tree[key])
    if (raw === undefined) return undefined
    if (!/^\d+$/.test(raw))
      throw new RestError(400, `Invalid type for value: "${raw}". Expected Type: "int".`)
    return Number(raw)
  }
  const pageSize = number("pageSize")
  const currentPage = number("currentPage")
  if (pageSize !== undefined && pageSize > MAX_PAGE_SIZE)
    throw new RestError(400, `Maximum SearchCriteria pageSize is ${MAX_PAGE_SIZE}`)
  return {
    filter_groups: groups,
    ...(sorts.length > 0 ? { sort_orders: sorts } : {}),
    ...(pageSize !== undefined ? { page_size: pageSize } : {}),
    ...(currentPage !== undefined ? { current_page: currentPage } : {}),
  }
}

const textColumns: Record<string, PgColumn> = {
  increment_id: orders.number,
  status: orders.status,
  state: orders.state,
  customer_email: orders.email,
}
const numberColumns: Record<string, PgColumn> = {
  entity_id: orders.id,
  store_id: orders.storeId,
  customer_id: orders.customerId,
}
const dateColumns: Record<string, PgColumn> = {
  created_at: orders.createdAt,
  updated_at: orders.updatedAt,
}
const moneyColumns: Record<string, PgColumn> = {
  grand_total: orders.grandTotal,
  base_grand_total: orders.grandTotal,
}

const MAX_IN_VALUES = 1000

const condition = (f: Filter): SQL | undefined => {
  const column =
    textColumns[f.field] ?? numberColumns[f.field] ?? dateColumns[f.field] ?? moneyColumns[f.field]
  if (column === undefined)
    throw new RestError(400, `"${f.field}" is not a field orders can be filtered by.`)
  const cast = (v: string): unknown => {
    if (f.field in numberColumns) {
      if (!/^-?\d+$/.test(v.trim()))
        throw new RestError(400, `Invalid type for value: "${v}". Expected Type: "int".`)
      return Number(v)
    }
    if (f.field in moneyColumns) {
      const n = Number(v)
      if (!Number.isFinite(n))
        throw new RestError(400, `Invalid type for value: "${v}". Expected Type: "float".`)
      return Math.round(n * 100)
    }
    if (f.field in dateColumns) {
      const d = new Date(
        `${v.trim().replace(" ", "T")}${/[zZ]|[+-]\d\d:?\d\d$/.test(v) ? "" : "Z"}`,
      )
      if (Number.isNaN(d.getTime())) throw new RestError(400, `Invalid date "${v}".`)
      return d
    }
    return v
  }
  const values = () => {
    const all = f.value.split(",").map((v) => v.trim())
    if (all.length > MAX_IN_VALUES)
      throw new RestError(400, `A filter takes at most ${MAX_IN_VALUES} values.`)
    return all.map(cast)
  }
  switch (f.condition_type) {
    case "eq":
      return eq(column, cast(f.value))
    case "neq":
      return ne(column, cast(f.value))
    case "like":
      return like(sql`${column}::text`, f.value)
    case "nlike":
      return sql`${column}::text not like ${f.value}`
    case "in":
      return inArray(column, values())
    case "nin":
      return notInArray(column, values())
    case "gt":
      return gt(column, cast(f.value))
    case "gteq":
    case "from":
    case "moreq":
      return gte(column, cast(f.value))
    case "lt":
      return lt(column, cast(f.value))
    case "lteq":
    case "to":
      return lte(column, cast(f.value))
    case "null":
      return isNull(column)
    case "notnull":
      return isNotNull(column)
    default:
      throw new RestError(400, `Invalid condition type "${f.condition_type}".`)
  }
}

export const ordersWhere = (c: SearchCriteria): SQL | undefined =>
  and(
    ...c.filter_groups
      .filter((g) => g.filters.length > 0)
      .map((g) => or(...g.filters.map(condition))),
  )

export const ordersOrderBy = (c: SearchCriteria): SQL[] => [
  ...(c.sort_orders ?? []).map((s) => {
    const column =
      textColumns[s.field] ??
      numberColumns[s.field] ??
      dateColumns[s.field] ??
      moneyColumns[s.field]
    if (column === undefined)
      throw new RestError(400, `"${s.field}" is not a field orders can be sorted by.`)
    return s.direction === "DESC" ? desc(column) : asc(column)
  }),
  asc(orders.id),
]
