// Magento's catalog products list widget (`Magento\CatalogWidget\Block\Product\ProductsList`)
// rendered into CMS content on the server, as Magento's widget filter does: the home page's
// carousels arrive as HTML, so the browser needs no script to show them.
//
// Parameters: `title`, `products_count` (1–24, default 10), `sort_order` (`created_at`,
// `bestsellers`, `savings`, `rating`, `position`), `category_url_path` (the products of that
// category and its children), `on_sale="1"` (only products with a special price),
// `link_url`/`link_text` (a "see all" link), `carousel_id` (names the section for styling and
// tests). Only in-stock products a listing shows (visibility catalog or both) are listed.
import { sql } from "drizzle-orm"
import { displayMoney } from "../catalog/money.js"
import { rowsOf } from "../catalog/productRepository.js"
import { mediaUrl, PLACEHOLDER_IMAGE, PRODUCT_URL_SUFFIX } from "../catalog/productResolvers.js"
import type { GraphqlContext } from "../graphql/context.js"
import { PRODUCTS_TAG, productTag } from "../graphqlCache/cacheTags.js"

const MAX_COUNT = 24
const DEFAULT_COUNT = 10

interface ListedProduct {
  readonly id: number
  readonly name: string
  readonly url_key: string
  readonly small_image: string | null
  readonly manufacturer_name: string | null
  readonly min_final_price: number
  readonly min_regular_price: number
  readonly review_count: number
  readonly rating_summary: number
}

const ORDER_BY = {
  created_at: sql`l.created_at desc`,
  bestsellers: sql`l.sold_qty desc, p.review_count desc`,
  savings: sql`(p.min_regular_price - p.min_final_price)::float / greatest(p.min_regular_price, 1) desc`,
  rating: sql`p.rating_summary desc, p.review_count desc`,
  position: sql`l.product_id asc`,
} as const

type SortOrder = keyof typeof ORDER_BY

const isSortOrder = (value: string): value is SortOrder => Object.hasOwn(ORDER_BY, value)

const escapeHtml = (text: string): string =>
  text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")

const countOf = (raw: string | undefined): number => {
  const n = Number.parseInt(raw ?? "", 10)
  return Number.isFinite(n) && n > 0 ? Math.min(n, MAX_COUNT) : DEFAULT_COUNT
}

const listProducts = async (
  context: GraphqlContext,
  params: ReadonlyMap<string, string>,
): Promise<ListedProduct[]> => {
  const sortParam = params.get("sort_order") ?? "position"
  const order = ORDER_BY[isSortOrder(sortParam) ? sortParam : "position"]
  const categoryPath = params.get("category_url_path")
  const category =
    categoryPath === undefined || categoryPath === ""
      ? sql``
      : sql`and l.facets && array(select c.id from categories c where c.url_path = ${categoryPath})::int[]`
  const onSale =
    params.get("on_sale") === "1" ? sql`and p.min_final_price < p.min_regular_price` : sql``
  return rowsOf<ListedProduct>(
    context.db,
    sql`select p.id, p.name, p.url_key, p.small_image, p.manufacturer_name, p.min_final_price,
               p.min_regular_price, p.review_count, p.rating_summary
        from product_listing l join products p on p.id = l.product_id
        where l.visibility in (2, 4) and l.in_stock and p.hideprice = 0 ${category} ${onSale}
        order by ${order}, l.product_id asc
        limit ${countOf(params.get("products_count"))}`,
  )
}

const formatters = new Map<string, Intl.NumberFormat>()
const formatMoney = (value: number, currency: string): string => {
  let format = formatters.get(currency)
  if (format === undefined) {
    format = new Intl.NumberFormat("en-US", { style: "currency", currency })
    formatters.set(currency, format)
  }
  return format.format(value)
}

const STAR_PATH = "M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.9z"

/** Five stars filled to the rating (a clip over a full row), read out as "4.5 out of 5". */
const ratingHtml = (product: ListedProduct): string => {
  if (product.review_count <= 0) return ""
  const stars = Math.round(product.rating_summary / 10) / 2
  const row = (cls: string) =>
    `<svg class="${cls}" viewBox="0 0 100 20" width="80" height="16" aria-hidden="true">${[
      0, 1, 2, 3, 4,
    ]
      .map((i) => `<path transform="translate(${i * 20} 0)" d="${STAR_PATH}"/>`)
      .join("")}</svg>`
  return (
    `<p class="mini-card__rating"><span class="mini-card__stars" role="img" aria-label="${stars} out of 5">` +
    `${row("mini-card__stars-empty")}<span class="mini-card__stars-fill" style="width:${stars * 20}%">${row("mini-card__stars-full")}</span></span>` +
    `<span class="mini-card__reviews">(${product.review_count})</span></p>`
  )
}

const cardHtml = (context: GraphqlContext, product: ListedProduct): string => {
  const currency = context.displayCurrency
  const final = displayMoney(product.min_final_price, currency)
  const regular = displayMoney(product.min_regular_price, currency)
  const saving = Math.max(0, regular.value - final.value)
  const href = `/${product.url_key}${PRODUCT_URL_SUFFIX}`
  const name = escapeHtml(product.name)
  const price =
    saving > 0
      ? `<p class="mini-card__price"><span class="mini-card__final mini-card__final--sale">${formatMoney(final.value, final.currency)}</span> ` +
        `<s class="mini-card__regular"><span class="visually-hidden">Regular price </span>${formatMoney(regular.value, regular.currency)}</s></p>` +
        `<p class="mini-card__save">Save ${formatMoney(saving, final.currency)}</p>`
      : `<p class="mini-card__price"><span class="mini-card__final">${formatMoney(final.value, final.currency)}</span></p>`
  return (
    `<li class="mini-card">` +
    `<a class="mini-card__link" href="${href}">` +
    `<img class="mini-card__image" src="${escapeHtml(mediaUrl(context, product.small_image ?? PLACEHOLDER_IMAGE))}" alt="" width="300" height="300" loading="lazy" decoding="async">` +
    `<span class="mini-card__name">${name}</span></a>` +
    (product.manufacturer_name
      ? `<p class="mini-card__brand">${escapeHtml(product.manufacturer_name)}</p>`
      : "") +
    `${ratingHtml(product)}${price}</li>`
  )
}

/** The widget's HTML: a titled, horizontally scrolling row of product cards (none: nothing). */
export const renderProductListWidget = async (
  context: GraphqlContext,
  params: ReadonlyMap<string, string>,
): Promise<string> => {
  const products = await listProducts(context, params)
  // The answer shows these products: a change to any of them (or to listings) drops it.
  context.cacheTags?.tags.add(PRODUCTS_TAG)
  for (const product of products) context.cacheTags?.tags.add(productTag(product.id))
  if (products.length === 0) return ""
  const id = (params.get("carousel_id") ?? "products").replace(/[^\w-]/g, "")
  const title = escapeHtml(params.get("title") ?? "Products")
  const link = params.get("link_url")
  const more =
    link !== undefined && link !== ""
      ? `<a class="product-carousel__more" href="${escapeHtml(link)}">${escapeHtml(params.get("link_text") ?? "See all")}<span class="visually-hidden"> ${title}</span></a>`
      : ""
  return (
    `<section class="product-carousel" data-carousel="${id}" aria-labelledby="carousel-${id}">` +
    `<div class="product-carousel__head"><h2 id="carousel-${id}">${title}</h2>${more}</div>` +
    `<ul class="product-carousel__track">${products.map((p) => cardHtml(context, p)).join("")}</ul>` +
    "</section>"
  )
}
