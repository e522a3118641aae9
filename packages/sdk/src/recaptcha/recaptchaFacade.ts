// `storefront.recaptcha`: the store's reCAPTCHA settings and getting a form's token source ready.
import type { FacadeRun } from "../facadeRun.js"
import { type CallTable, pick, type ServiceFacade, serviceCalls, whole } from "../serviceCalls.js"
import { ReCaptcha } from "./ReCaptcha.js"

const reCaptchaCalls = {
  /**
   * The store's settings; null when off.
   * @example const settings = await storefront.recaptcha.settings()
   */
  settings: whole,
  /**
   * Gets the token source ready when the store protects `form` (a browser: loads the
   * provider's script, which shows its badge); resolves whether it does. Nothing loads for
   * an unprotected form. Rejects with `ReCaptchaError`.
   * @example await storefront.recaptcha.prepare({ form: "CUSTOMER_CREATE" })
   */
  prepare: pick("form"),
} satisfies CallTable<ReCaptcha["Service"]>

export interface ReCaptchaFacade
  extends ServiceFacade<ReCaptcha["Service"], typeof reCaptchaCalls> {}

export const reCaptchaFacade = (run: FacadeRun<ReCaptcha>): ReCaptchaFacade =>
  serviceCalls(run, ReCaptcha, reCaptchaCalls)
