import type { DocumentNode, OperationDefinitionNode } from "graphql"

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

const protectedForms = new WeakMap<DocumentNode, ReCaptchaForm | null>()

/** The protected form a mutation document submits (by its root fields), if any. */
export const reCaptchaFormOf = (document: DocumentNode): ReCaptchaForm | undefined => {
  const known = protectedForms.get(document)
  if (known !== undefined) return known ?? undefined
  const operation = document.definitions.find(
    (d): d is OperationDefinitionNode => d.kind === "OperationDefinition",
  )
  let form: ReCaptchaForm | null = null
  if (operation?.operation === "mutation") {
    for (const selection of operation.selectionSet.selections) {
      const found = selection.kind === "Field" ? formOfField.get(selection.name.value) : undefined
      if (found !== undefined) {
        form = found
        break
      }
    }
  }
  protectedForms.set(document, form)
  return form ?? undefined
}

/** The action name a token is executed for (Google allows letters, `/` and `_`). */
export const reCaptchaAction = (form: ReCaptchaForm): string => form.toLowerCase()
