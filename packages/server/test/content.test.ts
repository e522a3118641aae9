import { MEGA_MENU_GROUP_TITLE, TICKER_MESSAGES } from "@shutter/fixtures"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { RunningServer } from "../src/app/startServer.js"
import { startTestServer } from "../src/testing.js"
import { drivers, graphql } from "./helpers.js"

const PAGE_FIELDS = `identifier url_key title content content_heading page_layout meta_title
  meta_description meta_keywords relative_url redirect_code type`

interface CmsPage {
  readonly identifier: string
  readonly url_key: string
  readonly title: string
  readonly content: string
  readonly content_heading: string
  readonly page_layout: string
  readonly meta_title: string
  readonly meta_description: string
  readonly meta_keywords: string
  readonly relative_url: string
  readonly redirect_code: number
  readonly type: string
}

describe.each(drivers)("content on $name", ({ databaseUrl }) => {
  let server: RunningServer

  beforeAll(async () => {
    server = await startTestServer(databaseUrl === undefined ? {} : { databaseUrl })
  })
  afterAll(() => server?.close())

  it("cmsPage(identifier) returns the page with every Magento field", async () => {
    const res = await graphql<{ cmsPage: CmsPage }>(
      server,
      `{ cmsPage(identifier: "shipping-policy") { ${PAGE_FIELDS} } }`,
    )
    expect(res.errors).toBeUndefined()
    expect(res.data?.cmsPage).toMatchObject({
      identifier: "shipping-policy",
      url_key: "shipping-policy",
      title: "Shipping Policy",
      content_heading: "Shipping Policy",
      page_layout: "1column",
      meta_title: "Shipping Policy | Shutter",
      meta_keywords: "shipping policy",
      relative_url: "shipping-policy",
      redirect_code: 0,
      type: "CMS_PAGE",
    })
    expect(res.data?.cmsPage.content).toContain("Free shipping on most orders over $100!*")
  })

  it("renders the home page's block widgets into their HTML, like Magento's widget filter", async () => {
    const res = await graphql<{ cmsPage: CmsPage }>(
      server,
      `{ cmsPage(identifier: "home") { content page_layout } }`,
    )
    const content = res.data?.cmsPage.content ?? ""
    expect(content).not.toContain("{{widget")
    expect(content).toContain(
      '<div class="widget block block-static-block"><section class="home-hero"><div class="home-hero__text"><h2>Gear up for the golden hour</h2>',
    )
    // The block's own {{media}} directive is rendered too.
    expect(content).toMatch(
      /<img class="home-hero__image" src="http:\/\/[^"]+\/media\/wysiwyg\/home\/hero\.svg"/,
    )
    expect(res.data?.cmsPage.page_layout).toBe("cms-full-width")
  })

  it("renders catalog product list widgets as carousels of in-stock products", async () => {
    const res = await graphql<{ cmsPage: CmsPage }>(
      server,
      `{ cmsPage(identifier: "home") { content } }`,
    )
    const content = res.data?.cmsPage.content ?? ""
    const sections =
      content.match(/<section class="product-carousel" data-carousel="[\w-]+"/g) ?? []
    expect(sections.map((s) => s.replace(/.*data-carousel="|"$/g, ""))).toEqual([
      "deals",
      "new-arrivals",
      "best-sellers",
      "used-gear",
    ])
    const deals = content.slice(content.indexOf('data-carousel="deals"'))
    const firstDeal = deals.slice(0, deals.indexOf("</li>"))
    expect(firstDeal).toMatch(/<a class="mini-card__link" href="\/[\w-]+\.html">/)
    expect(firstDeal).toMatch(/<s class="mini-card__regular">.*\$[\d,]+\.\d\d<\/s>/)
    expect(firstDeal).toMatch(/Save \$[\d,]+\.\d\d/)
    expect(firstDeal).toContain('loading="lazy"')
    // The card's picture as the storefront's cards show one: AVIF, WebP, then JPEG, 300 and 2×.
    const rendition = (size: string, format: string) =>
      `http://[^"]+/media/catalog/product/cache/${size}/[^"]+\\.${format}`
    expect(firstDeal).toMatch(
      new RegExp(
        `<picture class="product-picture"><source type="image/avif" srcset="${rendition("300x300", "avif")} 1x, ${rendition("600x600", "avif")} 2x">` +
          `<source type="image/webp" srcset="${rendition("300x300", "webp")} 1x, ${rendition("600x600", "webp")} 2x">` +
          `<img class="mini-card__image" src="${rendition("300x300", "jpg")}" srcset="${rendition("300x300", "jpg")} 1x, ${rendition("600x600", "jpg")} 2x" alt="" width="300" height="300" loading="lazy" decoding="async"></picture>`,
      ),
    )
    expect(content).not.toMatch(/mini-card__image" src="[^"]+\.svg"/)
    const used = content.slice(content.indexOf('data-carousel="used-gear"'))
    expect(used.slice(0, used.indexOf("</section>"))).toContain('href="/shop-used-gear.html"')
  })

  it("cmsPage by the deprecated id works too", async () => {
    const res = await graphql<{ cmsPage: CmsPage }>(server, `{ cmsPage(id: 3) { identifier } }`)
    expect(res.data?.cmsPage.identifier).toBe("Faq")
  })

  it.each([
    [
      `{ cmsPage(identifier: "no-such-page") { title } }`,
      'The CMS page with the "no-such-page" ID doesn\'t exist.',
      "graphql-no-such-entity",
    ],
    [
      `{ cmsPage(identifier: "") { title } }`,
      'The CMS page with the "" ID doesn\'t exist.',
      "graphql-no-such-entity",
    ],
    [
      `{ cmsPage(id: 999) { title } }`,
      'The CMS page with the "999" ID doesn\'t exist.',
      "graphql-no-such-entity",
    ],
    [`{ cmsPage { title } }`, '"Page id/identifier should be specified"', "graphql-input"],
  ])("%s fails with Magento's message", async (query, message, category) => {
    const res = await graphql(server, query)
    expect(res.status).toBe(200)
    expect(res.data).toEqual({ cmsPage: null })
    expect(res.errors?.map((e) => [e.message, e.extensions?.category])).toEqual([
      [message, category],
    ])
  })

  it("cmsBlocks returns the ticker block with its five messages", async () => {
    const res = await graphql<{
      cmsBlocks: { items: { identifier: string; title: string; content: string }[] }
    }>(
      server,
      `query ($ids: [String]) { cmsBlocks(identifiers: $ids) { items { identifier title content } } }`,
      { variables: { ids: ["custom-ticker", "footer-links"] } },
    )
    expect(res.errors).toBeUndefined()
    const [ticker, footer] = res.data?.cmsBlocks.items ?? []
    expect(ticker?.identifier).toBe("custom-ticker")
    expect(ticker?.title).toBe("Ticker")
    for (const message of TICKER_MESSAGES) expect(ticker?.content).toContain(message)
    expect(footer?.identifier).toBe("footer-links")
  })

  it("a missing block is an error in its place while the others are returned", async () => {
    const res = await graphql<{ cmsBlocks: { items: ({ identifier: string } | null)[] } }>(
      server,
      `{ cmsBlocks(identifiers: ["custom-ticker", "nonexistent_id"]) { items { identifier } } }`,
    )
    expect(res.data?.cmsBlocks.items).toEqual([{ identifier: "custom-ticker" }, null])
    expect(res.errors?.map((e) => [e.message, e.extensions?.category, e.path])).toEqual([
      [
        'The CMS block with the "nonexistent_id" ID doesn\'t exist.',
        "graphql-no-such-entity",
        ["cmsBlocks", "items", 1],
      ],
    ])
  })

  it("cmsBlocks without identifiers fails with Magento's message", async () => {
    const res = await graphql(server, `{ cmsBlocks(identifiers: []) { items { identifier } } }`)
    expect(res.errors?.map((e) => [e.message, e.extensions?.category])).toEqual([
      ['"identifiers" of CMS blocks should be specified', "graphql-input"],
    ])
  })

  it("getMegaMenuByGroupTitle returns the main menu: tops, five columns each, links", async () => {
    const res = await graphql<{
      getMegaMenuByGroupTitle: {
        items_id: number
        parent_id: number
        title: string
        link: string
        target: string
        depth: string
        cols_nb: number
        end_level: number
        icon: string
      }[]
    }>(
      server,
      `query ($title: String!) { getMegaMenuByGroupTitle(title: $title) {
        items_id parent_id title link target li_class a_class a_id icon description cols_nb
        is_align_right show_title content_type depth end_level sub_menu_div_class } }`,
      { variables: { title: MEGA_MENU_GROUP_TITLE } },
    )
    expect(res.errors).toBeUndefined()
    const items = res.data?.getMegaMenuByGroupTitle ?? []
    const tops = items.filter((i) => i.depth === "1")
    expect(tops.map((t) => t.title)).toContain("Photography")
    const photography = tops.find((t) => t.title === "Photography")
    expect(photography).toMatchObject({
      parent_id: 0,
      link: "/photography",
      icon: "photography.svg",
      cols_nb: 5,
      end_level: 5,
    })
    const columns = items.filter((i) => i.parent_id === photography?.items_id)
    expect(columns.map((c) => c.title)).toEqual(["Col-1", "Col-2", "Col-3", "Col-4", "Col-5"])
    expect(items.find((i) => i.title === "Film processing")?.target).toBe("_blank")
    expect(items.find((i) => i.title === "Photo Lab")?.link).toBe("{{placeholder}}")
    expect(items.filter((i) => i.depth === "3").length).toBeGreaterThan(20)
  })

  it("an unknown mega-menu group is an empty list", async () => {
    const res = await graphql(server, `{ getMegaMenuByGroupTitle(title: "nope") { items_id } }`)
    expect(res.data).toEqual({ getMegaMenuByGroupTitle: [] })
  })

  it("serves the mega-menu icons under /media/wysiwyg/mega-menu/icon/", async () => {
    const res = await fetch(`${server.url}/media/wysiwyg/mega-menu/icon/photography.svg`)
    expect(res.status).toBe(200)
    expect(res.headers.get("content-type")).toBe("image/svg+xml")
    expect(await res.text()).toContain("<svg")
  })

  it("content follows the Store header (the Canada view sees the shared pages)", async () => {
    const res = await graphql<{ cmsPage: CmsPage }>(
      server,
      `{ cmsPage(identifier: "Faq") { identifier } }`,
      { store: "ca_en" },
    )
    expect(res.data?.cmsPage.identifier).toBe("Faq")
  })
})
