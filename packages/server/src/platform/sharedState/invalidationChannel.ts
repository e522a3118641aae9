// The Redis channel on which a response-cache invalidation is published (`{"tags":[…]}`), under
// the key prefix every Redis name of the backend carries. The web server subscribes to it too,
// so its page cache drops the pages showing the changed data.

/** SHUTTER_REDIS_PREFIX's default. */
export const DEFAULT_REDIS_PREFIX = "shutter:"

/** The channel's name after the prefix. */
export const INVALIDATION_CHANNEL = "graphql-cache:invalidate"
