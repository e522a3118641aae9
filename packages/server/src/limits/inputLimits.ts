// Longest text each input may carry and most items each list input may hold, checked on every
// root field's arguments before its resolver runs (before any database work). Keys are
// `InputType.field` or `Query.field.argument` / `Mutation.field.argument`; any other input is
// held to the default.
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

/**
 * Most items in any list input (an `in` filter, cart or wishlist items, ids to remove, e-mails):
 * far above what a shop sends in one request, far below what holds a query for long (and
 * PostgreSQL's 65,535 parameters). Lists with a smaller limit of their own (10 e-mails to share
 * a wishlist, 4 street lines) answer with their own message below it.
 */
export const DEFAULT_MAX_ITEMS = 1_000

/** Most lines a street may have (Magento's customer/address/street_lines allows up to 4). */
export const MAX_STREET_LINES = 4

export interface InputLimitOptions {
  /** Longest String/ID input not named in `maxLengths`. */
  readonly defaultMaxLength?: number
  /** Per `InputType.field` or `Query.field.argument`, laid over the defaults. */
  readonly maxLengths?: Readonly<Record<string, number>>
  /** Most items in a list input not named in `maxItems`. */
  readonly defaultMaxItems?: number
  /** Per `InputType.field` or `Query.field.argument` list. */
  readonly maxItems?: Readonly<Record<string, number>>
}

export interface InputLimits {
  readonly defaultMaxLength: number
  readonly maxLengths: Readonly<Record<string, number>>
  readonly defaultMaxItems: number
  readonly maxItems: Readonly<Record<string, number>>
}

export const resolveInputLimits = (options: InputLimitOptions = {}): InputLimits => ({
  defaultMaxLength: options.defaultMaxLength ?? DEFAULT_MAX_LENGTH,
  maxLengths: { ...DEFAULT_MAX_LENGTHS, ...options.maxLengths },
  defaultMaxItems: options.defaultMaxItems ?? DEFAULT_MAX_ITEMS,
  maxItems: { ...options.maxItems },
})

// Magento's EAV text attribute message (Magento\Eav\Model\Attribute\Data\Text).
export const tooLongMessage = (field: string, max: number): string =>
  `"${field}" length must be equal or less than ${max} characters.`
// Magento's address validator message (Magento\Customer\Model\Address\Validator\General).
export const tooManyLinesMessage = (field: string, max: number): string =>
  `"${field}" cannot contain more than ${max} lines.`
// In the same words, for any list; `list` is its path in the arguments (`filter.sku.in`).
export const tooManyItemsMessage = (list: string, max: number): string =>
  `"${list}" cannot contain more than ${max} items.`

// UTF-16 length is never below the code point count: only long strings need the slower count.
const characters = (value: string, max: number): number =>
  value.length <= max ? value.length : [...value].length

const checkValue = (
  limits: InputLimits,
  type: GraphQLInputType,
  value: unknown,
  field: string,
  key: string,
  path: string,
): void => {
  if (value === null || value === undefined) return
  if (isNonNullType(type)) {
    checkValue(limits, type.ofType, value, field, key, path)
    return
  }
  if (isListType(type)) {
    if (!Array.isArray(value)) return
    if (key === "CartAddressInput.street" && value.length > MAX_STREET_LINES)
      throw inputError(tooManyLinesMessage(field, MAX_STREET_LINES))
    const maxItems = limits.maxItems[key] ?? limits.defaultMaxItems
    if (value.length > maxItems) throw inputError(tooManyItemsMessage(path, maxItems))
    for (const item of value) checkValue(limits, type.ofType, item, field, key, path)
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
        `${path}.${name}`,
      )
    }
    return
  }
  if (isScalarType(type) && typeof value === "string") {
    const max = limits.maxLengths[key] ?? limits.defaultMaxLength
    if (characters(value, max) > max) throw inputError(tooLongMessage(field, max))
  }
}

/** Throws Magento's `graphql-input` error for the first text or list over its limit in `args`. */
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
      definition.name,
    )
  }
}
