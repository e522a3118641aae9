import { FIELD_REQUIRED_MESSAGE, INVALID_EMAIL_FIELD_MESSAGE } from "./checkoutForm.js"

// Spec §5 UI messages for the checkout address form (street, apartment, neighborhood, extra…)
// and the track-order form; one message per invalid field, keyed by the field's name.

export type FieldErrors<K extends string> = Partial<Record<K, string>>

export type AddressFormField =
  | "firstname"
  | "lastname"
  | "street"
  | "city"
  | "postcode"
  | "country_code"
  | "telephone"

export const REQUIRED_ADDRESS_FIELDS: ReadonlyArray<AddressFormField> = [
  "firstname",
  "lastname",
  "street",
  "city",
  "postcode",
  "country_code",
  "telephone",
]

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

const blank = (value: string | undefined): boolean => (value ?? "").trim() === ""

/** 'This field is required', or 'The email field must be a valid email'; undefined when valid. */
export const emailFieldError = (email: string | undefined): string | undefined => {
  if (blank(email)) return FIELD_REQUIRED_MESSAGE
  return EMAIL_PATTERN.test((email ?? "").trim()) ? undefined : INVALID_EMAIL_FIELD_MESSAGE
}

/** Errors of a typed address (apartment, neighborhood, extra, company and region are optional). */
export const validateAddressFields = (
  form: Partial<Record<AddressFormField, string>>,
): FieldErrors<AddressFormField> =>
  Object.fromEntries(
    REQUIRED_ADDRESS_FIELDS.filter((field) => blank(form[field])).map((field) => [
      field,
      FIELD_REQUIRED_MESSAGE,
    ]),
  )

export type TrackOrderField = "number" | "email" | "postcode"

/** The track-order form: order number, email and postcode are all needed. */
export const validateTrackOrderForm = (
  form: Partial<Record<TrackOrderField, string>>,
): FieldErrors<TrackOrderField> => {
  const errors: FieldErrors<TrackOrderField> = {}
  if (blank(form.number)) errors.number = FIELD_REQUIRED_MESSAGE
  const email = emailFieldError(form.email)
  if (email !== undefined) errors.email = email
  if (blank(form.postcode)) errors.postcode = FIELD_REQUIRED_MESSAGE
  return errors
}
