import {
  type AddressForm,
  addressFormFromCart,
  type SavedAddress,
  type SavedAddressInput,
} from "@shutter/sdk/rules"

/** A saved address back as the address form (street lines → street, apartment, …). */
export const formOfSavedAddress = (saved: SavedAddress): AddressForm =>
  addressFormFromCart({
    ...saved,
    region: saved.region ? { code: saved.region.code, label: saved.region.name } : null,
    country: { code: saved.countryCode ?? "" },
  })

/** The address form as the address book takes it. */
export const savedAddressInputOf = (
  form: AddressForm,
  defaults: { readonly defaultShipping: boolean; readonly defaultBilling: boolean },
): SavedAddressInput => ({
  firstname: form.firstname,
  lastname: form.lastname,
  company: form.company ?? "",
  street: form.street,
  apartment: form.apartment ?? "",
  neighborhood: form.neighborhood ?? "",
  extra: form.extra ?? "",
  city: form.city,
  ...(form.region_id !== undefined ? { regionId: form.region_id } : { region: form.region ?? "" }),
  postcode: form.postcode ?? "",
  countryCode: form.country_code,
  telephone: form.telephone ?? "",
  ...defaults,
})
