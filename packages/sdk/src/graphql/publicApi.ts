// The GraphQL client's errors and Magento capabilities part of the "@shutter/sdk" facade exports.
export {
  FeatureUnavailableError,
  isMagentoExtension,
  MAGENTO_EXTENSIONS,
  type MagentoExtension,
  parseMagentoExtensions,
} from "./capabilities.js"
export {
  GraphqlAuthorizationError,
  type GraphqlClientError,
  GraphqlError,
  type GraphqlErrorDetail,
  HttpError,
  MAGENTO_ERROR_CATEGORIES,
  type MagentoErrorCategory,
  RateLimitedError,
  TransportError,
} from "./errors.js"
