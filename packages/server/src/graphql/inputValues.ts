// Input values the database cannot take are refused here, as Magento's input errors, instead of
// failing in SQL as "Internal server error".
import { BREAK, type DocumentNode, visit } from "graphql"
import { inputError, type MagentoError } from "./errors.js"

/** Magento's InputException::INVALID_FIELD_VALUE. */
export const invalidFieldValue = (value: string, field: string): MagentoError =>
  inputError(`Invalid value of "${value}" provided for the ${field} field.`)

/** Largest id an `integer` column holds (PostgreSQL int4). */
export const MAX_ID = 2_147_483_647

/**
 * A whole-number id given as a string (Magento's filter inputs are strings): digits only, at
 * most MAX_ID. Anything else (`1e40`, `NaN`, `-1`, `99999999999999999999`) is an input error.
 */
export const idInput = (value: string, field: string): number => {
  const trimmed = value.trim()
  const id = /^\d{1,10}$/.test(trimmed) ? Number(trimmed) : Number.NaN
  if (!(id <= MAX_ID)) throw invalidFieldValue(value, field)
  return id
}

/** Largest amount a price filter takes, in currency units (cents stay well inside int8). */
export const MAX_AMOUNT = 1e12

/**
 * A money amount given as a string, in cents; blank is undefined (no bound). Anything not a
 * finite number within ±MAX_AMOUNT (`-1e308`, `NaN`, `Infinity`, `abc`) is an input error.
 */
export const amountInput = (
  value: string | null | undefined,
  field: string,
): number | undefined => {
  if (value === null || value === undefined || value.trim() === "") return undefined
  const amount = Number(value)
  if (!(Math.abs(amount) <= MAX_AMOUNT)) throw invalidFieldValue(value, field)
  return Math.round(amount * 100)
}

/** A NUL character: PostgreSQL text cannot hold it. */
const NUL = "\u0000"

/**
 * The first string in `value` (nested in lists and objects) holding a NUL, with its field.
 * Iterative: variables arrive as JSON of any depth.
 */
export const stringWithNul = (
  value: unknown,
  field: string,
): { readonly value: string; readonly field: string } | undefined => {
  const pending: [unknown, string][] = [[value, field]]
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [item, name] = next
    if (typeof item === "string") {
      if (item.includes(NUL)) return { value: item, field: name }
    } else if (Array.isArray(item)) {
      for (const element of item) pending.push([element, name])
    } else if (typeof item === "object" && item !== null) {
      for (const [key, child] of Object.entries(item)) pending.push([child, key])
    }
  }
  return undefined
}

/** The first string literal of `document` holding a NUL, with its argument or input field. */
export const stringLiteralWithNul = (
  document: DocumentNode,
): { readonly value: string; readonly field: string } | undefined => {
  let found: { value: string; field: string } | undefined
  const names: string[] = []
  visit(document, {
    Argument: {
      enter: (node) => void names.push(node.name.value),
      leave: () => void names.pop(),
    },
    ObjectField: {
      enter: (node) => void names.push(node.name.value),
      leave: () => void names.pop(),
    },
    StringValue(node) {
      if (!node.value.includes(NUL)) return undefined
      found = { value: node.value, field: names.at(-1) ?? "query" }
      return BREAK
    },
  })
  return found
}

/**
 * The input error for the first NUL in a request, in its variables or its document's string
 * literals (`literalWithNul`: the document's, when already known); undefined when there is none.
 * PostgreSQL text cannot hold NUL, and no field of the shop means anything by it.
 */
export const nulInputError = (
  document: DocumentNode,
  variables: Readonly<Record<string, unknown>> | null | undefined,
  literalWithNul: (
    document: DocumentNode,
  ) => { readonly value: string; readonly field: string } | undefined = stringLiteralWithNul,
): MagentoError | undefined => {
  const found = stringWithNul(variables ?? {}, "variables") ?? literalWithNul(document)
  return found === undefined ? undefined : invalidFieldValue(found.value, found.field)
}
