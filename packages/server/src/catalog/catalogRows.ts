// Fixture products → table rows. Shared by the fixture seed and the synthetic-catalogue loader.
import type { Catalog, Product, Review } from "@shutter/fixtures"
import type { products } from "../db/catalogSchema.js"

export type ProductRow = typeof products.$inferInsert

/** Final price of one product on its own: the special price when set (always below price). */
export const ownFinalPrice = (p: Pick<Product, "price" | "special_price">): number =>
  p.special_price ?? p.price

export interface PriceRangeCents {
  readonly minFinal: number
  readonly minRegular: number
  readonly maxFinal: number
  readonly maxRegular: number
}

const single = (p: Product): PriceRangeCents => ({
  minFinal: ownFinalPrice(p),
  minRegular: p.price,
  maxFinal: ownFinalPrice(p),
  maxRegular: p.price,
})

const span = (children: readonly Product[], fallback: Product): PriceRangeCents => {
  if (children.length === 0) return single(fallback)
  const finals = children.map(ownFinalPrice)
  const regulars = children.map((c) => c.price)
  return {
    minFinal: Math.min(...finals),
    minRegular: Math.min(...regulars),
    maxFinal: Math.max(...finals),
    maxRegular: Math.max(...regulars),
  }
}

/**
 * Magento's price_range per type: configurable and grouped span their children; a bundle's
 * minimum is its required options' cheapest selections, its maximum every option at its most
 * (checkbox/multi options add all their selections); gift cards span their amounts.
 */
export const priceRangeOf = (p: Product, byId: ReadonlyMap<number, Product>): PriceRangeCents => {
  const children = (ids: readonly number[]): Product[] =>
    ids.map((id) => byId.get(id)).filter((c): c is Product => c !== undefined)
  switch (p.type_id) {
    case "configurable":
      return span(children(p.variants.map((v) => v.product_id)), p)
    case "grouped":
      return span(children(p.items.map((i) => i.product_id)), p)
    case "bundle": {
      const base = p.dynamic_price ? 0 : p.price
      let min = base
      let max = base
      for (const item of p.items) {
        const prices = item.options.map((s) => s.price * s.quantity)
        if (prices.length === 0) continue
        if (item.required) min += Math.min(...prices)
        max +=
          item.type === "checkbox" || item.type === "multi"
            ? prices.reduce((a, b) => a + b, 0)
            : Math.max(...prices)
      }
      return { minFinal: min, minRegular: min, maxFinal: max, maxRegular: max }
    }
    case "giftcard": {
      const amounts = p.giftcard_amounts.map((a) => a.value)
      if (amounts.length === 0) return single(p)
      const low = Math.min(...amounts, ...(p.open_amount_min === null ? [] : [p.open_amount_min]))
      const high = Math.max(...amounts, ...(p.open_amount_max === null ? [] : [p.open_amount_max]))
      return { minFinal: low, minRegular: low, maxFinal: high, maxRegular: high }
    }
    default:
      return single(p)
  }
}

export interface ReviewSummary {
  readonly count: number
  /** 0–100: the average "Rating" vote as a percentage, like Magento's rating_summary. */
  readonly summary: number
}

export const reviewSummaries = (reviews: readonly Review[]): Map<number, ReviewSummary> => {
  const sums = new Map<number, { count: number; stars: number; votes: number }>()
  for (const review of reviews) {
    if (review.status !== "approved") continue
    const entry = sums.get(review.product_id) ?? { count: 0, stars: 0, votes: 0 }
    entry.count++
    for (const rating of review.ratings) {
      if (rating.name !== "Rating") continue
      entry.stars += rating.value
      entry.votes++
    }
    sums.set(review.product_id, entry)
  }
  const out = new Map<number, ReviewSummary>()
  for (const [id, { count, stars, votes }] of sums) {
    out.set(id, { count, summary: votes === 0 ? 0 : Math.round((stars / votes) * 20 * 10) / 10 })
  }
  return out
}

