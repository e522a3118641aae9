import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { type ObservableState, observableState } from "../content/observableState.js"
import { StorefrontEvents } from "../events/StorefrontEvents.js"
import type { StorefrontEvent } from "../events/storefrontEvent.js"
import { toastFor } from "./messages.js"
import {
  enqueueNotification,
  NOTIFICATION_TIMEOUT_MS,
  type Notification,
  type NotificationInput,
} from "./notificationQueue.js"

/** Which toast an event shows, if any. */
export type ToastMapping = (event: StorefrontEvent) => NotificationInput | undefined

/** The notification area's `ToastMapping`: `toastFor` (spec §8) unless a layer provides another. */
export const ToastMessages = Context.Reference<ToastMapping>("@shutter/sdk/ToastMessages", {
  defaultValue: () => toastFor,
})

/**
 * The notification area (spec §4 Notifications, §8 toasts), observable by any UI. It follows
 * the storefront's events and shows the toast `ToastMessages` gives for each, before the call
 * that emitted the event returns.
 */
export class Notifications extends Context.Service<
  Notifications,
  {
    readonly notifications: ObservableState<ReadonlyArray<Notification>>
    /** Shows a notification; null when an identical message is already shown. */
    readonly add: (input: NotificationInput) => Effect.Effect<Notification | null>
    readonly dismiss: (input: { readonly id: number }) => Effect.Effect<void>
    readonly clear: () => Effect.Effect<void>
  }
>()("@shutter/sdk/Notifications") {
  static readonly layer = Layer.effect(
    Notifications,
    Effect.gen(function* () {
      // Dismiss timers live in the layer's scope: disposing the runtime stops them.
      const scope = yield* Effect.scope
      const events = yield* StorefrontEvents
      const messageFor = yield* ToastMessages
      const state = observableState<ReadonlyArray<Notification>>([])
      let nextId = 1

      const dismiss = (input: { readonly id: number }) =>
        Effect.sync(() => {
          const current = state.get()
          if (current.some((n) => n.id === input.id)) {
            state.set(current.filter((n) => n.id !== input.id))
          }
        }).pipe(Effect.withSpan("Notifications.dismiss"))

      const add = Effect.fn("Notifications.add")(function* (input: NotificationInput) {
        const notification: Notification = {
          id: nextId++,
          type: input.type,
          message: input.message,
          persistent: input.persistent ?? false,
          ...(input.title === undefined ? {} : { title: input.title }),
          ...(input.action === undefined ? {} : { action: input.action }),
        }
        const current = state.get()
        const next = enqueueNotification(current, notification)
        if (next === current) return null
        state.set(next)
        yield* events.emit({ type: "toast", notification })
        if (!notification.persistent) {
          // Uses the fiber's Clock, so tests drive it with TestClock.
          yield* Effect.sleep(NOTIFICATION_TIMEOUT_MS).pipe(
            Effect.andThen(dismiss({ id: notification.id })),
            Effect.forkIn(scope),
          )
        }
        return notification
      })

      const clear = () =>
        Effect.sync(() => state.set([])).pipe(Effect.withSpan("Notifications.clear"))

      yield* events.follow((event) => {
        const toast = messageFor(event)
        return toast === undefined ? Effect.void : Effect.asVoid(add(toast))
      })

      return Notifications.of({
        notifications: { get: state.get, subscribe: state.subscribe },
        add,
        dismiss,
        clear,
      })
    }),
  )
}
