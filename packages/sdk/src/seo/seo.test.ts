import { describe, expect, it } from "vitest"
import type { CategoryDetails, ProductDetails } from "../catalog/catalog.graphql.js"
import { storeOfPath } from "../store/localeResolution.js"
import { localeAlternates } from "./alternates.js"
import { categoryBreadcrumbs, productBreadcrumbs } from "./breadcrumbs.js"
import { listingIndexing, pageIndexing, searchIndexing } from "./indexing.js"
import { categoryMeta, productMeta } from "./pageMeta.js"
import { firstImageOf, SHARE_CARD_SIZE, shareImageOf } from "./shareImages.js"
import {
  breadcrumbListJsonLd,
  jsonLdScriptText,
  organizationJsonLd,
  productJsonLd,
  webSiteJsonLd,
} from "./structuredData.js"

const money = (value: number, currency = "CAD") => ({ value, currency })
const price = (value: number) => ({ final_price: money(value), regular_price: money(value) })

const product = (overrides: Partial<ProductDetails> = {}): ProductDetails => ({
  __typename: "SimpleProduct",
  uid: "MTA=",
  id: 10,
  sku: "CAN-R5-BODY",
  name: "EOS R5 Mirrorless Camera",
  stock_status: "IN_STOCK",
  only_x_left_in_stock: null,
  manufacturer_name: "Canon",
  manufacturer_part_no: "4147C002",
  thumbnail: {
    url: "https://shop.test/media/r5-thumb.jpg",
    label: null,
    position: 0,
    disabled: false,
  },
  url_key: "canon-eos-r5",
  url_suffix: ".html",
  url_rewrites: [{ url: "canon-eos-r5.html" }],
  price_range: { minimum_price: price(5299), maximum_price: price(5299) },
  rating_summary: 90,
  review_count: 2,
  short_description: { html: "<p>45&nbsp;MP full-frame <b>mirrorless</b>.</p>" },
  description: { html: "<p>Long text</p>" },
  meta_title: null,
  meta_keyword: "canon, r5, mirrorless",
  meta_description: null,
  special_price: null,
  media_gallery: [
    {
      __typename: "ProductImage",
      url: "https://shop.test/media/r5-back.jpg",
      label: null,
      position: 2,
      disabled: false,
    },
    {
      __typename: "ProductImage",
      url: "https://shop.test/media/r5-front.jpg",
      label: null,
      position: 1,
      disabled: false,
    },
  ],
  categories: [
    {
      uid: "Mw==",
      name: "Mirrorless Cameras",
      url_suffix: ".html",
      url_path: "photography/cameras/mirrorless",
      breadcrumbs: [
        {
          category_uid: "MQ==",
          category_name: "Photography",
          category_level: 2,
          category_url_key: "photography",
          category_url_path: "photography",
        },
        {
          category_uid: "Mg==",
          category_name: "Cameras",
          category_level: 3,
          category_url_key: "cameras",
          category_url_path: "photography/cameras",
        },
      ],
    },
  ],
  ...overrides,
})

const review = (rating: number) => ({
  summary: "Sharp",
  text: "Great <camera>",
  nickname: "Ana",
  created_at: "2026-03-04 10:00:00",
  average_rating: rating * 20,
  ratings_breakdown: [{ name: "Rating", value: String(rating) }],
  rating,
})

