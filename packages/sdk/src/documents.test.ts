/// <reference types="vite/client" />
import { readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import {
  DEFAULT_MAX_PAGE_SIZE,
  DEFAULT_MAX_QUERY_COMPLEXITY,
  DEFAULT_MAX_QUERY_DEPTH,
  DEFAULT_MAX_TOKENS,
  queryCostMeasurer,
} from "@shutter/server"
import {
  buildSchema,
  type DocumentNode,
  type FragmentDefinitionNode,
  Kind,
  Lexer,
  print,
  type SelectionSetNode,
  Source,
  TokenKind,
  validate,
} from "graphql"
import { describe, expect, it } from "vitest"
import { PRODUCT_PAGE_REVIEWS } from "./catalog/catalog.graphql.js"
import { LISTING_PAGE_SIZES } from "./catalog/listingParams.js"

// Every document the SDK declares must be valid against the real Magento 2.4 shape (vendored in
// schema/magento at the repository root) plus the names our server serves beyond it.
const referenceFiles = [
  "../../../schema/magento/schema-2.4.graphql",
  "../../../schema/magento/extensions.graphql",
  "../../../schema/shutter-extensions.graphql",
].map((path) => fileURLToPath(new URL(path, import.meta.url)))

/** Magento's default `maxQueryComplexity` (graphql-php counts one per selected field). */
const MAGENTO_MAX_COMPLEXITY = 300

const complexityOf = (document: DocumentNode): number => {
  const fragments = new Map<string, FragmentDefinitionNode>()
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION)
      fragments.set(definition.name.value, definition)
  }
  const count = (set: SelectionSetNode | undefined): number =>
    (set?.selections ?? []).reduce((sum, selection) => {
      if (selection.kind === Kind.FIELD) return sum + 1 + count(selection.selectionSet)
      if (selection.kind === Kind.INLINE_FRAGMENT) return sum + count(selection.selectionSet)
      return sum + count(fragments.get(selection.name.value)?.selectionSet)
    }, 0)
  return document.definitions.reduce(
    (sum, d) => (d.kind === Kind.OPERATION_DEFINITION ? sum + count(d.selectionSet) : sum),
    0,
  )
}

const modules = import.meta.glob<Record<string, unknown>>("./**/*.graphql.ts", { eager: true })

const isDocument = (value: unknown): value is DocumentNode =>
  typeof value === "object" && value !== null && (value as DocumentNode).kind === Kind.DOCUMENT

const operations = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([, value]) => isDocument(value))
    .filter(([, value]) =>
      (value as DocumentNode).definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION),
    )
    .map(([name, value]) => ({ label: `${file} ${name}`, document: value as DocumentNode })),
)

describe("documents validate against Magento 2.4 (+ extensions)", () => {
  const schema = buildSchema(referenceFiles.map((file) => readFileSync(file, "utf8")).join("\n"))

  it("finds the SDK's documents", () => {
    expect(operations.length).toBeGreaterThanOrEqual(5)
  })

  it("covers every catalogue, routing and content operation", () => {
    const names = operations.flatMap(({ document }) =>
      document.definitions.flatMap((d) =>
        d.kind === Kind.OPERATION_DEFINITION && d.name ? [d.name.value] : [],
      ),
    )
    expect(names).toEqual(
      expect.arrayContaining([
        "productList",
        "productDetails",
        "upsellProducts",
        "relatedProducts",
        "linkedProducts",
        "productReview",
        "productReviewRatingsMetadata",
        "createProductReview",
        "categoryTree",
        "category",
        "route",
        "cmsPage",
        "cmsBlocks",
        "getMegaMenuByGroupTitle",
      ]),
    )
  })

  it("covers every cart and checkout operation (spec §7)", () => {
    const names = operations.flatMap(({ document }) =>
      document.definitions.flatMap((d) =>
        d.kind === Kind.OPERATION_DEFINITION && d.name ? [d.name.value] : [],
      ),
    )
    expect(names).toEqual(
      expect.arrayContaining([
        "cart",
        "customerCart",
        "createEmptyCart",
        "cartTotalQty",
        "addProductsToCart",
        "updateCartItems",
        "removeItemFromCart",
        "mergeCarts",
        "amastyApplyCouponToCart",
        "addWarrantyToCart",
        "setShippingAddressesOnCart",
        "setBillingAddressOnCart",
        "setShippingMethodsOnCart",
        "getAvailableShippingMethods",
        "getAvailableCustomerShippingMethods",
        "setPaymentMethodOnCart",
        "getAvailablePaymentMethods",
        "placeOrder",
        "setGuestEmailOnCart",
        "subscribeEmailToNewsletter",
      ]),
    )
  })

  it.each(operations)("$label", ({ document }) => {
    expect(validate(schema, document).map((e) => e.message)).toEqual([])
  })
})

describe("documents stay under Magento's query complexity limit", () => {
  it.each(operations)("$label", ({ document }) => {
    expect(complexityOf(document)).toBeLessThanOrEqual(MAGENTO_MAX_COMPLEXITY)
  })
})

/** Tokens of a document as the server's parser counts them (its limit stops parsing). */
const tokensOf = (document: DocumentNode): number => {
  const lexer = new Lexer(new Source(print(document)))
  let count = 0
  while (lexer.advance().kind !== TokenKind.EOF) count++
  return count
}

// The server weighs a field with `pageSize` once per started 20 items: the documents are
// measured with the largest pages the SDK sends (a listing page, the product page's reviews).
const largestPage = Math.max(...LISTING_PAGE_SIZES)
const pageVariables = { pageSize: largestPage, reviewPageSize: PRODUCT_PAGE_REVIEWS }

describe("documents stay under the Shutter server's limits", () => {
  it("sends pages the server allows", () => {
    expect(largestPage).toBeLessThanOrEqual(DEFAULT_MAX_PAGE_SIZE)
  })

  it.each(operations)("$label", ({ document }) => {
    const measure = queryCostMeasurer(document, pageVariables)
    for (const definition of document.definitions) {
      if (definition.kind !== Kind.OPERATION_DEFINITION) continue
      const cost = measure(definition)
      expect(cost.depth).toBeLessThanOrEqual(DEFAULT_MAX_QUERY_DEPTH)
      expect(cost.complexity).toBeLessThanOrEqual(DEFAULT_MAX_QUERY_COMPLEXITY)
    }
    expect(tokensOf(document)).toBeLessThanOrEqual(DEFAULT_MAX_TOKENS)
  })
})
