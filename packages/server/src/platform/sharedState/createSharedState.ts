import type { Logger } from "../logger.js"
import { type CircuitBreakerOptions, withCircuitBreaker } from "./circuitBreaker.js"
import { memorySharedState } from "./memorySharedState.js"
import { redisSharedState } from "./redisSharedState.js"
import type { SharedState } from "./sharedState.js"

export interface SharedStateOptions {
  /** `redis://…`; when absent or empty the state lives in this process's memory. */
  readonly redisUrl?: string
  /** Key and channel prefix in Redis (default `shutter:`). */
  readonly redisPrefix?: string
  /**
   * When Redis stops answering: failures in a row before answering from memory (default 3),
   * how long until Redis is tried again (default 5 s), and the clock (tests move it).
   */
  readonly breaker?: Omit<CircuitBreakerOptions, "logger">
}

/**
 * Redis when a URL is given (behind a circuit breaker that answers from this process's memory
 * while Redis is unreachable), this process's memory otherwise. `now` is the clock of the
 * memory windows and the breaker (tests move it).
 */
export const createSharedState = (
  options: SharedStateOptions,
  logger: Logger,
  now: () => number = Date.now,
): SharedState =>
  options.redisUrl !== undefined && options.redisUrl !== ""
    ? withCircuitBreaker(
        redisSharedState({
          url: options.redisUrl,
          logger,
          ...(options.redisPrefix !== undefined ? { prefix: options.redisPrefix } : {}),
        }),
        memorySharedState(options.breaker?.now ?? now),
        { logger, now, ...options.breaker },
      )
    : memorySharedState(now)
