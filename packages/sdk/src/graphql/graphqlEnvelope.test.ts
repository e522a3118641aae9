import { describe, expect, it } from "vitest"
import { decodeEnvelope } from "./envelopeSchema.js"
import { readEnvelope } from "./graphqlEnvelope.js"

const notFound = {
  message: "The cart isn't active.",
  path: ["cart", 0],
  extensions: { category: "graphql-no-such-entity" },
}
const unknownEntry = { message: "Unknown GraphQL error", path: undefined, category: undefined }

// Body → what the client reads from it; the Schema decoder and the hand-written reader agree.
const cases: ReadonlyArray<readonly [string, unknown, unknown]> = [
  ["data only", { data: { cart: { id: "c1" } } }, { data: { cart: { id: "c1" } }, errors: [] }],
  [
    "Magento's error entry",
    { data: null, errors: [notFound] },
    {
      data: null,
      errors: [
        {
          message: "The cart isn't active.",
          path: ["cart", 0],
          category: "graphql-no-such-entity",
        },
      ],
    },
  ],
  [
    "a category that is not Magento's, no path",
    { errors: [{ message: "Odd", extensions: { category: "custom" } }] },
    { data: undefined, errors: [{ message: "Odd", path: undefined, category: undefined }] },
  ],
  [
    "entries that are not Magento's shape still count",
    { errors: [42, { message: 7, path: "cart", extensions: "x" }] },
    { data: undefined, errors: [unknownEntry, unknownEntry] },
  ],
  [
    "a path holding something else than names and indexes",
    { errors: [{ message: "Bad", path: ["a", {}] }] },
    { data: undefined, errors: [{ message: "Bad", path: undefined, category: undefined }] },
  ],
  ["errors that are not a list", { data: 1, errors: "boom" }, { data: 1, errors: [] }],
  ["a body that is not an object", "text", { data: undefined, errors: [] }],
  ["a list body", [1, 2], { data: undefined, errors: [] }],
  ["null", null, { data: undefined, errors: [] }],
]

describe("the GraphQL response envelope", () => {
  it.each(cases)("%s", (_name, body, expected) => {
    expect(decodeEnvelope(body)).toEqual(expected)
    expect(readEnvelope(body)).toEqual(expected)
  })
})
