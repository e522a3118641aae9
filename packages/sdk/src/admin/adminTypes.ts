// The Magento 2.4 REST entities the admin client reads, as Magento's webapi serialises them
// (snake_case, the interface getters' names). Only the fields a fulfilment tool uses are typed;
// a real Magento sends more, and they stay on the object.

export interface SalesOrderItem {
  readonly item_id: number
  readonly sku: string
  readonly name?: string
  readonly product_type?: string
  readonly parent_item_id?: number
  readonly price?: number
  readonly row_total?: number
  readonly qty_ordered: number
  readonly qty_invoiced?: number
  readonly qty_shipped?: number
  readonly qty_refunded?: number
  readonly qty_canceled?: number
}

export interface SalesOrderStatusHistory {
  readonly entity_id?: number
  readonly comment: string | null
  readonly created_at?: string
  readonly status?: string | null
  readonly is_customer_notified?: number | null
  readonly is_visible_on_front?: number
}

export interface SalesOrderAddress {
  readonly firstname: string
  readonly lastname: string
  readonly street?: ReadonlyArray<string>
  readonly city?: string
  readonly postcode?: string
  readonly country_id?: string
  readonly telephone?: string
}

/** A document of the order as Shutter lists it in the order's `extension_attributes`. */
export interface SalesOrderDocumentRef {
  readonly entity_id: number
  readonly increment_id: string
  readonly grand_total?: number
  readonly items?: ReadonlyArray<{ readonly order_item_id: number; readonly qty: number }>
  readonly tracks?: ReadonlyArray<{
    readonly track_number: string
    readonly title: string
    readonly carrier_code: string
  }>
}

export interface SalesOrder {
  readonly entity_id: number
  readonly increment_id: string
  readonly state: string
  readonly status: string
  readonly created_at: string
  readonly updated_at?: string
  readonly customer_email: string
  readonly customer_firstname?: string | null
  readonly customer_lastname?: string | null
  readonly customer_is_guest?: number
  readonly order_currency_code: string
  readonly grand_total: number
  readonly subtotal?: number
  readonly shipping_amount?: number
  readonly tax_amount?: number
  readonly discount_amount?: number
  readonly total_paid?: number
  readonly total_invoiced?: number
  readonly total_refunded?: number
  readonly shipping_description?: string
  readonly items: ReadonlyArray<SalesOrderItem>
  readonly billing_address?: SalesOrderAddress
  readonly payment?: { readonly method: string; readonly last_trans_id?: string | null }
  readonly status_histories?: ReadonlyArray<SalesOrderStatusHistory>
  /**
   * Stock Magento lists an order's invoices, shipments and credit memos at their own endpoints
   * (`/V1/invoices`, `/V1/shipments`, `/V1/creditmemos`); Shutter also lists them here.
   */
  readonly extension_attributes?: {
    readonly invoices?: ReadonlyArray<SalesOrderDocumentRef>
    readonly shipments?: ReadonlyArray<SalesOrderDocumentRef>
    readonly creditmemos?: ReadonlyArray<SalesOrderDocumentRef>
  }
}

export interface SalesInvoice {
  readonly entity_id: number
  readonly increment_id: string
  readonly order_id: number
  readonly state?: number
  readonly grand_total: number
  readonly created_at?: string
}

/** `searchCriteria` as Magento echoes it, and the list answer of every `GET …?searchCriteria`. */
export interface SearchResult<T> {
  readonly items: ReadonlyArray<T>
  readonly total_count: number
  readonly search_criteria?: unknown
}

export interface StockItem {
  readonly item_id?: number
  readonly qty: number
  readonly is_in_stock: boolean
}

export interface CatalogProduct {
  readonly id?: number
  readonly sku: string
  readonly name?: string
  readonly price?: number
  readonly status?: number
  readonly type_id?: string
  readonly extension_attributes?: { readonly stock_item?: StockItem }
}
