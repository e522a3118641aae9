import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { THIRD_PARTY_SCRIPT_FIELDS } from "../src/store/thirdPartyScripts.graphql.js"
import { startTestServer } from "../src/testing.js"
import { drivers, graphql } from "./helpers.js"

const QUERY = `{ storeConfig { store_code ${THIRD_PARTY_SCRIPT_FIELDS.join(" ")} } }`

type Answer = { storeConfig: Record<string, string | null> }

describe.each(drivers)("third-party script settings on $name", ({ databaseUrl }) => {
  let server: Awaited<ReturnType<typeof startTestServer>>
  beforeAll(async () => {
    server = await startTestServer(databaseUrl === undefined ? {} : { databaseUrl })
  })
  afterAll(() => server?.close())

  it("are all empty on a fresh install: no script, no key", async () => {
    for (const store of ["default", "ca_en"]) {
      const { data, errors } = await graphql<Answer>(server, QUERY, { store })
      expect(errors).toBeUndefined()
      expect(data?.storeConfig).toEqual({
        store_code: store,
        ...Object.fromEntries(THIRD_PARTY_SCRIPT_FIELDS.map((field) => [field, null])),
      })
    }
  })

  it("answer what the shop owner set, and empty again once removed", async () => {
    await server.admin.setStoreConfig("chat_widget_script_url", "https://chat.example/w.js?k={key}")
    await server.admin.setStoreConfig("chat_widget_key", "acct-42")
    await server.admin.setStoreConfig("ratings_widget_script_url", "")
    try {
      const { data } = await graphql<Answer>(server, QUERY, { store: "ca_en" })
      expect(data?.storeConfig).toMatchObject({
        chat_widget_script_url: "https://chat.example/w.js?k={key}",
        chat_widget_key: "acct-42",
        // An empty setting is no setting.
        ratings_widget_script_url: null,
        analytics_script_url: null,
      })
    } finally {
      for (const field of [
        "chat_widget_script_url",
        "chat_widget_key",
        "ratings_widget_script_url",
      ])
        await server.admin.setStoreConfig(field, null)
    }
    const { data } = await graphql<Answer>(server, QUERY, { store: "ca_en" })
    expect(data?.storeConfig.chat_widget_script_url).toBeNull()
    expect(data?.storeConfig.chat_widget_key).toBeNull()
  })

  it("are not answered from a cached storeConfig once changed", async () => {
    const first = await cachedGet(server, undefined)
    const cacheId = first.headers.get("x-magento-cache-id") ?? ""
    expect((await cachedGet(server, cacheId)).headers.get("x-magento-cache-debug")).toBe("HIT")
    await server.admin.setStoreConfig("analytics_script_url", "/analytics.js")
    try {
      const changed = await cachedGet(server, cacheId)
      expect(changed.headers.get("x-magento-cache-debug")).toBe("MISS")
      expect(changed.body.data?.storeConfig.analytics_script_url).toBe("/analytics.js")
    } finally {
      await server.admin.setStoreConfig("analytics_script_url", null)
    }
  })
})

/** The storefront's way: a named GET query, with the cache id of the previous answer. */
const cachedGet = async (
  server: Awaited<ReturnType<typeof startTestServer>>,
  cacheId: string | undefined,
) => {
  const url = new URL(server.graphqlUrl)
  url.searchParams.set("query", `query thirdPartyScripts ${QUERY}`)
  const response = await fetch(url, {
    headers: {
      accept: "application/json",
      ...(cacheId === undefined ? {} : { "x-magento-cache-id": cacheId }),
    },
  })
  return { headers: response.headers, body: (await response.json()) as { data?: Answer } }
}
