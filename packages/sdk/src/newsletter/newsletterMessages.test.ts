import { describe, expect, it } from "vitest"
import { isSubscribedStatus, newsletterStatusMessage } from "./newsletterMessages.js"

describe("newsletter status messages (Magento's Subscriber\\NewAction)", () => {
  it.each([
    ["SUBSCRIBED", "Thank you for your subscription.", true],
    ["NOT_ACTIVE", "The confirmation request has been sent.", false],
    [
      "UNCONFIRMED",
      "Your subscription starts once your account is confirmed. Please check your email for the confirmation link.",
      false,
    ],
    ["UNSUBSCRIBED", "You unsubscribed.", false],
  ] as const)("%s", (status, message, subscribed) => {
    expect(newsletterStatusMessage(status)).toBe(message)
    expect(isSubscribedStatus(status)).toBe(subscribed)
  })
})
