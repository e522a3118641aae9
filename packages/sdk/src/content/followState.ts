import * as Effect from "effect/Effect"
import type * as Scope from "effect/Scope"
import type { ObservableState } from "./observableState.js"

/**
 * Follows another service's state for as long as the current scope is open (a layer's: the
 * runtime's lifetime): `listener` hears every change, and disposing the runtime unsubscribes.
 */
export const followState = <A>(
  state: ObservableState<A>,
  listener: (value: A) => void,
): Effect.Effect<void, never, Scope.Scope> =>
  Effect.asVoid(
    Effect.acquireRelease(
      Effect.sync(() => state.subscribe(listener)),
      (unsubscribe) => Effect.sync(unsubscribe),
    ),
  )
