// The signed-in customer's product alerts as the SDK hands them out. Pure.

export type ProductAlertType = "stock" | "price"

export const PRODUCT_ALERT_TYPES: ReadonlyArray<ProductAlertType> = ["stock", "price"]

export interface AlertedProduct {
  readonly uid: string
  readonly sku: string
  readonly name: string
  readonly url_key: string | null
  readonly url_suffix: string | null
  readonly url_rewrites: ReadonlyArray<{ readonly url: string | null } | null> | null
  readonly stock_status: "IN_STOCK" | "OUT_OF_STOCK" | null
  readonly thumbnail: { readonly url: string | null; readonly label: string | null } | null
  /** The product's final price now. */
  readonly price: { readonly value: number | null; readonly currency: string | null } | null
}

export interface ProductAlert {
  readonly id: string
  readonly type: ProductAlertType
  /** null when the product is no longer in the catalogue. */
  readonly product: AlertedProduct | null
  /** A price alert's price when it was set (it fires below it); null for a stock alert. */
  readonly price: { readonly value: number; readonly currency: string } | null
  readonly createdAt: string
  /** When the last e-mail left; null until the alert fired. */
  readonly sentAt: string | null
  readonly sendCount: number
}

/** What the shop says it will do, per alert type (the product page's buttons, the list). */
export const PRODUCT_ALERT_LABELS: Readonly<Record<ProductAlertType, string>> = {
  stock: "Back in stock",
  price: "Price drop",
}

/** Spec §2: the product page's controls. */
export const NOTIFY_ME_LABEL = "Notify me when this is back in stock"
export const PRICE_ALERT_LABEL = "Notify me of a price drop"

/** Whether a product page offers an alert of this type: back in stock only when out of it. */
export const offersProductAlert = (
  type: ProductAlertType,
  product: { readonly stock_status: "IN_STOCK" | "OUT_OF_STOCK" | null },
): boolean => (type === "stock" ? product.stock_status === "OUT_OF_STOCK" : true)

/** The customer's alert of this type for a product, if any (by sku). */
export const alertFor = (
  alerts: ReadonlyArray<ProductAlert> | null,
  sku: string,
  type: ProductAlertType,
): ProductAlert | undefined => alerts?.find((a) => a.type === type && a.product?.sku === sku)
