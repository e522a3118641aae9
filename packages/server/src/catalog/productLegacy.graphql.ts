// Magento 2.4's older and feature-bound catalogue fields, answered from our data as Magento
// answers them: the deprecated `price` (ProductPrices), `media_gallery_entries`, `websites`,
// tier prices (none in our catalogue: empty lists, as Magento gives a product without tiers),
// fixed product taxes (Magento_Weee off: empty lists), the deprecated layered `filters` (built
// from the aggregations, as Magento's LayerFilters did: productsLegacyResolvers.ts) and search
// `suggestions`.
import { eq } from "drizzle-orm"
import { storeGroups, websites } from "../db/schema.js"
import type { GraphqlContext } from "../graphql/context.js"
import { money } from "./money.js"
import type { ProductSource } from "./productSource.js"

export const productLegacyFields = `
    price: ProductPrices @deprecated(reason: "Use \`price_range\` for product price information.")
    tier_prices: [ProductTierPrices] @deprecated(reason: "Use \`price_tiers\` for product tier price information.")
    price_tiers: [TierPrice]
    websites: [Website] @deprecated(reason: "The field should not be used on the storefront.")
    media_gallery_entries: [MediaGalleryEntry] @deprecated(reason: "Use \`media_gallery\` instead.")
`.trim()

export const productLegacyTypeDefs = /* GraphQL */ `
  type ProductPrices {
    minimalPrice: Price @deprecated(reason: "Use \`PriceRange.minimum_price\`.")
    maximalPrice: Price @deprecated(reason: "Use \`PriceRange.maximum_price\`.")
    regularPrice: Price @deprecated(reason: "Use \`regular_price\` from \`PriceRange.minimum_price\` or \`PriceRange.maximum_price\`.")
  }

  type Price {
    amount: Money @deprecated(reason: "Use \`ProductPrice\` instead.")
    adjustments: [PriceAdjustment] @deprecated(reason: "Use \`ProductPrice\` instead.")
  }

  type PriceAdjustment {
    amount: Money
    code: PriceAdjustmentCodesEnum @deprecated(reason: "\`PriceAdjustment\` is deprecated.")
    description: PriceAdjustmentDescriptionEnum @deprecated(reason: "\`PriceAdjustment\` is deprecated.")
  }

  enum PriceAdjustmentCodesEnum {
    TAX @deprecated(reason: "\`PriceAdjustmentCodesEnum\` is deprecated.")
    WEEE @deprecated(reason: "WEEE code is deprecated. Use \`fixed_product_taxes.label\` instead.")
    WEEE_TAX @deprecated(reason: "Use \`fixed_product_taxes\` instead.")
  }

  enum PriceAdjustmentDescriptionEnum {
    INCLUDED
    EXCLUDED
  }

  type ProductTierPrices {
    customer_group_id: String @deprecated(reason: "Not relevant for the storefront.")
    qty: Float @deprecated(reason: "Use \`TierPrice.quantity\` instead.")
    value: Float @deprecated(reason: "Use \`TierPrice.final_price\` instead.")
    percentage_value: Float @deprecated(reason: "Use \`TierPrice.discount\` instead.")
    website_id: Float @deprecated(reason: "Not relevant for the storefront.")
  }

  type TierPrice {
    final_price: Money
    quantity: Float
    discount: ProductDiscount
  }

  type Website {
    id: Int @deprecated(reason: "The field should not be used on the storefront.")
    name: String @deprecated(reason: "The field should not be used on the storefront.")
    code: String @deprecated(reason: "The field should not be used on the storefront.")
    sort_order: Int @deprecated(reason: "The field should not be used on the storefront.")
    default_group_id: String @deprecated(reason: "The field should not be used on the storefront.")
    is_default: Boolean @deprecated(reason: "The field should not be used on the storefront.")
  }

  type MediaGalleryEntry {
    id: Int @deprecated(reason: "Use \`uid\` instead.")
    uid: ID!
    media_type: String
    label: String
    position: Int
    disabled: Boolean
    types: [String]
    file: String
    content: ProductMediaGalleryEntriesContent
    video_content: ProductMediaGalleryEntriesVideoContent
  }

  type ProductMediaGalleryEntriesContent {
    base64_encoded_data: String
    type: String
    name: String
  }

  type FixedProductTax {
    amount: Money
    label: String
  }

  extend type ProductPrice {
    fixed_product_taxes: [FixedProductTax]
  }

  type LayerFilter {
    name: String @deprecated(reason: "Use \`Aggregation.label\` instead.")
    request_var: String @deprecated(reason: "Use \`Aggregation.attribute_code\` instead.")
    filter_items_count: Int @deprecated(reason: "Use \`Aggregation.count\` instead.")
    filter_items: [LayerFilterItemInterface] @deprecated(reason: "Use \`Aggregation.options\` instead.")
  }

  interface LayerFilterItemInterface {
    label: String @deprecated(reason: "Use \`AggregationOption.label\` instead.")
    value_string: String @deprecated(reason: "Use \`AggregationOption.value\` instead.")
    items_count: Int @deprecated(reason: "Use \`AggregationOption.count\` instead.")
  }

  type LayerFilterItem implements LayerFilterItemInterface {
    label: String @deprecated(reason: "Use \`AggregationOption.label\` instead.")
    value_string: String @deprecated(reason: "Use \`AggregationOption.value\` instead.")
    items_count: Int @deprecated(reason: "Use \`AggregationOption.count\` instead.")
  }

  interface SwatchLayerFilterItemInterface {
    swatch_data: SwatchData
  }

  type SwatchLayerFilterItem implements LayerFilterItemInterface & SwatchLayerFilterItemInterface {
    swatch_data: SwatchData
    label: String @deprecated(reason: "Use \`AggregationOption.label\` instead.")
    value_string: String @deprecated(reason: "Use \`AggregationOption.value\` instead.")
    items_count: Int @deprecated(reason: "Use \`AggregationOption.count\` instead.")
  }

  type SwatchData {
    type: String
    value: String
  }

  type SearchSuggestion {
    search: String!
  }

  extend type Products {
    filters: [LayerFilter] @deprecated(reason: "Use \`aggregations\` instead.")
    suggestions: [SearchSuggestion]
  }
`

