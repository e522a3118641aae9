// The listing index (`product_listing`, `listing_facet_sets`) must answer exactly what the base
// tables answer: every request below is run through the real listing and aggregation code and
// through a plain reference query over `products`, `product_attribute_values` and
// `category_product_index` (the straightforward SQL the index replaces), on the fixture
// catalogue plus a synthetic load. Also checks that synthetic products' pictures exist.
import { type SQL, sql } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { countAggregations, extraCountQueries } from "../src/catalog/aggregations.js"
import { type AttributeCatalog, attributeCatalog } from "../src/catalog/attributeRepository.js"
import { facetCode } from "../src/catalog/facetCodes.js"
import {
  type ListingRequest,
  type ProductsArgs,
  parseProductsArgs,
} from "../src/catalog/listingInput.js"
import { tsQueryText } from "../src/catalog/listingSql.js"
import { listProducts, pageCountsOf, rowsOf } from "../src/catalog/productRepository.js"
import { loadSyntheticCatalog } from "../src/catalog/syntheticLoader.js"
import type { Database } from "../src/db/database.js"
import { openTestDatabase } from "../src/testing.js"

const ints = (list: readonly number[]) =>
  sql`array[${sql.join(
    list.map((v) => sql`${v}`),
    sql`, `,
  )}]::int[]`

/** The search document: the product's own, its model tokens and category names (migration 0015). */
const document = sql`listing_search_vector(p.id, p.search_vector, p.name)`

/** The reference WHERE, one entry per filter; `skip` leaves an attribute's own filter out. */
const referenceConditions = (
  request: ListingRequest,
  attributes: AttributeCatalog,
  skip?: string,
): SQL[] => {
  const f = request.filter
  const terms = request.searchTerms
  const out: SQL[] = [
    terms !== undefined
      ? sql`p.status = 1 and p.visibility in (3, 4)`
      : sql`p.status = 1 and p.visibility in (2, 4)`,
  ]
  if (terms !== undefined && terms.length > 0)
    out.push(sql`${document} @@ to_tsquery('english', ${tsQueryText(terms)})`)
  if (f.categoryIds !== undefined)
    out.push(
      sql`p.id in (select i.product_id from category_product_index i where i.category_id = any(${ints(f.categoryIds)}))`,
    )
  if (f.skus !== undefined)
    out.push(
      sql`p.sku in (${sql.join(
        f.skus.map((v) => sql`${v}`),
        sql`, `,
      )})`,
    )
  if (f.urlKeys !== undefined)
    out.push(
      sql`p.url_key in (${sql.join(
        f.urlKeys.map((v) => sql`${v}`),
        sql`, `,
      )})`,
    )
  if (f.priceFrom !== undefined && skip !== "price")
    out.push(sql`p.min_final_price >= ${f.priceFrom}`)
  if (f.priceTo !== undefined && skip !== "price") out.push(sql`p.min_final_price <= ${f.priceTo}`)
  if (f.nameMatch !== undefined) out.push(sql`p.name ilike ${`%${f.nameMatch}%`}`)
  for (const [code, list] of f.options) {
    if (code === skip) continue
    out.push(
      sql`p.id in (select v.product_id from product_attribute_values v
                   where v.attribute_id = ${attributes.idOf.get(code) ?? -1}
                   and v.value_index = any(${ints(list)}))`,
    )
  }
  return out
}

const where = (conditions: readonly SQL[]) => sql.join([...conditions], sql` and `)

/** The heaviest weight of the product's categories (with their ancestors), scaled as the listing does. */
const categoryWeight = sql`coalesce((select (0.3::real * max(w.weight))::real
    from category_product_index i join search_category_weights w on w.category_id = i.category_id
    where i.product_id = p.id), 0)`
const popularity = sql`0.05::real * least(ln(1 + greatest(p.sold_qty, 0)) / ln(1001), 1)`

