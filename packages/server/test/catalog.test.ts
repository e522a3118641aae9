import { buildCatalog, type Product } from "@shutter/fixtures"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestServer } from "../src/testing.js"
import { bothDrivers, graphql } from "./helpers.js"

const catalog = buildCatalog()
const visible = catalog.products.filter((p) => p.visibility === 4)
const bySku = (sku: string): Product => {
  const p = catalog.products.find((x) => x.sku === sku)
  if (p === undefined) throw new Error(sku)
  return p
}
const firstOf = <T extends Product["type_id"]>(type: T) => {
  const p = visible.find((x) => x.type_id === type)
  if (p === undefined) throw new Error(type)
  return p as Extract<Product, { type_id: T }>
}
const categoryByPath = (urlPath: string) => {
  const c = catalog.categories.find((x) => x.url_path === urlPath)
  if (c === undefined) throw new Error(urlPath)
  return c
}
const attribute = (code: string) => {
  const a = catalog.attributes.find((x) => x.attribute_code === code)
  if (a === undefined) throw new Error(code)
  return a
}

interface Item {
  __typename: string
  sku: string
  name: string
  price_range: { minimum_price: { final_price: { value: number } } }
}
interface ProductsData {
  products: {
    total_count: number
    page_info: { current_page: number; page_size: number; total_pages: number }
    items: Item[]
    aggregations?: {
      attribute_code: string
      label: string
      count: number
      options: { label: string; value: string; count: number }[]
    }[]
    sort_fields?: { default: string; options: { value: string; label: string }[] }
  }
}

const PRODUCTS = /* GraphQL */ `
  query List(
    $search: String
    $filter: ProductAttributeFilterInput
    $sort: ProductAttributeSortInput
    $pageSize: Int
    $currentPage: Int
  ) {
    products(
      search: $search
      filter: $filter
      sort: $sort
      pageSize: $pageSize
      currentPage: $currentPage
    ) {
      total_count
      page_info { current_page page_size total_pages }
      items { __typename sku name price_range { minimum_price { final_price { value } } } }
      aggregations { attribute_code label count options { label value count } }
      sort_fields { default options { value label } }
    }
  }
`

