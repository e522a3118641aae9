import {
  MAX_PHOTO_BYTES as SERVER_MAX_PHOTO_BYTES,
  MAX_PHOTOS_PER_ITEM as SERVER_MAX_PHOTOS_PER_ITEM,
  MAX_QUOTE_ITEMS as SERVER_MAX_QUOTE_ITEMS,
  MAX_QUOTE_PHOTO_BYTES as SERVER_MAX_QUOTE_PHOTO_BYTES,
  QUOTE_CONDITIONS as SERVER_QUOTE_CONDITIONS,
  QUOTE_MESSAGES as SERVER_QUOTE_MESSAGES,
} from "@shutter/server"
import { describe, expect, it } from "vitest"
import {
  imageTypeOf,
  MAX_PHOTO_BYTES,
  MAX_PHOTOS_PER_ITEM,
  MAX_QUOTE_ITEMS,
  MAX_QUOTE_PHOTO_BYTES,
  QUOTE_CONDITIONS,
  QUOTE_FORM_MESSAGES,
  type QuoteForm,
  type QuoteItemForm,
  quoteFieldErrorsOf,
  quotePhotoProblem,
  validateQuoteForm,
  validateQuoteLookupForm,
} from "./quoteForm.js"

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const WEBP = new TextEncoder().encode("RIFF\0\0\0\0WEBPVP8 ")
const GIF = new TextEncoder().encode("GIF89a......")

const item = (overrides: Partial<QuoteItemForm> = {}): QuoteItemForm => ({
  brand: "Canon",
  model: "EOS R6 Mark II",
  condition: "EXCELLENT",
  accessories: "Battery, charger",
  photos: [{ fileName: "front.jpg", bytes: JPEG }],
  ...overrides,
})

const form = (overrides: Partial<QuoteForm> = {}): QuoteForm => ({
  firstname: "Dana",
  lastname: "Reyes",
  email: "dana@example.com",
  items: [item()],
  ...overrides,
})

describe("the quote form's limits are the server's", () => {
  it("same numbers, conditions and texts", () => {
    expect(MAX_QUOTE_ITEMS).toBe(SERVER_MAX_QUOTE_ITEMS)
    expect(MAX_PHOTOS_PER_ITEM).toBe(SERVER_MAX_PHOTOS_PER_ITEM)
    expect(MAX_PHOTOS_PER_ITEM).toBe(5)
    expect(MAX_PHOTO_BYTES).toBe(SERVER_MAX_PHOTO_BYTES)
    expect(MAX_QUOTE_PHOTO_BYTES).toBe(SERVER_MAX_QUOTE_PHOTO_BYTES)
    expect(QUOTE_CONDITIONS).toEqual(SERVER_QUOTE_CONDITIONS)
    for (const key of ["noItems", "tooManyItems", "tooManyPhotos", "photosTooLarge"] as const)
      expect(QUOTE_FORM_MESSAGES[key]).toBe(SERVER_QUOTE_MESSAGES[key])
    expect(QUOTE_FORM_MESSAGES.fileTooLarge("a.jpg")).toBe(
      SERVER_QUOTE_MESSAGES.fileTooLarge("a.jpg"),
    )
    expect(QUOTE_FORM_MESSAGES.notAnImage("a.gif")).toBe(SERVER_QUOTE_MESSAGES.notAnImage("a.gif"))
    expect(QUOTE_FORM_MESSAGES.tooLong(255)).toBe(SERVER_QUOTE_MESSAGES.tooLong(255))
  })
})

