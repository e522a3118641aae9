// Magento's ConfigurableProduct.configurable_product_options_selection: given the option value
// uids chosen so far, which values of each option can still be chosen (a salable variant has
// them together with the other choices), the options not chosen yet with every value marked
// available or not, the variant once the choices leave exactly one, and that variant's gallery
// (the product's until then) — as api-functional ConfigurableOptionsSelectionTest expects.
// Also CustomizableFileOption, the file upload option (none of our products has one; a product
// that did would list it with this type).
import type { GraphqlContext } from "../graphql/context.js"
import { inputError } from "../graphql/errors.js"
import { type ProductSource, productFieldResolvers, toProductSource } from "./productResolvers.js"

export const configurableSelectionTypeDefs = /* GraphQL */ `
  extend type ConfigurableProduct {
    configurable_product_options_selection(
      configurableOptionValueUids: [ID!]
    ): ConfigurableProductOptionsSelection
  }

  type ConfigurableProductOptionsSelection {
    options_available_for_selection: [ConfigurableOptionAvailableForSelection!]
    configurable_options: [ConfigurableProductOption!]
    media_gallery: [MediaGalleryInterface!]
    variant: SimpleProduct
  }

  type ConfigurableOptionAvailableForSelection {
    option_value_uids: [ID!]!
    attribute_code: String!
  }

  type ConfigurableProductOption {
    uid: ID!
    attribute_code: String!
    label: String!
    values: [ConfigurableProductOptionValue!]
  }

  type ConfigurableProductOptionValue {
    uid: ID!
    is_available: Boolean!
    is_use_default: Boolean!
    label: String!
    swatch: SwatchDataInterface
  }

  type CustomizableFileOption implements CustomizableOptionInterface {
    title: String
    required: Boolean
    sort_order: Int
    option_id: Int @deprecated(reason: "Use \`uid\` instead")
    uid: ID!
    value: CustomizableFileValue
    product_sku: String
  }

  type CustomizableFileValue {
    price: Float
    price_type: PriceTypeEnum
    sku: String
    file_extension: String
    image_size_x: Int
    image_size_y: Int
    uid: ID!
  }
`

const swatchOf = (swatch: { type: string; value: string } | undefined) =>
  swatch === undefined
    ? null
    : {
        __typename: swatch.type === "color" ? "ColorSwatchData" : "TextSwatchData",
        value: swatch.value,
      }

const selection = async (
  product: ProductSource,
  args: { readonly configurableOptionValueUids?: readonly string[] | null },
  context: GraphqlContext,
) => {
  const loaders = context.loaders.catalog
  const [options, variantRows] = await Promise.all([
    loaders.configurableOptions.load(product.id),
    loaders.variants.load(product.id),
  ])
  const children = await Promise.all(
    (variantRows ?? []).map((v) => loaders.products.load(v.product_id)),
  )
  const variants = (variantRows ?? []).flatMap((row, i) => {
    const child = children[i]
    return child === undefined ? [] : [{ child, uids: new Set(row.attributes.map((a) => a.uid)) }]
  })
  const chosen = [...new Set(args.configurableOptionValueUids ?? [])]
  const known = new Set((options ?? []).flatMap((o) => o.values.map((v) => v.uid)))
  // Magento's SelectionUidValidator: every uid must name a value of this product's options.
  for (const uid of chosen) {
    if (!known.has(uid)) throw inputError("configurableOptionValueUids values are incorrect")
  }
  const salable = variants.filter((v) => v.child.stock_status === "IN_STOCK")
  const optionOf = new Map(
    (options ?? []).flatMap((o) => o.values.map((v) => [v.uid, o.attribute_code] as const)),
  )
  /** Values of `code` a salable variant has together with the choices made for the others. */
  const availableFor = (code: string): Set<string> => {
    const others = chosen.filter((uid) => optionOf.get(uid) !== code)
    const out = new Set<string>()
    for (const v of salable) {
      if (!others.every((uid) => v.uids.has(uid))) continue
      for (const uid of v.uids) if (optionOf.get(uid) === code) out.add(uid)
    }
    return out
  }
  const matching = variants.filter((v) => chosen.every((uid) => v.uids.has(uid)))
  const only = chosen.length > 0 && matching.length === 1 ? matching[0] : undefined
  const variant = only === undefined ? null : toProductSource(only.child)
  const chosenCodes = new Set(chosen.map((uid) => optionOf.get(uid)))
  return {
    options_available_for_selection: (options ?? []).map((o) => ({
      attribute_code: o.attribute_code,
      option_value_uids: [...availableFor(o.attribute_code)],
    })),
    configurable_options: (options ?? [])
      .filter((o) => !chosenCodes.has(o.attribute_code))
      .map((o) => {
        const available = availableFor(o.attribute_code)
        return {
          uid: o.attribute_uid,
          attribute_code: o.attribute_code,
          label: o.label,
          values: o.values.map((v) => ({
            uid: v.uid,
            is_available: available.has(v.uid),
            is_use_default: true,
            label: v.label,
            swatch: swatchOf(v.swatch),
          })),
        }
      }),
    media_gallery: () => productFieldResolvers.media_gallery(variant ?? product, {}, context),
    variant,
  }
}

export const configurableSelectionResolvers = {
  ConfigurableProduct: { configurable_product_options_selection: selection },
}