const referenceOrder = (request: ListingRequest, positioned: boolean): SQL => {
  const dir = sql.raw(request.sort.direction === "DESC" ? "desc" : "asc")
  const terms = request.searchTerms ?? []
  switch (request.sort.field) {
    case "relevance":
      return terms.length > 0
        ? sql`(p.stock_status = 'IN_STOCK' and p.discontinued <> 1) desc, (case when lower(p.name) = ${terms.join(" ")} then 1 else 0 end) + least(ts_rank(${document}, to_tsquery('english', ${tsQueryText(terms)})), 0.6::real) * 2 + ${categoryWeight} + ${popularity} ${dir}, p.id asc`
        : positioned
          ? sql`cp.position asc, p.id asc`
          : sql`p.id asc`
    case "position":
      return positioned ? sql`cp.position ${dir}, p.id asc` : sql`p.id ${dir}`
    case "name":
      return sql`p.name ${dir}, p.id asc`
    case "price":
      return sql`p.min_final_price ${dir}, p.id asc`
    case "stock_status":
      return sql`(p.stock_status = 'IN_STOCK' and p.discontinued <> 1) ${dir}, p.id asc`
    case "bestsellers":
      return sql`p.sold_qty ${dir}, p.id asc`
    case "special_price":
      return sql`p.special_price ${dir} nulls last, p.id asc`
    case "created_at":
      return sql`p.created_at ${dir}, p.id asc`
    case "manufacturer":
      return sql`p.manufacturer_name ${dir} nulls last, p.id asc`
  }
}

const referencePage = async (
  database: Database,
  request: ListingRequest,
  attributes: AttributeCatalog,
) => {
  const ids = request.filter.categoryIds
  const single = ids?.length === 1 ? ids[0] : undefined
  const positioned =
    single !== undefined &&
    (request.sort.field === "position" || request.sort.field === "relevance")
  const rows = await rowsOf<{ id: number; total: number }>(
    database.db,
    sql`select p.id, (count(*) over ())::int as total from products p
        ${positioned ? sql`join category_product_index cp on cp.product_id = p.id and cp.category_id = ${single}` : sql``}
        where ${where(referenceConditions(request, attributes))}
        order by ${referenceOrder(request, positioned)}
        limit ${request.pageSize} offset ${(request.currentPage - 1) * request.pageSize}`,
  )
  return { ids: rows.map((r) => r.id), total: rows[0]?.total }
}

/** Facet code → count, the way the aggregations must see it. */
const referenceFacets = async (
  database: Database,
  request: ListingRequest,
  attributes: AttributeCatalog,
) => {
  const out = new Map<number, number>()
  const matched = (skip?: string) =>
    sql`(select p.id from products p where ${where(referenceConditions(request, attributes, skip))})`
  const options = await rowsOf<{ attribute_id: number; value_index: number; count: number }>(
    database.db,
    sql`select v.attribute_id, v.value_index, count(*)::int as count
        from product_attribute_values v where v.product_id in ${matched()} group by 1, 2`,
  )
  const filtered = new Set([...request.filter.options.keys()].map((c) => attributes.idOf.get(c)))
  for (const r of options)
    if (!filtered.has(r.attribute_id)) out.set(facetCode(r.attribute_id, r.value_index), r.count)
  for (const code of request.filter.options.keys()) {
    const id = attributes.idOf.get(code) ?? -1
    const own = await rowsOf<{ value_index: number; count: number }>(
      database.db,
      sql`select v.value_index, count(*)::int as count from product_attribute_values v
          where v.attribute_id = ${id} and v.product_id in ${matched(code)} group by 1`,
    )
    for (const r of own) out.set(facetCode(id, r.value_index), r.count)
  }
  const categories = await rowsOf<{ category_id: number; count: number }>(
    database.db,
    sql`select i.category_id, count(*)::int as count from category_product_index i
        where i.product_id in ${matched()} group by 1`,
  )
  for (const r of categories) out.set(r.category_id, r.count)
  const prices = await rowsOf<{ key: number; count: number; max: number }>(
    database.db,
    sql`select (p.min_final_price / 1000)::int as key, count(*)::int as count,
               max(p.min_final_price)::int as max
        from products p where p.id in ${matched("price")} group by 1 order by 1`,
  )
  return { facets: out, prices }
}

