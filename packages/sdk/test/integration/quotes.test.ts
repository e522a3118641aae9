import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { createStorefront, memoryStorage, type Storefront } from "../../src/index.js"
import { databases, serverBuilt, startRealServer, type TestServer } from "./realServer.js"

// Used-gear quotes through the facade against the REAL server over HTTP: a request with photos
// is stored with a reference the seller then looks up; a wrong e-mail finds nothing; a stock
// Magento storefront sends nothing.

const PNG = Uint8Array.from(
  Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
    "base64",
  ),
)

describe.skipIf(!serverBuilt).each(databases)(
  "SDK used-gear quotes against the real server (%s)",
  (_db, databaseUrl) => {
    let server: TestServer
    const opened: Storefront[] = []
    const seller = (stock = false) => {
      const storefront = createStorefront({
        endpoint: server.graphqlUrl,
        storage: memoryStorage(),
        ...(stock ? { magento: { extensions: [] } } : {}),
      })
      opened.push(storefront)
      return storefront
    }

    beforeAll(async () => {
      server = await startRealServer(databaseUrl)
    })
    afterAll(async () => {
      await Promise.all(opened.map((s) => s.dispose()))
      await server?.close()
    })

    it("submits a request with photos and looks up its status by reference and e-mail", async () => {
      const storefront = seller()
      const email = `sdk-quote-${Date.now()}@example.com`
      const quote = await storefront.quotes.submit({
        firstname: "Dana",
        lastname: "Reyes",
        email,
        items: [
          {
            brand: "Nikon",
            model: "Z8",
            condition: "LIKE_NEW",
            accessories: "Two batteries",
            photos: [
              { fileName: "front.png", bytes: PNG },
              { fileName: "back.png", bytes: PNG },
            ],
          },
          { brand: "Sigma", model: "35mm f/1.4 DG DN Art", condition: "GOOD" },
        ],
      })
      expect(quote.number).toMatch(/^UGQ-[2-9A-HJKMNP-Z]{8}$/)
      expect(quote.status).toBe("RECEIVED")
      expect(quote.items).toEqual([
        {
          brand: "Nikon",
          model: "Z8",
          condition: "LIKE_NEW",
          accessories: "Two batteries",
          photo_count: 2,
        },
        {
          brand: "Sigma",
          model: "35mm f/1.4 DG DN Art",
          condition: "GOOD",
          accessories: null,
          photo_count: 0,
        },
      ])

      const looked = await seller().quotes.status({
        number: quote.number.toLowerCase(),
        email: email.toUpperCase(),
      })
      expect(looked).toMatchObject({ number: quote.number, status_label: "Received" })

      await expect(
        seller().quotes.status({ number: quote.number, email: "someone-else@example.com" }),
      ).rejects.toMatchObject({
        _tag: "QuoteNotFoundError",
        message:
          "No quote request matches that reference number and email address. Check both and try again.",
      })
    })

    it("the server's own checks come back as field errors, and nothing is stored", async () => {
      // The form's e-mail rule is looser than Magento's: this one passes it and the server refuses.
      await expect(
        seller().quotes.submit({
          firstname: "Dana",
          lastname: "Reyes",
          email: "dana@exa_mple.com",
          items: [
            {
              brand: "Leica",
              model: "M6",
              condition: "FAIR",
              photos: [{ fileName: "m6.png", bytes: PNG }],
            },
          ],
        }),
      ).rejects.toMatchObject({
        _tag: "QuoteRejectedError",
        fieldErrors: { email: "Please enter a valid email address (Ex: johndoe@domain.com)." },
      })
    })

    it("a stock Magento storefront does not send the quote calls", async () => {
      await expect(
        seller(true).quotes.status({ number: "UGQ-23456789", email: "dana@example.com" }),
      ).rejects.toMatchObject({ _tag: "FeatureUnavailableError", capability: "used-gear-quotes" })
    })
  },
)
