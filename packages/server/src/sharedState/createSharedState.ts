import type { Logger } from "../logger.js"
import { memorySharedState } from "./memorySharedState.js"
import { redisSharedState } from "./redisSharedState.js"
import type { SharedState } from "./sharedState.js"

export interface SharedStateOptions {
  /** `redis://…`; when absent or empty the state lives in this process's memory. */
  readonly redisUrl?: string
  /** Key and channel prefix in Redis (default `shutter:`). */
  readonly redisPrefix?: string
}

/** Redis when a URL is given, this process's memory otherwise. */
export const createSharedState = (
  options: SharedStateOptions,
  logger: Logger,
  now: () => number = Date.now,
): SharedState =>
  options.redisUrl !== undefined && options.redisUrl !== ""
    ? redisSharedState({
        url: options.redisUrl,
        logger,
        ...(options.redisPrefix !== undefined ? { prefix: options.redisPrefix } : {}),
      })
    : memorySharedState(now)