describe("productJsonLd", () => {
  it("writes brand, sku, mpn, gallery images, an in-stock Offer in the store's currency, rating and reviews", () => {
    const node = productJsonLd({
      product: product(),
      url: "https://shop.test/ca_en/canon-eos-r5.html",
      reviews: [review(5), review(4)],
    })
    expect(node).toEqual({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "EOS R5 Mirrorless Camera",
      sku: "CAN-R5-BODY",
      mpn: "4147C002",
      brand: { "@type": "Brand", name: "Canon" },
      image: ["https://shop.test/media/r5-front.jpg", "https://shop.test/media/r5-back.jpg"],
      description: "45 MP full-frame mirrorless.",
      url: "https://shop.test/ca_en/canon-eos-r5.html",
      offers: {
        "@type": "Offer",
        price: "5299.00",
        priceCurrency: "CAD",
        availability: "https://schema.org/InStock",
        itemCondition: "https://schema.org/NewCondition",
        url: "https://shop.test/ca_en/canon-eos-r5.html",
      },
      aggregateRating: {
        "@type": "AggregateRating",
        ratingValue: 4.5,
        bestRating: 5,
        worstRating: 1,
        reviewCount: 2,
      },
      review: [
        {
          "@type": "Review",
          author: { "@type": "Person", name: "Ana" },
          datePublished: "2026-03-04",
          name: "Sharp",
          reviewBody: "Great <camera>",
          reviewRating: { "@type": "Rating", ratingValue: 5, bestRating: 5, worstRating: 1 },
        },
        expect.objectContaining({ reviewRating: expect.objectContaining({ ratingValue: 4 }) }),
      ],
    })
  })

  it("a price range is an AggregateOffer; out of stock is OutOfStock; a gtin is kept", () => {
    const node = productJsonLd({
      product: {
        ...product({
          stock_status: "OUT_OF_STOCK",
          price_range: { minimum_price: price(20), maximum_price: price(35) },
          review_count: 0,
          rating_summary: 0,
        }),
        gtin: "0013803331581",
      },
      url: "https://shop.test/x.html",
    })
    expect(node.offers).toEqual({
      "@type": "AggregateOffer",
      lowPrice: "20.00",
      highPrice: "35.00",
      priceCurrency: "CAD",
      offerCount: 1,
      availability: "https://schema.org/OutOfStock",
      url: "https://shop.test/x.html",
    })
    expect(node.gtin).toBe("0013803331581")
    expect(node).not.toHaveProperty("aggregateRating")
    expect(node).not.toHaveProperty("review")
  })

  it("a hidden price gives no offer", () => {
    expect(productJsonLd({ product: product({ hideprice: 1 }), url: "u" })).not.toHaveProperty(
      "offers",
    )
  })

  it("is written so no value can close the script element", () => {
    const text = jsonLdScriptText(
      productJsonLd({ product: product({ name: "</script><b>" }), url: "u" }),
    )
    expect(text).not.toContain("</script")
    expect(JSON.parse(text).name).toBe("</script><b>")
  })
})

describe("breadcrumbs", () => {
  it("a product's trail is its category's ancestors, the category, then the product", () => {
    const crumbs = productBreadcrumbs(product())
    expect(crumbs).toEqual([
      { label: "Photography", href: "/photography.html" },
      { label: "Cameras", href: "/photography/cameras.html" },
      { label: "Mirrorless Cameras", href: "/photography/cameras/mirrorless.html" },
      { label: "EOS R5 Mirrorless Camera" },
    ])
    expect(
      breadcrumbListJsonLd(crumbs, "https://shop.test/ca_en", "https://shop.test/ca_en/r5.html"),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        {
          "@type": "ListItem",
          position: 1,
          name: "Photography",
          item: "https://shop.test/ca_en/photography.html",
        },
        {
          "@type": "ListItem",
          position: 2,
          name: "Cameras",
          item: "https://shop.test/ca_en/photography/cameras.html",
        },
        {
          "@type": "ListItem",
          position: 3,
          name: "Mirrorless Cameras",
          item: "https://shop.test/ca_en/photography/cameras/mirrorless.html",
        },
        {
          "@type": "ListItem",
          position: 4,
          name: "EOS R5 Mirrorless Camera",
          item: "https://shop.test/ca_en/r5.html",
        },
      ],
    })
  })

  it("a category's trail ends with the category", () => {
    expect(
      categoryBreadcrumbs({
        name: "Film",
        url_suffix: ".html",
        breadcrumbs: [
          {
            category_uid: "a",
            category_name: "Photography",
            category_level: 2,
            category_url_key: "photography",
            category_url_path: "photography",
          },
        ],
      }),
    ).toEqual([{ label: "Photography", href: "/photography.html" }, { label: "Film" }])
  })
})

describe("Organization and WebSite", () => {
  const shop = { name: "Shutter", url: "https://shop.test/", logo: "https://shop.test/logo.svg" }
  it("the WebSite's SearchAction targets the search results page", () => {
    expect(webSiteJsonLd(shop).potentialAction).toEqual({
      "@type": "SearchAction",
      target: {
        "@type": "EntryPoint",
        urlTemplate: "https://shop.test/catalogsearch/result?term={search_term_string}",
      },
      "query-input": "required name=search_term_string",
    })
  })
  it("the Organization has name, url and logo", () => {
    expect(organizationJsonLd(shop)).toEqual({
      "@context": "https://schema.org",
      "@type": "Organization",
      ...shop,
    })
  })
})

describe("listingIndexing (canonical and robots)", () => {
  it.each([
    ["", "/film.html", undefined],
    ["?page=1", "/film.html", undefined],
    ["?page=3", "/film.html?page=3", undefined],
    ["?utm_source=mail", "/film.html", undefined],
    ["?manufacturer=12", "/film.html", "noindex, follow"],
    ["?sort=price-ASC&page=2", "/film.html", "noindex, follow"],
    ["?itemsPerPage=36", "/film.html", "noindex, follow"],
  ])("query %j → canonical %s, robots %s", (query, canonical, robots) => {
    expect(listingIndexing("/film.html", query)).toEqual({ canonical, robots })
  })
  it("search results are noindex; other pages are their own canonical", () => {
    expect(searchIndexing("/catalogsearch/result").robots).toBe("noindex, follow")
    expect(pageIndexing("/canon-eos-r5.html")).toEqual({
      canonical: "/canon-eos-r5.html",
      robots: undefined,
    })
  })
})

