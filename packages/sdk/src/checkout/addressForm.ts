import type { SavedAddress } from "../addresses/savedAddress.js"
import type {
  BillingAddressInput,
  CartAddressInput,
  ShippingAddressInput,
} from "./checkout.graphql.js"
import { streetLines } from "./streetLines.js"

/** The checkout address form (spec §3 Address form). */
export interface AddressForm {
  readonly firstname: string
  readonly lastname: string
  readonly company?: string
  /** The street line. */
  readonly street: string
  readonly apartment?: string
  readonly neighborhood?: string
  readonly extra?: string
  readonly city: string
  /** Region code or name (free text for countries without a region list). */
  readonly region?: string
  readonly region_id?: number
  readonly postcode?: string
  readonly country_code: string
  readonly telephone?: string
  readonly vat_id?: string
  readonly save_in_address_book?: boolean
  /** A saved customer address chosen instead of typing one. */
  readonly customerAddressId?: number | string
  /** Billing only: the billing address is the shipping address. */
  readonly sameAsShipping?: boolean
}

export { type StreetParts, streetLines } from "./streetLines.js"

const optional = <K extends string, V>(key: K, value: V | undefined | "") =>
  (value === undefined || value === "" ? {} : { [key]: value }) as Partial<Record<K, V>>

/** The Magento `CartAddressInput` for a typed address. */
export const toCartAddressInput = (form: AddressForm): CartAddressInput => ({
  firstname: form.firstname,
  lastname: form.lastname,
  street: streetLines(form),
  city: form.city,
  country_code: form.country_code,
  ...optional("company", form.company),
  ...optional("region", form.region),
  ...optional("region_id", form.region_id),
  ...optional("postcode", form.postcode),
  ...optional("telephone", form.telephone),
  ...optional("vat_id", form.vat_id),
  ...optional("save_in_address_book", form.save_in_address_book),
})

const savedAddressId = (form: AddressForm): number | undefined => {
  if (form.customerAddressId === undefined || form.customerAddressId === "") return undefined
  const id = Number(form.customerAddressId)
  return Number.isInteger(id) ? id : undefined
}

/**
 * What the checkout's address setters take: a typed address, or an address of the customer's
 * book as `addresses.list()` returned it (sent by its id).
 */
export type CheckoutAddress = AddressForm | SavedAddress

const isSavedAddress = (address: CheckoutAddress): address is SavedAddress =>
  "defaultShipping" in address

/** A saved address is sent by id; otherwise the typed address. */
export const toShippingAddressInput = (address: CheckoutAddress): ShippingAddressInput => {
  if (isSavedAddress(address)) return { customer_address_id: address.id }
  const id = savedAddressId(address)
  return id === undefined ? { address: toCartAddressInput(address) } : { customer_address_id: id }
}

export const toBillingAddressInput = (address: CheckoutAddress): BillingAddressInput => ({
  ...toShippingAddressInput(address),
  same_as_shipping: isSavedAddress(address) ? false : (address.sameAsShipping ?? false),
})

/** A cart address back as the form (street lines → street, apartment, neighborhood, extra). */
export const addressFormFromCart = (address: {
  readonly firstname: string
  readonly lastname: string
  readonly street: ReadonlyArray<string>
  readonly city: string
  readonly company: string | null
  readonly region: { readonly code: string | null; readonly label: string | null } | null
  readonly postcode: string | null
  readonly telephone: string | null
  readonly country: { readonly code: string }
}): AddressForm => {
  const [street = "", apartment, neighborhood, ...extra] = address.street
  const region = address.region?.code ?? address.region?.label ?? undefined
  return {
    firstname: address.firstname,
    lastname: address.lastname,
    street,
    ...(apartment ? { apartment } : {}),
    ...(neighborhood ? { neighborhood } : {}),
    ...(extra.length > 0 ? { extra: extra.join(" ") } : {}),
    city: address.city,
    ...(address.company ? { company: address.company } : {}),
    ...(region ? { region } : {}),
    ...(address.postcode ? { postcode: address.postcode } : {}),
    ...(address.telephone ? { telephone: address.telephone } : {}),
    country_code: address.country.code,
  }
}
