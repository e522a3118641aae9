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
  parse,
  type SelectionSetNode,
  Source,
  TokenKind,
  validate,
} from "graphql"
import { describe, expect, it } from "vitest"
import { PRODUCT_PAGE_REVIEWS } from "./catalog/catalog.graphql.js"
import { LISTING_PAGE_SIZES } from "./catalog/listingParams.js"
import {
  documentFor,
  MAGENTO_EXTENSIONS,
  type MagentoExtension,
  operationCapability,
} from "./graphql/capabilities.js"
import { type GraphqlDocument, operationOf } from "./graphql/document.js"

// Every document the SDK sends must be valid against the Magento it is configured for: stock
// Magento 2.4 (schema/magento's reference and attributes at the repository root) when no
// extension is on, and that plus every extension's names when all are (the default).
const schemaFile = (path: string) =>
  readFileSync(fileURLToPath(new URL(path, import.meta.url)), "utf8")
const stockFiles = [
  "../../../schema/magento/schema-2.4.graphql",
  "../../../schema/magento/attributes.graphql",
]
const referenceFiles = [
  ...stockFiles,
  "../../../schema/magento/extensions.graphql",
  "../../../schema/shutter-extensions.graphql",
]

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

const modules = import.meta.glob<Record<string, unknown>>(
  ["./**/*.graphql.ts", "./**/*Document.ts"],
  { eager: true },
)

const isDocument = (value: unknown): value is GraphqlDocument =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as GraphqlDocument).text === "string" &&
  Array.isArray((value as GraphqlDocument).definitions)

// Each document as the SDK holds it (`sdk`, text) and as graphql parses that text (`document`).
const operations = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([, value]) => isDocument(value))
    .map(([name, value]) => ({ name, file, sdk: value as GraphqlDocument }))
    .filter(({ sdk }) => sdk.definitions.some((d) => d.kind !== "fragment"))
    .map(({ name, file, sdk }) => ({
      label: `${file} ${name}`,
      sdk,
      document: parse(sdk.text),
    })),
)

describe("documents validate against Magento 2.4 (+ extensions)", () => {
  const schema = buildSchema(referenceFiles.map(schemaFile).join("\n"))

  it("finds the SDK's documents", () => {
    expect(operations.length).toBeGreaterThanOrEqual(5)
  })

  it.each(operations)("$label: its definitions are the parsed ones", ({ sdk, document }) => {
    expect(sdk.definitions.map((d) => [d.kind, d.name])).toEqual(
      document.definitions.map((d) =>
        d.kind === Kind.OPERATION_DEFINITION
          ? [d.operation, d.name?.value]
          : [
              d.kind === Kind.FRAGMENT_DEFINITION ? "fragment" : d.kind,
              "name" in d ? d.name?.value : undefined,
            ],
      ),
    )
    expect(operationOf(sdk).name).toBe(operationName(document))
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

  it("covers every account operation (spec §7 Account)", () => {
    const names = operations.flatMap(({ document }) =>
      document.definitions.flatMap((d) =>
        d.kind === Kind.OPERATION_DEFINITION && d.name ? [d.name.value] : [],
      ),
    )
    expect(names).toEqual(
      expect.arrayContaining([
        "customer",
        "generateCustomerToken",
        "revokeCustomerToken",
        "createCustomer",
        "updateCustomer",
        "updateCustomerEmail",
        "changeCustomerPassword",
        "requestPasswordResetEmail",
        "resetPassword",
        "isEmailAvailable",
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
  const lexer = new Lexer(new Source(document.loc?.source.body ?? ""))
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

const stock = new Set<MagentoExtension>()
const all = new Set<MagentoExtension>(MAGENTO_EXTENSIONS)
const without = (capability: MagentoExtension) =>
  new Set(MAGENTO_EXTENSIONS.filter((c) => c !== capability))

/** What the GraphQL client sends for `document` with `enabled`, or nothing (needs an extension). */
const sentWith = (document: GraphqlDocument, enabled: ReadonlySet<MagentoExtension>) => {
  const required = operationCapability(document)
  return required !== undefined && !enabled.has(required)
    ? undefined
    : documentFor(document, enabled)
}

/** The sent text, parsed (a syntax error, e.g. a selection left empty, fails here). */
const parsedSentWith = (document: GraphqlDocument, enabled: ReadonlySet<MagentoExtension>) => {
  const sent = sentWith(document, enabled)
  return sent === undefined ? undefined : parse(sent.text)
}

describe("documents sent to stock Magento 2.4 (no extensions)", () => {
  const stockSchema = buildSchema(stockFiles.map(schemaFile).join("\n"))
  const sent = operations.flatMap(({ label, sdk }) => {
    const stockDocument = parsedSentWith(sdk, stock)
    return stockDocument === undefined ? [] : [{ label, document: stockDocument }]
  })

  it("sends the whole guest checkout and leaves out only the extensions' operations", () => {
    const names = new Set(sent.map(({ document }) => operationName(document)))
    for (const name of [
      "productList",
      "productDetails",
      "categoryTree",
      "route",
      "cart",
      "createEmptyCart",
      "addProductsToCart",
      "applyCouponToCart",
      "removeCouponFromCart",
      "setShippingAddressesOnCart",
      "setBillingAddressOnCart",
      "setShippingMethodsOnCart",
      "setPaymentMethodOnCart",
      "setGuestEmailOnCart",
      "setGuestEmailAndShippingAddressOnCart",
      "setGuestEmailAndBillingAddressOnCart",
      "setBillingAddressAndShippingMethodOnCart",
      "placeOrder",
    ])
      expect(names).toContain(name)
    const leftOut = operations
      .filter(({ sdk }) => sentWith(sdk, stock) === undefined)
      .map(({ document }) => operationName(document))
      .sort()
    expect(leftOut).toEqual([
      "addAftermarketWarrantyToCart",
      "addWarrantyToCart",
      "amastyApplyCouponToCart",
      "applyGiftCardToCart",
      "confirmEmail",
      "externalCheckoutConfig",
      "getMegaMenuByGroupTitle",
      "getStripeConfiguration",
      "giftCardAccount",
      "giftCardProduct",
      "guestOrder",
      "productAlerts",
      "recaptchaV3Config",
      "removeGiftCardFromCart",
      "shareWishlist",
      "sharedWishlist",
      "submitUsedGearQuote",
      "subscribeProductAlert",
      "unsubscribeProductAlert",
      "usedGearQuote",
      "warrantyConfig",
    ])
  })

  it.each(sent)("$label", ({ document }) => {
    expect(validate(stockSchema, document).map((e) => e.message)).toEqual([])
  })
})

describe("documents with every extension are sent unchanged", () => {
  it.each(operations)("$label", ({ sdk }) => {
    expect(sentWith(sdk, all)).toBe(sdk)
  })
})

describe("documents validate with one extension off", () => {
  const schema = buildSchema(referenceFiles.map(schemaFile).join("\n"))
  const cases = MAGENTO_EXTENSIONS.flatMap((capability) =>
    operations.flatMap(({ label, sdk }) => {
      const sent = parsedSentWith(sdk, without(capability))
      return sent === undefined ? [] : [{ label: `${capability} off: ${label}`, document: sent }]
    }),
  )
  it.each(cases)("$label", ({ document }) => {
    expect(validate(schema, document).map((e) => e.message)).toEqual([])
  })
})

function operationName(document: DocumentNode): string {
  const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION)
  return operation?.name?.value ?? ""
}
