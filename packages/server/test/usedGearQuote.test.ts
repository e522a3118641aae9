import { readdir } from "node:fs/promises"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { RunningServer } from "../src/app/startServer.js"
import { startTestServer } from "../src/testing.js"
import { uniqueEmail } from "./customerTestKit.js"
import { mailTo } from "./giftCardKit.js"
import { drivers, graphql } from "./helpers.js"
import { noisyJpeg, photoFile, smallImage, submitMultipart } from "./quoteUploadKit.js"

const SUBMIT = `mutation submit($input: UsedGearQuoteInput!) {
  submitUsedGearQuote(input: $input) {
    quote { number status status_label items { brand model condition accessories photo_count } }
    user_errors { field code message }
  }
}`
const LOOKUP = `query status($input: UsedGearQuoteLookupInput!) {
  usedGearQuote(input: $input) { number status status_label status_description items { brand model } }
}`

/** The smallest real images: a 1×1 PNG and a small JPEG (photos are files of the request). */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
)
const JPEG = await smallImage("jpeg")

const photo = photoFile

const item = (overrides: Record<string, unknown> = {}) => ({
  brand: "Canon",
  model: "EOS R6 Mark II",
  condition: "EXCELLENT",
  accessories: "Battery, charger, strap, original box",
  photos: [photo("front.jpg", JPEG), photo("top.png", PNG, "image/png")],
  ...overrides,
})

const request = (email: string, items: ReadonlyArray<unknown> = [item()]) => ({
  firstname: "Dana",
  lastname: "Reyes",
  email,
  telephone: "585-555-0199",
  items,
})

interface Submitted {
  submitUsedGearQuote: {
    quote: { number: string; status: string; status_label: string; items: unknown[] } | null
    user_errors: Array<{ field: string; code: string; message: string }>
  }
}

const outboxCount = async (server: RunningServer) =>
  (await readdir(server.outboxDir ?? "")).filter((f) => f.endsWith(".eml")).length

