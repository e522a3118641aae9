// Magento's catalog products list widget (`Magento\CatalogWidget\Block\Product\ProductsList`)
// rendered into CMS content on the server, as Magento's widget filter does: the home page's
// carousels arrive as HTML, so the browser needs no script to show them.
//
// Parameters: `title`, `products_count` (1–24, default 10), `sort_order` (`created_at`,
// `bestsellers`, `savings`, `rating`, `position`), `category_url_path` (the products of that
// category and its children), `on_sale="1"` (only products with a special price),
// `link_url`/`link_text` (a "see all" link), `carousel_id` (names the section for styling and
// tests). Only in-stock products a listing shows (visibility catalog or both) are listed. Each
// card's picture is the product's AVIF/WebP/JPEG renditions at 300×300 (and 2×), lazy.
import { and, asc, desc, eq, inArray, lt, type SQL, sql } from "drizzle-orm"
import { alias } from "drizzle-orm/pg-core"
import { displayMoney } from "../catalog/money.js"
import { mediaUrl, PLACEHOLDER_IMAGE, PRODUCT_URL_SUFFIX } from "../catalog/productResolvers.js"
import { categories, productListing, products } from "../db/schema.js"
import type { GraphqlContext } from "../graphql/context.js"
import { PRODUCTS_TAG, productTag } from "../graphqlCache/cacheTags.js"
import { pictureHtml } from "../media/pictureHtml.js"

const MAX_COUNT = 24
const DEFAULT_COUNT = 10
// The storefront's product card picture (spec: card 300).
const CARD_SIZE = 300

const l = alias(productListing, "l")
const p = alias(products, "p")
const c = alias(categories, "c")

const ORDER_BY = {
  created_at: [desc(l.createdAt)],
  bestsellers: [desc(l.soldQty), desc(p.reviewCount)],
  savings: [
    sql`(${p.minRegularPrice} - ${p.minFinalPrice})::float / greatest(${p.minRegularPrice}, 1) desc`,
  ],
  rating: [desc(p.ratingSummary), desc(p.reviewCount)],
  position: [asc(l.productId)],
} as const satisfies Record<string, SQL[]>

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

const listProducts = (context: GraphqlContext, params: ReadonlyMap<string, string>) => {
  const sortParam = params.get("sort_order") ?? "position"
  const order = ORDER_BY[isSortOrder(sortParam) ? sortParam : "position"]
  const categoryPath = params.get("category_url_path")
  return context.db
    .select({
      id: p.id,
      name: p.name,
      url_key: p.urlKey,
      small_image: p.smallImage,
      manufacturer_name: p.manufacturerName,
      min_final_price: p.minFinalPrice,
      min_regular_price: p.minRegularPrice,
      review_count: p.reviewCount,
      rating_summary: p.ratingSummary,
    })
    .from(l)
    .innerJoin(p, eq(p.id, l.productId))
    .where(
      and(
        inArray(l.visibility, [2, 4]),
        eq(l.inStock, true),
        eq(p.hideprice, 0),
        categoryPath === undefined || categoryPath === ""
          ? undefined
          : // The category's anchor index ids: a GIN overlap on the listing's facets.
            sql`${l.facets} && array(${context.db
              .select({ id: c.id })
              .from(c)
              .where(eq(c.urlPath, categoryPath))})::int[]`,
        params.get("on_sale") === "1" ? lt(p.minFinalPrice, p.minRegularPrice) : undefined,
      ),
    )
    .orderBy(...order, asc(l.productId))
    .limit(countOf(params.get("products_count")))
}

type ListedProduct = Awaited<ReturnType<typeof listProducts>>[number]

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
    pictureHtml({
      path: product.small_image ?? PLACEHOLDER_IMAGE,
      urlOf: (path) => mediaUrl(context, path),
      width: CARD_SIZE,
      height: CARD_SIZE,
      alt: "",
      className: "mini-card__image",
    }) +
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
