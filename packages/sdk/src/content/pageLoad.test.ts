import { describe, expect, it } from "vitest"
import {
  CHUNK_RELOAD_GUARD_MS,
  chunkReloadAllowed,
  PROGRESS_DURATION_MS,
  PROGRESS_THROTTLE_MS,
} from "./pageLoad.js"

describe("page-load timings (spec §9)", () => {
  it("are the spec's numbers", () => {
    expect([PROGRESS_DURATION_MS, PROGRESS_THROTTLE_MS, CHUNK_RELOAD_GUARD_MS]).toEqual([
      5000, 200, 60_000,
    ])
  })
})

describe("chunkReloadAllowed (spec §4: chunk failure reloads, guard 60 s)", () => {
  const now = 1_800_000_000_000
  it.each([
    ["never reloaded", null, true],
    ["nothing stored", "", true],
    ["an unreadable value", "soon", true],
    ["reloaded 60 s ago", String(now - 60_000), true],
    ["reloaded 10 min ago", String(now - 600_000), true],
    ["reloaded 59.999 s ago", String(now - 59_999), false],
    ["reloaded just now", String(now), false],
    ["a reload stamped in the future (clock set back)", String(now + 5_000), true],
  ])("%s: %s", (_, stored, allowed) => {
    expect(chunkReloadAllowed(stored, now)).toBe(allowed)
  })
})
