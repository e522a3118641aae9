import { Effect, Exit } from "effect"
import type { WritableState } from "../content/observableState.js"
import type { CartAction, CartFailure, CartStatus } from "./cartState.js"

/**
 * Runs a cart call under `status`: busy while it runs, its failure (or null on success) as the
 * action's last error. A defect or an interruption only clears busy (the last error stays).
 */
export const cartStatusTracking = (status: WritableState<CartStatus>) => {
  const setStatus = (action: CartAction, busy: boolean, error?: CartFailure | null) => {
    const current = status.get()
    status.set({
      busy: { ...current.busy, [action]: busy },
      errors: error === undefined ? current.errors : { ...current.errors, [action]: error },
    })
  }
  return <A, E extends CartFailure, R>(
    action: CartAction,
    effect: Effect.Effect<A, E, R>,
  ): Effect.Effect<A, E, R> =>
    Effect.suspend(() => {
      setStatus(action, true)
      return effect.pipe(
        Effect.onExit((exit) =>
          Effect.sync(() => {
            if (Exit.isSuccess(exit)) return setStatus(action, false, null)
            const failure = exit.cause.reasons.find((r) => r._tag === "Fail")
            setStatus(action, false, failure === undefined ? undefined : failure.error)
          }),
        ),
      )
    })
}
