// Magento 2.4's texts (QuoteGraphQl resolvers and Model\Cart, Quote's QuoteValidator).
export const INVALID_EMAIL = "Invalid email format"
export const REQUIRED_EMAIL = 'Required parameter "email" is missing'
export const NOT_FOR_CUSTOMERS = "The request is not allowed for logged in customers"
export const REQUIRED_SHIPPING_ADDRESSES = 'Required parameter "shipping_addresses" is missing'
export const MULTIPLE_SHIPPING_ADDRESSES = "You cannot specify multiple shipping addresses."
export const SHIPPING_ADDRESS_BOTH =
  'The shipping address cannot contain "customer_address_id" and "address" at the same time.'
export const SHIPPING_ADDRESS_NEITHER =
  'The shipping address must contain either "customer_address_id" or "address".'
export const SHIPPING_NOT_ALLOWED =
  "Shipping address is not allowed on cart: cart contains no items for shipment."
export const BILLING_ADDRESS_BOTH =
  'The billing address cannot contain "customer_address_id" and "address" at the same time.'
export const BILLING_ADDRESS_NEITHER =
  'The billing address must contain either "customer_address_id", "address", or "same_as_shipping".'
export const SAME_AS_SHIPPING_WITHOUT_ADDRESS =
  'Could not use the "same_as_shipping" option, because the shipping address has not been set.'
export const REQUIRED_SHIPPING_METHODS = 'Required parameter "shipping_methods" is missing'
export const MULTIPLE_SHIPPING_METHODS = "You cannot specify multiple shipping methods."
export const SHIPPING_ADDRESS_MISSING =
  "The shipping address is missing. Set the address and try again."
export const REQUIRED_CARRIER_CODE = 'Required parameter "carrier_code" is missing.'
export const REQUIRED_METHOD_CODE = 'Required parameter "method_code" is missing.'
export const SHIPPING_METHOD_EMPTY_CART =
  "The shipping method can't be set for an empty cart. Add an item to cart and try again."
export const carrierNotFound = (carrier: string, method: string): string =>
  `Carrier with such method not found: ${carrier}, ${method}`
export const REQUIRED_PAYMENT_CODE = 'Required parameter "code" for "payment_method" is missing.'
export const PAYMENT_NOT_AVAILABLE = "The requested Payment Method is not available."
export const GUEST_EMAIL_MISSING = "Guest email for cart is missing."

const unable = (reason: string): string => `Unable to place order: ${reason}`
// PlaceOrderTest::testPlaceOrderWithNoItemsInCart compares the whole text: no closing full stop.
export const ORDER_EMPTY_CART = unable(
  "A server error stopped your order from being placed. Please try to place your order again",
)
export const ORDER_NO_SHIPPING_ADDRESS = unable(
  "Some addresses can't be used due to the configurations for specific countries.",
)
export const ORDER_NO_SHIPPING_METHOD = unable(
  "The shipping method is missing. Select the shipping method and try again.",
)
export const ORDER_NO_BILLING_ADDRESS = unable("Please check the billing address information.")
export const ORDER_NO_PAYMENT_METHOD = unable("Enter a valid payment method and try again.")
export const ORDER_OUT_OF_STOCK = unable("Some of the products are out of stock.")
export const ORDER_COUPON_USED_UP = unable(
  "The coupon code isn't valid. Verify the code and try again.",
)
