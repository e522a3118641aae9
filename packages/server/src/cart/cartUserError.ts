/** Magento's CartUserInputError: why a line could not be added (spec §3 user_errors). */
export type CartUserErrorCode =
  | "PRODUCT_NOT_FOUND"
  | "NOT_SALABLE"
  | "INSUFFICIENT_STOCK"
  | "UNDEFINED"

export interface CartUserError {
  readonly code: CartUserErrorCode
  readonly message: string
}
