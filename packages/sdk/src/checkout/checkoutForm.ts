import type { AvailableShippingMethod, PaymentMethod } from "../cart/cart.graphql.js"

// Spec §5 UI messages for the checkout form, and the defaults a non-interactive checkout picks.

export const FIELD_REQUIRED_MESSAGE = "This field is required"
export const INVALID_EMAIL_FIELD_MESSAGE = "The email field must be a valid email"

/** The guest checkout form: the email plus the shipping address fields. */
export interface GuestCheckoutForm {
  readonly email?: string | undefined
  readonly firstname?: string | undefined
  readonly lastname?: string | undefined
  readonly street?: string | undefined
  readonly city?: string | undefined
  readonly region?: string | undefined
  readonly postcode?: string | undefined
  readonly country_code?: string | undefined
  readonly telephone?: string | undefined
}

export interface FieldError {
  readonly field: keyof GuestCheckoutForm
  readonly message: string
}

/** Magento's required address fields (region is free text and may be empty outside listed countries). */
export const REQUIRED_CHECKOUT_FIELDS: ReadonlyArray<keyof GuestCheckoutForm> = [
  "email",
  "firstname",
  "lastname",
  "street",
  "city",
  "postcode",
  "country_code",
  "telephone",
]

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** One error per invalid field, in form order; empty when the form can be sent. */
export const validateGuestCheckoutForm = (form: GuestCheckoutForm): ReadonlyArray<FieldError> =>
  REQUIRED_CHECKOUT_FIELDS.flatMap((field): ReadonlyArray<FieldError> => {
    const value = (form[field] ?? "").trim()
    if (value === "") return [{ field, message: FIELD_REQUIRED_MESSAGE }]
    if (field === "email" && !EMAIL_PATTERN.test(value))
      return [{ field, message: INVALID_EMAIL_FIELD_MESSAGE }]
    return []
  })

/** The cheapest available shipping method (first one on a tie), or undefined. */
export const cheapestShippingMethod = (
  methods: ReadonlyArray<AvailableShippingMethod | null>,
): AvailableShippingMethod | undefined =>
  methods
    .filter((m): m is AvailableShippingMethod => m?.available === true)
    .reduce<AvailableShippingMethod | undefined>(
      (best, m) =>
        best === undefined || (m.amount.value ?? 0) < (best.amount.value ?? 0) ? m : best,
      undefined,
    )

/** Magento's offline payment methods (no card or redirect needed). */
export const OFFLINE_PAYMENT_METHODS: ReadonlyArray<string> = [
  "checkmo",
  "banktransfer",
  "cashondelivery",
  "purchaseorder",
  "free",
]

/** The first offered offline payment method, or undefined. */
export const firstOfflinePaymentMethod = (
  methods: ReadonlyArray<PaymentMethod | null>,
): PaymentMethod | undefined =>
  methods.find((m): m is PaymentMethod => m !== null && OFFLINE_PAYMENT_METHODS.includes(m.code))

/** `carrier_method` (Magento's shipping method code) of a method. */
export const shippingMethodCode = (
  method: Pick<AvailableShippingMethod, "carrier_code" | "method_code">,
): string => `${method.carrier_code}_${method.method_code ?? ""}`
