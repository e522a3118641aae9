import { assert, describe, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { TestClock } from "effect/testing"
import { StorefrontEvents, storefrontEventsLayer } from "../events/StorefrontEvents.js"
import { Notifications, ToastMessages } from "./Notifications.js"

const messages = (n: Notifications["Service"]) => n.notifications.get().map((x) => x.message)

describe("Notifications service (spec §4, §8)", () => {
  it.effect("non-persistent notifications disappear after 4000 ms, persistent ones stay", () =>
    Effect.gen(function* () {
      const n = yield* Notifications
      yield* n.add({ type: "success", message: "Item added to the cart successfully" })
      yield* n.add({ type: "warning", message: "Stays", persistent: true })
      yield* TestClock.adjust(3999)
      assert.deepStrictEqual(messages(n), ["Item added to the cart successfully", "Stays"])
      yield* TestClock.adjust(1)
      assert.deepStrictEqual(messages(n), ["Stays"])
    }).pipe(Effect.provide(Notifications.layer)),
  )

  it.effect("keeps 3, drops the oldest, ignores a duplicate, and tells subscribers", () =>
    Effect.gen(function* () {
      const n = yield* Notifications
      const seen: Array<number> = []
      n.notifications.subscribe((list) => seen.push(list.length))
      for (const message of ["a", "b", "c", "d"]) yield* n.add({ type: "info", message })
      assert.strictEqual(yield* n.add({ type: "info", message: "d" }), null)
      assert.deepStrictEqual(messages(n), ["b", "c", "d"])
      assert.deepStrictEqual(seen, [1, 2, 3, 3])
    }).pipe(Effect.provide(Notifications.layer)),
  )

  it.effect("carries title and action, and can be dismissed by id", () =>
    Effect.gen(function* () {
      const n = yield* Notifications
      const added = yield* n.add({
        type: "success",
        title: "Product removed",
        message: "Lens has been successfully removed from your cart",
        action: { text: "View", url: "/cart" },
      })
      assert.deepStrictEqual(n.notifications.get()[0], added)
      assert.strictEqual(added?.persistent, false)
      yield* n.dismiss({ id: added?.id ?? -1 })
      assert.deepStrictEqual(messages(n), [])
    }).pipe(Effect.provide(Notifications.layer)),
  )

  it.effect(
    "shows each event's toast before the emitting call returns; other events show none",
    () =>
      Effect.gen(function* () {
        const n = yield* Notifications
        const events = yield* StorefrontEvents
        yield* events.emit({ type: "customer:signed-out" })
        yield* events.emit({ type: "open-sidebar", sidebar: "cart" })
        assert.deepStrictEqual(messages(n), ["You are successfully logged out"])
      }).pipe(Effect.provide(Notifications.layer.pipe(Layer.provideMerge(storefrontEventsLayer)))),
  )

  it.effect("a storefront's own ToastMessages replace the spec's texts", () =>
    Effect.gen(function* () {
      const n = yield* Notifications
      const events = yield* StorefrontEvents
      yield* events.emit({ type: "customer:signed-out" })
      yield* events.emit({ type: "customer:account-confirmed" })
      assert.deepStrictEqual(messages(n), ["Abgemeldet"])
    }).pipe(
      Effect.provide(
        Notifications.layer.pipe(
          Layer.provideMerge(storefrontEventsLayer),
          Layer.provideMerge(
            Layer.succeed(ToastMessages, (event) =>
              event.type === "customer:signed-out"
                ? { type: "success", message: "Abgemeldet" }
                : undefined,
            ),
          ),
        ),
      ),
    ),
  )
})
