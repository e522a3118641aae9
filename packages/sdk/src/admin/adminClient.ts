import {
  AdminHttpError,
  AdminRestError,
  AdminTransportError,
  type MagentoRestErrorBody,
  renderMagentoMessage,
} from "./adminErrors.js"
import type {
  CatalogProduct,
  SalesInvoice,
  SalesOrder,
  SearchResult,
  StockItem,
} from "./adminTypes.js"
import { type SearchCriteria, searchCriteriaParams } from "./searchCriteria.js"

// A Promise client for Magento 2.4's admin REST API (`/rest/V1/…`) as Magento documents it, so it
// drives a real Magento as well as Shutter's backend: the admin token flow, the sales actions a
// fulfilment tool or ERP connector calls (orders, invoice, ship, refund, cancel, comments) and
// product price/stock. No Effect, no GraphQL: an import of its own (`@shutter/sdk/admin`).

export interface AdminClientOptions {
  /**
   * The REST base, up to and including `/rest` (optionally a store code: `/rest/default`),
   * e.g. `https://shop.example/rest`. Paths are appended as `/V1/…`.
   */
  readonly baseUrl: string
  /** The admin bearer token (`requestToken`); calls other than `requestToken` need it. */
  readonly token?: string
  readonly fetch?: typeof globalThis.fetch
  /** Per-request timeout; default 30 s. */
  readonly timeoutMs?: number
}

/** A comment on an invoice, shipment or credit memo (Magento's `…CommentCreationInterface`). */
export interface DocumentComment {
  readonly comment: string
  /** Shown to the customer in their order history (default false). */
  readonly visibleOnFront?: boolean
}

export interface LineQuantity {
  readonly orderItemId: number
  readonly qty: number
}

export interface Track {
  /** Magento's carrier code: `ups`, `usps`, `fedex`, `dhl` or `custom`. */
  readonly carrierCode: string
  readonly title: string
  readonly trackNumber: string
}

export interface InvoiceInput {
  /** Capture the payment online (default true, what an admin's "Capture Online" does). */
  readonly capture?: boolean
  /** Lines and quantities; all invoiceable lines when absent. */
  readonly items?: ReadonlyArray<LineQuantity>
  /** E-mail the invoice to the customer. */
  readonly notify?: boolean
  readonly comment?: DocumentComment
}

export interface ShipInput {
  readonly items?: ReadonlyArray<LineQuantity>
  readonly tracks?: ReadonlyArray<Track>
  readonly notify?: boolean
  readonly comment?: DocumentComment
}

export interface RefundInput {
  readonly items?: ReadonlyArray<LineQuantity>
  readonly notify?: boolean
  readonly comment?: DocumentComment
  /** Order line ids whose refunded quantity goes back to stock. */
  readonly returnToStockItems?: ReadonlyArray<number>
  readonly shippingAmount?: number
  readonly adjustmentPositive?: number
  readonly adjustmentNegative?: number
}

export interface OrderCommentInput {
  readonly comment: string
  readonly notifyCustomer?: boolean
  readonly visibleOnFront?: boolean
  /** The status the order shows with this comment (default: its current one). */
  readonly status?: string
}

export interface ProductChange {
  readonly price?: number
  /** Salable quantity; `is_in_stock` follows it (in stock when above 0). */
  readonly qty?: number
  /** 1 enabled, 2 disabled (Magento's product status). */
  readonly status?: 1 | 2
}

