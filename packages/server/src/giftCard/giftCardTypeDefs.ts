// Adobe Commerce's gift card GraphQL (GiftCardGraphQl, GiftCardAccountGraphQl): not part of
// Magento Open Source, so declared as an extension of the stock schema.
import { productInterfaceFields } from "../catalog/catalogTypeDefs.js"

export const giftCardTypeDefs = /* GraphQL */ `
  type Query {
    giftCardAccount(input: GiftCardAccountInput!): GiftCardAccount
  }

  type Mutation {
    applyGiftCardToCart(input: ApplyGiftCardToCartInput): ApplyGiftCardToCartOutput
    removeGiftCardFromCart(input: RemoveGiftCardFromCartInput): RemoveGiftCardFromCartOutput
  }

  enum GiftCardTypeEnum {
    VIRTUAL
    PHYSICAL
    COMBINED
  }

  type GiftCardAmounts {
    value_id: Int @deprecated
    uid: ID!
    website_id: Int
    value: Float
    attribute_id: Int
    website_value: Float
  }

  type GiftCardProduct implements ProductInterface & RoutableInterface & PhysicalProductInterface & CustomizableProductInterface {
    ${productInterfaceFields}
    options: [CustomizableOptionInterface]
    weight: Float
    relative_url: String
    redirect_code: Int!
    type: UrlRewriteEntityTypeEnum
    giftcard_amounts: [GiftCardAmounts]
    giftcard_type: GiftCardTypeEnum
    allow_open_amount: Boolean
    open_amount_min: Float
    open_amount_max: Float
    is_redeemable: Boolean
    lifetime: Int
    allow_message: Boolean
    message_max_length: Int
  }

  type GiftCardCartItem implements CartItemInterface {
    id: String! @deprecated
    uid: ID!
    quantity: Float!
    prices: CartItemPrices
    product: ProductInterface!
    errors: [CartItemError!]
    customizable_options: [SelectedCustomizableOption]!
    hasWarranty: Int
    warranty: WarrantyInterface
    amount: Money!
    sender_name: String!
    sender_email: String
    recipient_name: String!
    recipient_email: String
    message: String
  }

  input GiftCardAccountInput {
    gift_card_code: String!
  }

  type GiftCardAccount {
    code: String
    balance: Money
    expiration_date: String
  }

  input ApplyGiftCardToCartInput {
    cart_id: String!
    gift_card_code: String!
  }

  type ApplyGiftCardToCartOutput {
    cart: Cart!
  }

  input RemoveGiftCardFromCartInput {
    cart_id: String!
    gift_card_code: String!
  }

  type RemoveGiftCardFromCartOutput {
    cart: Cart!
  }

  type AppliedGiftCard {
    code: String
    current_balance: Money
    applied_balance: Money
    expiration_date: String
  }

  extend type Cart {
    applied_gift_cards: [AppliedGiftCard]
  }
`