describe("validateQuoteForm", () => {
  it("a complete request has no errors", () => {
    expect(validateQuoteForm(form())).toEqual({})
  })

  it.each([
    [
      "missing names and email",
      form({ firstname: " ", lastname: "", email: "" }),
      {
        firstname: "This field is required",
        lastname: "This field is required",
        email: "This field is required",
      },
    ],
    [
      "a malformed email",
      form({ email: "dana@" }),
      { email: "The email field must be a valid email" },
    ],
    ["no items", form({ items: [] }), { items: "Add at least one item you would like to sell." }],
    [
      "eleven items",
      form({ items: Array.from({ length: 11 }, () => item({ photos: [] })) }),
      { items: "A quote request can list up to 10 items. Send the rest in a second request." },
    ],
    [
      "an item without brand, model or condition",
      form({ items: [item(), item({ brand: "", model: " ", condition: "" })] }),
      {
        "items.1.brand": "This field is required",
        "items.1.model": "This field is required",
        "items.1.condition": "This field is required",
      },
    ],
    [
      "six photos on one item",
      form({
        items: [
          item({
            photos: Array.from({ length: 6 }, (_, n) => ({ fileName: `${n}.jpg`, bytes: JPEG })),
          }),
        ],
      }),
      { "items.0.photos": "Add up to 5 photos per item." },
    ],
    [
      "a GIF among the photos",
      form({
        items: [
          item({
            photos: [
              { fileName: "a.png", bytes: PNG },
              { fileName: "anim.gif", bytes: GIF },
            ],
          }),
        ],
      }),
      { "items.0.photos.1": "anim.gif is not a JPEG, PNG or WebP image." },
    ],
    [
      "a comment over 2000 characters",
      form({ comment: "x".repeat(2001) }),
      { comment: "Please enter 2000 characters or less." },
    ],
  ])("%s", (_label, input, errors) => {
    expect(validateQuoteForm(input)).toEqual(errors)
  })

  it("photos over 5 MB each, or 12 MB together", () => {
    const big = new Uint8Array(MAX_PHOTO_BYTES + 1)
    big.set(JPEG)
    expect(
      validateQuoteForm(
        form({ items: [item({ photos: [{ fileName: "huge.jpg", bytes: big }] })] }),
      ),
    ).toEqual({ "items.0.photos.0": "huge.jpg is larger than 5 MB. Choose a smaller photo." })
    const four = new Uint8Array(4 * 1024 * 1024)
    four.set(JPEG)
    const photos = [1, 2, 3, 4].map((n) => ({ fileName: `${n}.jpg`, bytes: four }))
    expect(validateQuoteForm(form({ items: [item({ photos })] }))).toEqual({
      items: "The photos of one request can total 12 MB. Send fewer or smaller photos.",
    })
  })
})

describe("photos", () => {
  it.each([
    [JPEG, "image/jpeg"],
    [PNG, "image/png"],
    [WEBP, "image/webp"],
    [GIF, undefined],
    [new Uint8Array(), undefined],
  ])("imageTypeOf(%#)", (bytes, type) => {
    expect(imageTypeOf(bytes)).toBe(type)
  })

  it("a picked file is judged by its size and its bytes, not its name", () => {
    expect(quotePhotoProblem({ name: "ok.gif", size: 10, head: PNG })).toBeUndefined()
    expect(quotePhotoProblem({ name: "shot.jpg", size: 10, head: GIF })).toBe(
      "shot.jpg is not a JPEG, PNG or WebP image.",
    )
    expect(quotePhotoProblem({ name: "raw.jpg", size: MAX_PHOTO_BYTES + 1, head: JPEG })).toBe(
      "raw.jpg is larger than 5 MB. Choose a smaller photo.",
    )
  })
})

describe("lookup and server errors", () => {
  it("a lookup needs the reference and a valid email", () => {
    expect(validateQuoteLookupForm({ number: "", email: "x" })).toEqual({
      number: "This field is required",
      email: "The email field must be a valid email",
    })
    expect(validateQuoteLookupForm({ number: "UGQ-23456789", email: "a@b.co" })).toEqual({})
  })

  it("keeps the first server message per field", () => {
    expect(
      quoteFieldErrorsOf([
        { field: "items.0.brand", message: "This is a required field." },
        { field: "items.0.brand", message: "second" },
        { field: "email", message: "Please enter a valid email address (Ex: johndoe@domain.com)." },
      ]),
    ).toEqual({
      "items.0.brand": "This is a required field.",
      email: "Please enter a valid email address (Ex: johndoe@domain.com).",
    })
  })
})
