// Refusals of the order lifecycle, worded as Magento's and classed as its web API answers them:
// `input` (400, LocalizedException / DocumentValidationException), `notFound` (404,
// NoSuchEntityException), `payment` (400: the payment provider refused).

export type SalesErrorKind = "input" | "notFound" | "payment"

export class SalesError extends Error {
  constructor(
    readonly kind: SalesErrorKind,
    message: string,
    readonly parameters?: Readonly<Record<string, string>> | readonly string[],
  ) {
    super(message)
    this.name = "SalesError"
  }
}

export const ENTITY_NOT_FOUND =
  "The entity that was requested doesn't exist. Verify the entity and try again."

export const orderNotFound = (): SalesError => new SalesError("notFound", ENTITY_NOT_FOUND)

/** Magento's "<Document> Document Validation Error(s):" wrapper around the validators' texts. */
export const documentValidationError = (
  document: "Invoice" | "Shipment" | "Creditmemo",
  messages: readonly string[],
): SalesError =>
  new SalesError("input", `${document} Document Validation Error(s):\n${messages.join("\n")}`)

// Magento's Sales validators (Order/Validation/CanInvoice, CanShip, CanRefund; the documents'
// QuantityValidators).
export const INVOICE_NOT_ALLOWED = "The order does not allow an invoice to be created."
export const invoiceStateRefused = (status: string) =>
  `An invoice cannot be created when an order has a status of ${status}`
export const invoiceQtyTooHigh = (sku: string) =>
  `The quantity to invoice must not be greater than the uninvoiced quantity for product SKU "${sku}".`
export const INVOICE_UNKNOWN_ITEMS =
  "The invoice contains one or more items that are not part of the original order."
export const INVOICE_WITHOUT_PRODUCTS = "You can't create an invoice without products."

export const shipmentStateRefused = (status: string) =>
  `A shipment cannot be created when an order has a status of ${status}`
export const SHIPMENT_NOT_ALLOWED = "The order does not allow a shipment to be created."
export const shipmentUnknownItem = (id: number | string) =>
  `We can not found item "${id}" in order.`
export const shipmentQtyInvalid = (name: string) =>
  `We found an invalid quantity to ship for item "${name}".`
export const SHIPMENT_WITHOUT_PRODUCTS = "You can't create a shipment without products."

export const creditmemoStateRefused = (status: string) =>
  `A creditmemo can not be created when an order has a status of ${status}`
export const CREDITMEMO_NOT_ALLOWED = "The order does not allow a creditmemo to be created."
export const CREDITMEMO_NOTHING_PAID = "We can't create creditmemo for the order."
export const creditmemoUnknownItem = (id: number | string) =>
  `The creditmemo contains product SKU "${id}" that is not part of the original order.`
export const creditmemoQtyTooHigh = (sku: string) =>
  `The quantity to creditmemo must not be greater than the unrefunded quantity for product SKU "${sku}".`
export const CREDITMEMO_TOTAL_NOT_POSITIVE = "The credit memo's total must be positive."
export const CREDITMEMO_WITHOUT_PRODUCTS = "You can't create a creditmemo without products."
export const mostToRefund = (amount: string) => `The most money available to refund is ${amount}.`
