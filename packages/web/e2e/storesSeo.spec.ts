import { buildCatalog, exchangeRates } from "@shutter/fixtures"
import { expect, test } from "./fixtures.js"

// Store views by URL prefix (spec §2 prefix_except_default) and what a crawler reads in the
// server's HTML: canonical and robots, hreflang, Open Graph, JSON-LD, the sitemap.

const PRODUCT = "/peak-design-everyday-messenger-13l.html"
const CATEGORY = "/photography.html"
const CAD_RATE = exchangeRates.find((r) => r.from === "USD" && r.to === "CAD")?.rate ?? 0

type Node = Record<string, unknown>

const jsonLdOf = (html: string): Node[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? "{}") as Node,
  )

const headTag = (html: string, pattern: RegExp): string | undefined =>
  pattern.exec(html.slice(0, html.indexOf("</head>")))?.[1]

const metaContent = (html: string, key: string): string | undefined =>
  headTag(html, new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`))

/** A JPEG's pixel size, read from its start-of-frame segment; undefined for anything else. */
const jpegSize = (bytes: Buffer): { width: number; height: number } | undefined => {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined
  let at = 2
  while (at + 9 < bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1] ?? 0
    // SOF0–SOF15, except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker))
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) }
    at += 2 + bytes.readUInt16BE(at + 2)
  }
  return undefined
}

const canonicalOf = (html: string) => headTag(html, /<link rel="canonical" href="([^"]*)"/)

const isAbsoluteUrl = (value: unknown): boolean =>
  typeof value === "string" && /^https?:\/\/[^/]+\//.test(value)

/**
 * The properties schema.org (and Google's rich results) require of each type we write, checked
 * recursively: a list of what is missing or malformed (empty when the node is valid).
 */
const schemaProblems = (node: Node, where = String(node["@type"])): string[] => {
  const problems: string[] = []
  const need = (ok: boolean, what: string) => {
    if (!ok) problems.push(`${where}: ${what}`)
  }
  const text = (key: string) =>
    need(typeof node[key] === "string" && (node[key] as string).trim() !== "", `${key} text`)
  switch (node["@type"]) {
    case "Product": {
      text("name")
      const images = node.image as unknown[]
      need(Array.isArray(images) && images.length > 0 && images.every(isAbsoluteUrl), "image URLs")
      need(node.offers !== undefined || node.aggregateRating !== undefined, "offers or rating")
      if (node.brand !== undefined)
        problems.push(...schemaProblems(node.brand as Node, `${where}.brand`))
      if (node.offers !== undefined)
        problems.push(...schemaProblems(node.offers as Node, `${where}.offers`))
      if (node.aggregateRating !== undefined)
        problems.push(...schemaProblems(node.aggregateRating as Node, `${where}.aggregateRating`))
      for (const review of (node.review as Node[] | undefined) ?? [])
        problems.push(...schemaProblems(review, `${where}.review`))
      break
    }
    case "Brand":
    case "Person":
      text("name")
      break
    case "Offer":
      need(/^\d+\.\d{2}$/.test(String(node.price)), "price as a decimal")
      need(/^[A-Z]{3}$/.test(String(node.priceCurrency)), "priceCurrency ISO 4217")
      need(
        /^https:\/\/schema\.org\/(InStock|OutOfStock)$/.test(String(node.availability)),
        "availability",
      )
      break
    case "AggregateOffer":
      need(/^\d+\.\d{2}$/.test(String(node.lowPrice)), "lowPrice")
      need(/^[A-Z]{3}$/.test(String(node.priceCurrency)), "priceCurrency")
      break
    case "AggregateRating": {
      const value = Number(node.ratingValue)
      need(value >= 1 && value <= 5, "ratingValue in 1–5")
      need(Number(node.reviewCount) > 0, "reviewCount")
      break
    }
    case "Review":
      problems.push(...schemaProblems(node.author as Node, `${where}.author`))
      if (node.reviewRating !== undefined) {
        const value = Number((node.reviewRating as Node).ratingValue)
        need(value >= 1 && value <= 5, "reviewRating.ratingValue")
      }
      break
    case "BreadcrumbList": {
      const items = node.itemListElement as Node[]
      need(Array.isArray(items) && items.length > 0, "itemListElement")
      items?.forEach((item, index) => {
        need(item["@type"] === "ListItem", `item ${index} ListItem`)
        need(item.position === index + 1, `item ${index} position`)
        need(typeof item.name === "string" && item.name !== "", `item ${index} name`)
        need(isAbsoluteUrl(item.item), `item ${index} item URL`)
      })
      break
    }
    case "Organization":
      text("name")
      need(isAbsoluteUrl(node.url), "url")
      need(isAbsoluteUrl(node.logo), "logo")
      break
    case "WebSite": {
      text("name")
      need(isAbsoluteUrl(node.url), "url")
      const action = node.potentialAction as Node | undefined
      need(action?.["@type"] === "SearchAction", "potentialAction SearchAction")
      const target = (action?.target as Node | undefined)?.urlTemplate
      need(typeof target === "string" && target.includes("{search_term_string}"), "target template")
      need(action?.["query-input"] === "required name=search_term_string", "query-input")
      break
    }
    default:
      problems.push(`${where}: unexpected type`)
  }
  if (where === String(node["@type"])) need(node["@context"] === "https://schema.org", "@context")
  return problems
}

test.describe("the Canadian store view (/ca_en/)", () => {
  test("shows the Canadian store in CAD at the directory's rate; the default store in USD", async ({
    page,
  }) => {
    await page.goto(`/ca_en${PRODUCT}`)
    await expect(page.getByTestId("store-name")).toHaveText("Shutter Camera & Photo Canada")
    const caPrice = page.getByTestId("buy-box").getByTestId("price")
    // $219.99 × 1.37 = CA$301.39
    expect(CAD_RATE).toBe(1.37)
    await expect(caPrice).toContainText("CA$301.39")
    await page.goto("/ca_en/")
    await expect(page.getByTestId("store-name")).toHaveText("Shutter Camera & Photo Canada")
    await page.goto(`/ca_en${CATEGORY}`)
    const cards = page.getByTestId("product-card")
    await expect(cards.first().getByTestId("price")).toContainText("CA$")
    // A link inside the store view stays in it.
    await cards.first().getByRole("link").first().click()
    await expect(page).toHaveURL(/\/ca_en\/[^/]+\.html$/)
    await expect(page.getByTestId("buy-box").getByTestId("price")).toContainText("CA$")
    await page.goto(PRODUCT)
    await expect(page.getByTestId("store-name")).toHaveText("Shutter Camera & Photo")
    await expect(page.getByTestId("buy-box").getByTestId("price")).toContainText("$219.99")
  })
})

test.describe("the store and currency switcher", () => {
  test(
    "the header's switcher goes to the chosen store's locale path; a currency reloads the page in it",
    { tag: "@phone" },
    async ({ page }, testInfo) => {
      // The switcher is looked at on a 390-wide phone and a 1280-wide desktop.
      if (testInfo.project.name === "phone") await page.setViewportSize({ width: 390, height: 844 })
      await page.goto(PRODUCT)
      const price = page.getByTestId("buy-box").getByTestId("price")
      const switcher = page.getByTestId("store-switcher-header")
      await expect(switcher.locator("summary")).toHaveAccessibleName(
        "Store: United States, prices in USD",
      )
      await switcher.locator("summary").click()
      for (const code of ["USD", "CAD", "EUR", "GBP"])
        await expect(switcher.getByRole("button", { name: code, exact: true })).toBeVisible()
      await page.screenshot({ path: testInfo.outputPath("store-switcher-open.png") })
      // The Canadian store sells this product too: the shopper stays on it, in CAD.
      await switcher.getByRole("link", { name: "Canada (CAD)" }).click()
      await expect(page).toHaveURL(new RegExp(`/ca_en${PRODUCT.replace(".", "\\.")}$`))
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" })
      await expect(page.getByTestId("store-name")).toHaveText("Shutter Camera & Photo Canada")
      await expect(price).toContainText("CA$301.39")
      const canadian = page.getByTestId("store-switcher-header")
      await canadian.locator("summary").click()
      // ca_en sells in CAD and USD only.
      await expect(canadian.getByRole("button")).toHaveText(["CAD", "USD"])
      await Promise.all([
        page.waitForEvent("load"),
        canadian.getByRole("button", { name: "USD", exact: true }).click(),
      ])
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" })
      await expect(page).toHaveURL(new RegExp(`/ca_en${PRODUCT.replace(".", "\\.")}$`))
      await expect(page.getByTestId("store-name")).toHaveText("Shutter Camera & Photo Canada")
      await expect(price).toContainText("$219.99")
      await expect(price).not.toContainText("CA$")
      await expect(
        page.getByTestId("store-switcher-header").locator("summary"),
      ).toHaveAccessibleName("Store: Canada, prices in USD")
    },
  )

  test("a store change keeps a listing's sort and a search's term; a page the other store lacks lands on its home", async ({
    page,
  }) => {
    const switchTo = async (label: string, storeName: string) => {
      const switcher = page.getByTestId("store-switcher-header")
      await switcher.locator("summary").click()
      const url = page.url()
      await switcher.getByRole("link", { name: label }).click()
      await page.waitForURL((next) => next.href !== url)
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" })
      await expect(page.getByTestId("store-name")).toHaveText(storeName)
    }
    const toCanada = () => switchTo("Canada (CAD)", "Shutter Camera & Photo Canada")
    await page.goto(`${CATEGORY}?sort=price-ASC&mode=grid`)
    await toCanada()
    await expect(page).toHaveURL(/\/ca_en\/photography\.html\?sort=price-ASC&mode=grid$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Photography")
    await expect(page.getByLabel("Sort by")).toHaveValue("price-ASC")

    await page.goto("/catalogsearch/result?term=tripod")
    await toCanada()
    await expect(page).toHaveURL(/\/ca_en\/catalogsearch\/result\?term=tripod$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search results for 'tripod'")

    // The Canadian store's own page (linked from its footer) has no US counterpart: the US
    // store's home, not a page not found.
    await page.goto("/ca_en/")
    await page.getByRole("contentinfo").getByRole("link", { name: "Duties & taxes" }).click()
    await expect(page).toHaveURL(/\/ca_en\/duties-and-taxes$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Duties & Taxes")
    await switchTo("United States (USD)", "Shutter Camera & Photo")
    await expect(page).toHaveURL(/:\d+\/$/)
    await expect(page.locator("section.product-carousel").first()).toBeVisible()
    await expect(
      page.getByRole("contentinfo").getByRole("link", { name: "Duties & taxes" }),
    ).toHaveCount(0)
    // Without scripts the links lead there too: the web server answers the switch.
    const landing = async (href: string) =>
      (await page.request.get(href, { maxRedirects: 0 })).headers().location
    expect(await landing("/duties-and-taxes?___from_store=ca_en")).toBe("/")
    expect(await landing("/ca_en/photography.html?sort=price-ASC&___from_store=default")).toBe(
      "/ca_en/photography.html?sort=price-ASC",
    )
  })

  test("the footer's switcher lists both stores as plain links (they work without scripts)", async ({
    page,
  }, testInfo) => {
    await page.goto("/ca_en/")
    const footer = page.getByTestId("store-switcher-footer")
    await footer.scrollIntoViewIfNeeded()
    await footer.locator("summary").click()
    await expect(footer.getByRole("link", { name: "United States (USD)" })).toHaveAttribute(
      "href",
      "/",
    )
    await expect(footer.getByRole("link", { name: "Canada (CAD)" })).toHaveAttribute(
      "aria-current",
      "true",
    )
    await footer.screenshot({ path: testInfo.outputPath("store-switcher-footer.png") })
  })
})

test.describe("what a crawler reads (server HTML, no JavaScript)", () => {
  test("JSON-LD on home, category and product validates against the schema.org types", async ({
    request,
  }) => {
    const home = jsonLdOf(await (await request.get("/")).text())
    expect(home.map((n) => n["@type"])).toEqual(["Organization", "WebSite"])
    const category = jsonLdOf(await (await request.get(CATEGORY)).text())
    expect(category.map((n) => n["@type"])).toEqual(["BreadcrumbList"])
    const product = jsonLdOf(await (await request.get(`/ca_en${PRODUCT}`)).text())
    expect(product.map((n) => n["@type"])).toEqual(["Product", "BreadcrumbList"])
    for (const node of [...home, ...category, ...product]) expect(schemaProblems(node)).toEqual([])
    const [item] = product
    expect(item).toMatchObject({
      name: "Peak Design Everyday Messenger 13L",
      sku: expect.any(String),
      brand: { "@type": "Brand", name: "Peak Design" },
      offers: {
        "@type": "Offer",
        price: "301.39",
        priceCurrency: "CAD",
        availability: "https://schema.org/InStock",
      },
    })
    // Pictures as JPEG (Google does not read every SVG): the main-size renditions.
    const images = item?.image as string[]
    for (const url of images)
      expect(url).toMatch(/^https?:\/\/[^/]+\/media\/catalog\/product\/cache\/1080x1340\/.+\.jpg$/)
    const main = await request.get(images[0] ?? "")
    expect(main.headers()["content-type"]).toBe("image/jpeg")
    expect(jpegSize(await main.body())).toEqual({ width: 1080, height: 1340 })
    // The checker itself rejects what Google would.
    expect(
      schemaProblems({
        "@context": "https://schema.org",
        "@type": "Product",
        name: "x",
        image: [],
      }),
    ).not.toEqual([])
  })

  test("a filtered or sorted listing is noindex with the clean listing as canonical; the clean one is indexable with hreflang", async ({
    request,
  }) => {
    const filtered = await (await request.get(`${CATEGORY}?sort=price-ASC&manufacturer=1`)).text()
    expect(canonicalOf(filtered)).toMatch(/^https?:\/\/[^/]+\/photography\.html$/)
    expect(metaContent(filtered, "robots")).toBe("noindex, follow")
    const clean = await (await request.get(CATEGORY)).text()
    expect(canonicalOf(clean)).toMatch(/\/photography\.html$/)
    expect(metaContent(clean, "robots")).toBeUndefined()
    expect(clean).toMatch(
      /<link rel="alternate" href="[^"]+\/ca_en\/photography\.html" hreflang="en-CA"\/>/,
    )
    expect(clean).toMatch(
      /<link rel="alternate" href="[^"]+\/photography\.html" hreflang="x-default"\/>/,
    )
    const paged = await (await request.get(`${CATEGORY}?page=2`)).text()
    expect(canonicalOf(paged)).toMatch(/\/photography\.html\?page=2$/)
  })

  test("a content page's hreflang names the stores that have it: the Canadian store's own page only itself", async ({
    request,
  }) => {
    const alternates = async (path: string) =>
      [
        ...(await (await request.get(path)).text()).matchAll(
          /<link rel="alternate" href="https?:\/\/[^/]+([^"]*)" hreflang="([^"]+)"\/>/g,
        ),
      ].map((m) => `${m[2]} ${m[1]}`)
    expect(await alternates("/returns")).toEqual([
      "en-US /returns",
      "en-CA /ca_en/returns",
      "x-default /returns",
    ])
    expect(await alternates("/ca_en/duties-and-taxes")).toEqual([
      "en-CA /ca_en/duties-and-taxes",
      "x-default /ca_en/duties-and-taxes",
    ])
  })

  test("a product page carries Open Graph and Twitter cards with the product image", async ({
    request,
  }) => {
    const html = await (await request.get(PRODUCT)).text()
    expect(metaContent(html, "og:type")).toBe("product")
    // The product's meta_title, as the page's <title>.
    expect(metaContent(html, "og:title")).toContain("Peak Design Everyday Messenger 13L")
    expect(metaContent(html, "og:title")).toBe(/<title>([^<]*)<\/title>/.exec(html)?.[1])
    expect(metaContent(html, "og:url")).toBe(canonicalOf(html))
    // A JPEG (not every social crawler reads AVIF or WebP), at an absolute URL, with its size.
    const image = metaContent(html, "og:image")
    expect(image).toMatch(/^https?:\/\/[^/]+\/media\/catalog\/product\/.+\.jpg$/)
    expect(metaContent(html, "og:image:type")).toBe("image/jpeg")
    expect(metaContent(html, "og:image:width")).toBe("1080")
    expect(metaContent(html, "og:image:height")).toBe("1340")
    expect(metaContent(html, "twitter:card")).toBe("summary_large_image")
    expect(metaContent(html, "twitter:image")).toBe(image)
    expect(metaContent(html, "product:price:currency")).toBe("USD")
    expect(metaContent(html, "og:description")?.length ?? 0).toBeGreaterThan(20)
    const imageResponse = await request.get(image ?? "")
    expect(imageResponse.status()).toBe(200)
    expect(imageResponse.headers()["content-type"]).toBe("image/jpeg")
    expect(jpegSize(await imageResponse.body())).toEqual({ width: 1080, height: 1340 })
  })

  test("home, category and subcategory pages share a 1200×630 JPEG card of their hero or category picture", async ({
    request,
  }) => {
    for (const [path, picture] of [
      ["/", /\/media\/wysiwyg\/cache\/1200x630\/home\/hero\.jpg$/],
      [CATEGORY, /\/media\/catalog\/category\/cache\/1200x630\/photography\.jpg$/],
      [
        "/photography/tripods-supports/tripods.html",
        /\/media\/catalog\/category\/cache\/1200x630\/photography\/tripods-supports\/tripods\.jpg$/,
      ],
    ] as const) {
      const html = await (await request.get(path)).text()
      const image = metaContent(html, "og:image")
      expect(image, path).toMatch(/^https?:\/\/[^/]+\//)
      expect(image, path).toMatch(picture)
      expect(metaContent(html, "og:image:type")).toBe("image/jpeg")
      expect(metaContent(html, "og:image:width")).toBe("1200")
      expect(metaContent(html, "og:image:height")).toBe("630")
      expect(metaContent(html, "twitter:card")).toBe("summary_large_image")
      expect(metaContent(html, "twitter:image")).toBe(image)
      const response = await request.get(image ?? "")
      expect(response.status()).toBe(200)
      expect(response.headers()["content-type"]).toBe("image/jpeg")
      expect(jpegSize(await response.body()), path).toEqual({ width: 1200, height: 630 })
    }
  })

  test("sitemap.xml is an index whose product sitemaps list every product of the catalogue; robots.txt names it", async ({
    request,
  }) => {
    const robots = await (await request.get("/robots.txt")).text()
    const sitemapUrl = /^Sitemap: (\S+)$/m.exec(robots)?.[1]
    expect(sitemapUrl).toMatch(/^https?:\/\/[^/]+\/sitemap\.xml$/)
    const index = await request.get(sitemapUrl ?? "")
    expect(index.headers()["content-type"]).toContain("application/xml")
    const files = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? "")
    const productFiles = files.filter((f) => /\/sitemap\/default-products-\d+\.xml$/.test(f))
    expect(productFiles.length).toBeGreaterThan(0)
    const listed = new Set<string>()
    for (const file of productFiles) {
      const xml = await (await request.get(file)).text()
      for (const m of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) listed.add(new URL(m[1] ?? "").pathname)
    }
    const pages = buildCatalog().products.filter((p) => p.status === 1 && p.visibility !== 1)
    expect(pages.length).toBeGreaterThan(50)
    for (const product of pages) expect(listed, product.sku).toContain(`/${product.url_key}.html`)
    expect(listed.size).toBe(pages.length)
    expect(files.some((f) => f.endsWith("/sitemap/default-categories-1.xml"))).toBe(true)
    expect(files.some((f) => f.endsWith("/sitemap/ca_en-products-1.xml"))).toBe(true)
  })
})