export interface AdminClient {
  /** `POST /V1/integration/admin/token`: the admin's bearer token. */
  readonly requestToken: (credentials: {
    readonly username: string
    readonly password: string
  }) => Promise<string>
  /** `GET /V1/orders?searchCriteria…` */
  readonly listOrders: (criteria?: SearchCriteria) => Promise<SearchResult<SalesOrder>>
  /** `GET /V1/orders/{id}` (the order's entity id, not its increment id). */
  readonly getOrder: (orderId: number) => Promise<SalesOrder>
  /** `POST /V1/order/{id}/invoice`: the new invoice's id. */
  readonly invoiceOrder: (orderId: number, input?: InvoiceInput) => Promise<number>
  /** `POST /V1/order/{id}/ship`: the new shipment's id. */
  readonly shipOrder: (orderId: number, input?: ShipInput) => Promise<number>
  /** `POST /V1/order/{id}/refund` (offline credit memo): the credit memo's id. */
  readonly refundOrder: (orderId: number, input?: RefundInput) => Promise<number>
  /** `POST /V1/invoice/{id}/refund`, online through the payment provider unless `online: false`. */
  readonly refundInvoice: (
    invoiceId: number,
    input?: RefundInput & { readonly online?: boolean },
  ) => Promise<number>
  /** `GET /V1/invoices?searchCriteria…` */
  readonly listInvoices: (criteria?: SearchCriteria) => Promise<SearchResult<SalesInvoice>>
  /** `POST /V1/orders/{id}/cancel`: false when Magento may not cancel the order. */
  readonly cancelOrder: (orderId: number) => Promise<boolean>
  /** `POST /V1/orders/{id}/comments` */
  readonly commentOrder: (orderId: number, input: OrderCommentInput) => Promise<boolean>
  /** `GET /V1/products/{sku}` */
  readonly getProduct: (sku: string) => Promise<CatalogProduct>
  /**
   * `PUT /V1/products/{sku}` (price, status) and `PUT /V1/products/{sku}/stockItems/{itemId}`
   * (quantity, in stock), then the product as it is now.
   */
  readonly updateProduct: (sku: string, change: ProductChange) => Promise<CatalogProduct>
  /** `GET /V1/shutter/config` (Shutter's): the store settings this API can switch. */
  readonly listConfig: () => Promise<{ readonly items: ReadonlyArray<ConfigSetting> }>
  /** `PUT /V1/shutter/config` (Shutter's): one yes/no setting, by Magento's config path. */
  readonly setConfig: (path: string, value: boolean) => Promise<ConfigSetting>
}

/** A store setting by Magento's configuration path; its value "1" (yes) or "0" (no). */
export interface ConfigSetting {
  readonly path: string
  readonly value: string
}

const commentBody = (comment: DocumentComment | undefined) =>
  comment === undefined
    ? {}
    : {
        appendComment: true,
        comment: { comment: comment.comment, is_visible_on_front: comment.visibleOnFront ? 1 : 0 },
      }

const itemsBody = (items: ReadonlyArray<LineQuantity> | undefined) =>
  items === undefined
    ? {}
    : { items: items.map((i) => ({ order_item_id: i.orderItemId, qty: i.qty })) }

const refundBody = (input: RefundInput) => {
  const args = {
    ...(input.shippingAmount === undefined ? {} : { shipping_amount: input.shippingAmount }),
    ...(input.adjustmentPositive === undefined
      ? {}
      : { adjustment_positive: input.adjustmentPositive }),
    ...(input.adjustmentNegative === undefined
      ? {}
      : { adjustment_negative: input.adjustmentNegative }),
    ...(input.returnToStockItems === undefined
      ? {}
      : { extension_attributes: { return_to_stock_items: input.returnToStockItems } }),
  }
  return {
    ...itemsBody(input.items),
    notify: input.notify ?? false,
    ...commentBody(input.comment),
    ...(Object.keys(args).length === 0 ? {} : { arguments: args }),
  }
}

const isErrorBody = (body: unknown): body is MagentoRestErrorBody =>
  typeof body === "object" &&
  body !== null &&
  "message" in body &&
  typeof (body as { message: unknown }).message === "string"

