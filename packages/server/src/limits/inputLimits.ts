// Longest text each input may carry, checked on every root field's arguments before its resolver
// runs. Keys are `InputType.field` or `Query.field.argument` / `Mutation.field.argument`; any
// other String/ID input is held to the default.
import {
  type GraphQLArgument,
  type GraphQLInputType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
} from "graphql"
import { inputError } from "../graphql/errors.js"

/** Every String or ID input not named below (Magento's varchar(255) columns). */
export const DEFAULT_MAX_LENGTH = 255

export const DEFAULT_MAX_LENGTHS: Readonly<Record<string, number>> = {
  // Magento's review_detail columns: nickname varchar(128), title varchar(255); the text is
  // held to what a long real review takes (a few thousand characters) with room to spare.
  "CreateProductReviewInput.nickname": 128,
  "CreateProductReviewInput.text": 10_000,
  // RFC 5321: an address is at most 254 characters.
  "SetGuestEmailOnCartInput.email": 254,
  "OrderInformationInput.email": 254,
  "OrderInformationInput.number": 32,
  "OrderInformationInput.postcode": 20,
  "CartAddressInput.postcode": 20,
  "CartAddressInput.telephone": 32,
  "CartAddressInput.vat_id": 32,
  "ShippingAddressInput.customer_notes": 1_000,
  // Typed product options (a customizable text area, a gift card's message): each product's own
  // rules give the precise limit and message; this only bounds the size.
  "EnteredOptionInput.value": 10_000,
  // Used-gear quotes: long texts are answered by the quote's own rules with a field error.
  "UsedGearQuoteInput.comment": 10_000,
  "UsedGearQuoteItemInput.accessories": 10_000,
  "UsedGearQuoteInput.email": 254,
  // URLs a crawler or a shared link may carry (query strings included).
  "Query.route.url": 2_048,
  "Query.urlResolver.url": 2_048,
}

/** Most lines a street may have (Magento's customer/address/street_lines allows up to 4). */
export const MAX_STREET_LINES = 4

export interface InputLimitOptions {
  /** Longest String/ID input not named in `maxLengths`. */
  readonly defaultMaxLength?: number
  /** Per `InputType.field` or `Query.field.argument`, laid over the defaults. */
  readonly maxLengths?: Readonly<Record<string, number>>
}

export interface InputLimits {
  readonly defaultMaxLength: number
  readonly maxLengths: Readonly<Record<string, number>>
}

export const resolveInputLimits = (options: InputLimitOptions = {}): InputLimits => ({
  defaultMaxLength: options.defaultMaxLength ?? DEFAULT_MAX_LENGTH,
  maxLengths: { ...DEFAULT_MAX_LENGTHS, ...options.maxLengths },
})

// Magento's EAV text attribute message (Magento\Eav\Model\Attribute\Data\Text).
export const tooLongMessage = (field: string, max: number): string =>
  `"${field}" length must be equal or less than ${max} characters.`
// Magento's address validator message (Magento\Customer\Model\Address\Validator\General).
export const tooManyLinesMessage = (field: string, max: number): string =>
  `"${field}" cannot contain more than ${max} lines.`

// UTF-16 length is never below the code point count: only long strings need the slower count.
const characters = (value: string, max: number): number =>
  value.length <= max ? value.length : [...value].length

const checkValue = (
  limits: InputLimits,
  type: GraphQLInputType,
  value: unknown,
  field: string,
  key: string,
): void => {
  if (value === null || value === undefined) return
  if (isNonNullType(type)) {
    checkValue(limits, type.ofType, value, field, key)
    return
  }
  if (isListType(type)) {
    if (!Array.isArray(value)) return
    if (key === "CartAddressInput.street" && value.length > MAX_STREET_LINES)
      throw inputError(tooManyLinesMessage(field, MAX_STREET_LINES))
    for (const item of value) checkValue(limits, type.ofType, item, field, key)
    return
  }
  if (isInputObjectType(type)) {
    const fields = type.getFields()
    for (const [name, definition] of Object.entries(fields)) {
      checkValue(
        limits,
        definition.type,
        (value as Record<string, unknown>)[name],
        name,
        `${type.name}.${name}`,
      )
    }
    return
  }
  if (isScalarType(type) && typeof value === "string") {
    const max = limits.maxLengths[key] ?? limits.defaultMaxLength
    if (characters(value, max) > max) throw inputError(tooLongMessage(field, max))
  }
}

/** Throws Magento's `graphql-input` error for the first text over its limit in `args`. */
export const checkInputLengths = (
  limits: InputLimits,
  parentType: string,
  fieldName: string,
  definitions: readonly GraphQLArgument[],
  args: Readonly<Record<string, unknown>>,
): void => {
  for (const definition of definitions) {
    checkValue(
      limits,
      definition.type,
      args[definition.name],
      definition.name,
      `${parentType}.${fieldName}.${definition.name}`,
    )
  }
}
