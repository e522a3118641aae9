// Magento 2.4's per-type add mutations (addSimpleProductsToCart, addVirtualProductsToCart,
// addConfigurableProductsToCart, addBundleProductsToCart, addDownloadableProductsToCart):
// deprecated in Magento in favour of addProductsToCart but still served, and still sent by
// older clients (Vue Storefront 2's Magento integration among them). They share
// addProductsToCart's rules; unlike it they add all lines or none, and a bad line is an error
// of the request (Magento's texts), not a user error.

import { sellableBySku } from "../catalog/cartCatalog.js"
import type { GraphqlContext } from "../graphql/context.js"
import { inputError, type MagentoError, noSuchEntityError } from "../graphql/errors.js"
import { cartForUser } from "./cartAccess.js"
import { type AddedLine, addProductsToCart } from "./cartLines.js"
import type { CartUserError } from "./cartUserError.js"

export const perTypeAddTypeDefs = /* GraphQL */ `
  type Mutation {
    addSimpleProductsToCart(input: AddSimpleProductsToCartInput): AddSimpleProductsToCartOutput
    addVirtualProductsToCart(input: AddVirtualProductsToCartInput): AddVirtualProductsToCartOutput
    addConfigurableProductsToCart(
      input: AddConfigurableProductsToCartInput
    ): AddConfigurableProductsToCartOutput
    addBundleProductsToCart(input: AddBundleProductsToCartInput): AddBundleProductsToCartOutput
    addDownloadableProductsToCart(
      input: AddDownloadableProductsToCartInput
    ): AddDownloadableProductsToCartOutput
  }

  input CustomizableOptionInput {
    id: Int
    value_string: String!
  }

  input AddSimpleProductsToCartInput {
    cart_id: String!
    cart_items: [SimpleProductCartItemInput!]!
  }

  input SimpleProductCartItemInput {
    data: CartItemInput!
    customizable_options: [CustomizableOptionInput!]
  }

  type AddSimpleProductsToCartOutput {
    cart: Cart!
  }

  input AddVirtualProductsToCartInput {
    cart_id: String!
    cart_items: [VirtualProductCartItemInput!]!
  }

  input VirtualProductCartItemInput {
    data: CartItemInput!
    customizable_options: [CustomizableOptionInput!]
  }

  type AddVirtualProductsToCartOutput {
    cart: Cart!
  }

  input AddConfigurableProductsToCartInput {
    cart_id: String!
    cart_items: [ConfigurableProductCartItemInput!]!
  }

  input ConfigurableProductCartItemInput {
    data: CartItemInput!
    variant_sku: String
    parent_sku: String
    customizable_options: [CustomizableOptionInput!]
  }

  type AddConfigurableProductsToCartOutput {
    cart: Cart!
  }

  input AddBundleProductsToCartInput {
    cart_id: String!
    cart_items: [BundleProductCartItemInput!]!
  }

  input BundleProductCartItemInput {
    data: CartItemInput!
    bundle_options: [BundleOptionInput!]!
    customizable_options: [CustomizableOptionInput!]
  }

  input BundleOptionInput {
    id: Int!
    quantity: Float!
    value: [String!]!
  }

  type AddBundleProductsToCartOutput {
    cart: Cart!
  }

  input AddDownloadableProductsToCartInput {
    cart_id: String!
    cart_items: [DownloadableProductCartItemInput!]!
  }

  input DownloadableProductCartItemInput {
    data: CartItemInput!
    downloadable_product_links: [DownloadableProductLinksInput!]
    customizable_options: [CustomizableOptionInput!]
  }

  input DownloadableProductLinksInput {
    link_id: Int!
  }

  type AddDownloadableProductsToCartOutput {
    cart: Cart!
  }
`

// The QuoteGraphQl resolvers' texts, exactly (no closing full stop).
export const LEGACY_REQUIRED_CART_ID = 'Required parameter "cart_id" is missing'
export const LEGACY_REQUIRED_CART_ITEMS = 'Required parameter "cart_items" is missing'
export const QUANTITY_NOT_POSITIVE = "Please enter a number greater than 0 in this field."
export const SPECIFIED_PRODUCT_NOT_FOUND = "Could not find specified product."
export const couldNotAddProduct = (sku: string, message: string): string =>
  `Could not add the product with SKU ${sku} to the shopping cart: ${message}`

interface LegacyCartItemData {
  readonly sku: string
  readonly quantity: number
  readonly parent_sku?: string | null
  readonly selected_options?: readonly string[] | null
  readonly entered_options?: readonly { readonly uid: string; readonly value: string }[] | null
}

