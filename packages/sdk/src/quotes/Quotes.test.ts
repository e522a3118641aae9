import { assert, describe, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { GraphqlError } from "../graphql/errors.js"
import { type StubResponse, stubGraphqlClient } from "../testing/stubGraphqlClient.js"
import { Quotes } from "./Quotes.js"
import type { QuoteForm } from "./quoteForm.js"

const setup = (handlers: Record<string, StubResponse>) => {
  const stub = stubGraphqlClient(handlers)
  return { stub, layer: Quotes.layer.pipe(Layer.provide(stub.layer)) }
}

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

const item: QuoteForm["items"][number] = {
  brand: "Canon",
  model: "EOS R6 Mark II",
  condition: "EXCELLENT",
  accessories: " ",
  photos: [{ fileName: "top.png", bytes: PNG }],
}

const form: QuoteForm = {
  firstname: " Dana ",
  lastname: "Reyes",
  email: "dana@example.com ",
  telephone: "",
  items: [item],
}

const stored = {
  number: "UGQ-ABCD2345",
  status: "RECEIVED",
  status_label: "Received",
  status_description: "We have your request.",
  created_at: "2026-11-26 12:00:00",
  email: "dana@example.com",
  items: [
    {
      brand: "Canon",
      model: "EOS R6 Mark II",
      condition: "EXCELLENT",
      accessories: null,
      photo_count: 1,
    },
  ],
}

describe("Quotes", () => {
  it.effect("submit: trimmed fields, blanks as null, photos as files with their real type", () => {
    const { stub, layer } = setup({
      submitUsedGearQuote: () => ({ submitUsedGearQuote: { quote: stored, user_errors: [] } }),
    })
    return Effect.gen(function* () {
      const quote = yield* (yield* Quotes).submit(form)
      assert.strictEqual(quote.number, "UGQ-ABCD2345")
      const variables = stub.calls[0]?.variables as {
        input: { items: Array<{ photos: ReadonlyArray<File> }> }
      }
      const [file] = variables.input.items[0]?.photos ?? []
      // A File (sent as a part of a multipart request), named and typed by its bytes.
      assert.instanceOf(file, File)
      assert.strictEqual(file?.name, "top.png")
      assert.strictEqual(file?.type, "image/png")
      assert.deepStrictEqual(
        new Uint8Array(
          yield* Effect.promise(() => file?.arrayBuffer() ?? Promise.resolve(new ArrayBuffer(0))),
        ),
        PNG,
      )
      assert.deepStrictEqual(stub.calls[0]?.variables, {
        input: {
          firstname: "Dana",
          lastname: "Reyes",
          email: "dana@example.com",
          telephone: null,
          postcode: null,
          comment: null,
          items: [
            {
              brand: "Canon",
              model: "EOS R6 Mark II",
              condition: "EXCELLENT",
              accessories: null,
              photos: [file],
            },
          ],
        },
      })
    }).pipe(Effect.provide(layer))
  })

  it.effect("submit: a form with problems fails with every field error and sends nothing", () => {
    const { stub, layer } = setup({})
    return Effect.gen(function* () {
      const error = yield* Effect.flip(
        (yield* Quotes).submit({
          ...form,
          email: "nope",
          items: [{ ...item, model: "" }],
        }),
      )
      assert.strictEqual(error._tag, "QuoteRejectedError")
      assert.deepStrictEqual(error._tag === "QuoteRejectedError" && error.fieldErrors, {
        email: "The email field must be a valid email",
        "items.0.model": "This field is required",
      })
      assert.strictEqual(error.message, "The email field must be a valid email")
      assert.strictEqual(stub.calls.length, 0)
    }).pipe(Effect.provide(layer))
  })

  it.effect("submit: the server's user errors become the field errors", () => {
    const { layer } = setup({
      submitUsedGearQuote: () => ({
        submitUsedGearQuote: {
          quote: null,
          user_errors: [
            {
              field: "items.0.photos.0",
              code: "NOT_AN_IMAGE",
              message: "top.png is not a JPEG, PNG or WebP image.",
            },
          ],
        },
      }),
    })
    return Effect.gen(function* () {
      const error = yield* Effect.flip((yield* Quotes).submit(form))
      assert.strictEqual(error._tag, "QuoteRejectedError")
      assert.deepStrictEqual(error._tag === "QuoteRejectedError" && error.fieldErrors, {
        "items.0.photos.0": "top.png is not a JPEG, PNG or WebP image.",
      })
    }).pipe(Effect.provide(layer))
  })

  it.effect("submit: photos refused while they arrive (over 12 MB) are a form error", () => {
    const TOO_LARGE = "The photos of one request can total 12 MB. Send fewer or smaller photos."
    const { layer } = setup({
      submitUsedGearQuote: () =>
        Effect.fail(
          new GraphqlError({
            message: TOO_LARGE,
            path: undefined,
            category: "graphql-input",
            errors: [],
            operationName: "submitUsedGearQuote",
          }),
        ),
    })
    return Effect.gen(function* () {
      const error = yield* Effect.flip((yield* Quotes).submit(form))
      assert.strictEqual(error._tag, "QuoteRejectedError")
      assert.deepStrictEqual(error._tag === "QuoteRejectedError" && error.fieldErrors, {
        items: TOO_LARGE,
      })
    }).pipe(Effect.provide(layer))
  })

  it.effect("status: the request by reference and e-mail; no match is QuoteNotFoundError", () => {
    const NOT_FOUND =
      "No quote request matches that reference number and email address. Check both and try again."
    const { stub, layer } = setup({
      usedGearQuote: (variables) =>
        (variables.input as { email: string }).email === "dana@example.com"
          ? { usedGearQuote: stored }
          : Effect.fail(
              new GraphqlError({
                message: NOT_FOUND,
                path: ["usedGearQuote"],
                category: "graphql-no-such-entity",
                errors: [],
                operationName: "usedGearQuote",
              }),
            ),
    })
    return Effect.gen(function* () {
      const quotes = yield* Quotes
      const found = yield* quotes.status({ number: " UGQ-ABCD2345 ", email: "dana@example.com" })
      assert.strictEqual(found.status_label, "Received")
      assert.deepStrictEqual(stub.calls[0]?.variables, {
        input: { number: "UGQ-ABCD2345", email: "dana@example.com" },
      })
      const missing = yield* Effect.flip(
        quotes.status({ number: "UGQ-ABCD2345", email: "x@example.com" }),
      )
      assert.strictEqual(missing._tag, "QuoteNotFoundError")
      assert.strictEqual(missing.message, NOT_FOUND)
    }).pipe(Effect.provide(layer))
  })
})
