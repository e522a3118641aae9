import { describe, expect, it } from "vitest"
import { authenticationSecretOf } from "./paymentMessages.js"

describe("authenticationSecretOf", () => {
  it.each([
    [
      "Unable to place order: Authentication Required: pi_3Abc_secret_XyZ-9",
      "pi_3Abc_secret_XyZ-9",
    ],
    ["Authentication Required: pi_1_secret_2", "pi_1_secret_2"],
    ["Unable to place order: Your card was declined.", null],
    ["Authentication Required: not-a-secret", null],
  ])("reads %j as %j", (message, secret) => {
    expect(authenticationSecretOf(message)).toBe(secret)
  })
})
