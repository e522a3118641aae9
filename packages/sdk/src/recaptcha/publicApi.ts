// The reCAPTCHA part of the "@shutter/sdk" facade exports.
export { browserReCaptcha, GOOGLE_RECAPTCHA_SCRIPT } from "./browserReCaptcha.js"
export { RECAPTCHA_HEADER, type ReCaptchaSettings } from "./ReCaptcha.js"
export {
  givenReCaptchaTokens,
  noReCaptcha,
  type ReCaptchaSite,
  type ReCaptchaTokenSource,
} from "./ReCaptchaProvider.js"
export * from "./recaptchaErrors.js"
export type { ReCaptchaFacade } from "./recaptchaFacade.js"
export { RECAPTCHA_FORMS, type ReCaptchaForm } from "./recaptchaForms.js"
