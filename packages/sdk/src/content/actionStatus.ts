import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import type { WritableState } from "./observableState.js"

/** Per action of a service: whether it is running, and what its last failure left. */
export interface ActionStatus<Action extends string, Stored> {
  readonly busy: Readonly<Record<Action, boolean>>
  readonly errors: Readonly<Record<Action, Stored | null>>
}

/**
 * Runs a service's calls under `status`: busy while one runs, its failure as `stored(failure)`
 * (or null on success) as the action's last error. A defect or an interruption only clears busy
 * (the last error stays).
 */
export const actionStatusTracking = <Action extends string, Failure, Stored>(
  status: WritableState<ActionStatus<Action, Stored>>,
  stored: (failure: Failure) => Stored,
) => {
  const setStatus = (action: Action, busy: boolean, error?: Stored | null) => {
    const current = status.get()
    status.set({
      busy: { ...current.busy, [action]: busy },
      errors: error === undefined ? current.errors : { ...current.errors, [action]: error },
    })
  }
  return <A, E extends Failure, R>(
    action: Action,
    effect: Effect.Effect<A, E, R>,
  ): Effect.Effect<A, E, R> =>
    Effect.suspend(() => {
      setStatus(action, true)
      return effect.pipe(
        Effect.onExit((exit) =>
          Effect.sync(() => {
            if (Exit.isSuccess(exit)) return setStatus(action, false, null)
            const failure = exit.cause.reasons.find((r) => r._tag === "Fail")
            setStatus(action, false, failure === undefined ? undefined : stored(failure.error))
          }),
        ),
      )
    })
}
