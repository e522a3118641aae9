import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as PubSub from "effect/PubSub"
import type * as Scope from "effect/Scope"
import type { StorefrontEvent, StorefrontEventListener } from "./storefrontEvent.js"

/** What a layer does on an event, inside `emit` (so it is done when the emitting call returns). */
export type StorefrontEventHandler = (event: StorefrontEvent) => Effect.Effect<void>

interface Emitter {
  /**
   * Tells the handlers and listeners, in the order they subscribed (a throwing listener is
   * logged), then publishes the event to the subscriptions.
   */
  readonly emit: (event: StorefrontEvent) => Effect.Effect<void>
  /** A plain listener (the Promise facade's); returns the unsubscribe function. */
  readonly subscribe: (listener: StorefrontEventListener) => () => void
  /**
   * Runs `handler` on every event for as long as the current scope is open (a layer's: the
   * runtime's lifetime); the notification area follows the domain events this way.
   */
  readonly follow: (handler: StorefrontEventHandler) => Effect.Effect<void, never, Scope.Scope>
  /**
   * The events from now on, queued for as long as the scope is open: read them with
   * `PubSub.take` or `Stream.fromSubscription`.
   */
  readonly subscription: Effect.Effect<PubSub.Subscription<StorefrontEvent>, never, Scope.Scope>
}

const makeEmitter = (pubsub: PubSub.PubSub<StorefrontEvent>): Emitter => {
  const handlers = new Set<StorefrontEventHandler>()
  const add = (handler: StorefrontEventHandler) => {
    handlers.add(handler)
    return () => {
      handlers.delete(handler)
    }
  }
  return {
    emit: (event) =>
      Effect.andThen(
        Effect.forEach([...handlers], (handler) => handler(event), { discard: true }),
        PubSub.publish(pubsub, event),
      ),
    subscribe: (listener) =>
      add((event) =>
        Effect.try(() => listener(event)).pipe(
          Effect.catch((error) => Effect.logWarning(`a ${event.type} listener threw`, error)),
        ),
      ),
    follow: (handler) =>
      Effect.asVoid(
        Effect.acquireRelease(
          Effect.sync(() => add(handler)),
          (remove) => Effect.sync(remove),
        ),
      ),
    subscription: PubSub.subscribe(pubsub),
  }
}

/**
 * The storefront's events: what happened in the shop (`DomainEvent`), and UI intents (a toast,
 * open the cart, analytics). A reference: without `storefrontEventsLayer` (a service tested
 * alone) events go nowhere.
 */
export const StorefrontEvents = Context.Reference<Emitter>("@shutter/sdk/StorefrontEvents", {
  defaultValue: () => ({
    emit: () => Effect.void,
    subscribe: () => () => undefined,
    follow: () => Effect.void,
    subscription: Effect.flatMap(PubSub.unbounded<StorefrontEvent>(), PubSub.subscribe),
  }),
})

/** One emitter for one storefront (`storefrontLayer` provides it); its PubSub ends with it. */
export const storefrontEventsLayer = Layer.effect(
  StorefrontEvents,
  Effect.map(
    Effect.acquireRelease(PubSub.unbounded<StorefrontEvent>(), PubSub.shutdown),
    makeEmitter,
  ),
)
