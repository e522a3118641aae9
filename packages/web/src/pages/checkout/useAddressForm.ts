import { useCountries, useStoreConfig } from "@shutter/react"
import {
  type AddressForm,
  type AddressFormField,
  addressFieldErrorsOf,
  countriesForSelect,
  countryAddressRules,
  defaultCountryOf,
  errorDetailsOf,
  type FieldErrors,
  regionInput,
  validateAddressFields,
} from "@shutter/sdk/rules"
import { useCallback, useMemo, useState } from "react"
import { type AddressValues, emptyAddress } from "./AddressFields.js"

/**
 * The state of one address form: values, the chosen country's rules (from the store's
 * countries), field errors from the SDK's rules or from the server's Magento messages.
 */
export const useAddressForm = () => {
  const locale = useStoreConfig().data?.locale
  const defaultCountry = defaultCountryOf(locale)
  const countries = useCountries().data
  const [typed, setValues] = useState<AddressValues>(() => emptyAddress(defaultCountry))
  const [errors, setErrors] = useState<FieldErrors<AddressFormField>>({})
  const rules = countryAddressRules(countries?.find((c) => c.id === typed.country_code))
  const countryOptions = useMemo(
    () => countriesForSelect(countries ?? [], defaultCountry),
    [countries, defaultCountry],
  )
  // A listed region is held as its id (the select's value), whether picked or loaded by code.
  const values: AddressValues =
    rules.regions.length > 0
      ? { ...typed, region: String(regionInput(typed.region, rules).region_id ?? "") }
      : typed

  /** Shows the SDK's errors for the form; true when it can be sent. */
  const validate = (): boolean => {
    const next = validateAddressFields(values, rules)
    setErrors(next)
    return Object.keys(next).length === 0
  }

  /** The address as the SDK sends it (a listed region by id). */
  const toAddressForm = (): AddressForm => {
    const { region, ...rest } = values
    return { ...rest, ...regionInput(region, rules) }
  }

  /** Puts the server's Magento messages on their fields; false when none names a field. */
  const showServerErrors = (error: unknown): boolean => {
    const fieldErrors = addressFieldErrorsOf(errorDetailsOf(error))
    setErrors(fieldErrors)
    return Object.keys(fieldErrors).length > 0
  }

  /** Fills the form with an address the cart already holds. */
  const load = useCallback(
    (form: AddressForm) =>
      setValues((current) => ({
        ...current,
        ...Object.fromEntries(
          Object.entries(form).filter(
            (entry): entry is [string, string] =>
              entry[0] in current && typeof entry[1] === "string",
          ),
        ),
      })),
    [],
  )

  return {
    values,
    setValues,
    load,
    errors,
    rules,
    countries: countryOptions,
    validate,
    toAddressForm,
    showServerErrors,
  }
}
