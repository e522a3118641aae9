// Magento's ProductAlert texts (Controller\Add\Stock, Add\Price, Unsubscribe\Stock, Unsubscribe\Price).
export const STOCK_SAVED = "Alert subscription has been saved."
export const PRICE_SAVED = "You saved the alert subscription."
export const STOCK_DELETED = "You will no longer receive stock alerts for this product."
export const PRICE_DELETED = "You deleted the alert subscription."
export const PRODUCT_NOT_FOUND = "The product was not found."
/** Shutter's text: Magento's controllers redirect without a message for an unknown alert. */
export const alertNotFound = (id: string): string =>
  `Could not find a product alert with ID "${id}"`
