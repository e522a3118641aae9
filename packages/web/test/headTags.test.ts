import type { CmsPage, ResolvedRoute } from "@shutter/sdk"
import { describe, expect, it } from "vitest"
import { STORE_VIEWS } from "../src/config/storeViews.js"
import { headOf } from "../src/seo/headTags.js"

const ORIGIN = "https://shop.example"

const cmsHead = (content: string) => {
  const loaded: Record<string, unknown> = {
    "route:/about-us": { _tag: "CmsPage", identifier: "about-us" } as unknown as ResolvedRoute,
    "cmsPage:about-us": { title: "About Us", content } as unknown as CmsPage,
  }
  return headOf({
    origin: ORIGIN,
    base: "",
    path: "/about-us",
    search: "",
    config: undefined,
    loaded: (key) => loaded[key],
    status: 200,
    title: "About Us",
    description: "The story of Shutter.",
  }).html
}

const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1]

describe("a CMS page's shared link", () => {
  it("shows the page's first picture as a 1200×630 JPEG card", () => {
    const html = cmsHead(
      `<p>Our shop</p><img src="${ORIGIN}/media/wysiwyg/about/counter.svg" alt="The counter">`,
    )
    expect(meta(html, "og:image")).toBe(`${ORIGIN}/media/wysiwyg/cache/1200x630/about/counter.jpg`)
    expect(meta(html, "og:image:type")).toBe("image/jpeg")
    expect(meta(html, "og:image:width")).toBe("1200")
    expect(meta(html, "og:image:height")).toBe("630")
    expect(meta(html, "twitter:card")).toBe("summary_large_image")
    expect(meta(html, "twitter:image")).toBe(meta(html, "og:image"))
  })

  it("is a small card without a picture when the page has none", () => {
    const html = cmsHead("<p>Text only</p>")
    expect(meta(html, "og:image")).toBe(undefined)
    expect(meta(html, "twitter:card")).toBe("summary")
  })
})

describe("a CMS page of one store view", () => {
  it("names only that view as its alternate, and as x-default", () => {
    const canadian = STORE_VIEWS.filter((view) => view.storeCode === "ca_en")
    const html = headOf({
      origin: ORIGIN,
      base: "/ca_en",
      path: "/duties-and-taxes",
      search: "",
      config: undefined,
      loaded: (key) =>
        ({
          "route:/duties-and-taxes": { _tag: "CmsPage", identifier: "duties-and-taxes" },
          "cmsPage:duties-and-taxes": { title: "Duties & Taxes", content: "<p>Duties</p>" },
        })[key],
      status: 200,
      title: "Duties & Taxes",
      description: undefined,
      storeViews: canadian,
    }).html
    const alternates = [
      ...html.matchAll(/<link rel="alternate" href="([^"]+)" hreflang="([^"]+)"/g),
    ]
    expect(alternates.map((m) => [m[2], m[1]])).toEqual([
      ["en-CA", `${ORIGIN}/ca_en/duties-and-taxes`],
      ["x-default", `${ORIGIN}/ca_en/duties-and-taxes`],
    ])
  })
})
