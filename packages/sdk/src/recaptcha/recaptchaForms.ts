import type { GraphqlDocument } from "../graphql/document.js"

/**
 * The forms a store can put under reCAPTCHA v3 (`recaptchaV3Config.forms`) that the SDK sends,
 * and the root mutation fields each one covers (Magento's ReCaptchaWebapiGraphQl; the
 * used-gear quote is Shutter's).
 */
export const RECAPTCHA_FORM_FIELDS = {
  CUSTOMER_CREATE: ["createCustomer", "createCustomerV2"],
  CUSTOMER_LOGIN: ["generateCustomerToken"],
  CUSTOMER_FORGOT_PASSWORD: ["requestPasswordResetEmail", "resetPassword"],
  NEWSLETTER: ["subscribeEmailToNewsletter"],
  PRODUCT_REVIEW: ["createProductReview"],
  USED_GEAR_QUOTE: ["submitUsedGearQuote"],
} as const satisfies Record<string, ReadonlyArray<string>>

export type ReCaptchaForm = keyof typeof RECAPTCHA_FORM_FIELDS

export const RECAPTCHA_FORMS = Object.keys(RECAPTCHA_FORM_FIELDS) as ReadonlyArray<ReCaptchaForm>

const formOfField: ReadonlyMap<string, ReCaptchaForm> = new Map(
  RECAPTCHA_FORMS.flatMap((form) =>
    RECAPTCHA_FORM_FIELDS[form].map((field) => [field, form] as const),
  ),
)

const protectedForms = new WeakMap<GraphqlDocument, ReCaptchaForm | null>()

/**
 * The root fields of a document's mutation, read from its text (the SDK sends documents as
 * text, never parsed). Arguments, strings, comments and nested selections are skipped; an alias
 * (`a: field`) names the field after it.
 */
export const mutationRootFields = (text: string): ReadonlyArray<string> => {
  const start = /(^|[\s}])mutation\b/.exec(text)
  if (start === null) return []
  const fields: string[] = []
  const nameAt = (at: number) => /^\s*([_A-Za-z][_0-9A-Za-z]*)/.exec(text.slice(at))
  let braces = 0
  let parens = 0
  for (let i = start.index + start[0].length; i < text.length; i++) {
    const c = text[i] ?? ""
    if (c === "#") {
      const end = text.indexOf("\n", i)
      i = end === -1 ? text.length : end
    } else if (c === '"') {
      const end = text.indexOf('"', i + 1)
      i = end === -1 ? text.length : end
    } else if (c === "(") parens++
    else if (c === ")") parens--
    else if (c === "{") braces++
    else if (c === "}") {
      if (--braces === 0) break
    } else if (braces === 1 && parens === 0) {
      if (c === ".") {
        // A spread: `...Fragment` or `... on Type` (its selection is a level deeper).
        const spread = nameAt(i + 3)
        i += 2 + (spread?.[0].length ?? 0)
        if (spread?.[1] === "on") i += nameAt(i + 1)?.[0].length ?? 0
        continue
      }
      const name = nameAt(i)
      if (name === null) continue
      i += name[0].length - 1
      const alias = /^\s*:/.exec(text.slice(i + 1))
      if (alias !== null)
        i += alias[0].length // the field's name follows
      else fields.push(name[1] ?? "")
    }
  }
  return fields
}

/** The protected form a mutation document submits (by its root fields), if any. */
export const reCaptchaFormOf = (document: GraphqlDocument): ReCaptchaForm | undefined => {
  const known = protectedForms.get(document)
  if (known !== undefined) return known ?? undefined
  const text = document.text
  const form = mutationRootFields(text)
    .map((field) => formOfField.get(field))
    .find((found) => found !== undefined)
  protectedForms.set(document, form ?? null)
  return form
}

/** The action name a token is executed for (Google allows letters, `/` and `_`). */
export const reCaptchaAction = (form: ReCaptchaForm): string => form.toLowerCase()
