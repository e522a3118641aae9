import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Scope from "effect/Scope"
import { describe, expect, it } from "vitest"
import { followState } from "./followState.js"
import { observableState } from "./observableState.js"

describe("followState", () => {
  it("hears every change while its scope is open, and nothing once it is closed", async () => {
    const state = observableState(0)
    const heard: Array<number> = []
    const scope = Scope.makeUnsafe()
    await Effect.runPromise(Scope.provide(scope)(followState(state, (n) => heard.push(n))))
    state.set(1)
    state.set(2)
    await Effect.runPromise(Scope.close(scope, Exit.void))
    state.set(3)
    expect(heard).toEqual([1, 2])
  })
})
