import { readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { buildSchema, type DocumentNode, Kind, parse, visit } from "graphql"
import { describe, expect, it } from "vitest"
import { markExtensionFields } from "../scripts/stockOptionalFields.js"
import { WarrantyConfigQuery } from "../src/cart/warrantyOffers.graphql.js"
import { ProductCardFields } from "../src/catalog/catalog.graphql.js"

// codegen's copy of the documents: the fields a stock Magento never sends are marked so that
// their generated types are optional.
const schemaOf = (files: ReadonlyArray<string>) =>
  buildSchema(
    files
      .map((file) =>
        readFileSync(fileURLToPath(new URL(`../../../schema/${file}`, import.meta.url)), "utf8"),
      )
      .join("\n"),
  )
const stockFiles = ["magento/schema-2.4.graphql", "magento/attributes.graphql"]
const stock = schemaOf(stockFiles)
const full = schemaOf([...stockFiles, "magento/extensions.graphql", "shutter-extensions.graphql"])

/** Field names (aliases where given) of the document, and whether each is marked optional. */
const marks = (document: DocumentNode): Map<string, boolean> => {
  const found = new Map<string, boolean>()
  visit(markExtensionFields(document, full, stock), {
    Field: (node) => {
      const marked = (node.directives ?? []).some(
        (d) =>
          d.name.value === "include" &&
          d.arguments?.[0]?.value.kind === Kind.BOOLEAN &&
          d.arguments[0].value.value,
      )
      found.set(node.alias?.value ?? node.name.value, marked)
    },
  })
  return found
}

describe("generated types of the extensions' fields", () => {
  const card = marks(parse(ProductCardFields.text))

  it("are optional where a fragment selects them on a stock type", () => {
    expect(card.get("manufacturer_name")).toBe(true)
    expect(card.get("stock_display_status")).toBe(true)
    expect(card.get("am_category_labels")).toBe(true)
  })

  it("leave Magento's own fields as the schema types them", () => {
    expect(card.get("sku")).toBe(false)
    expect(card.get("price_range")).toBe(false)
    expect(card.get("configurable_options")).toBe(false)
  })

  it("leave the fields of an extension's own type alone (their parent field is optional)", () => {
    expect(card.get("label_id")).toBe(false)
    expect(card.get("tooltip_settings")).toBe(false)
  })

  it("leave an extension's own operation alone (never sent without the extension)", () => {
    const config = marks(parse(WarrantyConfigQuery.text))
    expect(config.get("warranty_enabled")).toBe(false)
    expect(config.get("warranty_store_id")).toBe(false)
  })
})
