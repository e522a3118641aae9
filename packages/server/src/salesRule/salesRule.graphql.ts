// Coupons: Magento's applyCouponToCart/removeCouponFromCart and Amasty's amastyApplyCouponToCart.

import { changeCart } from "../cart/cart.graphql.js"
import { cartForUser } from "../cart/cartAccess.js"
import { type CartRow, cartItemsOf, updateCart } from "../cart/cartRepository.js"
import type { Queryable } from "../cart/sqlRows.js"
import type { GraphqlContext } from "../graphql/context.js"
import { inputError, noSuchEntityError } from "../graphql/errors.js"
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

/** Checks the code against the cart as it is now; throws Magento's errors. */
const validCouponCode = async (db: Queryable, cart: CartRow, code: string): Promise<string> => {
  const items = await cartItemsOf(db, cart.id)
  if (items.length === 0) throw noSuchEntityError(CART_HAS_NO_PRODUCTS)
  const rule = await ruleByCouponCode(db, code)
  if (rule === undefined) throw noSuchEntityError(COUPON_NOT_VALID)
  const subtotal = items.reduce((sum, i) => sum + Math.round(i.unit_price * i.quantity), 0)
  const key = couponCustomerKey(cart.customer_id, cart.email)
  const used =
    rule.uses_per_customer > 0 && key !== null ? await customerUsage(db, rule.id, key) : 0
  if (!ruleApplies(rule, subtotal, used)) throw noSuchEntityError(COUPON_NOT_VALID)
  return rule.coupon_code
}

const applyCoupon = async (
  context: GraphqlContext,
  cartId: string | undefined,
  code: string,
  replace: boolean,
) => {
  const cart = await cartForUser(context, cartId)
  if (code.trim() === "") throw inputError(REQUIRED_COUPON_CODE)
  const fresh = await changeCart(context, cart, async (tx, locked) => {
    if (!replace && locked.coupon_code !== null) throw inputError(COUPON_ALREADY_APPLIED)
    await updateCart(tx, cart.id, { couponCode: await validCouponCode(tx, locked, code.trim()) })
  })
  return { cart: fresh }
}

const removeCoupon = async (context: GraphqlContext, cartId: string | undefined) => {
  const cart = await cartForUser(context, cartId)
  const fresh = await changeCart(context, cart, async (tx) => {
    await updateCart(tx, cart.id, { couponCode: null })
  })
  return { cart: fresh }
}

interface CouponArgs<T> {
  readonly input?: { readonly cart_id: string; readonly coupon_code: T } | null
}

export const salesRuleResolvers = {
  Mutation: {
    applyCouponToCart: (_: unknown, args: CouponArgs<string>, context: GraphqlContext) =>
      applyCoupon(context, args.input?.cart_id, args.input?.coupon_code ?? "", false),
    removeCouponFromCart: (_: unknown, args: CouponArgs<never>, context: GraphqlContext) =>
      removeCoupon(context, args.input?.cart_id),
    // Amasty's list: the first non-empty code replaces the applied one; an empty list or an
    // empty string removes it (the storefront's "remove with an empty code").
    amastyApplyCouponToCart: (
      _: unknown,
      args: CouponArgs<readonly (string | null)[]>,
      context: GraphqlContext,
    ) => {
      const code = (args.input?.coupon_code ?? []).find((c) => c !== null && c.trim() !== "")
      return code === undefined || code === null
        ? removeCoupon(context, args.input?.cart_id)
        : applyCoupon(context, args.input?.cart_id, code, true)
    },
  },
}
