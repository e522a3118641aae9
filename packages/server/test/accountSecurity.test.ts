import { describe, expect, it } from "vitest"
import { resolveAccountOptions } from "../src/customer/accountOptions.js"
import { hashPassword, verifyPassword } from "../src/customer/password.js"

const MINUTE = 60_000

describe("account security, Magento's numbers", () => {
  it("defaults to Magento's lifetimes, lockouts and reset limits", () => {
    expect(resolveAccountOptions()).toEqual({
      // oauth/access_token_lifetime/customer: 1 hour
      tokenLifetimeMs: 60 * MINUTE,
      // customer/password/lockout_failures 10 within lockout_threshold 10 minutes
      lockoutFailures: 10,
      lockoutMs: 10 * MINUTE,
      // oauth/authentication_lock 6, timeout 1800 s
      tokenFailures: 6,
      tokenLockMs: 30 * MINUTE,
      // customer/password/reset_link_expiration_period: 2 hours
      resetTokenLifetimeMs: 120 * MINUTE,
      // admin/security max_number_password_reset_requests 5 per 10 minutes
      resetRequests: 5,
      resetWindowMs: 10 * MINUTE,
    })
  })

  it("keeps an override and leaves the other defaults alone", () => {
    const options = resolveAccountOptions({ tokenLifetimeMs: 4_000, requireConfirmation: true })
    expect(options.tokenLifetimeMs).toBe(4_000)
    expect(options.requireConfirmation).toBe(true)
    expect(options.resetTokenLifetimeMs).toBe(120 * MINUTE)
  })

  it("hashes passwords with Argon2id, salted, and verifies only the right one", async () => {
    const first = await hashPassword("Shutter-2024!")
    const second = await hashPassword("Shutter-2024!")
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(first).not.toBe(second)
    expect(first).not.toContain("Shutter-2024!")
    expect(await verifyPassword(first, "Shutter-2024!")).toBe(true)
    expect(await verifyPassword(first, "Shutter-2024?")).toBe(false)
    expect(await verifyPassword(null, "Shutter-2024!")).toBe(false)
  })
})