/** Creates a client for one shop and (optionally) one admin token. */
export const createAdminClient = (options: AdminClientOptions): AdminClient => {
  const base = options.baseUrl.replace(/\/+$/, "")
  const doFetch = options.fetch ?? globalThis.fetch
  const timeoutMs = options.timeoutMs ?? 30_000

  const call = async <T>(
    method: "GET" | "POST" | "PUT",
    path: string,
    body?: unknown,
    query?: URLSearchParams,
  ): Promise<T> => {
    const url = `${base}/V1/${path}${query === undefined ? "" : `?${query.toString()}`}`
    let response: Response
    try {
      response = await doFetch(url, {
        method,
        headers: {
          accept: "application/json",
          ...(body === undefined ? {} : { "content-type": "application/json" }),
          ...(options.token === undefined ? {} : { authorization: `Bearer ${options.token}` }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (error) {
      const reason =
        error instanceof Error && error.name === "TimeoutError" ? "timed out" : "failed"
      throw new AdminTransportError(`Could not reach the shop at ${base}: the request ${reason}`, {
        cause: error,
      })
    }
    const text = await response.text()
    let parsed: unknown
    try {
      parsed = text === "" ? null : JSON.parse(text)
    } catch {
      throw new AdminHttpError(
        response.status,
        `${base} answered ${method} /V1/${path} with HTTP ${response.status} and no JSON: is it a Magento REST API?`,
      )
    }
    if (response.ok) return parsed as T
    if (response.status < 500 && isErrorBody(parsed)) {
      throw new AdminRestError(response.status, renderMagentoMessage(parsed), parsed.parameters)
    }
    throw new AdminHttpError(
      response.status,
      isErrorBody(parsed)
        ? renderMagentoMessage(parsed)
        : `${base} answered ${method} /V1/${path} with HTTP ${response.status}`,
    )
  }

  const id = (n: number) => encodeURIComponent(String(n))
  // Magento answers a created document's id as a JSON string ("12") or a number.
  const createdId = async (answer: Promise<unknown>): Promise<number> => Number(await answer)

  return {
    requestToken: (credentials) =>
      call<string>("POST", "integration/admin/token", {
        username: credentials.username,
        password: credentials.password,
      }),
    listOrders: (criteria = {}) => call("GET", "orders", undefined, searchCriteriaParams(criteria)),
    getOrder: (orderId) => call("GET", `orders/${id(orderId)}`),
    invoiceOrder: (orderId, input = {}) =>
      createdId(
        call("POST", `order/${id(orderId)}/invoice`, {
          capture: input.capture ?? true,
          ...itemsBody(input.items),
          notify: input.notify ?? false,
          ...commentBody(input.comment),
        }),
      ),
    shipOrder: (orderId, input = {}) =>
      createdId(
        call("POST", `order/${id(orderId)}/ship`, {
          ...itemsBody(input.items),
          notify: input.notify ?? false,
          ...commentBody(input.comment),
          ...(input.tracks === undefined
            ? {}
            : {
                tracks: input.tracks.map((t) => ({
                  track_number: t.trackNumber,
                  title: t.title,
                  carrier_code: t.carrierCode,
                })),
              }),
        }),
      ),
    refundOrder: (orderId, input = {}) =>
      createdId(call("POST", `order/${id(orderId)}/refund`, refundBody(input))),
    refundInvoice: (invoiceId, input = {}) =>
      createdId(
        call("POST", `invoice/${id(invoiceId)}/refund`, {
          ...refundBody(input),
          isOnline: input.online ?? true,
        }),
      ),
    listInvoices: (criteria = {}) =>
      call("GET", "invoices", undefined, searchCriteriaParams(criteria)),
    cancelOrder: (orderId) => call("POST", `orders/${id(orderId)}/cancel`),
    commentOrder: (orderId, input) =>
      call("POST", `orders/${id(orderId)}/comments`, {
        statusHistory: {
          comment: input.comment,
          is_customer_notified: input.notifyCustomer ? 1 : 0,
          is_visible_on_front: input.visibleOnFront ? 1 : 0,
          parent_id: orderId,
          ...(input.status === undefined ? {} : { status: input.status }),
        },
      }),
    getProduct: (sku) => call("GET", `products/${encodeURIComponent(sku)}`),
    updateProduct: async (sku, change) => {
      const path = `products/${encodeURIComponent(sku)}`
      if (change.price !== undefined || change.status !== undefined) {
        await call("PUT", path, {
          product: {
            sku,
            ...(change.price === undefined ? {} : { price: change.price }),
            ...(change.status === undefined ? {} : { status: change.status }),
          },
        })
      }
      if (change.qty !== undefined) {
        const current = await call<CatalogProduct>("GET", path)
        const itemId = current.extension_attributes?.stock_item?.item_id ?? 1
        const stockItem: StockItem = { qty: change.qty, is_in_stock: change.qty > 0 }
        await call("PUT", `${path}/stockItems/${id(itemId)}`, { stockItem })
      }
      return call<CatalogProduct>("GET", path)
    },
    listConfig: () => call("GET", "shutter/config"),
    setConfig: (path, value) =>
      call("PUT", "shutter/config", { config: { path, value: value ? "1" : "0" } }),
  }
}
