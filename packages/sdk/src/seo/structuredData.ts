// schema.org structured data (JSON-LD) for the pages a crawler indexes. Pure: the server render
// writes what these return into <script type="application/ld+json">.
import type { ProductDetails, ReviewWithRating } from "../catalog/catalog.graphql.js"
import { galleryImages } from "../catalog/gallery.js"
import { SEARCH_RESULTS_PATH } from "../routing/routePaths.js"
import { jpegRenditionUrl, MAIN_IMAGE_SIZE } from "./shareImages.js"
import { plainText } from "./text.js"

/** A JSON-LD node: `@type` plus schema.org properties. */
export type JsonLd = { readonly "@context"?: string; readonly "@type": string } & Readonly<
  Record<string, unknown>
>

const SCHEMA = "https://schema.org"

/** One step of a breadcrumb trail; the last one (the page itself) has no link. */
export interface Crumb {
  readonly label: string
  readonly href?: string
}

/** An absolute URL on the shop's origin ("/x.html" → "https://shop.example/x.html"). */
export const absoluteUrl = (origin: string, path: string): string =>
  /^https?:\/\//i.test(path) ? path : `${origin.replace(/\/+$/, "")}/${path.replace(/^\/+/, "")}`

/** schema.org ItemAvailability for a Magento stock status. */
export const availabilityOf = (stockStatus: string | null | undefined): string =>
  stockStatus === "IN_STOCK" ? `${SCHEMA}/InStock` : `${SCHEMA}/OutOfStock`

export interface ProductJsonLdInput {
  readonly product: ProductDetails & { readonly gtin?: string | null }
  /** The product page's own URL, absolute. */
  readonly url: string
  /** The reviews to list (the page's first page of reviews). */
  readonly reviews?: ReadonlyArray<ReviewWithRating>
}

/**
 * Product with brand, sku, gtin (when the catalogue has one), images, one Offer in the store's
 * currency (an AggregateOffer when the price is a range, e.g. a configurable product),
 * aggregateRating and the reviews shown. Google requires offers, review or aggregateRating for a
 * product snippet: a product without a price (hidden) gets none, and no snippet.
 */
export const productJsonLd = ({ product, url, reviews = [] }: ProductJsonLdInput): JsonLd => {
  // galleryImages falls back to the thumbnail when the gallery is empty. Google reads JPEG (not
  // always SVG): a picture the backend renders is listed as its main-size JPEG rendition.
  const image = galleryImages(product).flatMap((entry) =>
    entry.url ? [jpegRenditionUrl(entry.url, MAIN_IMAGE_SIZE) ?? entry.url] : [],
  )
  const description =
    product.meta_description?.trim() ||
    plainText(product.short_description?.html ?? "") ||
    plainText(product.description?.html ?? "")
  const min = product.price_range.minimum_price.final_price
  const max = product.price_range.maximum_price?.final_price ?? min
  const availability = availabilityOf(product.stock_status)
  const priced = min.value !== null && min.currency !== null && product.hideprice !== 1
  const offers = !priced
    ? undefined
    : max.value !== null && max.value !== min.value
      ? {
          "@type": "AggregateOffer",
          lowPrice: price(min.value ?? 0),
          highPrice: price(max.value),
          priceCurrency: min.currency,
          offerCount: Math.max(product.variants?.length ?? 0, 1),
          availability,
          url,
        }
      : {
          "@type": "Offer",
          price: price(min.value ?? 0),
          priceCurrency: min.currency,
          availability,
          itemCondition: `${SCHEMA}/NewCondition`,
          url,
        }
  const rated = product.review_count > 0 && product.rating_summary > 0
  return compact({
    "@context": SCHEMA,
    "@type": "Product",
    name: product.name ?? "",
    sku: product.sku ?? undefined,
    gtin: product.gtin?.trim() || undefined,
    mpn: product.manufacturer_part_no?.trim() || undefined,
    brand: product.manufacturer_name
      ? { "@type": "Brand", name: product.manufacturer_name }
      : undefined,
    image,
    description: description || undefined,
    url,
    offers,
    aggregateRating: rated
      ? {
          "@type": "AggregateRating",
          // Magento's rating_summary is a percentage; schema.org's scale here is 1–5.
          ratingValue: Math.round((product.rating_summary / 20) * 10) / 10,
          bestRating: 5,
          worstRating: 1,
          reviewCount: product.review_count,
        }
      : undefined,
    review:
      reviews.length > 0
        ? reviews.map((review) =>
            compact({
              "@type": "Review",
              author: { "@type": "Person", name: review.nickname },
              datePublished: review.created_at.slice(0, 10) || undefined,
              name: review.summary || undefined,
              reviewBody: review.text || undefined,
              reviewRating:
                review.rating > 0
                  ? { "@type": "Rating", ratingValue: review.rating, bestRating: 5, worstRating: 1 }
                  : undefined,
            }),
          )
        : undefined,
  })
}

/** BreadcrumbList of a trail; the last step (the page) points at `pageUrl`. */
export const breadcrumbListJsonLd = (
  crumbs: ReadonlyArray<Crumb>,
  origin: string,
  pageUrl: string,
): JsonLd => ({
  "@context": SCHEMA,
  "@type": "BreadcrumbList",
  itemListElement: crumbs.map((crumb, index) => ({
    "@type": "ListItem",
    position: index + 1,
    name: crumb.label,
    item: crumb.href === undefined ? pageUrl : absoluteUrl(origin, crumb.href),
  })),
})

export interface ShopIdentity {
  readonly name: string
  /** The store view's home, absolute. */
  readonly url: string
  readonly logo?: string | undefined
  readonly telephone?: string | undefined
}

/** The shop as an Organization (name, url, logo, contact). */
export const organizationJsonLd = (shop: ShopIdentity): JsonLd =>
  compact({
    "@context": SCHEMA,
    "@type": "Organization",
    name: shop.name,
    url: shop.url,
    logo: shop.logo,
    contactPoint: shop.telephone
      ? { "@type": "ContactPoint", telephone: shop.telephone, contactType: "customer service" }
      : undefined,
  })

/** The WebSite with a SearchAction on the search results page (the sitelinks search box). */
export const webSiteJsonLd = (shop: ShopIdentity): JsonLd => ({
  "@context": SCHEMA,
  "@type": "WebSite",
  name: shop.name,
  url: shop.url,
  potentialAction: {
    "@type": "SearchAction",
    target: {
      "@type": "EntryPoint",
      urlTemplate: `${absoluteUrl(shop.url, SEARCH_RESULTS_PATH)}?term={search_term_string}`,
    },
    "query-input": "required name=search_term_string",
  },
})

/** JSON-LD as the text of a <script>: `<` escaped so no value can close the element. */
export const jsonLdScriptText = (node: JsonLd): string =>
  JSON.stringify(node).replace(/</g, "\\u003c")

/**
 * Prices as schema.org and Open Graph (`product:price:amount`) want them: a number with the
 * currency's two decimals, as text.
 */
export const machinePrice = (value: number): string => value.toFixed(2)
const price = machinePrice

/** Drops undefined properties (JSON.stringify would too; this keeps the object honest for tests). */
const compact = <T extends Record<string, unknown>>(node: T): T =>
  Object.fromEntries(Object.entries(node).filter(([, value]) => value !== undefined)) as T
