// Entry "@shutter/server": the Magento-2.4-compatible GraphQL backend of Shutter.
export type { ReviewForModeration, ReviewStatus, StoreAdmin } from "./admin/storeAdmin.js"
export { createSchema, typeDefs } from "./app/schema.js"
export {
  DEFAULT_DATA_DIR,
  type ReCaptchaOptions,
  type RunningServer,
  type StartServerOptions,
  startServer,
} from "./app/startServer.js"
export { type ErrorCategory, MagentoError } from "./graphql/errors.js"
export {
  DEFAULT_MAX_PAGE_SIZE,
  DEFAULT_MAX_QUERY_COMPLEXITY,
  DEFAULT_MAX_QUERY_DEPTH,
  DEFAULT_MAX_TOKENS,
  type GraphqlGuardOptions,
} from "./guards/guardOptions.js"
export {
  type QueryCost,
  queryCostMeasurer,
  type VariableValues,
} from "./guards/queryCost.js"
export { isMultipartRequest } from "./platform/http/multipartUpload.js"
export { consoleLogger, type Logger, silentLogger } from "./platform/logger.js"
export type { SharedStateOptions } from "./platform/sharedState/createSharedState.js"
export type { SharedState, WindowCount } from "./platform/sharedState/sharedState.js"
export { RECAPTCHA_FAILED_MESSAGE } from "./recaptcha/recaptcha.graphql.js"
export { PROTECTED_FORMS, RECAPTCHA_PATHS, RECAPTCHA_V3_TYPE } from "./recaptcha/recaptchaConfig.js"
export {
  GOOGLE_SITEVERIFY_URL,
  type ReCaptchaVerdict,
  type ReCaptchaVerification,
  type ReCaptchaVerifier,
  siteVerify,
} from "./recaptcha/recaptchaVerifier.js"
export {
  MAX_PHOTO_BYTES,
  MAX_PHOTOS_PER_ITEM,
  MAX_QUOTE_ITEMS,
  MAX_QUOTE_PHOTO_BYTES,
  QUOTE_CONDITIONS,
  QUOTE_MESSAGES,
} from "./usedGearQuote/quoteRules.js"
export { QUOTE_UPLOAD_MAX_BODY_BYTES } from "./usedGearQuote/quoteUploads.js"
