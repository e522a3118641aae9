// The warranty extension (extensions.graphql): plans on cart lines, addWarrantyToCart.

import { cartForUser } from "../cart/cartAccess.js"
import { changeCart } from "../cart/cartChange.js"
import { cartItemsOf } from "../cart/cartRepository.js"
import type { GraphqlContext } from "../graphql/context.js"
import { inputError } from "../graphql/errors.js"
import type { MutationAddWarrantyToCartArgs } from "../graphql/generated/resolvers.js"
import type { StoreConfigObject } from "../store/storeConfig.js"
import {
  attachAftermarketWarranty,
  attachWarranty,
  productNotInCart,
  type WarrantyPlanInput,
} from "./attachWarranty.js"
import { WARRANTY_PATH } from "./warrantyOffersRoute.js"

export const warrantyTypeDefs = /* GraphQL */ `
  type Mutation {
    addWarrantyToCart(input: AddWarrantyToCartInput): AddWarrantyToCartOutput
    addAftermarketWarrantyToCart(
      input: AddAftermarketWarrantyToCartInput!
    ): AddWarrantyToCartOutput
  }

  input AddAftermarketWarrantyToCartInput {
    cart_id: String!
    lead_token: String!
    warranty: WarrantyPlanCartItem!
  }

  input AddWarrantyToCartInput {
    cart_id: String!
    warranty: WarrantyPlanCartItem!
    option: String
    qty: Int
  }

  type AddWarrantyToCartOutput {
    cart: Cart!
  }

  input WarrantyPlanCartItem {
    planId: String!
    coverageType: String
    price: Int!
    term: Int!
    title: String!
    product: String!
    offerPlanId: String!
  }

  type WarrantyInterface {
    planId: String!
    price: Int!
    term: Int!
    title: String!
    product: String!
    product_name: String
  }

  type WarrantyCartItem implements CartItemInterface {
    id: String! @deprecated
    uid: ID!
    quantity: Float!
    prices: CartItemPrices
    product: ProductInterface!
    errors: [CartItemError!]
    hasWarranty: Int
    warranty: WarrantyInterface
  }

  extend type StoreConfig {
    warranty_enabled: Int
    warranty_store_id: String
    warranty_cart_offers_enabled: Int
    warranty_environment: String
    warranty_js_lib_url: String
  }
`

interface AddWarrantyInput {
  readonly cart_id: string
  readonly warranty: WarrantyPlanInput
  readonly qty?: number | null
}

/** Covers the cart line of the plan's product (its id, as the offer payload names it). */
const addWarrantyToCart = async (
  input: AddWarrantyInput | null | undefined,
  context: GraphqlContext,
) => {
  const cart = await cartForUser(context, input?.cart_id)
  const plan = input?.warranty
  if (plan === undefined) throw inputError('Required parameter "warranty" is missing.')
  const fresh = await changeCart(context, cart, async (tx) => {
    const items = await cartItemsOf(tx, cart.id)
    const covered = items.find((i) => i.kind === "product" && String(i.productId) === plan.product)
    if (covered === undefined) throw inputError(productNotInCart(plan.product))
    // `qty` is accepted for the provider's payload shape; a plan covers every unit of its line.
    const refused = await attachWarranty(tx, covered, plan)
    if (refused !== undefined) throw inputError(refused)
  })
  return { cart: fresh }
}

interface AddAftermarketInput {
  readonly cart_id: string
  readonly lead_token: string
  readonly warranty: WarrantyPlanInput
}

/** An aftermarket offer's plan (a lead, `?leadToken=`): a plan line of its own. */
const addAftermarketWarrantyToCart = async (
  input: AddAftermarketInput,
  context: GraphqlContext,
) => {
  const cart = await cartForUser(context, input.cart_id)
  const fresh = await changeCart(context, cart, async (tx) => {
    const refused = await attachAftermarketWarranty(tx, cart.id, input.lead_token, input.warranty)
    if (refused !== undefined) throw inputError(refused)
  })
  return { cart: fresh }
}

/** A stored setting wins (a store using a real provider); else our own offers API. */
const configured = <T>(config: StoreConfigObject, key: string, fallback: T) =>
  (config[key] ?? fallback) as T | string | number | boolean

export const warrantyResolvers = {
  StoreConfig: {
    warranty_enabled: (config: StoreConfigObject) => configured(config, "warranty_enabled", 1),
    warranty_cart_offers_enabled: (config: StoreConfigObject) =>
      configured(config, "warranty_cart_offers_enabled", 1),
    warranty_store_id: (config: StoreConfigObject) =>
      configured(config, "warranty_store_id", config.store_code ?? null),
    // Absolute, from the request's URLs: through the web server's proxy it is the shop's origin.
    warranty_environment: (config: StoreConfigObject, _: unknown, context: GraphqlContext) =>
      configured(config, "warranty_environment", `${context.urls.base}${WARRANTY_PATH.slice(1)}`),
    warranty_js_lib_url: (config: StoreConfigObject) =>
      configured(config, "warranty_js_lib_url", null),
  },
  Mutation: {
    addWarrantyToCart: (_: unknown, args: MutationAddWarrantyToCartArgs, context: GraphqlContext) =>
      addWarrantyToCart(args.input, context),
    addAftermarketWarrantyToCart: (
      _: unknown,
      args: { readonly input: AddAftermarketInput },
      context: GraphqlContext,
    ) => addAftermarketWarrantyToCart(args.input, context),
  },
}