describe("meta fields", () => {
  it("a product's meta_title and meta_description win; else the name and the short description", () => {
    expect(
      productMeta(product({ meta_title: "Canon EOS R5 | Shutter", meta_description: "Buy it" })),
    ).toEqual({
      title: "Canon EOS R5 | Shutter",
      description: "Buy it",
      keywords: "canon, r5, mirrorless",
    })
    expect(productMeta(product({ meta_keyword: " " }))).toEqual({
      title: "EOS R5 Mirrorless Camera",
      description: "45 MP full-frame mirrorless.",
      keywords: undefined,
    })
  })
  it("a category's meta fields, with a long description cut at a word", () => {
    const category = {
      uid: "x",
      name: "Film",
      description: `<p>${"word ".repeat(60)}</p>`,
      url_path: "film",
      url_suffix: ".html",
      product_count: 1,
      is_anchor: 1,
      include_in_menu: 1,
      display_mode: null,
      default_sort_by: null,
      image: null,
      meta_title: null,
      meta_description: null,
      meta_keywords: "film, 35mm",
      breadcrumbs: null,
    } satisfies CategoryDetails
    const meta = categoryMeta(category)
    expect(meta.title).toBe("Film")
    expect(meta.keywords).toBe("film, 35mm")
    expect(meta.description?.length).toBeLessThanOrEqual(160)
    expect(meta.description?.endsWith("word…")).toBe(true)
  })
})

describe("store views by path (prefix_except_default) and hreflang", () => {
  const locales = [
    { locale: "en-US", storeCode: "default", currency: "USD" },
    { locale: "en-CA", storeCode: "ca_en", currency: "CAD" },
  ]
  it.each([
    ["/ca_en/", "ca_en"],
    ["/ca_en/photography.html", "ca_en"],
    ["/photography.html", "default"],
    ["/", "default"],
    ["/default/x.html", "default"],
  ])("%s is served by %s", (path, store) => {
    expect(storeOfPath(path, locales)).toBe(store)
  })
  it("every store view's URL of a page, and x-default", () => {
    expect(localeAlternates("/film.html", locales, "https://shop.test")).toEqual([
      { hreflang: "en-US", href: "https://shop.test/film.html" },
      { hreflang: "en-CA", href: "https://shop.test/ca_en/film.html" },
      { hreflang: "x-default", href: "https://shop.test/film.html" },
    ])
    expect(localeAlternates("/", locales, "https://shop.test")[1]?.href).toBe(
      "https://shop.test/ca_en/",
    )
  })
})

describe("pictures for crawlers and shared links", () => {
  const svg = (path: string) => `https://shop.test/media/${path}.svg`
  it("lists a product's rendered pictures in JSON-LD as their 1080×1340 JPEG renditions", () => {
    const node = productJsonLd({
      product: product({
        media_gallery: [
          {
            __typename: "ProductImage",
            url: svg("catalog/product/c/a/canon-r5-1"),
            label: null,
            position: 1,
            disabled: false,
          },
          {
            __typename: "ProductImage",
            url: svg("catalog/product/c/a/canon-r5-2"),
            label: null,
            position: 2,
            disabled: false,
          },
        ],
      }),
      url: "https://shop.test/canon-eos-r5.html",
    })
    expect(node.image).toEqual([
      "https://shop.test/media/catalog/product/cache/1080x1340/c/a/canon-r5-1.jpg",
      "https://shop.test/media/catalog/product/cache/1080x1340/c/a/canon-r5-2.jpg",
    ])
  })

  it("shares a category or CMS picture as a 1200×630 JPEG card; an unrendered SVG not at all", () => {
    expect(shareImageOf(svg("catalog/category/photography"), SHARE_CARD_SIZE)).toEqual({
      url: "https://shop.test/media/catalog/category/cache/1200x630/photography.jpg",
      type: "image/jpeg",
      width: 1200,
      height: 630,
    })
    const hero = firstImageOf(
      `<section><img class="home-hero__image" src="${svg("wysiwyg/home/hero")}" width="1200"><img src="x.png"></section>`,
    )
    expect(shareImageOf(hero, SHARE_CARD_SIZE)?.url).toBe(
      "https://shop.test/media/wysiwyg/cache/1200x630/home/hero.jpg",
    )
    expect(shareImageOf(svg("logo/default/shutter"), SHARE_CARD_SIZE)).toBe(undefined)
    expect(shareImageOf("https://shop.test/media/banner.png", SHARE_CARD_SIZE)).toEqual({
      url: "https://shop.test/media/banner.png",
      type: "image/png",
    })
    expect(firstImageOf("<p>No picture</p>")).toBe(undefined)
  })
})
