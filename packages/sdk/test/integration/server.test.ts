import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { createStorefront, GraphqlError, memoryStorage, type Storefront } from "../../src/index.js"
import { databases, serverBuilt, startRealServer, type TestServer } from "./realServer.js"

// The SDK against the REAL server over HTTP, on embedded PGlite.

describe.skipIf(!serverBuilt).each(databases)(
  "SDK against the real server (%s)",
  (_db, databaseUrl) => {
    let server: TestServer
    let storefront: Storefront

    beforeAll(async () => {
      server = await startRealServer(databaseUrl)
      storefront = createStorefront({ endpoint: server.graphqlUrl, storage: memoryStorage() })
    })

    afterAll(async () => {
      await storefront?.dispose()
      await server?.close()
    })

    it("loads the default store's config: store default, locale en_US, currency USD", async () => {
      const config = await storefront.store.config()
      expect(config.store_code).toBe("default")
      expect(config.default_display_currency_code).toBe("USD")
      expect(config.locale).toBe("en_US")
      // The third-party scripts' settings come with it: none set on a fresh install.
      expect(config.chat_widget_script_url).toBeNull()
      expect(config.ratings_widget_script_url).toBeNull()
    })

    it("lists the available stores, the default among them", async () => {
      const stores = await storefront.store.availableStores()
      expect(stores.map((s) => s.store_code)).toContain("default")
    })

    it("reads the currency", async () => {
      const currency = await storefront.store.currency()
      expect(currency.base_currency_code).toBe("USD")
      expect(currency.available_currency_codes).toContain("USD")
    })

    it("lists countries and reads one with its regions", async () => {
      const countries = await storefront.store.countries()
      expect(countries.map((c) => c.id)).toContain("US")
      const us = await storefront.store.country({ id: "US" })
      expect(us.full_name_english).toBe("United States")
      expect(us.available_regions?.length ?? 0).toBeGreaterThan(0)
    })

    it("rejects an unknown country with a GraphqlError", async () => {
      const error = await storefront.store.country({ id: "XX" }).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(GraphqlError)
      expect((error as GraphqlError).category).toBe("graphql-no-such-entity")
    })
  },
)
