// `shutter checkout --payment stripe --card …` and `--payment braintree --nonce …`, in process,
// against the real server paying through the local Stripe-compatible API.
import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import {
  type LocalStripe,
  type RunningServer,
  startLocalStripe,
  startTestServer,
} from "@shutter/server/testing"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { runInProcess } from "./inProcess.js"
import { databases, guestAddress } from "./shutterBinary.js"

describe.each(databases)("shutter checkout by card on %s", (database) => {
  let stripe: LocalStripe
  let server: RunningServer
  let stateDir = ""
  beforeAll(async () => {
    stripe = await startLocalStripe()
    server = await startTestServer({
      ...(database === "postgres" ? { databaseUrl: process.env.DATABASE_URL as string } : {}),
      stripe: {
        secretKey: stripe.secretKey,
        publishableKey: stripe.publishableKey,
        apiBase: stripe.url,
      },
    })
  })
  afterAll(async () => {
    await server?.close()
    await stripe?.close()
  })
  beforeEach(async () => {
    stateDir = await mkdtemp(join(tmpdir(), "shutter-card-"))
    return () => rm(stateDir, { recursive: true, force: true })
  })
  const shutter = (...args: string[]) =>
    runInProcess(args, { stateDir, endpoint: server.graphqlUrl })
  const checkout = (...payment: string[]) =>
    shutter("--json", "checkout", "--email", "ada@example.com", ...guestAddress, ...payment)

  it("pays with a card and prints the order", async () => {
    await shutter("cart", "add", "NIK-Z6-II")
    const result = await checkout("--payment", "stripe", "--card", "pm_card_visa")
    expect(result.code, result.stderr).toBe(0)
    const order = JSON.parse(result.stdout)
    expect(order.payment_method).toEqual({ code: "stripe_payments", title: "Credit or debit card" })
    const paid = stripe.intents().at(-1)
    expect(paid?.status).toBe("succeeded")
    expect(paid?.amount).toBe(Math.round(order.prices.grand_total.value * 100))
    expect((await shutter("cart", "show")).stdout.trim()).toBe("The cart is empty.")
  })

  it("exits 1 with the card's decline and keeps the cart", async () => {
    await shutter("cart", "add", "NIK-Z6-II")
    const result = await checkout("--payment", "stripe", "--card", "pm_card_chargeDeclined")
    expect(result.code).toBe(1)
    expect(result.stderr).toContain("Unable to place order: Your card was declined.")
    expect((await shutter("cart", "show")).stdout).toContain("NIK-Z6-II")
  })

  it("exits 1 for a card that needs 3-D Secure, which a terminal cannot show", async () => {
    await shutter("cart", "add", "NIK-Z6-II")
    const result = await checkout("--payment", "stripe", "--card", "pm_card_authenticationRequired")
    expect(result.code).toBe(1)
    expect(result.stderr).toContain(
      "This card needs the cardholder's authentication, which this client cannot show.",
    )
  })

  it("checks the card flags before any request", async () => {
    const missing = await checkout("--payment", "stripe")
    expect(missing.code).toBe(2)
    expect(missing.stderr).toContain("--payment stripe needs --card <payment_method_id>")
    const stray = await checkout("--card", "pm_card_visa")
    expect(stray.code).toBe(2)
    expect(stray.stderr).toContain("--card goes with --payment stripe")
    const noNonce = await checkout("--payment", "braintree")
    expect(noNonce.code).toBe(2)
    expect(noNonce.stderr).toContain("--payment braintree needs --nonce <nonce>")
  })

  it("sends Braintree's nonce as stock Magento takes it (not offered here)", async () => {
    await shutter("cart", "add", "NIK-Z6-II")
    const result = await checkout("--payment", "braintree", "--nonce", "fake-valid-nonce")
    expect(result.code).toBe(2)
    expect(result.stderr).toContain(
      "Unknown payment method 'braintree'; available: stripe_payments",
    )
  })
})