const price = (cents: number) => ({ amount: money(cents), adjustments: [] })

/** Magento's Website of a product: the one website all our store views belong to. */
const websiteOf = async (context: GraphqlContext) => {
  const [row] = await context.db
    .select({
      id: websites.id,
      name: websites.name,
      code: websites.code,
      sort_order: websites.sortOrder,
      is_default: websites.isDefault,
      default_group_id: storeGroups.id,
    })
    .from(websites)
    .leftJoin(storeGroups, eq(storeGroups.code, websites.defaultGroupCode))
    .where(eq(websites.id, context.store.websiteId))
  return row === undefined
    ? []
    : [
        {
          ...row,
          default_group_id: row.default_group_id === null ? null : String(row.default_group_id),
        },
      ]
}

type R<T> = (parent: ProductSource, args: Record<string, never>, context: GraphqlContext) => T

export const productLegacyResolvers = {
  // Magento's Price resolver: the lowest and highest final prices and the regular price.
  price: ((p) => ({
    minimalPrice: price(p.min_final_price),
    maximalPrice: price(p.max_final_price),
    regularPrice: price(p.min_regular_price),
  })) as R<unknown>,
  tier_prices: (() => []) as R<unknown[]>,
  price_tiers: (() => []) as R<unknown[]>,
  websites: ((_p, _a, c) => websiteOf(c)) as R<Promise<unknown[]>>,
  media_gallery_entries: (async (p, _a, c) =>
    ((await c.loaders.catalog.media.load(p.id)) ?? []).map((m) => ({
      id: m.id,
      uid: Buffer.from(String(m.id)).toString("base64"),
      media_type: "image",
      label: m.label,
      position: m.position,
      disabled: m.disabled,
      types: m.types,
      // Magento's `file` is the path under the catalog/product media folder.
      file: `/${m.path.replace(/^catalog\/product\//, "")}`,
      content: null,
      video_content: null,
    }))) as R<Promise<unknown[]>>,
}
