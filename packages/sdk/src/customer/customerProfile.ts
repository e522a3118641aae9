import type { CustomerData } from "./customer.graphql.js"
import type { CustomerProfile } from "./customerModel.js"

// Magento's customer as the facade's CustomerProfile, apart from the session state
// (customerModel.ts) the lazy storefront starts from.

const idOf = (value: string | null): number | null => {
  if (value === null || value === "") return null
  const id = Number(value)
  return Number.isInteger(id) ? id : null
}

export const toCustomerProfile = (data: CustomerData): CustomerProfile => ({
  email: data.email ?? "",
  firstname: data.firstname ?? "",
  lastname: data.lastname ?? "",
  middlename: data.middlename,
  prefix: data.prefix,
  suffix: data.suffix,
  dateOfBirth: data.date_of_birth,
  gender: data.gender,
  taxvat: data.taxvat,
  isSubscribed: data.is_subscribed ?? false,
  defaultBillingId: idOf(data.default_billing),
  defaultShippingId: idOf(data.default_shipping),
  confirmationStatus: data.confirmation_status ?? null,
})
