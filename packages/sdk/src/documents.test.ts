/// <reference types="vite/client" />
import { existsSync, readFileSync } from "node:fs"
import { buildSchema, type DocumentNode, Kind, validate } from "graphql"
import { describe, expect, it } from "vitest"

// Every document the SDK declares must be valid against the real Magento 2.4 shape.
const MAGENTO_DIR = "/work/shared/magento"
const available = existsSync(`${MAGENTO_DIR}/schema-2.4.graphql`)

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

describe.skipIf(!available)(`documents validate against ${MAGENTO_DIR}`, () => {
  if (!available) {
    it.skip(`skipped: ${MAGENTO_DIR}/schema-2.4.graphql is absent on this machine`, () => {})
    return
  }
  const schema = buildSchema(
    `${readFileSync(`${MAGENTO_DIR}/schema-2.4.graphql`, "utf8")}\n${readFileSync(`${MAGENTO_DIR}/extensions.graphql`, "utf8")}`,
  )

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

  it.each(operations)("$label", ({ document }) => {
    expect(validate(schema, document).map((e) => e.message)).toEqual([])
  })
})
