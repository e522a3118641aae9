// The head a crawler reads, decided on the server from what the render loaded: canonical and
// robots, hreflang, keywords, Open Graph and Twitter cards, JSON-LD. Imported by the server
// render only (src/entry-server.tsx): none of it is in the browser's JavaScript.
import type {
  CategoryDetails,
  CmsPage,
  ProductDetails,
  ResolvedRoute,
  StoreConfig,
} from "@shutter/sdk"
import { galleryImages, headerLogo } from "@shutter/sdk/rules"
import {
  absoluteUrl,
  breadcrumbListJsonLd,
  type Crumb,
  categoryBreadcrumbs,
  categoryMeta,
  firstImageOf,
  type Indexing,
  type JsonLd,
  jsonLdScriptText,
  listingIndexing,
  localeAlternates,
  MAIN_IMAGE_SIZE,
  machinePrice,
  organizationJsonLd,
  type PageMeta,
  pageIndexing,
  productBreadcrumbs,
  productJsonLd,
  productMeta,
  SHARE_CARD_SIZE,
  searchIndexing,
  shareImageOf,
  webSiteJsonLd,
} from "@shutter/sdk/seo"
import { phone } from "../config/links.js"
import { STORE_VIEWS, type StoreView } from "../config/storeViews.js"

export interface HeadInput {
  /** The shop's origin as the browser sees it ("https://shop.example"). */
  readonly origin: string
  /** The store view's locale prefix ("/ca_en"), "" for the default store. */
  readonly base: string
  /** The path inside the store view (without the prefix) and the query ("?page=2" or ""). */
  readonly path: string
  readonly search: string
  readonly config: StoreConfig | undefined
  /** A finished query of the render by its key (`route:/x.html`, `product:url:x`…). */
  readonly loaded: (key: string) => unknown
  readonly status: number
  /** The title and description the page rendered (`<PageHead>`; none for the shop's default). */
  readonly title: string | undefined
  readonly description: string | undefined
  /** The store views that have this page (a CMS page can be one view's own); default: all. */
  readonly storeViews?: ReadonlyArray<StoreView>
}

export interface Head {
  /** The tags to add to <head>. */
  readonly html: string
  /** Title and description from the catalogue's meta fields, when the page has them. */
  readonly meta: Partial<PageMeta>
}

const escapeAttribute = (text: string): string =>
  text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;")

const metaTag = (attribute: "name" | "property", key: string, content: string | undefined) =>
  content === undefined || content === ""
    ? ""
    : `<meta ${attribute}="${key}" content="${escapeAttribute(content)}"/>`

const linkTag = (rel: string, href: string, extra = "") =>
  `<link rel="${rel}" href="${escapeAttribute(href)}"${extra}/>`

const ldScript = (node: JsonLd) =>
  `<script type="application/ld+json">${jsonLdScriptText(node)}</script>`

/** What kind of page this is and the catalogue data it shows. */
type Page =
  | { readonly kind: "home"; readonly cms: CmsPage | undefined }
  | { readonly kind: "product"; readonly product: ProductDetails }
  | { readonly kind: "category"; readonly category: CategoryDetails | undefined }
  | { readonly kind: "cms"; readonly cms: CmsPage | undefined }
  | { readonly kind: "search" }
  | { readonly kind: "other" }

const pageOf = (input: HeadInput): Page => {
  const { path, loaded, config } = input
  if (path === "/" || path === "/Home") {
    const identifier = (config?.cms_home_page ?? "home").split("|")[0] ?? "home"
    return { kind: "home", cms: loaded(`cmsPage:${identifier}`) as CmsPage | undefined }
  }
  if (path === "/catalogsearch/result") return { kind: "search" }
  const bySku = /^\/p\/([^/]+)$/.exec(path)?.[1]
  if (bySku !== undefined) {
    const product = loaded(`product:sku:${decodeURIComponent(bySku)}`) as ProductDetails | undefined
    return product ? { kind: "product", product } : { kind: "other" }
  }
  const route = loaded(`route:${path}`) as ResolvedRoute | undefined
  switch (route?._tag) {
    case "Product": {
      const key = route.urlKey ? `product:url:${route.urlKey}` : `product:sku:${route.sku}`
      const product = loaded(key) as ProductDetails | undefined
      return product ? { kind: "product", product } : { kind: "other" }
    }
    case "Category":
      return {
        kind: "category",
        category:
          route.category ?? (loaded(`category:${route.uid}`) as CategoryDetails | undefined),
      }
    case "CmsPage":
      return { kind: "cms", cms: loaded(`cmsPage:${route.identifier}`) as CmsPage | undefined }
    default:
      return { kind: "other" }
  }
}

const indexingOf = (page: Page, input: HeadInput): Indexing | undefined => {
  switch (page.kind) {
    case "category":
      return listingIndexing(input.path, input.search)
    case "search":
      return searchIndexing(input.path)
    case "home":
      return pageIndexing("/")
    case "product":
    case "cms":
      return pageIndexing(input.path)
    default:
      return undefined
  }
}

/**
 * The hreflang alternates among the store views that have the page; x-default is the default
 * view's, else the first view's that has it.
 */
