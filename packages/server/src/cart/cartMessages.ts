// Magento 2.4's texts (QuoteGraphQl, Quote, CatalogInventory), exactly.
export { CUSTOMER_NOT_AUTHORIZED } from "../customer/customerMessages.js"

export const cartNotFound = (maskedId: string): string =>
  `Could not find a cart with ID "${maskedId}"`
export const CART_INACTIVE = "The cart isn't active."
export const CART_OF_OTHER_WEBSITE = "Can't assign cart to store in different website."
export const cartNotOwned = (maskedId: string): string =>
  `The current user cannot perform operations on cart "${maskedId}"`
export const REQUIRED_CART_ID = 'Required parameter "cart_id" is missing'
export const productNotFound = (sku: string): string => `Could not find a product with SKU "${sku}"`
export const QTY_NOT_AVAILABLE = "The requested qty is not available"
export const PRODUCT_NOT_AVAILABLE = "Product that you are trying to add is not available."
export const CHOOSE_OPTIONS = "You need to choose options for your item."
export const QTY_NOT_POSITIVE = "The product quantity should be greater than 0"
export const SPECIFY_BUNDLE_OPTIONS = "Please specify product option(s)."
export const SELECT_REQUIRED_BUNDLE_OPTIONS = "Please select all required options."
export const BUNDLE_OPTIONS_NOT_AVAILABLE = "The options you selected are not available."
export const OPTIONS_NOT_AVAILABLE =
  "Some of the selected item options are not currently available."
export const OPTION_TEXT_TOO_LONG = "The text is too long. Shorten the text and try again."
export const SPECIFY_LINKS = "Please specify product link(s)."
export const REQUIRED_OPTIONS_MISSING =
  "The product's required option(s) weren't entered. Make sure the options are entered and try again."
/** UpdateCartItem's text, with the item id the uid decodes to. */
export const cartItemNotFound = (id: number): string => `Could not find cart item with id: ${id}.`
/** The framework's Uid::decode, for a uid that is not canonical base64. */
export const uidIncorrect = (uid: string): string => `Value of uid "${uid}" is incorrect.`
/** CustomerCart for a request without a customer token. */
export const CUSTOMER_ONLY_REQUEST = "The request is allowed for logged in customer"
export const CART_ITEM_NOT_IN_CART = "The cart doesn't contain the item"
export const REQUIRED_CART_ITEMS = 'Required parameter "cart_items" is missing.'
export const REQUIRED_CART_ITEM_ID = 'Required parameter "cart_item_id" is missing.'
export const REQUIRED_ITEM_ID_OF_CART_ITEMS =
  'Required parameter "cart_item_id" for "cart_items" is missing.'
/** addProductsToCart names its argument as the schema does. */
export const REQUIRED_CART_ID_ARGUMENT = 'Required parameter "cartId" is missing'
/** RemoveItemFromCart's own wording of the cart id check, with a full stop. */
export const REQUIRED_CART_ID_TO_REMOVE = 'Required parameter "cart_id" is missing.'
export const REQUIRED_QUANTITY = 'Required parameter "quantity" for "cart_items" is missing.'
export const REQUIRED_SOURCE_CART = 'Required parameter "source_cart_id" is missing'
export const EMPTY_DESTINATION_CART = 'The parameter "destination_cart_id" cannot be empty'
// CatalogInventory's stock item checks (StockStateProvider::checkQuoteItemQty), in its order.
export const fewestYouMayPurchase = (min: number): string =>
  `The fewest you may purchase is ${min}.`
export const MAX_SALE_QTY_EXCEEDED =
  "The requested qty exceeds the maximum qty allowed in shopping cart"
export const NO_DECIMAL_QTY = "You cannot use decimal quantity for this product."
/** QuoteGraphQl's UpdateCartItem: a stock item check failing at update time. */
export const couldNotUpdateProduct = (sku: string, message: string): string =>
  `Could not update the product with SKU ${sku}: ${message}`
