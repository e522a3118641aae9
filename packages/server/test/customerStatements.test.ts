// The store's settings a signed-in shopper's reads need (whether wish lists are on, whether
// accounts must confirm their e-mail) come from the process's copy: no statement per request.
import { describe, expect, it } from "vitest"
import { countedServer } from "./countedServer.js"
import { asCustomer, newCustomer } from "./customerTestKit.js"
import { drivers } from "./helpers.js"

describe.each(drivers)(
  "store settings of a signed-in shopper's reads on $name",
  ({ databaseUrl }) => {
    const shop = countedServer(databaseUrl)

    const sentFor = async (token: string, query: string, expected: unknown) => {
      // The first request warms the process caches.
      expect((await asCustomer(shop.server(), token, query)).data).toEqual(expected)
      const sent = await shop.counter().during(async () => {
        expect((await asCustomer(shop.server(), token, query)).data).toEqual(expected)
      })
      expect(sent.length).toBeGreaterThan(0)
      return sent.filter((sql) => /\bstore_config\b/.test(sql))
    }

    it("reads the customer and the wish lists without reading the store's settings", async () => {
      const { token } = await newCustomer(shop.server(), "settingsread")
      expect(
        await sentFor(token, "{ customer { firstname confirmation_status } }", {
          customer: { firstname: "Roni", confirmation_status: "ACCOUNT_CONFIRMATION_NOT_REQUIRED" },
        }),
      ).toEqual([])
      expect(
        await sentFor(token, "{ customer { wishlists { items_count } } }", {
          customer: { wishlists: [{ items_count: 0 }] },
        }),
      ).toEqual([])
    })
  },
)
