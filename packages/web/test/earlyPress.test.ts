import { THIRD_PARTY_INTERACTION_EVENTS } from "@shutter/sdk/third-party"
import { describe, expect, it } from "vitest"
import { PRESS_EVENTS } from "../src/thirdParty/earlyPress.js"

// The page's first script listens for presses before the loader's chunk arrives; it must hear
// the same events the SDK's loader counts (it keeps its own list so the first chunk does not
// carry the loader).
describe("a press before the third-party loader arrives", () => {
  it("is heard on the events the SDK's loader counts as an interaction", () => {
    expect([...PRESS_EVENTS]).toEqual([...THIRD_PARTY_INTERACTION_EVENTS])
  })
})
