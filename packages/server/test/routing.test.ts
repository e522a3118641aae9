import { buildCatalog } from "@shutter/fixtures"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { RunningServer } from "../src/app/startServer.js"
import { urlRewrites } from "../src/db/schema.js"
import { startTestServer } from "../src/testing.js"
import { drivers, graphql } from "./helpers.js"
import { serverWithDatabase } from "./serverWithDatabase.js"

const catalog = buildCatalog()
const product = catalog.products.find((p) => p.visibility === 4 && p.type_id === "simple")
const category = catalog.categories.find((c) => c.url_path === "photography")
if (product === undefined || category === undefined) throw new Error("fixtures changed")

const uid = (id: number) => Buffer.from(String(id)).toString("base64")

interface EntityUrl {
  readonly id: number | null
  readonly entity_uid: string | null
  readonly relative_url: string | null
  readonly redirectCode: number | null
  readonly type: string | null
}

const URL_RESOLVER = `query ($url: String!) {
  urlResolver(url: $url) { id entity_uid canonical_url relative_url redirectCode type } }`

describe.each(drivers)("routing on $name", ({ databaseUrl }) => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startTestServer(databaseUrl === undefined ? {} : { databaseUrl })
  })
  afterAll(() => server?.close())

  const resolve = async (url: string, store?: string) =>
    graphql<{ urlResolver: EntityUrl | null }>(server, URL_RESOLVER, {
      variables: { url },
      ...(store !== undefined ? { store } : {}),
    })

  it.each([
    [`${product.url_key}.html`, product.id, "PRODUCT", `${product.url_key}.html`],
    [`/${product.url_key}.html`, product.id, "PRODUCT", `${product.url_key}.html`],
    ["photography.html", category.id, "CATEGORY", "photography.html"],
    ["//photography.html", category.id, "CATEGORY", "photography.html"],
    [
      "photography.html?sort=price-ASC&page=2",
      category.id,
      "CATEGORY",
      "photography.html?sort=price-ASC&page=2",
    ],
    ["shipping-policy", 2, "CMS_PAGE", "shipping-policy"],
    ["/", 1, "CMS_PAGE", "home"],
    [`catalog/product/view/id/${product.id}`, product.id, "PRODUCT", `${product.url_key}.html`],
  ])("urlResolver(%s) finds the entity", async (url, id, type, relative) => {
    const res = await resolve(url)
    expect(res.errors).toBeUndefined()
    expect(res.data?.urlResolver).toEqual({
      id,
      entity_uid: uid(id),
      canonical_url: relative,
      relative_url: relative,
      redirectCode: 0,
      type,
    })
  })

  it("a product or category path without its suffix answers a 301 to the canonical URL", async () => {
    expect((await resolve("/photography")).data?.urlResolver).toMatchObject({
      id: category.id,
      relative_url: "photography.html",
      redirectCode: 301,
      type: "CATEGORY",
    })
    expect((await resolve(product.url_key)).data?.urlResolver).toMatchObject({
      id: product.id,
      relative_url: `${product.url_key}.html`,
      redirectCode: 301,
      type: "PRODUCT",
    })
  })

  it.each(["no-such-page", "/photography/no-such-lens.html", "nope.html?x=1"])(
    "an unknown URL (%s) is null, not an error",
    async (url) => {
      const res = await resolve(url)
      expect(res.errors).toBeUndefined()
      expect(res.data).toEqual({ urlResolver: null })
    },
  )

  it.each(["", "   "])("an empty url (%j) fails with Magento's message", async (url) => {
    const res = await resolve(url)
    expect(res.errors?.map((e) => [e.message, e.extensions?.category])).toEqual([
      ['"url" argument should be specified and not empty', "graphql-input"],
    ])
  })

  it("route(url) of a CMS page is the CmsPage with its URL fields", async () => {
    const res = await graphql<{ route: Record<string, unknown> | null }>(
      server,
      `{ route(url: "/Faq") { __typename relative_url redirect_code type ... on CmsPage { identifier title } } }`,
    )
    expect(res.errors).toBeUndefined()
    expect(res.data?.route).toEqual({
      __typename: "CmsPage",
      relative_url: "Faq",
      redirect_code: 0,
      type: "CMS_PAGE",
      identifier: "Faq",
      title: "Frequently Asked Questions",
    })
  })

  it("route('/') is the home page", async () => {
    const res = await graphql<{ route: Record<string, unknown> | null }>(
      server,
      `{ route(url: "/") { relative_url type ... on CmsPage { identifier } } }`,
    )
    expect(res.data?.route).toEqual({ relative_url: "home", type: "CMS_PAGE", identifier: "home" })
  })

  it("route of an unknown URL is null", async () => {
    const res = await graphql(server, `{ route(url: "no/such/thing.html") { relative_url } }`)
    expect(res.errors).toBeUndefined()
    expect(res.data).toEqual({ route: null })
  })

  it("route(url) of a product and a category is the same object type products/categoryList return", async () => {
    const query = `query ($url: String!) { route(url: $url) { __typename relative_url redirect_code type
      ... on ProductInterface { uid sku url_key } ... on CategoryTree { uid name } } }`
    const p = await graphql<{ route: Record<string, unknown> }>(server, query, {
      variables: { url: `/${product.url_key}.html` },
    })
    expect(p.errors).toBeUndefined()
    expect(p.data?.route).toEqual({
      __typename: "SimpleProduct",
      relative_url: `${product.url_key}.html`,
      redirect_code: 0,
      type: "PRODUCT",
      uid: product.uid,
      sku: product.sku,
      url_key: product.url_key,
    })
    const c = await graphql<{ route: Record<string, unknown> }>(server, query, {
      variables: { url: "photography" },
    })
    expect(c.data?.route).toEqual({
      __typename: "CategoryTree",
      relative_url: "photography.html",
      redirect_code: 301,
      type: "CATEGORY",
      uid: category.uid,
      name: "Photography",
    })
  })
})

