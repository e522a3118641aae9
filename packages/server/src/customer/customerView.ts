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

export const customerObject = ({ row, confirmationRequired }: CustomerView) => ({
  __customerId: row.id,
  created_at: row.created_at,
  // Deprecated fields Magento no longer exposes on the storefront.
  group_id: null,
  id: null,
  prefix: row.prefix,
  firstname: row.firstname,
  middlename: row.middlename,
  lastname: row.lastname,
  suffix: row.suffix,
  email: row.email,
  default_billing: row.default_billing === null ? null : String(row.default_billing),
  default_shipping: row.default_shipping === null ? null : String(row.default_shipping),
  dob: row.dob,
  date_of_birth: row.dob,
  taxvat: row.taxvat,
  is_subscribed: row.is_subscribed,
  gender: row.gender,
  allow_remote_shopping_assistance: row.allow_remote_shopping_assistance,
  confirmation_status: (row.confirmation_hash !== null
    ? "ACCOUNT_CONFIRMATION_REQUIRED"
    : confirmationRequired
      ? "ACCOUNT_CONFIRMED"
      : "ACCOUNT_CONFIRMATION_NOT_REQUIRED") satisfies ConfirmationStatus,
})

export type CustomerObject = ReturnType<typeof customerObject>
