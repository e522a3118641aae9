// Magento 2.4's admin REST API for a fulfilment tool or an ERP connector, at /rest/V1 (and
// /rest/<store code>/V1): the admin token, orders (list, read, invoice, ship, refund, cancel,
// comment), invoices' online refunds, and products' price, status and stock. Served by the
// backend only; every call but the token needs an admin's bearer token.
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http"
import { eq, sql } from "drizzle-orm"
import {
  AdminAuthError,
  adminOfToken,
  createAdminToken,
  resolveAdminAuthOptions,
} from "../admin/adminAccounts.js"
import type { Db } from "../db/database.js"
import { orders } from "../db/salesSchema.js"
import type { Logger } from "../platform/logger.js"
import { type CreditMemoRequest, refundInvoice, refundOrder } from "../sales/creditMemos.js"
import { invoiceOrder } from "../sales/invoices.js"
import { addOrderComment, cancelOrder } from "../sales/orderCancel.js"
import type { DocumentComment, RequestedItem } from "../sales/salesDocuments.js"
import { SalesError } from "../sales/salesErrors.js"
import { shipOrder } from "../sales/shipments.js"
import { findDefaultStoreView } from "../store/storeRepository.js"
import type { AdminRestState } from "./adminRestState.js"
import { listConfig, setConfig } from "./configRest.js"
import { ordersJson } from "./orderJson.js"
import {
  productJson,
  productRow,
  stockItemJson,
  updateProduct,
  updateStockItem,
} from "./productRest.js"
import {
  asBoolean,
  asNumber,
  asString,
  bearerToken,
  invalidType,
  isRecord,
  notAuthorized,
  RestError,
  ROUTE_NOT_FOUND,
  readJsonBody,
  sendError,
  sendJson,
} from "./restHttp.js"
import { MAX_PAGE_SIZE, ordersOrderBy, ordersWhere, parseSearchCriteria } from "./searchCriteria.js"

export type { AdminRestState } from "./adminRestState.js"

const REST_PREFIX = /^\/rest(?:\/[a-z0-9_]+)?\/V1(\/.*)$/

interface Route {
  readonly method: string
  readonly pattern: RegExp
  /** Magento's ACL resource, named in the 401 answer. */
  readonly resource: string | null
  readonly handle: (ctx: RouteContext, params: string[]) => Promise<unknown>
}

interface RouteContext {
  readonly state: AdminRestState
  readonly req: IncomingMessage
  readonly url: URL
  readonly body: () => Promise<Record<string, unknown>>
}

const entityId = (raw: string | undefined): number => {
  const n = Number(raw)
  if (!/^\d+$/.test(raw ?? "") || !Number.isSafeInteger(n) || n > 2_147_483_647)
    throw invalidType(raw, "int")
  return n
}

const requestedItems = (raw: unknown): RequestedItem[] | undefined => {
  if (raw === undefined || raw === null) return undefined
  if (!Array.isArray(raw)) throw invalidType(raw, "array")
  return raw.map((entry) => {
    if (!isRecord(entry)) throw invalidType(entry, "object")
    const orderItemId = asNumber(entry.order_item_id ?? entry.orderItemId)
    const qty = asNumber(entry.qty)
    if (orderItemId === undefined) throw invalidType(entry.order_item_id, "int")
    if (qty === undefined) throw invalidType(entry.qty, "float")
    return { orderItemId, qty }
  })
}

const documentComment = (raw: unknown): DocumentComment | null => {
  if (!isRecord(raw)) return null
  const comment = asString(raw.comment) ?? ""
  return {
    comment,
    isVisibleOnFront: asBoolean(raw.is_visible_on_front ?? raw.isVisibleOnFront),
  }
}

/** Dollars (Magento's amounts) to cents. */
const cents = (raw: unknown): number | undefined => {
  if (raw === undefined || raw === null) return undefined
  const n = asNumber(raw)
  if (n === undefined || n < 0) throw invalidType(raw, "float")
  return Math.round(n * 100)
}

const creditMemoRequest = (body: Record<string, unknown>): CreditMemoRequest => {
  const args = isRecord(body.arguments) ? body.arguments : {}
  const extension = isRecord(args.extension_attributes) ? args.extension_attributes : {}
  const stockRaw = args.return_to_stock_items ?? extension.return_to_stock_items
  const returnToStockItems = Array.isArray(stockRaw)
    ? stockRaw.map((v) => {
        const n = asNumber(v)
        if (n === undefined) throw invalidType(v, "int")
        return n
      })
    : undefined
  const items = requestedItems(body.items)
  const shippingAmount = cents(args.shipping_amount)
  const adjustmentPositive = cents(args.adjustment_positive)
  const adjustmentNegative = cents(args.adjustment_negative)
  return {
    ...(items ? { items } : {}),
    notify: asBoolean(body.notify),
    comment: documentComment(body.comment),
    ...(shippingAmount !== undefined ? { shippingAmount } : {}),
    ...(adjustmentPositive !== undefined ? { adjustmentPositive } : {}),
    ...(adjustmentNegative !== undefined ? { adjustmentNegative } : {}),
    ...(returnToStockItems ? { returnToStockItems } : {}),
  }
}

