import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import type { StorefrontEvent, StorefrontEventListener } from "./storefrontEvent.js"

interface Emitter {
  /** Tells every listener, in the order they subscribed; a throwing listener is logged. */
  readonly emit: (event: StorefrontEvent) => Effect.Effect<void>
  /** Returns the unsubscribe function. */
  readonly subscribe: (listener: StorefrontEventListener) => () => void
}

const emitter = (): Emitter => {
  const listeners = new Set<StorefrontEventListener>()
  return {
    emit: (event) =>
      Effect.forEach(
        [...listeners],
        (listener) =>
          Effect.try(() => listener(event)).pipe(
            Effect.catch((error) => Effect.logWarning(`a ${event.type} listener threw`, error)),
          ),
        { discard: true },
      ),
    subscribe: (listener) => {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}

/**
 * The storefront's events (toasts, analytics, an add to cart, sidebar intents). A reference:
 * without `StorefrontEvents.layer` (a service tested alone) events go nowhere.
 */
export const StorefrontEvents = Context.Reference<Emitter>("@shutter/sdk/StorefrontEvents", {
  defaultValue: () => ({ emit: () => Effect.void, subscribe: () => () => undefined }),
})

/** One emitter for one storefront (`storefrontLayer` provides it). */
export const storefrontEventsLayer = Layer.sync(StorefrontEvents, emitter)
