// Flow variables: a step's `capture: { cartId: "$.cart.id" }` takes a value from its JSON result;
// `${cartId}` in a later step's `run` or `expect` values stands for it.

const REFERENCE = /\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g
export const VARIABLE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/

/** "$.cart.id", "$cart.id" and "cart.id" name the same place in a step's result. */
export const capturePath = (path: string): string => path.replace(/^\$\.?/, "")

/** The variable names a text refers to. */
const namesIn = (text: string): ReadonlyArray<string> =>
  [...text.matchAll(REFERENCE)].map((match) => match[1] ?? "")

/** Every variable named in a value: strings, and the strings inside lists and objects. */
export const referencedNames = (value: unknown): ReadonlyArray<string> => {
  if (typeof value === "string") return namesIn(value)
  if (Array.isArray(value)) return value.flatMap(referencedNames)
  if (typeof value === "object" && value !== null)
    return Object.values(value).flatMap(referencedNames)
  return []
}

/** A captured value as text: strings as they are, anything else as JSON. */
const asText = (value: unknown): string =>
  typeof value === "string" ? value : JSON.stringify(value)

/**
 * Replaces `${name}` by its captured value. A string that is exactly one reference takes the
 * value itself (a number stays a number in an expectation); otherwise the value as text.
 */
export const substitute = (value: unknown, variables: ReadonlyMap<string, unknown>): unknown => {
  if (typeof value === "string") {
    const whole = value.match(/^\$\{([A-Za-z_][A-Za-z0-9_]*)\}$/)
    if (whole && variables.has(whole[1] ?? "")) return variables.get(whole[1] ?? "")
    return value.replace(REFERENCE, (text, name: string) =>
      variables.has(name) ? asText(variables.get(name)) : text,
    )
  }
  if (Array.isArray(value)) return value.map((item) => substitute(item, variables))
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, substitute(inner, variables)]),
    )
  }
  return value
}

/** A command line's arguments with their references replaced (each stays one argument). */
export const substituteArgs = (
  args: ReadonlyArray<string>,
  variables: ReadonlyMap<string, unknown>,
): ReadonlyArray<string> =>
  args.map((arg) =>
    arg.replace(REFERENCE, (text, name: string) =>
      variables.has(name) ? asText(variables.get(name)) : text,
    ),
  )
