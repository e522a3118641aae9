import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestServer } from "../src/testing.js"
import { drivers, graphql } from "./helpers.js"

const STORE_CONFIG = /* GraphQL */ `
  query StoreConfig {
    storeConfig {
      store_code
      store_name
      store_group_code
      store_group_name
      website_code
      website_name
      is_default_store
      is_default_store_group
      default_title
      default_description
      default_keywords
      title_prefix
      title_suffix
      locale
      timezone
      weight_unit
      base_currency_code
      default_display_currency_code
      header_logo_src
      logo_width
      logo_height
      logo_alt
      welcome
      copyright
      base_url
      secure_base_url
      base_link_url
      base_media_url
      secure_base_media_url
      cms_home_page
      cms_no_route
      product_url_suffix
      category_url_suffix
      root_category_uid
      grid_per_page
      grid_per_page_values
      list_per_page
      list_per_page_values
      catalog_default_sort_by
      minimum_password_length
      required_character_classes_number
    }
  }
`

type StoreConfig = Record<string, string | number | boolean | null>

describe.each(drivers)("store config on $name", ({ databaseUrl }) => {
  let server: Awaited<ReturnType<typeof startTestServer>>
  beforeAll(async () => {
    server = await startTestServer(databaseUrl === undefined ? {} : { databaseUrl })
  })
  afterAll(() => server?.close())

  // Magento 2.4.6's schema keeps StoreConfig.id, code, website_id and root_category_id
  // (deprecated, StoreGraphQl's StoreConfigDataProvider still fills them): older clients read them.
  it("answers the deprecated identity fields Magento still serves", async () => {
    const { data, errors } = await graphql<{ storeConfig: StoreConfig }>(
      server,
      "{ storeConfig { id code store_code website_id root_category_id root_category_uid } }",
      { store: "ca_en" },
    )
    expect(errors).toBeUndefined()
    expect(data?.storeConfig).toMatchObject({
      code: "ca_en",
      store_code: "ca_en",
      website_id: 1,
      root_category_id: 2,
      root_category_uid: "Mg==",
    })
    expect(data?.storeConfig.id).toEqual(expect.any(Number))
    expect(data?.storeConfig.id).not.toBe(1)
  })

  it("serves the default store view when no Store header is sent", async () => {
    const { status, data, errors } = await graphql<{ storeConfig: StoreConfig }>(
      server,
      STORE_CONFIG,
    )
    expect(status).toBe(200)
    expect(errors).toBeUndefined()
    const base = `${server.url}/`
    expect(data?.storeConfig).toEqual({
      store_code: "default",
      store_name: "Shutter Camera & Photo",
      store_group_code: "main_website_store",
      store_group_name: "Main Website Store",
      website_code: "base",
      website_name: "Main Website",
      is_default_store: true,
      is_default_store_group: true,
      default_title: "Shutter Camera & Photo",
      default_description: expect.stringContaining("Cameras, lenses"),
      default_keywords: expect.stringContaining("camera"),
      title_prefix: "",
      title_suffix: "",
      locale: "en_US",
      timezone: "America/New_York",
      weight_unit: "lbs",
      base_currency_code: "USD",
      default_display_currency_code: "USD",
      header_logo_src: "default/shutter.svg",
      logo_width: 189,
      logo_height: 68,
      logo_alt: "Shutter Camera & Photo",
      welcome: "Welcome to Shutter Camera & Photo!",
      copyright: "Copyright © Shutter Camera & Photo. All rights reserved.",
      base_url: base,
      secure_base_url: base,
      base_link_url: base,
      base_media_url: `${base}media/`,
      secure_base_media_url: `${base}media/`,
      cms_home_page: "home",
      cms_no_route: "no-route",
      product_url_suffix: ".html",
      category_url_suffix: ".html",
      root_category_uid: "Mg==",
      grid_per_page: 12,
      grid_per_page_values: "12,24,36",
      list_per_page: 12,
      list_per_page_values: "12,24,36",
      catalog_default_sort_by: "position",
      minimum_password_length: "8",
      required_character_classes_number: "3",
    })
  })

  it("switches store view with the Store header", async () => {
    const { data } = await graphql<{ storeConfig: StoreConfig }>(server, STORE_CONFIG, {
      store: "ca_en",
    })
    expect(data?.storeConfig).toMatchObject({
      store_code: "ca_en",
      store_name: "Shutter Camera & Photo Canada",
      store_group_code: "canada_store",
      is_default_store: true,
      is_default_store_group: false,
      locale: "en_CA",
      timezone: "America/Toronto",
      weight_unit: "kgs",
      base_currency_code: "USD",
      default_display_currency_code: "CAD",
    })
  })

  it('treats Store "DEFAULT" (any case, padded) as the default store view', async () => {
    const { data, errors } = await graphql<{ storeConfig: StoreConfig }>(server, STORE_CONFIG, {
      store: "  default ",
    })
    expect(errors).toBeUndefined()
    expect(data?.storeConfig.store_code).toBe("default")
  })

  it("fails the whole request for an unknown store, with Magento's message and category", async () => {
    const response = await graphql(server, STORE_CONFIG, { store: "nowhere" })
    expect(response.status).toBe(200)
    expect(response.data ?? null).toBeNull()
    expect(response.errors).toEqual([
      {
        message: "Requested store is not found (nowhere)",
        extensions: { category: "graphql-input" },
      },
    ])
  })

  it("lists the website's store views, or only the current group's", async () => {
    const query = /* GraphQL */ `
      query Stores($group: Boolean) {
        availableStores(useCurrentGroup: $group) { store_code store_name locale default_display_currency_code }
      }
    `
    const all = await graphql<{ availableStores: StoreConfig[] }>(server, query)
    expect(all.data?.availableStores).toEqual([
      {
        store_code: "default",
        store_name: "Shutter Camera & Photo",
        locale: "en_US",
        default_display_currency_code: "USD",
      },
      {
        store_code: "ca_en",
        store_name: "Shutter Camera & Photo Canada",
        locale: "en_CA",
        default_display_currency_code: "CAD",
      },
    ])
    const group = await graphql<{ availableStores: StoreConfig[] }>(server, query, {
      variables: { group: true },
      store: "ca_en",
    })
    expect(group.data?.availableStores.map((s) => s.store_code)).toEqual(["ca_en"])
  })

  it("derives base URLs from the host the client used (e.g. through the web proxy)", async () => {
    const query =
      "{ storeConfig { base_url base_media_url secure_base_media_url header_logo_src } }"
    const { data } = await graphql<{ storeConfig: StoreConfig }>(server, query, {
      headers: { "x-forwarded-host": "shop.example:8080", "x-forwarded-proto": "https" },
    })
    expect(data?.storeConfig).toEqual({
      base_url: "https://shop.example:8080/",
      base_media_url: "https://shop.example:8080/media/",
      secure_base_media_url: "https://shop.example:8080/media/",
      header_logo_src: "default/shutter.svg",
    })
  })

  it("answers GET requests like Magento", async () => {
    const { status, data } = await graphql<{ storeConfig: StoreConfig }>(
      server,
      "query StoreCode { storeConfig { store_code } }",
      { method: "GET", store: "ca_en" },
    )
    expect(status).toBe(200)
    expect(data).toEqual({ storeConfig: { store_code: "ca_en" } })
  })

  it("reports unknown fields with category graphql and their location", async () => {
    const { errors } = await graphql(server, "{ storeConfig { no_such_field } }")
    expect(errors).toEqual([
      {
        message: 'Cannot query field "no_such_field" on type "StoreConfig".',
        extensions: { category: "graphql" },
        locations: [{ line: 1, column: 17 }],
      },
    ])
  })
})
