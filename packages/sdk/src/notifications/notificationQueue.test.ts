import { describe, expect, it } from "vitest"
import {
  enqueueNotification,
  NOTIFICATION_LIMIT,
  NOTIFICATION_TIMEOUT_MS,
  type Notification,
} from "./notificationQueue.js"

const note = (id: number, message = `message ${id}`): Notification => ({
  id,
  type: "info",
  message,
  persistent: false,
})

describe("notification queue (spec §4 Notifications, §9)", () => {
  it("holds at most 3 notifications and disappears after 4000 ms", () => {
    expect(NOTIFICATION_LIMIT).toBe(3)
    expect(NOTIFICATION_TIMEOUT_MS).toBe(4000)
  })

  it.each([
    { name: "adds to an empty list", before: [], add: note(1), after: [1] },
    { name: "appends below the limit", before: [note(1), note(2)], add: note(3), after: [1, 2, 3] },
    {
      name: "drops the oldest when over 3",
      before: [note(1), note(2), note(3)],
      add: note(4),
      after: [2, 3, 4],
    },
    {
      name: "does not add an identical message twice",
      before: [note(1, "Coupon code has been applied.")],
      add: note(2, "Coupon code has been applied."),
      after: [1],
    },
  ])("$name", ({ before, add, after }) => {
    expect(enqueueNotification(before, add).map((n) => n.id)).toEqual(after)
  })
})