const listOrders = async (db: Db, url: URL) => {
  const criteria = parseSearchCriteria(url.searchParams)
  const pageSize = criteria.page_size ?? MAX_PAGE_SIZE
  const currentPage = Math.max(1, criteria.current_page ?? 1)
  const where = ordersWhere(criteria)
  const found = await db
    .select({ order: orders, fullCount: sql<string | number>`count(*) over ()` })
    .from(orders)
    .where(where)
    .orderBy(...ordersOrderBy(criteria))
    .limit(pageSize)
    .offset((currentPage - 1) * pageSize)
  let total = Number(found[0]?.fullCount ?? 0)
  if (found.length === 0 && currentPage > 1)
    total = Number(
      (await db.select({ n: sql<string | number>`count(*)` }).from(orders).where(where))[0]?.n ?? 0,
    )
  return {
    items: await ordersJson(
      db,
      found.map((f) => f.order),
    ),
    search_criteria: criteria,
    total_count: total,
  }
}

const routes: readonly Route[] = [
  {
    method: "GET",
    pattern: /^\/shutter\/config$/,
    resource: "Magento_Config::config",
    handle: async ({ state }) => {
      const store = await findDefaultStoreView(state.db)
      if (store === undefined) throw new Error("The database holds no default store view")
      return listConfig(state.db, store.id)
    },
  },
  {
    method: "PUT",
    pattern: /^\/shutter\/config$/,
    resource: "Magento_Config::config",
    handle: async ({ state, body }) => setConfig(state, await body()),
  },
  {
    method: "POST",
    pattern: /^\/integration\/admin\/token$/,
    resource: null,
    handle: async ({ state, body }) => {
      const b = await body()
      return createAdminToken(
        state.db,
        state.sharedState,
        resolveAdminAuthOptions(state.auth),
        b.username,
        b.password,
      )
    },
  },
  {
    method: "GET",
    pattern: /^\/orders$/,
    resource: "Magento_Sales::actions_view",
    handle: ({ state, url }) => listOrders(state.db, url),
  },
  {
    method: "GET",
    pattern: /^\/orders\/([^/]+)$/,
    resource: "Magento_Sales::actions_view",
    handle: async ({ state }, [id]) => {
      const rows = await state.db
        .select()
        .from(orders)
        .where(eq(orders.id, entityId(id)))
      const [found] = await ordersJson(state.db, rows)
      if (found === undefined)
        throw new RestError(
          404,
          "The entity that was requested doesn't exist. Verify the entity and try again.",
        )
      return found
    },
  },
  {
    method: "POST",
    pattern: /^\/order\/([^/]+)\/invoice$/,
    resource: "Magento_Sales::sales_invoice",
    handle: async ({ state, body }, [id]) => {
      const b = await body()
      const items = requestedItems(b.items)
      return String(
        await invoiceOrder(state, entityId(id), {
          ...(items ? { items } : {}),
          capture: asBoolean(b.capture),
          notify: asBoolean(b.notify),
          comment: documentComment(b.comment),
        }),
      )
    },
  },
  {
    method: "POST",
    pattern: /^\/order\/([^/]+)\/ship$/,
    resource: "Magento_Sales::ship",
    handle: async ({ state, body }, [id]) => {
      const b = await body()
      const items = requestedItems(b.items)
      const tracksRaw = b.tracks ?? []
      if (!Array.isArray(tracksRaw)) throw invalidType(tracksRaw, "array")
      const tracks = tracksRaw.map((t) => {
        if (!isRecord(t)) throw invalidType(t, "object")
        const number = asString(t.track_number)?.trim() ?? ""
        const carrier = asString(t.carrier_code)?.trim() ?? ""
        if (number === "" || carrier === "")
          throw new RestError(400, "Please enter a tracking number and a carrier.")
        return { number, carrier, title: asString(t.title)?.trim() || carrier.toUpperCase() }
      })
      return String(
        await shipOrder(state, entityId(id), {
          ...(items ? { items } : {}),
          tracks,
          notify: asBoolean(b.notify),
          comment: documentComment(b.comment),
        }),
      )
    },
  },
  {
    method: "POST",
    pattern: /^\/order\/([^/]+)\/refund$/,
    resource: "Magento_Sales::creditmemo",
    handle: async ({ state, body }, [id]) =>
      String(await refundOrder(state, entityId(id), creditMemoRequest(await body()))),
  },
  {
    method: "POST",
    pattern: /^\/invoice\/([^/]+)\/refund$/,
    resource: "Magento_Sales::creditmemo",
    handle: async ({ state, body }, [id]) => {
      const b = await body()
      return String(
        await refundInvoice(state, entityId(id), {
          ...creditMemoRequest(b),
          online: asBoolean(b.isOnline ?? b.is_online),
        }),
      )
    },
  },
  {
    method: "POST",
    pattern: /^\/orders\/([^/]+)\/cancel$/,
    resource: "Magento_Sales::cancel",
    handle: ({ state }, [id]) => cancelOrder(state, entityId(id)),
  },
  {
    method: "POST",
    pattern: /^\/orders\/([^/]+)\/comments$/,
    resource: "Magento_Sales::comment",
    handle: async ({ state, body }, [id]) => {
      const b = await body()
      const history = isRecord(b.statusHistory) ? b.statusHistory : undefined
      if (history === undefined)
        throw new RestError(400, '"%fieldName" is required. Enter and try again.', {
          fieldName: "statusHistory",
        })
      return addOrderComment(state, entityId(id), {
        comment: asString(history.comment) ?? "",
        isCustomerNotified: asBoolean(history.is_customer_notified),
        isVisibleOnFront: asBoolean(history.is_visible_on_front),
      })
    },
  },
  {
    method: "GET",
    pattern: /^\/products\/([^/]+)$/,
    resource: "Magento_Catalog::products",
    handle: async ({ state }, [sku]) =>
      productJson(await productRow(state.db, decodeURIComponent(sku ?? ""))),
  },
  {
    method: "PUT",
    pattern: /^\/products\/([^/]+)$/,
    resource: "Magento_Catalog::products",
    handle: async ({ state, body }, [sku]) =>
      updateProduct(state, decodeURIComponent(sku ?? ""), await body()),
  },
  {
    method: "GET",
    pattern: /^\/stockItems\/([^/]+)$/,
    resource: "Magento_CatalogInventory::cataloginventory",
    handle: async ({ state }, [sku]) =>
      stockItemJson(await productRow(state.db, decodeURIComponent(sku ?? ""))),
  },
  {
    method: "GET",
    pattern: /^\/products\/([^/]+)\/stockItems\/([^/]+)$/,
    resource: "Magento_CatalogInventory::cataloginventory",
    handle: async ({ state }, [sku]) =>
      stockItemJson(await productRow(state.db, decodeURIComponent(sku ?? ""))),
  },
  {
    method: "PUT",
    pattern: /^\/products\/([^/]+)\/stockItems\/([^/]+)$/,
    resource: "Magento_CatalogInventory::cataloginventory",
    handle: async ({ state, body }, [sku]) =>
      updateStockItem(state, decodeURIComponent(sku ?? ""), await body()),
  },
]