const alternatesIn = (views: ReadonlyArray<StoreView>, path: string, origin: string) => {
  const all = localeAlternates(path, STORE_VIEWS, origin)
  const kept = all.filter((a) => views.some((view) => view.locale === a.hreflang))
  const fallback = all.find((a) => a.hreflang === "x-default")
  const defaultKept = kept.some((a) => fallback !== undefined && a.href === fallback.href)
  const first = kept[0]
  if (defaultKept && fallback !== undefined) return [...kept, fallback]
  return first === undefined ? [] : [...kept, { hreflang: "x-default", href: first.href }]
}

/** The head tags of one rendered page. */
export const headOf = (input: HeadInput): Head => {
  const { origin, base, config } = input
  const view = STORE_VIEWS.find((v) => base === `/${v.storeCode}`) ?? STORE_VIEWS[0]
  const ogLocale = (view?.locale ?? "en-US").replace("-", "_")
  const storeHome = absoluteUrl(origin, `${base}/`)
  const inStore = (path: string) => absoluteUrl(origin, `${base}${path}`)
  const page = pageOf(input)
  const siteName = config?.store_name ?? config?.default_title ?? "Shutter"
  const logo = config ? headerLogo(config)?.src : undefined
  const tags: string[] = []
  // The catalogue's meta fields (Magento's meta_title, meta_description, meta_keyword(s)).
  const meta: Partial<PageMeta> =
    page.kind === "product"
      ? productMeta(page.product)
      : page.kind === "category" && page.category
        ? categoryMeta(page.category)
        : (page.kind === "cms" || page.kind === "home") && page.cms?.meta_keywords
          ? { keywords: page.cms.meta_keywords.trim() || undefined }
          : {}

  // An error page (404, or the 500 of an unknown guard) is never indexed.
  if (input.status >= 400) return { html: metaTag("name", "robots", "noindex, follow"), meta: {} }
  const indexing = indexingOf(page, input)
  if (indexing !== undefined) {
    const canonical = inStore(indexing.canonical)
    tags.push(linkTag("canonical", canonical))
    tags.push(metaTag("name", "robots", indexing.robots))
    // A noindexed variant is not an alternate of anything; the indexable pages are.
    if (indexing.robots === undefined)
      for (const alternate of alternatesIn(
        input.storeViews ?? STORE_VIEWS,
        indexing.canonical,
        origin,
      ))
        tags.push(linkTag("alternate", alternate.href, ` hreflang="${alternate.hreflang}"`))
  }
  tags.push(metaTag("name", "keywords", meta.keywords))

  // Open Graph and Twitter cards: what a shared link shows.
  const title = meta.title ?? input.title
  const description = meta.description ?? input.description
  const url = indexing === undefined ? undefined : inStore(indexing.canonical)
  // The page's own picture: the product's main picture at its size, the category's picture or a
  // CMS page's first one (the home hero) as a 1200×630 card; else the logo, as a small card.
  const absolute = (src: string | null | undefined) => (src ? absoluteUrl(origin, src) : undefined)
  const pageImage =
    page.kind === "product"
      ? shareImageOf(absolute(galleryImages(page.product)[0]?.url), MAIN_IMAGE_SIZE)
      : page.kind === "category"
        ? shareImageOf(absolute(page.category?.image), SHARE_CARD_SIZE)
        : page.kind === "cms" || page.kind === "home"
          ? shareImageOf(absolute(firstImageOf(page.cms?.content)), SHARE_CARD_SIZE)
          : undefined
  const image = pageImage ?? shareImageOf(absolute(logo), SHARE_CARD_SIZE)
  tags.push(
    metaTag("property", "og:site_name", siteName),
    metaTag("property", "og:locale", ogLocale),
    metaTag("property", "og:type", page.kind === "product" ? "product" : "website"),
    metaTag("property", "og:title", title),
    metaTag("property", "og:description", description),
    metaTag("property", "og:url", url),
    metaTag("property", "og:image", image?.url),
    metaTag("property", "og:image:type", image?.type),
    metaTag("property", "og:image:width", image?.width?.toString()),
    metaTag("property", "og:image:height", image?.height?.toString()),
    metaTag("name", "twitter:card", pageImage ? "summary_large_image" : "summary"),
    metaTag("name", "twitter:title", title),
    metaTag("name", "twitter:description", description),
    metaTag("name", "twitter:image", image?.url),
  )

  const shop = { name: siteName, url: storeHome, logo, telephone: phone.href.replace(/^tel:/, "") }
  const crumbsJsonLd = (crumbs: ReadonlyArray<Crumb>, pageUrl: string) =>
    breadcrumbListJsonLd([{ label: "Home", href: "/" }, ...crumbs], `${origin}${base}`, pageUrl)
  if (page.kind === "home") {
    tags.push(ldScript(organizationJsonLd(shop)), ldScript(webSiteJsonLd(shop)))
  } else if (page.kind === "product" && url !== undefined) {
    const priceMin = page.product.price_range.minimum_price.final_price
    tags.push(
      metaTag(
        "property",
        "product:price:amount",
        priceMin.value === null ? undefined : machinePrice(priceMin.value),
      ),
      metaTag("property", "product:price:currency", priceMin.currency ?? undefined),
      ldScript(
        productJsonLd({ product: page.product, url, reviews: page.product.reviews?.items ?? [] }),
      ),
      ldScript(crumbsJsonLd(productBreadcrumbs(page.product), url)),
    )
  } else if (page.kind === "category" && page.category && url !== undefined) {
    tags.push(ldScript(crumbsJsonLd(categoryBreadcrumbs(page.category), url)))
  }
  return { html: tags.join(""), meta }
}
