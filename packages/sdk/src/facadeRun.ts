import type * as Effect from "effect/Effect"
import type * as ManagedRuntime from "effect/ManagedRuntime"
import { CallAbortedError, type StorefrontError } from "./storefrontError.js"

/**
 * What every facade method also takes, in its one input object: aborting `signal` interrupts
 * the call (its HTTP request is cancelled) and the promise rejects with `CallAbortedError`.
 */
export interface CallOptions {
  readonly signal?: AbortSignal
}

/** A facade method's input: the Effect service method's input plus `signal`. */
export type CallInput<I> = I & CallOptions

/** Runs one service call of a facade as a Promise that rejects with the tagged error itself. */
export type FacadeRun<R> = <A>(
  effect: Effect.Effect<A, Exclude<StorefrontError, CallAbortedError>, R>,
  options?: CallOptions,
) => Promise<A>

/** The `run` of a facade over `runtime`: an aborted `signal` rejects with `CallAbortedError`. */
export const facadeRun =
  <R>(runtime: ManagedRuntime.ManagedRuntime<R, never>): FacadeRun<R> =>
  (effect, options) => {
    const signal = options?.signal
    if (signal === undefined) return runtime.runPromise(effect)
    // An aborted signal interrupts the fiber (and its request); the rejection says so.
    return runtime.runPromise(effect, { signal }).catch((error: unknown) => {
      throw signal.aborted ? new CallAbortedError(signal.reason) : error
    })
  }
