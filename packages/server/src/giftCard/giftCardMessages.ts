// Adobe Commerce's texts: the GiftCard product type's buy-request checks, GiftCardAccount's
// quote and lookup errors, and the storefront's e-mail validation text.
export const SPECIFY_AMOUNT = "Please specify a gift card amount."
export const SPECIFY_RECIPIENT_NAME = "Please specify a recipient name."
export const SPECIFY_SENDER_NAME = "Please specify a sender name."
export const SPECIFY_RECIPIENT_EMAIL = "Please specify a recipient email."
export const SPECIFY_SENDER_EMAIL = "Please specify a sender email."
export const INVALID_EMAIL = "Please enter a valid email address (Ex: johndoe@domain.com)."
export const minAmountIs = (formatted: string): string => `Gift Card min amount is ${formatted}`
export const maxAmountIs = (formatted: string): string => `Gift Card max amount is ${formatted}`
export const messageTooLong = (max: number): string =>
  `Please enter less or equal than ${max} symbols.`

export const CODE_NOT_ADDED =
  "The gift card code couldn't be added. Verify your information and try again."
export const CODE_ALREADY_IN_CART = "This gift card account is already in the quote."
export const noFunds = (code: string): string => `Gift card ${code} balance does not have funds.`
export const expired = (code: string): string => `Gift card ${code} is expired.`
export const CODE_NOT_REMOVED = "The gift card couldn't be deleted from the quote."
export const CODE_UNKNOWN =
  "The gift card code is either incorrect or expired. Verify and try again."
export const REQUIRED_CODE = 'Required parameter "gift_card_code" is missing'