describe.each(bothDrivers)("catalogue on $name", ({ databaseUrl }) => {
  let server: Awaited<ReturnType<typeof startTestServer>>
  beforeAll(async () => {
    server = await startTestServer(databaseUrl === undefined ? {} : { databaseUrl })
  })
  afterAll(() => server?.close())

  const list = async (variables: Record<string, unknown>) => {
    const { data, errors } = await graphql<ProductsData>(server, PRODUCTS, { variables })
    expect(errors).toBeUndefined()
    if (!data) throw new Error("no data")
    return data.products
  }
  const failure = async (variables: Record<string, unknown>, query = PRODUCTS) => {
    const { data, errors } = await graphql(server, query, { variables })
    return {
      data,
      errors: errors?.map((e) => ({ message: e.message, category: e.extensions?.category })),
    }
  }

  describe("categories", () => {
    it("lists the store root with four levels of children and anchor product counts", async () => {
      const { data, errors } = await graphql<{
        categoryList: {
          name: string
          product_count: number
          children: {
            name: string
            url_path: string
            url_suffix: string
            product_count: number
            children: { children: { children: { uid: string }[] }[] }[]
          }[]
        }[]
      }>(
        server,
        `{ categoryList(pageSize: 20) { name product_count children { name url_path url_suffix product_count
           children { children { children { uid } } } } } }`,
      )
      expect(errors).toBeUndefined()
      const root = data?.categoryList[0]
      expect(root?.name).toBe("Default Category")
      expect(root?.product_count).toBe(visible.length)
      const photography = root?.children.find((c) => c.url_path === "photography")
      expect(photography).toMatchObject({
        name: "Photography",
        url_suffix: ".html",
        product_count: 217,
      })
      const deepest = root?.children.flatMap((c) =>
        c.children.flatMap((d) => d.children.flatMap((e) => e.children)),
      )
      expect(deepest?.length).toBeGreaterThan(0)
    })

    it("filters by category_uid and gives breadcrumbs and meta fields", async () => {
      const film = categoryByPath("photography/film-darkroom-supplies/film")
      const { data } = await graphql<{ categoryList: Record<string, unknown>[] }>(
        server,
        `query ($uid: String) { categoryList(filters: { category_uid: { eq: $uid } }) {
           uid name url_path meta_title include_in_menu is_anchor
           breadcrumbs { category_uid category_name category_level category_url_path } } }`,
        { variables: { uid: film.uid } },
      )
      expect(data?.categoryList).toEqual([
        {
          uid: film.uid,
          name: film.name,
          url_path: film.url_path,
          meta_title: film.meta_title,
          include_in_menu: film.include_in_menu,
          is_anchor: film.is_anchor,
          breadcrumbs: [
            {
              category_uid: categoryByPath("photography").uid,
              category_name: "Photography",
              category_level: 2,
              category_url_path: "photography",
            },
            {
              category_uid: categoryByPath("photography/film-darkroom-supplies").uid,
              category_name: "Film & Darkroom Supplies",
              category_level: 3,
              category_url_path: "photography/film-darkroom-supplies",
            },
          ],
        },
      ])
    })

    it("pages categories() with parent_category_uid, url_key, name match", async () => {
      const photography = categoryByPath("photography")
      const children = catalog.categories.filter((c) => c.parent_id === photography.id)
      const { data } = await graphql<{
        categories: { total_count: number; page_info: unknown; items: { name: string }[] }
      }>(
        server,
        `query ($uid: String) { categories(filters: { parent_category_uid: { eq: $uid } }, pageSize: 2, currentPage: 2) {
           total_count page_info { current_page page_size total_pages } items { name } } }`,
        { variables: { uid: photography.uid } },
      )
      expect(data?.categories.total_count).toBe(children.length)
      expect(data?.categories.page_info).toEqual({
        current_page: 2,
        page_size: 2,
        total_pages: Math.ceil(children.length / 2),
      })
      expect(data?.categories.items.map((c) => c.name)).toEqual(
        children.slice(2, 4).map((c) => c.name),
      )
      const byKey = await graphql<{ categories: { items: { url_path: string }[] } }>(
        server,
        `{ categories(filters: { url_key: { eq: "film" } }) { items { url_path } } }`,
      )
      expect(byKey.data?.categories.items).toEqual([
        { url_path: "photography/film-darkroom-supplies/film" },
      ])
      const byName = await graphql<{ categories: { items: { name: string }[] } }>(
        server,
        `{ categories(filters: { name: { match: "darkroom" } }) { items { name } } }`,
      )
      expect(byName.data?.categories.items.map((c) => c.name)).toContain("Film & Darkroom Supplies")
    })

    it("rejects paging edges with Magento's messages", async () => {
      const { errors } = await failure(
        {},
        `{ categories(pageSize: 20, currentPage: 9) { total_count } }`,
      )
      expect(errors).toEqual([
        {
          message: "currentPage value 9 specified is greater than the 1 page(s) available.",
          category: "graphql-input",
        },
      ])
      const zero = await failure({}, `{ categories(pageSize: 0) { total_count } }`)
      expect(zero.errors).toEqual([
        { message: "pageSize value must be greater than 0.", category: "graphql-input" },
      ])
    })
  })

  describe("products: errors", () => {
    it.each([
      [{}, "'search' or 'filter' input argument is required."],
      [{ search: "canon", currentPage: 0 }, "currentPage value must be greater than 0."],
      [{ search: "canon", pageSize: 0 }, "pageSize value must be greater than 0."],
    ])("%j → %s", async (variables, message) => {
      const { data, errors } = await failure(variables)
      expect(errors).toEqual([{ message, category: "graphql-input" }])
      expect(data).toEqual({ products: null })
    })

    it("rejects a page past the last one with the number of pages", async () => {
      const { total_count } = await list({ search: "canon", pageSize: 20 })
      const { errors } = await failure({ search: "canon", pageSize: 20, currentPage: 99 })
      expect(errors).toEqual([
        {
          message: `currentPage value 99 specified is greater than the ${Math.ceil(total_count / 20)} page(s) available.`,
          category: "graphql-input",
        },
      ])
    })

    it("reports an unknown filter field as a GraphQL validation error", async () => {
      const { errors } = await failure({ filter: { color: { from: "1" } } })
      expect(errors?.[0]?.message).toContain(
        'Field "from" is not defined by type "FilterEqualTypeInput"',
      )
    })

    it("answers an empty result page instead of an error when nothing matches", async () => {
      const result = await list({ search: "zzqqxx", currentPage: 3 })
      expect(result.total_count).toBe(0)
      expect(result.items).toEqual([])
      expect(result.page_info.total_pages).toBe(0)
    })
  })

  describe("products: filters", () => {
    it("filters by category with position order, paging and page_info", async () => {
      // A leaf category: its listing is exactly its own links, in position order.
      const leaves = catalog.categories.filter(
        (c) => !catalog.categories.some((d) => d.parent_id === c.id),
      )
      const count = (id: number) =>
        visible.filter((p) => p.categories.some((c) => c.category_id === id)).length
      const film = leaves.reduce((best, c) => (count(c.id) > count(best.id) ? c : best))
      const inFilm = visible
        .flatMap((p) =>
          p.categories
            .filter((c) => c.category_id === film.id)
            .map((c) => ({ p, pos: c.position })),
        )
        .sort((a, b) => a.pos - b.pos || a.p.id - b.p.id)
      const result = await list({
        filter: { category_uid: { eq: film.uid } },
        pageSize: 3,
        currentPage: 2,
      })
      expect(result.total_count).toBe(inFilm.length)
      expect(result.page_info).toEqual({
        current_page: 2,
        page_size: 3,
        total_pages: Math.ceil(inFilm.length / 3),
      })
      expect(result.items.map((i) => i.sku)).toEqual(inFilm.slice(3, 6).map((x) => x.p.sku))
      expect(result.sort_fields?.default).toBe("position")
    })

    it("filters by category_id, sku in, url_key eq and name match", async () => {
      const film = categoryByPath("photography/film-darkroom-supplies/film")
      expect(
        (await list({ filter: { category_id: { eq: String(film.id) } } })).total_count,
      ).toBeGreaterThan(0)
      const two = visible.slice(0, 2).map((p) => p.sku)
      expect((await list({ filter: { sku: { in: two } } })).items.map((i) => i.sku).sort()).toEqual(
        [...two].sort(),
      )
      const p = firstOf("simple")
      expect(
        (await list({ filter: { url_key: { eq: p.url_key } } })).items.map((i) => i.sku),
      ).toEqual([p.sku])
      const named = await list({ filter: { name: { match: "darkroom starter" } } })
      expect(named.items.map((i) => i.name)).toEqual(["Shutter Darkroom Starter Set"])
    })

    it("filters by price range (final price, dollars, inclusive)", async () => {
      // Every page of the result, at a page size the complexity limit takes.
      const filter = { price: { from: "100", to: "200" } }
      const first = await list({ filter, pageSize: 50 })
      const pages = [first]
      for (let page = 2; page <= first.page_info.total_pages; page++)
        pages.push(await list({ filter, pageSize: 50, currentPage: page }))
      const prices = pages.flatMap((p) =>
        p.items.map((i) => i.price_range.minimum_price.final_price.value),
      )
      expect(prices).toHaveLength(first.total_count)
      expect(prices.filter((v) => v < 100 || v > 200)).toEqual([])
      expect(first.total_count).toBeGreaterThan(0)
    })

    it.each([
      "color",
      "manufacturer",
      "lens_format_coverage",
      "on_sale",
      "sale",
      "new",
      "size",
      "material",
      "lens_type",
    ])("filters by %s with eq and in", async (code) => {
      const a = attribute(code)
      const having = (value: number) =>
        visible.filter((p) =>
          (p.attribute_values as Record<string, readonly number[] | undefined>)[code]?.includes(
            value,
          ),
        )
      const used = a.options.filter((o) => having(o.value_index).length > 0)
      const [first, second] = used
      if (first === undefined) throw new Error(`no products with ${code}`)
      const eq = await list({ filter: { [code]: { eq: String(first.value_index) } }, pageSize: 1 })
      expect(eq.total_count).toBe(having(first.value_index).length)
      if (second !== undefined) {
        const both = new Set(
          [...having(first.value_index), ...having(second.value_index)].map((p) => p.id),
        )
        const anyOf = await list({
          filter: { [code]: { in: [String(first.value_index), String(second.value_index)] } },
          pageSize: 1,
        })
        expect(anyOf.total_count).toBe(both.size)
      }
    })

    it("combines two filters", async () => {
      const cameras = categoryByPath("photography/cameras")
      const black = attribute("color").options.find((o) => o.label === "Black")
      const result = await list({
        filter: { category_uid: { eq: cameras.uid }, color: { eq: String(black?.value_index) } },
        pageSize: 100,
      })
      const inCameras = new Set(
        catalog.categories
          .filter((c) => c.path.startsWith(`${cameras.path}/`) || c.id === cameras.id)
          .map((c) => c.id),
      )
      const expected = visible.filter(
        (p) =>
          p.categories.some((c) => inCameras.has(c.category_id)) &&
          p.attribute_values.color?.includes(black?.value_index ?? -1),
      )
      expect(result.total_count).toBe(expected.length)
    })
  })

  describe("products: sorting", () => {
    const all = { filter: { category_uid: { eq: categoryByPath("lenses").uid } }, pageSize: 200 }
    const values = (items: Item[]) =>
      items.map((i) => i.price_range.minimum_price.final_price.value)
    it("sorts by price both ways", async () => {
      const up = values((await list({ ...all, sort: { price: "ASC" } })).items)
      expect(up).toEqual([...up].sort((a, b) => a - b))
      const down = values((await list({ ...all, sort: { price: "DESC" } })).items)
      expect(down).toEqual([...down].sort((a, b) => b - a))
    })
    it("sorts by name", async () => {
      const names = (await list({ ...all, sort: { name: "ASC" } })).items.map((i) => i.name)
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
    })
    it("accepts every sort key the storefront sends", async () => {
      for (const key of [
        "position",
        "stock_status",
        "bestsellers",
        "special_price",
        "created_at",
        "manufacturer",
        "relevance",
      ]) {
        const result = await list({ ...all, sort: { [key]: "DESC" } })
        expect(result.total_count).toBe(78)
      }
    })
    it("puts what the shop sells first for stock_status DESC: discontinued products go with those out of stock", async () => {
      const { data } = await graphql<{
        products: { items: { stock_status: string; discontinued: number | null }[] }
      }>(
        server,
        `{ products(filter: { category_uid: { eq: "${categoryByPath("photography").uid}" } }, sort: { stock_status: DESC }, pageSize: 300) { items { stock_status discontinued } } }`,
      )
      const items = data?.products.items ?? []
      expect(items.map((i) => i.stock_status)).toContain("OUT_OF_STOCK")
      expect(items.some((i) => i.stock_status === "IN_STOCK" && i.discontinued === 1)).toBe(true)
      const sold = items.map((i) => i.stock_status === "IN_STOCK" && i.discontinued !== 1)
      expect(sold.indexOf(false)).toBeGreaterThan(sold.lastIndexOf(true))
    })
  })

  describe("products: aggregations", () => {
    it("counts options over the filtered set, and an attribute's own filter keeps its buckets", async () => {
      const color = attribute("color")
      const black = color.options.find((o) => o.label === "Black")
      const lenses = categoryByPath("lenses")
      const unfiltered = await list({ filter: { category_uid: { eq: lenses.uid } }, pageSize: 1 })
      const filtered = await list({
        filter: { category_uid: { eq: lenses.uid }, color: { eq: String(black?.value_index) } },
        pageSize: 1,
      })
      const colorsOf = (r: ProductsData["products"]) =>
        r.aggregations?.find((a) => a.attribute_code === "color")
      expect(colorsOf(filtered)).toEqual(colorsOf(unfiltered))
      const manufacturers = filtered.aggregations?.find((a) => a.attribute_code === "manufacturer")
      const sum = manufacturers?.options.reduce((n, o) => n + o.count, 0)
      expect(sum).toBe(filtered.total_count)
      expect(manufacturers?.label).toBe("Manufacturer")
    })

    it("has price buckets like 100_200 and a category aggregation", async () => {
      const result = await list({
        filter: { category_uid: { eq: categoryByPath("lenses").uid } },
        pageSize: 1,
      })
      const price = result.aggregations?.find((a) => a.attribute_code === "price")
      expect(price?.options.every((o) => /^\d+_\d+$/.test(o.value))).toBe(true)
      expect(price?.options.reduce((n, o) => n + o.count, 0)).toBe(result.total_count)
      const category = result.aggregations?.find((a) => a.attribute_code === "category_uid")
      expect(category?.options.length).toBeGreaterThan(0)
    })
  })

  describe("products: search", () => {
    it("ranks an exact name match first, matches partial words, sorts by relevance by default", async () => {
      const target = firstOf("simple")
      const exact = await list({ search: target.name, pageSize: 5 })
      expect(exact.items[0]?.sku).toBe(target.sku)
      expect(exact.sort_fields?.default).toBe("relevance")
      const partial = await list({ search: target.name.slice(0, 4), pageSize: 5 })
      expect(partial.total_count).toBeGreaterThan(0)
    })
    it("finds by manufacturer, by name and by the categories a product is listed in", async () => {
      const canon = await list({ search: "canon", pageSize: 1 })
      // "Canon RF Mount" lists third-party lenses for Canon cameras too.
      const canonCategories = new Set(
        catalog.categories.filter((c) => /\bcanon\b/i.test(c.name)).map((c) => c.id),
      )
      expect(canonCategories.size).toBeGreaterThan(0)
      expect(canon.total_count).toBe(
        visible.filter(
          (p) =>
            `${p.name} ${p.manufacturer_name}`.toLowerCase().includes("canon") ||
            p.categories.some((c) => canonCategories.has(c.category_id)),
        ).length,
      )
    })
  })

  describe("product types", () => {
    const DETAILS = /* GraphQL */ `
      query ($sku: String) {
        products(filter: { sku: { eq: $sku } }) {
          items {
            __typename uid sku name stock_status only_x_left_in_stock rating_summary review_count
            manufacturer_name low_stock_pop_up button_text stu_price special_price
            description { html } thumbnail { url label } url_rewrites { url }
            price_range { minimum_price { regular_price { value currency } final_price { value }
              discount { amount_off percent_off } } maximum_price { final_price { value } } }
            media_gallery { __typename url label position disabled }
            categories { uid name url_path breadcrumbs { category_name } }
            related_products { sku } upsell_products { sku }
            am_product_labels { label_id product_id name txt } am_category_labels { label_id txt }
            ... on ConfigurableProduct {
              configurable_options { attribute_code label values { value_index label swatch_data { value } } }
              variants { attributes { code value_index } product { sku } }
            }
            ... on BundleProduct { dynamic_price items { uid option_id title type required position
              options { uid id quantity position is_default price price_type can_change_quantity label product { sku } } } }
            ... on GroupedProduct { items { qty position product { sku } } }
            ... on DownloadableProduct { links_title downloadable_product_links { uid title price sample_url }
              downloadable_product_samples { title sample_url } }
            ... on VirtualProduct { options { __typename title ... on CustomizableDropDownOption { value { title price } } } }
          }
        }
      }
    `
    const details = async (sku: string) => {
      const { data, errors } = await graphql<{ products: { items: Record<string, unknown>[] } }>(
        server,
        DETAILS,
        {
          variables: { sku },
        },
      )
      expect(errors).toBeUndefined()
      const item = data?.products.items[0]
      if (item === undefined) throw new Error(`no ${sku}`)
      return item
    }

    it("simple product on sale: special price, discount, labels, images, categories", async () => {
      const p = visible.find(
        (x) => x.type_id === "simple" && x.special_price !== null && x.label_ids.length > 0,
      )
      if (p === undefined) throw new Error("no sale product")
      const item = await details(p.sku)
      const regular = p.price / 100
      const final = (p.special_price ?? 0) / 100
      expect(item.special_price).toBe(final)
      expect(item.price_range).toMatchObject({
        minimum_price: {
          regular_price: { value: regular, currency: "USD" },
          final_price: { value: final },
          discount: { amount_off: Math.round((regular - final) * 100) / 100 },
        },
      })
      expect((item.am_product_labels as unknown[]).length).toBe(p.label_ids.length)
      expect((item.media_gallery as { url: string }[])[0]?.url).toMatch(
        /\/media\/catalog\/product\/.+\.svg$/,
      )
      expect((item.categories as unknown[]).length).toBe(p.categories.length)
      expect((item.url_rewrites as { url: string }[]).map((r) => r.url)).toContain(
        `${p.url_key}.html`,
      )
    })

    it("configurable product: options with swatches and variants", async () => {
      const p = firstOf("configurable")
      const item = await details(p.sku)
      expect(item.__typename).toBe("ConfigurableProduct")
      expect((item.configurable_options as unknown[]).length).toBe(p.configurable_options.length)
      expect((item.variants as { product: { sku: string } }[]).map((v) => v.product.sku)).toEqual(
        p.variants.map((v) => catalog.products.find((c) => c.id === v.product_id)?.sku),
      )
    })

    it("bundle product: items with priced selections and their products", async () => {
      const p = firstOf("bundle")
      const item = await details(p.sku)
      const items = item.items as {
        title: string
        options: { price: number; product: { sku: string } }[]
      }[]
      expect(items.map((i) => i.title)).toEqual(p.items.map((i) => i.title))
      const firstSelection = p.items[0]?.options[0]
      expect(items[0]?.options[0]?.price).toBe((firstSelection?.price ?? 0) / 100)
    })

    it("grouped product: items with qty, position and product", async () => {
      const p = firstOf("grouped")
      const item = await details(p.sku)
      expect(item.items).toEqual(
        p.items.map((i) => ({
          qty: i.qty,
          position: i.position,
          product: { sku: catalog.products.find((c) => c.id === i.product_id)?.sku },
        })),
      )
    })

    it("downloadable product: links and samples", async () => {
      const p = firstOf("downloadable")
      const item = await details(p.sku)
      expect(item.links_title).toBe(p.links_title)
      expect((item.downloadable_product_links as { title: string }[]).map((l) => l.title)).toEqual(
        p.downloadable_product_links.map((l) => l.title),
      )
    })

    it("gift card is a GiftCardProduct priced over its amounts; virtual products have options", async () => {
      const card = firstOf("giftcard")
      const item = await details(card.sku)
      expect(item.__typename).toBe("GiftCardProduct")
      const amounts = card.giftcard_amounts.map((a) => a.value / 100)
      expect(
        (item.price_range as { minimum_price: { final_price: { value: number } } }).minimum_price
          .final_price.value,
      ).toBe(
        Math.min(
          ...amounts,
          ...(card.open_amount_min === null ? [] : [card.open_amount_min / 100]),
        ),
      )
      const withOptions = visible
        .flatMap((x) => (x.type_id === "virtual" ? [x] : []))
        .find((x) => x.options.length > 0)
      if (withOptions === undefined) throw new Error("no virtual product with options")
      const virtual = await details(withOptions.sku)
      expect((virtual.options as unknown[]).length).toBe(withOptions.options.length)
    })

    it("reads review summary, stock and custom fields", async () => {
      const p = bySku(firstOf("simple").sku)
      const item = await details(p.sku)
      expect(item).toMatchObject({
        stock_status: p.stock_status,
        only_x_left_in_stock: p.only_x_left_in_stock,
        manufacturer_name: p.manufacturer_name,
        button_text: p.button_text,
        low_stock_pop_up: p.low_stock_pop_up,
      })
      const reviews = catalog.reviews.filter(
        (r) => r.product_id === p.id && r.status === "approved",
      )
      expect(item.review_count).toBe(reviews.length)
      expect(item.rating_summary as number).toBeGreaterThanOrEqual(0)
      expect(item.rating_summary as number).toBeLessThanOrEqual(100)
    })
  })

  describe("media", () => {
    it("serves product SVGs with a long cache lifetime", async () => {
      const p = firstOf("simple")
      const response = await fetch(`${server.url}/media/${p.thumbnail}`)
      expect(response.status).toBe(200)
      expect(response.headers.get("content-type")).toBe("image/svg+xml")
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable")
      expect(await response.text()).toContain("<svg")
    })
    it("serves the placeholder", async () => {
      const response = await fetch(`${server.url}/media/${catalog.placeholder_image}`)
      expect(response.status).toBe(200)
    })
    const rendition = (path: string, size: string, format: string): string =>
      `${server.url}/media/${path.replace("catalog/product/", `catalog/product/cache/${size}/`).replace(/\.svg$/, `.${format}`)}`
    it("serves AVIF, WebP and JPEG renditions of a picture in the shop's sizes", async () => {
      const p = firstOf("simple")
      for (const [format, type, magic] of [
        ["jpg", "image/jpeg", "ffd8ff"],
        ["webp", "image/webp", "52494646"],
        ["avif", "image/avif", "000000"],
      ] as const) {
        const response = await fetch(rendition(p.thumbnail, "300x300", format))
        expect(response.status, format).toBe(200)
        expect(response.headers.get("content-type")).toBe(type)
        expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable")
        const body = Buffer.from(await response.arrayBuffer())
        expect(body.subarray(0, magic.length / 2).toString("hex")).toBe(magic)
        // A 300×300 product shot, not a blank: tens of kilobytes at most.
        expect(body.byteLength).toBeGreaterThan(1_000)
        expect(body.byteLength).toBeLessThan(60_000)
      }
      const main = await fetch(rendition(p.image, "1080x1340", "jpg"))
      expect(main.status).toBe(200)
      // Served again from the disk cache: the same bytes.
      const again = await fetch(rendition(p.image, "1080x1340", "jpg"))
      expect(Buffer.from(await again.arrayBuffer())).toEqual(Buffer.from(await main.arrayBuffer()))
    })
    it("renders two products' pictures differently", async () => {
      const [a, b] = catalog.products.filter((p) => p.type_id === "simple").slice(0, 2)
      const bytes = async (path: string) =>
        Buffer.from(await (await fetch(rendition(path, "300x300", "webp"))).arrayBuffer())
      expect((await bytes(a?.image ?? "")).equals(await bytes(b?.image ?? ""))).toBe(false)
    })
    it("answers 404 for a size the shop does not use and for a picture that does not exist", async () => {
      const p = firstOf("simple")
      expect((await fetch(rendition(p.image, "301x301", "jpg"))).status).toBe(404)
      expect((await fetch(rendition(p.image, "300x300", "png"))).status).toBe(404)
      expect(
        (await fetch(rendition("catalog/product/n/o/no-such-picture.svg", "300x300", "jpg")))
          .status,
      ).toBe(404)
    })
  })
})