const toRestError = (error: unknown): RestError | undefined => {
  if (error instanceof RestError) return error
  if (error instanceof AdminAuthError)
    return new RestError(error.kind === "input" ? 400 : 401, error.message, undefined, error.errors)
  if (error instanceof SalesError)
    return new RestError(error.kind === "notFound" ? 404 : 400, error.message, error.parameters)
  return undefined
}

const serve = async (
  state: AdminRestState,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  url: URL,
) => {
  const method = req.method ?? "GET"
  for (const route of routes) {
    const match = route.pattern.exec(path)
    if (match === null || route.method !== method) continue
    if (route.resource !== null) {
      const token = bearerToken(req)
      if (token === undefined || (await adminOfToken(state.db, token)) === undefined)
        throw notAuthorized(route.resource)
    }
    const answer = await route.handle(
      { state, req, url, body: () => readJsonBody(req) },
      match.slice(1),
    )
    sendJson(res, 200, answer)
    return
  }
  throw new RestError(404, ROUTE_NOT_FOUND)
}

/** Serves /rest/… from `state()` once the server is ready; every other path goes to `next`. */
export const withAdminRest =
  (
    next: RequestListener,
    state: () => AdminRestState | undefined,
    logger: Logger,
  ): RequestListener =>
  (req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost")
    if (!url.pathname.startsWith("/rest/")) {
      next(req, res)
      return
    }
    const ready = state()
    const path = REST_PREFIX.exec(url.pathname)?.[1]
    if (ready === undefined) {
      sendJson(res, 503, { message: "Service is starting" })
      return
    }
    if (path === undefined) {
      sendError(res, new RestError(404, ROUTE_NOT_FOUND))
      return
    }
    serve(ready, req, res, path, url).catch((error: unknown) => {
      const known = toRestError(error)
      if (known === undefined)
        logger.error("admin REST request failed", { path, error: String(error) })
      if (res.headersSent) {
        res.end()
        return
      }
      sendError(
        res,
        known ?? new RestError(500, "Internal Error. Details are available in the server log."),
      )
    })
  }