/** Deterministic units sold for "Best Sellers": reviewed products sell more. */
export const soldQtyOf = (id: number, reviewCount: number): number =>
  reviewCount * 11 + ((id * 7919) % 23)

const typeDataOf = (p: Product): Record<string, unknown> => {
  switch (p.type_id) {
    case "bundle":
      return {
        dynamic_price: p.dynamic_price,
        dynamic_sku: p.dynamic_sku,
        dynamic_weight: p.dynamic_weight,
        price_view: p.price_view,
        ship_bundle_items: p.ship_bundle_items,
      }
    case "downloadable":
      return {
        links_title: p.links_title,
        links_purchased_separately: p.links_purchased_separately,
      }
    case "giftcard":
      return {
        giftcard_type: p.giftcard_type,
        allow_open_amount: p.allow_open_amount,
        open_amount_min: p.open_amount_min,
        open_amount_max: p.open_amount_max,
        allow_message: p.allow_message,
        lifetime_days: p.lifetime_days,
      }
    case "virtual":
      return { virtual_kind: p.virtual_kind, warranty_term_months: p.warranty_term_months }
    default:
      return {}
  }
}

export const productRow = (
  p: Product,
  range: PriceRangeCents,
  review: ReviewSummary | undefined,
): ProductRow => ({
  id: p.id,
  uid: p.uid,
  sku: p.sku,
  typeId: p.type_id,
  name: p.name,
  attributeSetId: p.attribute_set_id,
  visibility: p.visibility,
  status: p.status,
  parentId: p.type_id === "simple" ? p.parent_id : null,
  urlKey: p.url_key,
  price: p.price,
  specialPrice: p.special_price,
  specialFromDate: p.special_from_date,
  specialToDate: p.special_to_date,
  minFinalPrice: range.minFinal,
  minRegularPrice: range.minRegular,
  maxFinalPrice: range.maxFinal,
  maxRegularPrice: range.maxRegular,
  stuPrice: p.stu_price,
  weight: p.weight,
  condition: p.condition,
  stockStatus: p.stock_status,
  qty: p.qty,
  isQtyDecimal: p.sale_qty?.is_qty_decimal ?? false,
  minSaleQty: p.sale_qty?.min_sale_qty ?? 1,
  maxSaleQty: p.sale_qty?.max_sale_qty ?? 10000,
  onlyXLeftInStock: p.only_x_left_in_stock,
  lowStockPopUp: p.low_stock_pop_up,
  stockDisplayStatus: p.stock_display_status,
  buttonText: p.button_text,
  manufacturer: p.manufacturer,
  manufacturerName: p.manufacturer_name,
  manufacturerPartNo: p.manufacturer_part_no,
  countryOfManufacture: p.country_of_manufacture,
  tabBox: p.tab_box,
  tabSpecsDims: p.tab_specs_dims,
  discontinued: p.discontinued,
  hideprice: p.hideprice,
  hidestock: p.hidestock,
  specialOrder: p.special_order,
  categoryImage: p.category_image,
  shortDescription: p.short_description,
  description: p.description,
  metaTitle: p.meta_title,
  metaKeyword: p.meta_keyword,
  metaDescription: p.meta_description,
  image: p.image,
  smallImage: p.small_image,
  thumbnail: p.thumbnail,
  swatchImage: p.swatch_image,
  giftMessageAvailable: p.gift_message_available,
  newFromDate: p.new_from_date,
  newToDate: p.new_to_date,
  createdAt: p.created_at,
  updatedAt: p.updated_at,
  reviewCount: review?.count ?? 0,
  ratingSummary: review?.summary ?? 0,
  soldQty: soldQtyOf(p.id, review?.count ?? 0),
  typeData: typeDataOf(p),
})

/** attribute code → attribute id, for the EAV-lite rows. */
export const attributeIds = (catalog: Pick<Catalog, "attributes">): Map<string, number> =>
  new Map(catalog.attributes.map((a) => [a.attribute_code, a.attribute_id]))
