// Redis that does not answer must not hold every request: after a few failures in a row the
// breaker opens and every operation answers from this process's memory at once; every `openMs`
// one operation is tried on Redis again (half-open), and its success closes the breaker.
// Meanwhile counters are per process (going on from the counts last read from Redis) and
// messages reach only this process (SECURITY.md).
import type { Logger } from "../logger.js"
import { mirroredCounts } from "./mirroredCounts.js"
import type { SharedState } from "./sharedState.js"

export type CircuitState = "closed" | "open" | "half-open"

export interface CircuitBreakerOptions {
  /** Failures in a row that open the breaker (default 3). */
  readonly failures?: number
  /** How long it stays open before one operation tries Redis again (default 5 s). */
  readonly openMs?: number
  /** The clock in ms (tests move it). */
  readonly now?: () => number
  readonly logger: Logger
}

export const DEFAULT_BREAKER_FAILURES = 3
export const DEFAULT_BREAKER_OPEN_MS = 5_000

export class SharedStateUnavailable extends Error {
  constructor() {
    super("The shared state (Redis) is unreachable: answering from this process's memory")
  }
}

type Operation = (...args: never[]) => Promise<unknown>

/**
 * `remote` behind a circuit breaker, with `local` (this process's memory) answering whenever
 * `remote` fails or the breaker is open. `ping` fails while the breaker is open, so readiness
 * reports the shared state unavailable. `remote`'s counts are copied into `local` as they are
 * read (mirroredCounts). Every operation of `remote` is wrapped the same way, whatever
 * operations the interface gains.
 */
export const withCircuitBreaker = (
  remote: SharedState,
  local: SharedState,
  options: CircuitBreakerOptions,
): SharedState & { readonly circuit: () => CircuitState } => {
  const threshold = options.failures ?? DEFAULT_BREAKER_FAILURES
  const openMs = options.openMs ?? DEFAULT_BREAKER_OPEN_MS
  const now = options.now ?? Date.now
  let state: CircuitState = "closed"
  let failuresInARow = 0
  let openedAt = 0
  let trying = false

  const open = (error: unknown): void => {
    if (state !== "open")
      options.logger.warn("shared state unreachable: answering from this process's memory", {
        error: error instanceof Error ? error.message : String(error),
        retryInMs: openMs,
      })
    state = "open"
    openedAt = now()
  }

  /** Whether this call goes to `remote`: closed, or the one trial of a half-open breaker. */
  const admit = (): "remote" | "trial" | "local" => {
    if (state === "closed") return "remote"
    if (trying || now() - openedAt < openMs) return "local"
    state = "half-open"
    trying = true
    return "trial"
  }

  /** `remoteOp` through the breaker; `localOp` answers when it is open or `remoteOp` fails. */
  const guarded =
    <F extends Operation>(name: string, remoteOp: F, localOp: F) =>
    async (...args: Parameters<F>): Promise<Awaited<ReturnType<F>>> => {
      const route = admit()
      if (route === "local") return (await localOp(...args)) as Awaited<ReturnType<F>>
      try {
        const result = (await remoteOp(...args)) as Awaited<ReturnType<F>>
        if (route === "trial") options.logger.info("shared state reachable again", { name })
        state = "closed"
        failuresInARow = 0
        return result
      } catch (error) {
        failuresInARow += 1
        if (route === "trial" || failuresInARow >= threshold) open(error)
        return (await localOp(...args)) as Awaited<ReturnType<F>>
      } finally {
        if (route === "trial") trying = false
      }
    }

  const wrapped: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(mirroredCounts(remote, local))) {
    const fallback = (local as unknown as Record<string, unknown>)[name]
    wrapped[name] =
      typeof value === "function" && typeof fallback === "function"
        ? guarded(name, value as Operation, fallback as Operation)
        : value
  }

  return {
    ...(wrapped as unknown as SharedState),
    kind: remote.kind,
    // Listened to on both: Redis delivers what any process publishes (and subscribes again after
    // a reconnection); this process's memory what was published here while the breaker was open.
    subscribe: async (channel, listener) => {
      const [fromRemote, fromLocal] = await Promise.all([
        remote.subscribe(channel, listener).catch(() => async () => {}),
        local.subscribe(channel, listener),
      ])
      return async () => {
        await Promise.all([fromRemote().catch(() => {}), fromLocal()])
      }
    },
    // Readiness asks Redis itself (memory answering instead is what "not ready" means), through
    // the breaker: refused at once while it is open, and a success closes it.
    ping: guarded("ping", remote.ping, async () => {
      throw new SharedStateUnavailable()
    }),
    close: async () => {
      await Promise.all([remote.close(), local.close()])
    },
    circuit: () => state,
  }
}
