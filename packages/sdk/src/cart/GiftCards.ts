import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import type { GraphqlClientError } from "../graphql/errors.js"
import { GraphqlClient } from "../graphql/GraphqlClient.js"
import type * as G from "../graphql/generated/operations.js"
import { Cart, type CartCallError } from "./Cart.js"
import {
  ApplyGiftCardToCartMutation,
  type CartModel,
  type GiftCardAccount,
  GiftCardAccountQuery,
  GiftCardProductQuery,
  RemoveGiftCardFromCartMutation,
} from "./cart.graphql.js"
import type { GiftCardProductFields } from "./giftCardRules.js"
import { missingCart } from "./missingCart.js"

type GiftCardProductItem = NonNullable<
  NonNullable<NonNullable<G.GiftCardProductQuery["products"]>["items"]>[number]
>

/** The picker fields of a `giftCardProduct` item (none when the SKU is not a gift card). */
const giftCardFieldsOf = ({ sku: _sku, ...fields }: GiftCardProductItem): GiftCardProductFields =>
  fields

/**
 * Spec §4 gift cards: applying and removing a card on the cart (the updated cart goes to `Cart`,
 * under its `status`), a card's balance, and a gift card product's picker fields.
 */
export class GiftCards extends Context.Service<
  GiftCards,
  {
    /** Applies a gift card code; fails with the server's message (unknown code, no funds…). */
    readonly applyGiftCard: (input: {
      readonly code: string
    }) => Effect.Effect<CartModel, CartCallError>
    readonly removeGiftCard: (input: {
      readonly code: string
    }) => Effect.Effect<CartModel, CartCallError>
    /** A gift card product's amounts, open amount range and type (its picker's fields). */
    readonly giftCardProduct: (input: {
      readonly sku: string
    }) => Effect.Effect<GiftCardProductFields | null, GraphqlClientError>
    /** A gift card's balance by code (`giftCardAccount`). */
    readonly giftCardBalance: (input: {
      readonly code: string
    }) => Effect.Effect<GiftCardAccount | null, GraphqlClientError>
  }
>()("@shutter/sdk/GiftCards") {
  static readonly layer = Layer.effect(
    GiftCards,
    Effect.gen(function* () {
      const gql = yield* GraphqlClient
      const cart = yield* Cart

      const applyGiftCard = Effect.fn("GiftCards.applyGiftCard")(
        function* (input: { readonly code: string }) {
          const id = yield* cart.cartId()
          const { applyGiftCardToCart: result } = yield* gql.execute(ApplyGiftCardToCartMutation, {
            input: { cart_id: id, gift_card_code: input.code.trim() },
          })
          if (result === null) return yield* missingCart(id)
          return yield* cart.replace({ cart: result.cart })
        },
        (effect) => cart.track("applyGiftCard", effect),
      )

      const removeGiftCard = Effect.fn("GiftCards.removeGiftCard")(
        function* (input: { readonly code: string }) {
          const id = yield* cart.cartId()
          const { removeGiftCardFromCart: result } = yield* gql.execute(
            RemoveGiftCardFromCartMutation,
            { input: { cart_id: id, gift_card_code: input.code } },
          )
          if (result === null) return yield* missingCart(id)
          return yield* cart.replace({ cart: result.cart })
        },
        (effect) => cart.track("removeGiftCard", effect),
      )

      const giftCardProduct = Effect.fn("GiftCards.giftCardProduct")(function* (input: {
        readonly sku: string
      }) {
        const r = yield* gql.execute(GiftCardProductQuery, { sku: input.sku })
        const card = r.products?.items?.find((p) => p?.sku === input.sku)
        return card === undefined || card === null ? null : giftCardFieldsOf(card)
      })

      const giftCardBalance = Effect.fn("GiftCards.giftCardBalance")(function* (input: {
        readonly code: string
      }) {
        const r = yield* gql.execute(GiftCardAccountQuery, { code: input.code.trim() })
        return r.giftCardAccount
      })

      return GiftCards.of({ applyGiftCard, removeGiftCard, giftCardProduct, giftCardBalance })
    }),
  )
}
