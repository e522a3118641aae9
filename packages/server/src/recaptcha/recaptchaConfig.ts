// Magento's reCAPTCHA v3 (invisible) settings, read from the store view's `store_config` under
// Magento's own core_config_data paths (ReCaptchaVersion3Invisible, ReCaptchaFrontendUi), and
// which GraphQL mutation each storefront form stands for (Magento's WebapiConfigProviders).
import { like } from "drizzle-orm"
import type { Db } from "../db/database.js"
import { storeConfig } from "../db/schema.js"
import { storeConfigTexts } from "../store/storeConfigTexts.js"

/** Magento's store config paths (`recaptcha_frontend/...`). */
export const RECAPTCHA_PATHS = {
  publicKey: "recaptcha_frontend/type_recaptcha_v3/public_key",
  privateKey: "recaptcha_frontend/type_recaptcha_v3/private_key",
  scoreThreshold: "recaptcha_frontend/type_recaptcha_v3/score_threshold",
  position: "recaptcha_frontend/type_recaptcha_v3/position",
  lang: "recaptcha_frontend/type_recaptcha_v3/lang",
  failureMessage: "recaptcha_frontend/failure_messages/validation_failure_message",
  /** `recaptcha_frontend/type_for/<form>` = `recaptcha_v3` turns a form on. */
  typeFor: (form: string) => `recaptcha_frontend/type_for/${form}`,
} as const

/** The value of `type_for/<form>` that puts a form under reCAPTCHA v3. */
export const RECAPTCHA_V3_TYPE = "recaptcha_v3"

/**
 * The forms this server protects, with the root mutation fields each one covers. Magento's keys
 * (customer_login, customer_create, customer_forgot_password — both halves of a password reset —,
 * newsletter, product_review) and Shutter's used-gear quote form.
 */
export const PROTECTED_FORMS: Readonly<Record<string, readonly string[]>> = {
  customer_create: ["createCustomer", "createCustomerV2"],
  customer_login: ["generateCustomerToken"],
  customer_forgot_password: ["requestPasswordResetEmail", "resetPassword"],
  newsletter: ["subscribeEmailToNewsletter"],
  product_review: ["createProductReview"],
  used_gear_quote: ["submitUsedGearQuote"],
}

/** Root mutation field → its form key. */
export const FORM_OF_MUTATION: ReadonlyMap<string, string> = new Map(
  Object.entries(PROTECTED_FORMS).flatMap(([form, fields]) =>
    fields.map((field) => [field, form] as const),
  ),
)

/** Magento's defaults (config.xml of ReCaptchaVersion3Invisible and ReCaptchaFrontendUi). */
const DEFAULT_SCORE_THRESHOLD = 0.5
const DEFAULT_POSITION = "inline"
const DEFAULT_FAILURE_MESSAGE = "reCAPTCHA verification failed."

export interface ReCaptchaSettings {
  readonly websiteKey: string
  readonly privateKey: string
  readonly minimumScore: number
  readonly badgePosition: string
  readonly languageCode: string | null
  readonly failureMessage: string
  /** Form keys set to reCAPTCHA v3, in PROTECTED_FORMS order. */
  readonly forms: readonly string[]
  /** Both keys and at least one form: Magento's `is_enabled`. */
  readonly isEnabled: boolean
}

/** One store view's reCAPTCHA settings; nothing stored means off (Magento's default). */
export const loadReCaptchaSettings = async (
  db: Db,
  storeId: number,
): Promise<ReCaptchaSettings> => {
  const stored = await storeConfigTexts(db, storeId, like(storeConfig.path, "recaptcha_frontend/%"))
  const values = new Map(stored.map((row) => [row.path, row.value ?? ""]))
  const text = (path: string): string => (values.get(path) ?? "").trim()
  const score = Number.parseFloat(text(RECAPTCHA_PATHS.scoreThreshold))
  const forms = Object.keys(PROTECTED_FORMS).filter(
    (form) => text(RECAPTCHA_PATHS.typeFor(form)) === RECAPTCHA_V3_TYPE,
  )
  const websiteKey = text(RECAPTCHA_PATHS.publicKey)
  const privateKey = text(RECAPTCHA_PATHS.privateKey)
  return {
    websiteKey,
    privateKey,
    minimumScore: Number.isFinite(score) ? score : DEFAULT_SCORE_THRESHOLD,
    badgePosition: text(RECAPTCHA_PATHS.position) || DEFAULT_POSITION,
    languageCode: text(RECAPTCHA_PATHS.lang) || null,
    failureMessage: text(RECAPTCHA_PATHS.failureMessage) || DEFAULT_FAILURE_MESSAGE,
    forms,
    isEnabled: websiteKey !== "" && privateKey !== "" && forms.length > 0,
  }
}
