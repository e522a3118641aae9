// The cart part of the "@shutter/sdk" facade exports.
export * from "./addToCartButton.js"
export {
  type AddableProduct,
  type AddItemInput,
  canAddToCart,
  type EnteredOptionValue,
  SUPPORTED_CART_PRODUCT_TYPES,
  unsupportedProductTypeMessage,
} from "./addToCartRules.js"
export type { CartCallError, LoadCartInput } from "./Cart.js"
export type { CouponResult } from "./Coupons.js"
export {
  type ChoicesInput,
  type ChoosableProduct,
  choicesMissing,
} from "./canAddToCart.js"
export type {
  AppliedGiftCard,
  AvailableShippingMethod,
  CartAddress,
  CartItem,
  CartItemWarranty,
  CartModel,
  CartProduct,
  GiftCardAccount,
  PaymentMethod,
  SelectedShippingMethod,
  ShippingCartAddress,
  WarrantyPlan,
} from "./cart.graphql.js"
export {
  CartUnavailableError,
  CartUserError,
  type CartUserErrorCode,
  QuantityNotSentError,
  UnsupportedProductTypeError,
  VariantNotSelectedError,
  WarrantyPayloadError,
} from "./cartErrors.js"
export type { CartFacade } from "./cartFacade.js"
export * from "./cartLines.js"
export * from "./cartMessages.js"
export {
  CART_ACTIONS,
  type CartAction,
  type CartFailure,
  type CartStatus,
} from "./cartState.js"
export * from "./choicePrice.js"
export * from "./couponRules.js"
export * from "./freeShipping.js"
export * from "./freeShippingPromo.js"
export * from "./giftCardDisplay.js"
export * from "./giftCardRules.js"
export type { CartLineRef } from "./lineRef.js"
export * from "./productChoice.js"
export * from "./productSelection.js"
export * from "./quoteIdParam.js"
export * from "./warrantyLead.js"
export type { WarrantyConfig } from "./warrantyOffers.graphql.js"
export {
  canTakeWarranty,
  cartOffersBase,
  coveredProductId,
  type WarrantyOffer,
  type WarrantyOffers,
  warrantyPlanFor,
  warrantyPrice,
} from "./warrantyPlans.js"
