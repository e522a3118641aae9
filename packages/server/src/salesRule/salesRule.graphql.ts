// Coupons: Magento's applyCouponToCart/removeCouponFromCart and Amasty's amastyApplyCouponToCart.

import { cartForUser } from "../cart/cartAccess.js"
import { changeCart } from "../cart/cartChange.js"
import { type CartRow, cartItemsOf, updateCart } from "../cart/cartRepository.js"
import type { Queryable } from "../db/sqlRows.js"
import type { GraphqlContext } from "../graphql/context.js"
import { inputError, noSuchEntityError } from "../graphql/errors.js"
import type {
  MutationAmastyApplyCouponToCartArgs,
  MutationApplyCouponToCartArgs,
  MutationRemoveCouponFromCartArgs,
} from "../graphql/generated/resolvers.js"
import { couponCustomerKey, ruleApplies } from "./couponRules.js"
import { customerUsage, ruleByCouponCode } from "./salesRuleRepository.js"

export const salesRuleTypeDefs = /* GraphQL */ `
  type Mutation {
    applyCouponToCart(input: ApplyCouponToCartInput): ApplyCouponToCartOutput
    removeCouponFromCart(input: RemoveCouponFromCartInput): RemoveCouponFromCartOutput
    amastyApplyCouponToCart(input: AmastyApplyCouponToCartInput): ApplyCouponToCartOutput
  }

  input ApplyCouponToCartInput {
    cart_id: String!
    coupon_code: String!
  }

  type ApplyCouponToCartOutput {
    cart: Cart!
  }

  input RemoveCouponFromCartInput {
    cart_id: String!
  }

  type RemoveCouponFromCartOutput {
    cart: Cart
  }

  input AmastyApplyCouponToCartInput {
    cart_id: String!
    coupon_code: [String]!
  }
`

// Magento's texts (QuoteGraphQl ApplyCouponToCart, Quote CouponManagement).
export const COUPON_NOT_VALID = "The coupon code isn't valid. Verify the code and try again."
export const COUPON_ALREADY_APPLIED =
  "A coupon is already applied to the cart. Please remove it to apply another"
export const CART_HAS_NO_PRODUCTS = "Cart does not contain products."
export const REQUIRED_COUPON_CODE = 'Required parameter "coupon_code" is missing'

/**
 * The rule's code when it can discount the cart as it is now, else undefined (unknown,
 * inactive, below its minimum, used up). An empty cart is an error whatever the code.
 */
const applicableCouponCode = async (
  db: Queryable,
  cart: CartRow,
  code: string,
): Promise<string | undefined> => {
  const items = await cartItemsOf(db, cart.id)
  if (items.length === 0) throw noSuchEntityError(CART_HAS_NO_PRODUCTS)
  const rule = await ruleByCouponCode(db, code)
  if (rule === undefined) return undefined
  const subtotal = items.reduce((sum, i) => sum + Math.round(i.unitPrice * i.quantity), 0)
  const key = couponCustomerKey(cart.customerId, cart.email)
  const used = rule.usesPerCustomer > 0 && key !== null ? await customerUsage(db, rule.id, key) : 0
  return ruleApplies(rule, subtotal, used) ? rule.couponCode : undefined
}

/**
 * Magento's applyCouponToCart: one coupon per cart, and a code that cannot apply is an error.
 * Amasty's list: the code replaces the applied one, and a code that cannot apply is skipped —
 * the cart comes back as it was (its coupon kept) without the code in applied_coupons.
 */
const applyCoupon = async (
  context: GraphqlContext,
  cartId: string | undefined,
  code: string,
  flavour: "magento" | "amasty",
) => {
  const cart = await cartForUser(context, cartId)
  if (code.trim() === "") throw inputError(REQUIRED_COUPON_CODE)
  const fresh = await changeCart(context, cart, async (tx, locked) => {
    if (flavour === "magento" && locked.couponCode !== null)
      throw inputError(COUPON_ALREADY_APPLIED)
    const applicable = await applicableCouponCode(tx, locked, code.trim())
    if (applicable !== undefined) await updateCart(tx, cart.id, { couponCode: applicable })
    else if (flavour === "magento") throw noSuchEntityError(COUPON_NOT_VALID)
  })
  return { cart: fresh }
}

// RemoveCouponFromCart's text for CouponManagement's "The "%1" Cart doesn't contain products."
export const CART_WITHOUT_PRODUCTS = "Cart does not contain products"

const removeCoupon = async (context: GraphqlContext, cartId: string | undefined) => {
  const cart = await cartForUser(context, cartId)
  const fresh = await changeCart(context, cart, async (tx) => {
    if ((await cartItemsOf(tx, cart.id)).length === 0)
      throw noSuchEntityError(CART_WITHOUT_PRODUCTS)
    await updateCart(tx, cart.id, { couponCode: null })
  })
  return { cart: fresh }
}

export const salesRuleResolvers = {
  Mutation: {
    applyCouponToCart: (_: unknown, args: MutationApplyCouponToCartArgs, context: GraphqlContext) =>
      applyCoupon(context, args.input?.cart_id, args.input?.coupon_code ?? "", "magento"),
    removeCouponFromCart: (
      _: unknown,
      args: MutationRemoveCouponFromCartArgs,
      context: GraphqlContext,
    ) => removeCoupon(context, args.input?.cart_id),
    // Amasty's list: the first non-empty code replaces the applied one (when it can apply); an
    // empty list or an empty string removes it (the storefront's "remove with an empty code").
    amastyApplyCouponToCart: (
      _: unknown,
      args: MutationAmastyApplyCouponToCartArgs,
      context: GraphqlContext,
    ) => {
      const code = (args.input?.coupon_code ?? []).find(
        (c) => typeof c === "string" && c.trim() !== "",
      )
      return code === undefined || code === null
        ? removeCoupon(context, args.input?.cart_id)
        : applyCoupon(context, args.input?.cart_id, code, "amasty")
    },
  },
}
