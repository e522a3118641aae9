// Products and their stock item as Magento's REST API answers and takes them
// (catalogProductRepositoryV1, catalogInventoryStockRegistryV1): price, status and stock go
// through the store admin's operations, so cached answers and stock alerts follow.
import { eq } from "drizzle-orm"
import { products } from "../db/catalogSchema.js"
import type { Queryable } from "../db/sqlRows.js"
import { productTag } from "../graphqlCache/cacheTags.js"
import type { AdminRestState } from "./adminRestState.js"
import { asBoolean, asNumber, invalidType, isRecord, RestError } from "./restHttp.js"

export const PRODUCT_NOT_FOUND =
  "The product that was requested doesn't exist. Verify the product and try again."

export type ProductRecord = typeof products.$inferSelect

export const productRow = async (db: Queryable, sku: string): Promise<ProductRecord> => {
  const [row] = await db.select().from(products).where(eq(products.sku, sku))
  if (row === undefined) throw new RestError(404, PRODUCT_NOT_FOUND)
  return row
}

export const stockItemJson = (p: ProductRecord) => ({
  item_id: p.id,
  product_id: p.id,
  stock_id: 1,
  qty: p.qty,
  is_in_stock: p.stockStatus === "IN_STOCK",
  is_qty_decimal: p.isQtyDecimal,
  min_sale_qty: p.minSaleQty,
  max_sale_qty: p.maxSaleQty,
  manage_stock: true,
})

export const productJson = (p: ProductRecord) => ({
  id: p.id,
  sku: p.sku,
  name: p.name,
  attribute_set_id: p.attributeSetId,
  price: p.price / 100,
  status: p.status,
  visibility: p.visibility,
  type_id: p.typeId,
  weight: p.weight ?? undefined,
  extension_attributes: { website_ids: [1], stock_item: stockItemJson(p) },
  custom_attributes: [
    { attribute_code: "url_key", value: p.urlKey },
    ...(p.specialPrice !== null
      ? [{ attribute_code: "special_price", value: String(p.specialPrice / 100) }]
      : []),
  ],
})

/** PUT /V1/products/{sku} with `{product: {price?, status?}}`: answers the product. */
export const updateProduct = async (
  state: AdminRestState,
  sku: string,
  body: Record<string, unknown>,
) => {
  const product = isRecord(body.product) ? body.product : undefined
  if (product === undefined)
    throw new RestError(400, '"%fieldName" is required. Enter and try again.', {
      fieldName: "product",
    })
  const current = await productRow(state.db, sku)
  if (product.price !== undefined) {
    const price = asNumber(product.price)
    if (price === undefined || price < 0) throw invalidType(product.price, "float")
    await state.storeAdmin.setProductPrice(sku, Math.round(price * 100), current.specialPrice)
  }
  if (product.status !== undefined) {
    const status = asNumber(product.status)
    if (status !== 1 && status !== 2) throw invalidType(product.status, "int")
    await state.db.update(products).set({ status }).where(eq(products.id, current.id))
    await state.invalidate([productTag(current.id), "cat_p", "cat_c"])
  }
  return productJson(await productRow(state.db, sku))
}

/** PUT /V1/products/{sku}/stockItems/{itemId} with `{stockItem: {qty?, is_in_stock?}}`: the item id. */
export const updateStockItem = async (
  state: AdminRestState,
  sku: string,
  body: Record<string, unknown>,
) => {
  const item = isRecord(body.stockItem) ? body.stockItem : undefined
  if (item === undefined)
    throw new RestError(400, '"%fieldName" is required. Enter and try again.', {
      fieldName: "stockItem",
    })
  const current = await productRow(state.db, sku)
  const qty = item.qty === undefined ? current.qty : asNumber(item.qty)
  if (qty === undefined || qty < 0) throw invalidType(item.qty, "float")
  await state.storeAdmin.setProductStock(sku, qty)
  if (item.is_in_stock !== undefined && !asBoolean(item.is_in_stock)) {
    // The listing row follows (trigger products_listing_sync).
    await state.db
      .update(products)
      .set({ stockStatus: "OUT_OF_STOCK" })
      .where(eq(products.id, current.id))
    await state.invalidate([productTag(current.id)])
  }
  return current.id
}