describe.each(drivers)("used-gear quotes on $name", ({ databaseUrl }) => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startTestServer(databaseUrl ? { databaseUrl } : {})
  })
  afterAll(() => server?.close())

  it("stores a request with its photos, gives a reference, mails a confirmation and shows the status", async () => {
    const email = uniqueEmail("seller")
    const second = item({
      brand: "Sony",
      model: "FE 24-70mm f/2.8 GM II",
      condition: "LIKE_NEW",
      accessories: null,
      photos: [],
    })
    const res = await submitMultipart<Submitted>(
      server,
      SUBMIT,
      { input: request(email, [item(), second]) },
      { from: "127.0.0.11" },
    )
    expect(res.errors).toBeUndefined()
    const { quote, user_errors } = res.data?.submitUsedGearQuote ?? {}
    expect(user_errors).toEqual([])
    expect(quote?.number).toMatch(/^UGQ-[2-9A-HJKMNP-Z]{8}$/)
    expect(quote).toMatchObject({ status: "RECEIVED", status_label: "Received" })
    expect(quote?.items).toEqual([
      {
        brand: "Canon",
        model: "EOS R6 Mark II",
        condition: "EXCELLENT",
        accessories: "Battery, charger, strap, original box",
        photo_count: 2,
      },
      {
        brand: "Sony",
        model: "FE 24-70mm f/2.8 GM II",
        condition: "LIKE_NEW",
        accessories: null,
        photo_count: 0,
      },
    ])
    const number = quote?.number ?? ""

    const [mail] = await mailTo(server, email)
    expect(mail?.subject).toBe(`Your used gear quote request ${number}`)
    expect(mail?.text).toContain(
      "1. Canon EOS R6 Mark II — Excellent (with Battery, charger, strap, original box); 2 photos",
    )
    expect(mail?.text).toContain(`used-equipment-quote/status?number=${number}`)

    const status = await graphql<{ usedGearQuote: Record<string, unknown> }>(server, LOOKUP, {
      variables: { input: { number: number.toLowerCase(), email: email.toUpperCase() } },
    })
    expect(status.data?.usedGearQuote).toMatchObject({
      number,
      status: "RECEIVED",
      status_label: "Received",
      status_description:
        "We have your request. Our used department replies within 48 hours with a cash offer and a trade-in offer.",
      items: [
        { brand: "Canon", model: "EOS R6 Mark II" },
        { brand: "Sony", model: "FE 24-70mm f/2.8 GM II" },
      ],
    })
    const wrong = await graphql(server, LOOKUP, {
      variables: { input: { number, email: "someone.else@example.com" } },
    })
    expect(wrong.errors?.[0]).toMatchObject({
      message:
        "No quote request matches that reference number and email address. Check both and try again.",
      extensions: { category: "graphql-no-such-entity" },
    })
  })

  it("bad input: every problem against its field, and nothing stored or mailed", async () => {
    const email = uniqueEmail("bad")
    const before = await outboxCount(server)
    const oversized = await noisyJpeg(5 * 1024 * 1024 + 4096)
    const res = await submitMultipart<Submitted>(
      server,
      SUBMIT,
      {
        input: {
          ...request("not-an-email"),
          lastname: "  ",
          items: [
            item({ brand: "" }),
            item({
              photos: [
                photo("notes.pdf", Buffer.from("%PDF-1.7 not a photo"), "image/jpeg"),
                photo("huge.jpg", oversized),
              ],
            }),
            item({ photos: Array.from({ length: 6 }, (_, i) => photo(`p${i}.jpg`, JPEG)) }),
          ],
        },
      },
      { from: "127.0.0.12" },
    )
    expect(res.status).toBe(200)
    expect(res.data?.submitUsedGearQuote.quote).toBeNull()
    expect(res.data?.submitUsedGearQuote.user_errors).toEqual([
      { field: "lastname", code: "REQUIRED", message: "This is a required field." },
      {
        field: "email",
        code: "INVALID_EMAIL",
        message: "Please enter a valid email address (Ex: johndoe@domain.com).",
      },
      { field: "items.0.brand", code: "REQUIRED", message: "This is a required field." },
      {
        field: "items.1.photos.0",
        code: "NOT_AN_IMAGE",
        message: "notes.pdf is not a JPEG, PNG or WebP image.",
      },
      {
        field: "items.1.photos.1",
        code: "FILE_TOO_LARGE",
        message: "huge.jpg is larger than 5 MB. Choose a smaller photo.",
      },
      { field: "items.2.photos", code: "TOO_MANY_PHOTOS", message: "Add up to 5 photos per item." },
    ])
    expect(await outboxCount(server)).toBe(before)
    expect(await mailTo(server, email, 0)).toEqual([])
  })

  it("too many items, or no items, is refused", async () => {
    const many = await graphql<Submitted>(server, SUBMIT, {
      variables: {
        input: request(
          uniqueEmail("many"),
          Array.from({ length: 11 }, () => item({ photos: [] })),
        ),
      },
      from: "127.0.0.13",
    })
    expect(many.data?.submitUsedGearQuote.user_errors).toEqual([
      {
        field: "items",
        code: "TOO_MANY_ITEMS",
        message: "A quote request can list up to 10 items. Send the rest in a second request.",
      },
    ])
    const none = await graphql<Submitted>(server, SUBMIT, {
      variables: { input: request(uniqueEmail("none"), []) },
      from: "127.0.0.13",
    })
    expect(none.data?.submitUsedGearQuote.user_errors).toEqual([
      {
        field: "items",
        code: "REQUIRED",
        message: "Add at least one item you would like to sell.",
      },
    ])
  })

  it("a JSON body is held to 1 MiB; photos of several MB travel as files of a multipart request", async () => {
    const padding = "x".repeat(1024 * 1024)
    const json = await fetch(server.graphqlUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        query: SUBMIT,
        variables: { input: request(uniqueEmail("json")), padding },
      }),
    })
    expect(json.status).toBe(413)
    // A 2 MB photo as a file is read (and the request answered with its field error).
    const quote = await submitMultipart<Submitted>(
      server,
      SUBMIT,
      {
        input: request(uniqueEmail("big"), [
          item({ photos: [photo("big.jpg", await noisyJpeg(2 * 1024 * 1024))], brand: "" }),
        ]),
      },
      { from: "127.0.0.14" },
    )
    expect(quote.status).toBe(200)
    expect(quote.data?.submitUsedGearQuote.user_errors.map((e) => e.field)).toEqual([
      "items.0.brand",
    ])
  })

  it("is rate-limited like the other forms: 5 requests an hour from one address", async () => {
    for (let i = 0; i < 5; i++) {
      const ok = await graphql<Submitted>(server, SUBMIT, {
        variables: { input: request(uniqueEmail(`rate${i}`), [item({ photos: [] })]) },
        from: "127.0.0.15",
      })
      expect(ok.data?.submitUsedGearQuote.quote?.number).toMatch(/^UGQ-/)
    }
    const refused = await graphql(server, SUBMIT, {
      variables: { input: request(uniqueEmail("rate5"), [item({ photos: [] })]) },
      from: "127.0.0.15",
    })
    expect(refused.errors?.[0]).toMatchObject({
      message: "Too Many Requests",
      extensions: { category: "graphql-too-many-requests" },
    })
  })
})
