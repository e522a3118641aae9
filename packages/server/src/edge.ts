// Entry "@shutter/server/edge": what the web server in front of this backend must agree with it
// on. A subpath of this package, because the web server already builds against it (a dev
// dependency, bundled into its own dist): no second package for a few small modules.

export { CORS_ALLOWED_HEADERS, corsOriginsFromEnv } from "./platform/http/cors.js"
export {
  clientAddressOf,
  type IsTrustedProxy,
  trustedProxiesFromEnv,
  trustedProxyMatcher,
} from "./platform/http/trustedProxies.js"
export {
  DEFAULT_REDIS_PREFIX,
  INVALIDATION_CHANNEL,
} from "./platform/sharedState/invalidationChannel.js"
