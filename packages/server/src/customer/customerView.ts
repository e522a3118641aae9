// A customer row as Magento's ExtractCustomerData shapes it for the Customer type.
import type { CustomerRow } from "./customerRepository.js"

export type ConfirmationStatus =
  | "ACCOUNT_CONFIRMED"
  | "ACCOUNT_CONFIRMATION_NOT_REQUIRED"
  | "ACCOUNT_CONFIRMATION_REQUIRED"

export interface CustomerView {
  readonly row: CustomerRow
  readonly confirmationRequired: boolean
}

/** Magento's created_at: UTC, to the second ("YYYY-MM-DD HH:MM:SS"). */
const createdAtText = (at: Date) => at.toISOString().slice(0, 19).replace("T", " ")

export const customerObject = ({ row, confirmationRequired }: CustomerView) => ({
  __customerId: row.id,
  created_at: createdAtText(row.createdAt),
  // Deprecated fields Magento no longer exposes on the storefront.
  group_id: null,
  id: null,
  prefix: row.prefix,
  firstname: row.firstname,
  middlename: row.middlename,
  lastname: row.lastname,
  suffix: row.suffix,
  email: row.email,
  default_billing: row.defaultBilling === null ? null : String(row.defaultBilling),
  default_shipping: row.defaultShipping === null ? null : String(row.defaultShipping),
  dob: row.dob,
  date_of_birth: row.dob,
  taxvat: row.taxvat,
  is_subscribed: row.isSubscribed,
  gender: row.gender,
  allow_remote_shopping_assistance: row.allowRemoteShoppingAssistance,
  confirmation_status: (row.confirmationHash !== null
    ? "ACCOUNT_CONFIRMATION_REQUIRED"
    : confirmationRequired
      ? "ACCOUNT_CONFIRMED"
      : "ACCOUNT_CONFIRMATION_NOT_REQUIRED") satisfies ConfirmationStatus,
})

export type CustomerObject = ReturnType<typeof customerObject>