describe("listing index agrees with the catalogue tables", () => {
  let database: Database
  let attributes: AttributeCatalog
  let cases: Record<string, ProductsArgs>

  beforeAll(async () => {
    database = await openTestDatabase()
    await loadSyntheticCatalog(database.db, { products: 400 })
    attributes = await attributeCatalog(database.db)
    // The busiest category, one of its children, and the most common manufacturer.
    const [top] = await rowsOf<{ id: number; uid: string }>(
      database.db,
      sql`select c.id, c.uid from categories c where c.level = 2 order by c.product_count desc, c.id limit 1`,
    )
    const [child] = await rowsOf<{ id: number }>(
      database.db,
      sql`select c.id from categories c where c.parent_id = ${top?.id ?? 0} order by c.product_count desc, c.id limit 1`,
    )
    const manufacturerId = attributes.idOf.get("manufacturer") ?? -1
    const brands = await rowsOf<{ value_index: number }>(
      database.db,
      sql`select value_index from product_attribute_values where attribute_id = ${manufacturerId}
          group by 1 order by count(*) desc, 1 limit 2`,
    )
    const brand = String(brands[0]?.value_index)
    const other = String(brands[1]?.value_index)
    const categoryUid = top?.uid ?? ""
    const childId = String(child?.id ?? 0)
    cases = {
      "category by position": { filter: { category_uid: { eq: categoryUid } }, pageSize: 12 },
      "category × manufacturer by price": {
        filter: { category_uid: { eq: categoryUid }, manufacturer: { eq: brand } },
        sort: { price: "ASC" },
        pageSize: 24,
      },
      "two categories, manufacturer in, sale, best sellers": {
        filter: {
          category_id: { in: [String(top?.id), childId] },
          manufacturer: { in: [brand, other] },
          sale: { eq: "0" },
        },
        sort: { bestsellers: "DESC" },
        pageSize: 10,
        currentPage: 2,
      },
      "child category, special price": {
        filter: { category_id: { eq: childId } },
        sort: { special_price: "ASC" },
      },
      "price range, newest": {
        filter: { price: { from: "100", to: "900" } },
        sort: { created_at: "DESC" },
        pageSize: 30,
      },
      "price range × manufacturer, by manufacturer": {
        filter: { price: { from: "50" }, manufacturer: { eq: brand } },
        sort: { manufacturer: "DESC" },
      },
      "in stock first": {
        filter: { category_uid: { eq: categoryUid } },
        sort: { stock_status: "DESC" },
      },
      "name sort, page 3": { filter: { new: { eq: "1" } }, sort: { name: "DESC" }, currentPage: 3 },
      "search, relevance": { search: "camera", pageSize: 24 },
      "search, page 2, name ASC": { search: "canon lens", sort: { name: "ASC" }, currentPage: 2 },
      "search with a price filter": { search: "bag", filter: { price: { to: "300" } } },
      "empty search lists everything searchable": { search: "", sort: { price: "DESC" } },
      "empty search × manufacturer": { search: "", filter: { manufacturer: { eq: brand } } },
      "position without a category": { filter: { sale: { eq: "1" } }, sort: { position: "DESC" } },
      "name match": { filter: { name: { match: "mark" } } },
      "skus and a url key": {
        filter: {
          sku: { in: ["SYN-0000001", "SYN-0000002", "SYN-0000400"] },
          url_key: { eq: "synthetic-0000002" },
        },
      },
      "unknown option value": { filter: { manufacturer: { eq: "424242" } } },
    }
  }, 180_000)

  afterAll(() => database?.close())

  /** The facet counts of `args`, as the listing counts them and as the reference reads them. */
  const facetsBothWays = async (args: ProductsArgs) => {
    const request = parseProductsArgs(args)
    const sorted = (facets: ReadonlyMap<number, number>) =>
      new Map([...facets].sort((a, b) => a[0] - b[0]))
    const counts = await countAggregations(database.db, request, attributes)
    const expected = await referenceFacets(database, request, attributes)
    return {
      request,
      counts,
      counted: sorted(counts.facets),
      expected,
      reference: sorted(expected.facets),
    }
  }

  it("keeps every synthetic product's picture in the media table", async () => {
    const missing = await rowsOf<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from products p
          where p.id >= 1000000 and not exists (select 1 from media_files m where m.path = p.thumbnail)`,
    )
    expect(missing[0]?.n).toBe(0)
  })

  it("returns the same page and total for every filter, search and sort", async () => {
    for (const [name, args] of Object.entries(cases)) {
      const request = parseProductsArgs(args)
      const page = await listProducts(database.db, request, attributes.idOf)
      const expected = await referencePage(database, request, attributes)
      expect({ name, ids: page.rows.map((r) => r.id) }).toEqual({ name, ids: expected.ids })
      if (expected.total !== undefined)
        expect({ name, total: page.total }).toEqual({ name, total: expected.total })
    }
  })

  it("counts the same options, categories and price slices", async () => {
    for (const [name, args] of Object.entries(cases)) {
      const { request, counts, counted, expected, reference } = await facetsBothWays(args)
      expect({ name, facets: counted }).toEqual({ name, facets: reference })
      const prices = [...counts.prices]
        .map((r) => ({ key: r.key, count: r.count, max: r.max }))
        .sort((a, b) => a.key - b.key)
      expect({ name, prices }).toEqual({ name, prices: expected.prices })
      // The same counts when the page statement computes them with the page.
      const page = await listProducts(database.db, request, attributes.idOf, {
        withCounts: true,
        extraCounts: extraCountQueries(request, attributes),
      })
      const withPage = await countAggregations(
        database.db,
        request,
        attributes,
        Promise.resolve(pageCountsOf(page)),
      )
      expect({ name, facets: withPage.facets }).toEqual({ name, facets: counts.facets })
      expect({ name, prices: [...withPage.prices].sort((a, b) => a.key - b.key) }).toEqual({
        name,
        prices: [...counts.prices].sort((a, b) => a.key - b.key),
      })
      const alone = await listProducts(database.db, request, attributes.idOf)
      expect({ name, ids: page.rows.map((r) => r.id), total: page.total }).toEqual({
        name,
        ids: alone.rows.map((r) => r.id),
        total: alone.total,
      })
    }
  })

  it("follows stock, discontinuation, price and name changes written to products after the rebuild", async () => {
    const [first, second, third] = await rowsOf<{ id: number }>(
      database.db,
      sql`select id from products where id >= 1000000 and stock_status = 'IN_STOCK' order by id limit 3`,
    )
    // As an order taking the last unit does (sales' takeStock), and a catalogue edit.
    await database.db.execute(
      sql`update products set qty = 0, stock_status = 'OUT_OF_STOCK' where id = ${first?.id ?? 0}`,
    )
    await database.db.execute(
      sql`update products set name = 'Zeiss Darkroom Zebra', min_final_price = 1 where id = ${second?.id ?? 0}`,
    )
    // Discontinued with its stock: the shop no longer sells it.
    await database.db.execute(
      sql`update products set discontinued = 1 where id = ${third?.id ?? 0}`,
    )
    for (const args of [
      { filter: { price: { from: "0" } }, sort: { stock_status: "DESC" }, pageSize: 500 },
      { filter: { price: { to: "0.01" } }, sort: { name: "DESC" } },
      { search: "zebra" },
    ] satisfies ProductsArgs[]) {
      const request = parseProductsArgs(args)
      const page = await listProducts(database.db, request, attributes.idOf)
      const expected = await referencePage(database, request, attributes)
      expect(page.rows.map((r) => r.id)).toEqual(expected.ids)
    }
    const found = await listProducts(
      database.db,
      parseProductsArgs({ search: "zebra" }),
      attributes.idOf,
    )
    expect(found.rows.map((r) => r.name)).toEqual(["Zeiss Darkroom Zebra"])
  })

  it("ranks a search by units sold written to products after the rebuild", async () => {
    const request = parseProductsArgs({ search: "camera", pageSize: 100 })
    const before = (await listProducts(database.db, request, attributes.idOf)).rows
    const risers = before.filter((r) => r.stock_status === "IN_STOCK").slice(5, 8)
    const fallers = before.slice(0, 3)
    expect(risers).toHaveLength(3)
    // As a catalogue import rewriting the products' sales does.
    await database.db.execute(
      sql`update products set sold_qty = 1000 where id = any(${ints(risers.map((r) => r.id))})`,
    )
    await database.db.execute(
      sql`update products set sold_qty = 0 where id = any(${ints(fallers.map((r) => r.id))})`,
    )
    const after = (await listProducts(database.db, request, attributes.idOf)).rows.map((r) => r.id)
    expect(after).toEqual((await referencePage(database, request, attributes)).ids)
    const ids = before.map((r) => r.id)
    for (const riser of risers)
      expect(after.indexOf(riser.id)).toBeLessThanOrEqual(ids.indexOf(riser.id))
    expect(after).not.toEqual(ids)
    // The stored popularity of every listing row is its product's units sold.
    const stale = await rowsOf<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from product_listing l join products p on p.id = l.product_id
          where l.popularity <> ${popularity}`,
    )
    expect(stale).toEqual([{ n: 0 }])
  })

  it("ranks a search by the category weights as a merchant changes them", async () => {
    const request = parseProductsArgs({ search: "camera", pageSize: 100 })
    const before = (await listProducts(database.db, request, attributes.idOf)).rows.map((r) => r.id)
    // The heaviest category of the first product loses its weight; another category gains one.
    const [heaviest] = await rowsOf<{ category_id: number }>(
      database.db,
      sql`select w.category_id from search_category_weights w
          join category_product_index i on i.category_id = w.category_id
          where i.product_id = ${before[0] ?? 0} order by w.weight desc limit 1`,
    )
    await database.db.execute(
      sql`delete from search_category_weights where category_id = ${heaviest?.category_id ?? 0}`,
    )
    await database.db.execute(
      sql`insert into search_category_weights (category_id, weight)
          select i.category_id, 1 from category_product_index i
          where i.product_id = ${before.at(-1) ?? 0}
          on conflict (category_id) do update set weight = 1`,
    )
    const after = (await listProducts(database.db, request, attributes.idOf)).rows.map((r) => r.id)
    expect(after).toEqual((await referencePage(database, request, attributes)).ids)
    expect(after).not.toEqual(before)
  })

  it("counts a product where it shows after its visibility changes, rebuild or not", async () => {
    // Products of the busiest category with the most common brand: its filtered option counts
    // come from the facet sets' stored counts.
    const manufacturerId = attributes.idOf.get("manufacturer") ?? -1
    const moved = await rowsOf<{ id: number }>(
      database.db,
      sql`select p.id from products p
          join product_attribute_values v on v.product_id = p.id and v.attribute_id = ${manufacturerId}
          where p.id >= 1000000 and p.visibility = 4 and p.status = 1
          order by v.value_index, p.id limit 3`,
    )
    expect(moved).toHaveLength(3)
    const [searchOnly, catalogOnly, hidden] = moved.map((r) => r.id)
    const setVisibility = (id: number | undefined, visibility: number) =>
      database.db.execute(sql`update products set visibility = ${visibility} where id = ${id ?? 0}`)
    await setVisibility(searchOnly, 3)
    await setVisibility(catalogOnly, 2)
    await setVisibility(hidden, 1)
    try {
      for (const [name, args] of Object.entries(cases)) {
        const { counted, reference } = await facetsBothWays(args)
        expect({ name, facets: counted }).toEqual({ name, facets: reference })
      }
    } finally {
      for (const id of [searchOnly, catalogOnly, hidden]) await setVisibility(id, 4)
    }
    const [stored] = await rowsOf<{ wrong: number }>(
      database.db,
      sql`select count(*)::int as wrong from listing_facet_sets fs
          left join (select l.facet_set,
                            count(*) filter (where l.visibility in (2, 4))::int as catalog,
                            count(*) filter (where l.visibility in (3, 4))::int as search
                     from product_listing l group by 1) c on c.facet_set = fs.id
          where fs.catalog_count <> coalesce(c.catalog, 0) or fs.search_count <> coalesce(c.search, 0)`,
    )
    expect(stored?.wrong).toBe(0)
  })

  it("non-trivial cases: the requests above match something", async () => {
    const totals = await Promise.all(
      Object.values(cases).map(
        async (args) =>
          (await listProducts(database.db, parseProductsArgs(args), attributes.idOf)).total,
      ),
    )
    expect(totals.filter((t) => t > 0).length).toBeGreaterThanOrEqual(Object.keys(cases).length - 1)
  })
})