// Merchant rewrites (Magento's custom URL rewrites), written straight into the database.
describe("routing through custom rewrites", () => {
  let server: RunningServer
  let close: () => Promise<void> = async () => {}
  beforeAll(async () => {
    const shop = await serverWithDatabase()
    ;({ server, close } = shop)
    const custom = { storeId: 1, entityType: "custom", entityId: 0 }
    const productUrl = `${product.url_key}.html`
    await shop.database.db.insert(urlRewrites).values([
      {
        ...custom,
        id: 900_001,
        requestPath: "spring-sale.html",
        targetPath: "sale.html",
        redirectCode: 301,
      },
      {
        ...custom,
        id: 900_002,
        requestPath: "sale.html",
        targetPath: productUrl,
        redirectCode: 302,
      },
      {
        ...custom,
        id: 900_003,
        requestPath: "our-pick.html",
        targetPath: productUrl,
        redirectCode: 0,
      },
    ])
  })
  afterAll(() => close())

  const resolve = async (url: string) =>
    (await graphql<{ urlResolver: EntityUrl | null }>(server, URL_RESOLVER, { variables: { url } }))
      .data?.urlResolver

  it("a redirect chain answers the first redirect's code and the URL the chain ends at", async () => {
    expect(await resolve("spring-sale.html")).toEqual({
      id: product.id,
      entity_uid: uid(product.id),
      canonical_url: `${product.url_key}.html`,
      relative_url: `${product.url_key}.html`,
      redirectCode: 301,
      type: "PRODUCT",
    })
  })

  it("a rewrite that is not a redirect keeps its URL and answers the entity its target names", async () => {
    expect(await resolve("our-pick.html")).toEqual({
      id: product.id,
      entity_uid: uid(product.id),
      canonical_url: "our-pick.html",
      relative_url: "our-pick.html",
      redirectCode: 0,
      type: "PRODUCT",
    })
  })
})
