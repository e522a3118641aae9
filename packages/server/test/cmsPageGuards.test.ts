import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestServer } from "../src/testing.js"
import { drivers, graphql } from "./helpers.js"

// As the SDK's route query asks: the page and the store's CMS page guards in one request.
const ROUTE_QUERY = `query route($url: String!) {
  route(url: $url) { type ... on CmsPage { identifier } }
  storeConfig { cms_page_guards }
}`

type Answer = {
  route: { type: string; identifier?: string } | null
  storeConfig: { cms_page_guards: string | null }
}

describe.each(drivers)("CMS page guards setting on $name", ({ databaseUrl }) => {
  let server: Awaited<ReturnType<typeof startTestServer>>
  beforeAll(async () => {
    server = await startTestServer(databaseUrl === undefined ? {} : { databaseUrl })
  })
  afterAll(() => server?.close())

  it("is null on a fresh install: no CMS page has guards", async () => {
    const { data, errors } = await graphql<Answer>(server, ROUTE_QUERY, {
      variables: { url: "gtm-test" },
    })
    expect(errors).toBeUndefined()
    expect(data?.route).toEqual({ type: "CMS_PAGE", identifier: "gtm-test" })
    expect(data?.storeConfig.cms_page_guards).toBeNull()
  })

  it("answers the text the shop owner set, with the route, and null again once removed", async () => {
    await server.admin.setStoreConfig("cms_page_guards", "gtm-test:is-authenticated;faq:checkout")
    try {
      for (const store of ["default", "ca_en"]) {
        const { data } = await graphql<Answer>(server, ROUTE_QUERY, {
          store,
          variables: { url: "gtm-test" },
        })
        expect(data?.storeConfig.cms_page_guards).toBe("gtm-test:is-authenticated;faq:checkout")
      }
      await server.admin.setStoreConfig("cms_page_guards", "  ")
      const { data: blank } = await graphql<Answer>(server, ROUTE_QUERY, {
        variables: { url: "gtm-test" },
      })
      expect(blank?.storeConfig.cms_page_guards).toBeNull()
    } finally {
      await server.admin.setStoreConfig("cms_page_guards", null)
    }
  })

  it("is not answered from a cached route answer once changed", async () => {
    const first = await cachedGet(server, undefined)
    const cacheId = first.headers.get("x-magento-cache-id") ?? ""
    expect((await cachedGet(server, cacheId)).headers.get("x-magento-cache-debug")).toBe("HIT")
    await server.admin.setStoreConfig("cms_page_guards", "gtm-test:no-such-guard")
    try {
      const changed = await cachedGet(server, cacheId)
      expect(changed.headers.get("x-magento-cache-debug")).toBe("MISS")
      expect(changed.body.data?.storeConfig.cms_page_guards).toBe("gtm-test:no-such-guard")
    } finally {
      await server.admin.setStoreConfig("cms_page_guards", null)
    }
  })
})

/** The storefront's way: a named GET query, with the cache id of the previous answer. */
const cachedGet = async (
  server: Awaited<ReturnType<typeof startTestServer>>,
  cacheId: string | undefined,
) => {
  const url = new URL(server.graphqlUrl)
  url.searchParams.set("query", ROUTE_QUERY)
  url.searchParams.set("operationName", "route")
  url.searchParams.set("variables", JSON.stringify({ url: "gtm-test" }))
  const response = await fetch(url, {
    headers: {
      accept: "application/json",
      ...(cacheId === undefined ? {} : { "x-magento-cache-id": cacheId }),
    },
  })
  return { headers: response.headers, body: (await response.json()) as { data?: Answer } }
}
