// Gift cards: the product type's fields, the cart line, and applying, removing and looking up
// gift card accounts (Adobe Commerce's names and messages).

import { cartForUser } from "../cart/cartAccess.js"
import { changeCart } from "../cart/cartChange.js"
import type { CartItemSource } from "../cart/cartFieldResolvers.js"
import type { CartRow } from "../cart/cartRepository.js"
import { updateCart } from "../cart/cartRepository.js"
import { cartViewOf } from "../cart/cartView.js"
import { giftCardAmountsOf } from "../catalog/cartCatalog.js"
import { money } from "../catalog/money.js"
import {
  customizableResolvers,
  type ProductSource,
  productFieldResolvers,
} from "../catalog/productResolvers.js"
import type { GraphqlContext } from "../graphql/context.js"
import { inputError, noSuchEntityError } from "../graphql/errors.js"
import type {
  MutationApplyGiftCardToCartArgs,
  MutationRemoveGiftCardFromCartArgs,
  QueryGiftCardAccountArgs,
} from "../graphql/generated/resolvers.js"
import {
  CODE_ALREADY_IN_CART,
  CODE_NOT_ADDED,
  CODE_NOT_REMOVED,
  CODE_UNKNOWN,
  noFunds,
  REQUIRED_CODE,
} from "./giftCardMessages.js"
import { giftCardAmountUid, giftCardSettingsOf, MESSAGE_MAX_LENGTH } from "./giftCardOptions.js"
import { accountByCode } from "./giftCardRepository.js"
import { todayUtc } from "./giftCardTotals.js"

export { giftCardTypeDefs } from "./giftCardTypeDefs.js"

const settingsOf = (p: ProductSource) => giftCardSettingsOf(p.type_data, [])
const cents = (value: number | null): number | null => (value === null ? null : value / 100)

const giftCardProductResolvers = {
  ...productFieldResolvers,
  ...customizableResolvers,
  giftcard_amounts: async (p: ProductSource, _args: unknown, context: GraphqlContext) =>
    (await giftCardAmountsOf(context.db, p.id)).map((a, index) => ({
      value_id: index + 1,
      uid: giftCardAmountUid(a.value),
      website_id: 0,
      value: a.value / 100,
      attribute_id: null,
      website_value: a.value / 100,
    })),
  giftcard_type: (p: ProductSource) => settingsOf(p).giftcardType,
  allow_open_amount: (p: ProductSource) => settingsOf(p).allowOpenAmount,
  open_amount_min: (p: ProductSource) => cents(settingsOf(p).openAmountMin),
  open_amount_max: (p: ProductSource) => cents(settingsOf(p).openAmountMax),
  allow_message: (p: ProductSource) => settingsOf(p).allowMessage,
  message_max_length: () => MESSAGE_MAX_LENGTH,
  is_redeemable: () => true,
  lifetime: (p: ProductSource) => {
    const days = p.type_data.lifetime_days
    return typeof days === "number" ? days : null
  },
  weight: (p: ProductSource) => p.weight ?? null,
}

const choiceOf = (s: CartItemSource) => s.item.options.giftCard

interface CodeInput {
  readonly cart_id?: string | null
  readonly gift_card_code?: string | null
}

const codeOf = (input: CodeInput | null | undefined): string => {
  const code = input?.gift_card_code?.trim() ?? ""
  if (code === "") throw inputError(REQUIRED_CODE)
  return code
}

const applyGiftCardToCart = async (
  input: CodeInput | null | undefined,
  context: GraphqlContext,
) => {
  const cart = await cartForUser(context, input?.cart_id)
  const code = codeOf(input)
  const fresh = await changeCart(context, cart, async (tx, locked) => {
    const account = await accountByCode(tx, code)
    if (account === undefined) throw inputError(CODE_NOT_ADDED)
    if (locked.giftCardAccountIds.includes(account.id)) throw inputError(CODE_ALREADY_IN_CART)
    if (account.expiresAt !== null && account.expiresAt < todayUtc())
      throw inputError(CODE_NOT_ADDED)
    if (account.balance <= 0) throw inputError(noFunds(account.code))
    await updateCart(tx, cart.id, {
      giftCardAccountIds: [...locked.giftCardAccountIds, account.id],
    })
  })
  return { cart: fresh }
}

const removeGiftCardFromCart = async (
  input: CodeInput | null | undefined,
  context: GraphqlContext,
) => {
  const cart = await cartForUser(context, input?.cart_id)
  const code = codeOf(input)
  const fresh = await changeCart(context, cart, async (tx, locked) => {
    const account = await accountByCode(tx, code)
    if (account === undefined || !locked.giftCardAccountIds.includes(account.id))
      throw inputError(CODE_NOT_REMOVED)
    await updateCart(tx, cart.id, {
      giftCardAccountIds: locked.giftCardAccountIds.filter((id) => id !== account.id),
    })
  })
  return { cart: fresh }
}

export const giftCardResolvers = {
  Query: {
    giftCardAccount: async (
      _: unknown,
      args: QueryGiftCardAccountArgs,
      context: GraphqlContext,
    ) => {
      const code = codeOf(args.input)
      const account = await accountByCode(context.db, code)
      if (account === undefined) throw noSuchEntityError(CODE_UNKNOWN)
      return {
        code: account.code,
        balance: money(account.balance),
        expiration_date: account.expiresAt,
      }
    },
  },
  Mutation: {
    applyGiftCardToCart: (_: unknown, args: MutationApplyGiftCardToCartArgs, c: GraphqlContext) =>
      applyGiftCardToCart(args.input, c),
    removeGiftCardFromCart: (
      _: unknown,
      args: MutationRemoveGiftCardFromCartArgs,
      c: GraphqlContext,
    ) => removeGiftCardFromCart(args.input, c),
  },
  GiftCardProduct: giftCardProductResolvers,
  GiftCardCartItem: {
    amount: (s: CartItemSource) => money(choiceOf(s)?.amount ?? s.item.unitPrice),
    sender_name: (s: CartItemSource) => choiceOf(s)?.senderName ?? "",
    sender_email: (s: CartItemSource) => choiceOf(s)?.senderEmail ?? null,
    recipient_name: (s: CartItemSource) => choiceOf(s)?.recipientName ?? "",
    recipient_email: (s: CartItemSource) => choiceOf(s)?.recipientEmail ?? null,
    message: (s: CartItemSource) => choiceOf(s)?.message ?? null,
  },
  Cart: {
    applied_gift_cards: async (cart: CartRow, _args: unknown, context: GraphqlContext) =>
      (await cartViewOf(context, cart)).giftCards.map((g) => ({
        code: g.code,
        applied_balance: money(g.applied),
        current_balance: money(g.balance),
        expiration_date: g.expiresAt,
      })),
  },
}