interface LegacyCartItem {
  readonly data: LegacyCartItemData
  readonly customizable_options?:
    | readonly { readonly id?: number | null; value_string: string }[]
    | null
  readonly parent_sku?: string | null
  readonly variant_sku?: string | null
  readonly bundle_options?: readonly {
    readonly id: number
    readonly quantity: number
    readonly value: readonly string[]
  }[]
  readonly downloadable_product_links?: readonly { readonly link_id: number }[] | null
}

interface LegacyAddArgs {
  readonly input?: {
    readonly cart_id?: string | null
    readonly cart_items?: readonly LegacyCartItem[] | null
  } | null
}

const uidOf = (text: string): string => Buffer.from(text, "utf8").toString("base64")

// Magento's BuyRequest custom option values: "[1,2]" lists several value ids.
const optionValues = (value: string): string[] => {
  const trimmed = value.trim()
  return trimmed.startsWith("[") && trimmed.endsWith("]")
    ? trimmed
        .slice(1, -1)
        .split(",")
        .map((v) => v.trim())
    : [trimmed]
}

const TEXT_OPTION_TYPES = new Set(["field", "area", "date", "date_time", "time"])

/**
 * The line addProductsToCart takes for a per-type item: customizable options by id become
 * the option uids (values picked for choice options, text for text options), bundle options and
 * downloadable links their selection uids.
 */
const addedLineOf = async (context: GraphqlContext, item: LegacyCartItem): Promise<AddedLine> => {
  const { data } = item
  const selected = [...(data.selected_options ?? [])]
  const entered = [...(data.entered_options ?? [])]
  const customizable = item.customizable_options ?? []
  if (customizable.length > 0) {
    const product = await sellableBySku(context.db, data.sku)
    const types = new Map(product?.custom_options.map((o) => [o.id, o]) ?? [])
    for (const option of customizable) {
      if (option.id === null || option.id === undefined) continue
      const known = types.get(option.id)
      if (known !== undefined && TEXT_OPTION_TYPES.has(known.type))
        entered.push({ uid: known.uid, value: option.value_string })
      else
        for (const value of optionValues(option.value_string))
          selected.push(uidOf(`custom-option/${option.id}/${value}`))
    }
  }
  for (const option of item.bundle_options ?? [])
    for (const selection of option.value)
      selected.push(uidOf(`bundle/${option.id}/${selection}/${option.quantity}`))
  for (const link of item.downloadable_product_links ?? [])
    selected.push(uidOf(`downloadable/${link.link_id}`))
  return {
    sku: item.variant_sku ?? data.sku,
    quantity: data.quantity,
    parent_sku: item.parent_sku ?? data.parent_sku ?? null,
    selected_options: selected,
    entered_options: entered,
  }
}

/** A configurable item names its parent and a variant of it, both existing (Magento's check). */
const checkConfigurable = async (context: GraphqlContext, line: AddedLine): Promise<void> => {
  if (!line.parent_sku) return
  const [parent, child] = await Promise.all([
    sellableBySku(context.db, line.parent_sku),
    sellableBySku(context.db, line.sku),
  ])
  if (parent === undefined || child === undefined)
    throw noSuchEntityError(SPECIFIED_PRODUCT_NOT_FOUND)
}

const requestError = (line: AddedLine, error: CartUserError): MagentoError =>
  error.code === "PRODUCT_NOT_FOUND"
    ? noSuchEntityError(error.message)
    : inputError(couldNotAddProduct(line.parent_sku || line.sku, error.message))

const addPerType = async (_: unknown, args: LegacyAddArgs, context: GraphqlContext) => {
  const cartId = args.input?.cart_id
  if (!cartId) throw inputError(LEGACY_REQUIRED_CART_ID)
  const items = args.input?.cart_items
  if (!items || items.length === 0) throw inputError(LEGACY_REQUIRED_CART_ITEMS)
  for (const item of items) if (!(item.data.quantity > 0)) throw inputError(QUANTITY_NOT_POSITIVE)
  // The cart (exists, active, the caller's) is checked before any product, as Magento does.
  await cartForUser(context, cartId)
  const lines: AddedLine[] = []
  for (const item of items) {
    const line = await addedLineOf(context, item)
    await checkConfigurable(context, line)
    lines.push(line)
  }
  const added = await addProductsToCart(context, cartId, lines, {
    refuse: (error, index) => requestError(lines[index] as AddedLine, error),
  })
  return { cart: added.cart }
}

export const perTypeAddResolvers = {
  Mutation: {
    addSimpleProductsToCart: addPerType,
    addVirtualProductsToCart: addPerType,
    addConfigurableProductsToCart: addPerType,
    addBundleProductsToCart: addPerType,
    addDownloadableProductsToCart: addPerType,
  },
}
