// SHUTTER_MAGENTO_EXTENSIONS with `shutter` against the real server: empty is
// stock Magento (Magento's own coupon call, no gift cards), unknown names are a usage error.
import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { type RunningServer, startTestServer } from "@shutter/server/testing"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { execShutterInProcess } from "./inProcess.js"

describe("SHUTTER_MAGENTO_EXTENSIONS", () => {
  let server: RunningServer
  let stateDir: string

  beforeAll(async () => {
    server = await startTestServer({})
    stateDir = await mkdtemp(join(tmpdir(), "shutter-cli-"))
  }, 120_000)

  afterAll(async () => {
    await server?.close()
    if (stateDir) await rm(stateDir, { recursive: true, force: true })
  })

  const shutter = (args: ReadonlyArray<string>, extensions: string) =>
    execShutterInProcess(args, {
      SHUTTER_STATE_DIR: stateDir,
      SHUTTER_ENDPOINT: server.graphqlUrl,
      SHUTTER_MAGENTO_EXTENSIONS: extensions,
    })
  const failureOf = (run: Promise<unknown>) =>
    run.then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    )

  it("empty (stock Magento): the cart and a coupon through Magento's own calls", async () => {
    await shutter(["cart", "add", "FUJ-SUPERIA-X-TRA-400-35MM-36-EXP", "--qty", "10"], "")
    const { stdout } = await shutter(["cart", "coupon", "SAVE10", "--json"], "")
    const answer = JSON.parse(stdout)
    expect(answer).toMatchObject({
      applied: true,
      cart: { total_quantity: 10, applied_coupons: [{ code: "SAVE10" }] },
    })
    expect(answer.cart).not.toHaveProperty("applied_gift_cards")
  })

  it("empty: a gift card balance needs the gift-cards extension (exit 1)", async () => {
    const failure = await failureOf(shutter(["cart", "gift-card", "balance", "ABCDEFGHIJKL"], ""))
    expect(failure).toMatchObject({ code: 1 })
    expect(failure?.stderr).toContain(
      'shutter: giftCardAccount needs the Magento extension "gift-cards"',
    )
  })

  it("an unknown name is a usage error (exit 2) that lists the known ones", async () => {
    const failure = await failureOf(shutter(["store"], "warranty,amasty"))
    expect(failure).toMatchObject({ code: 2 })
    expect(failure?.stderr).toContain(
      "SHUTTER_MAGENTO_EXTENSIONS: unknown extension 'amasty' (known: amasty-labels, amasty-coupons, warranty, mega-menu, gift-cards, custom-attributes, magento-2.4.7, wishlist-sharing, product-alerts, review-status, used-gear-quotes, external-checkout, stripe-payments, third-party-scripts)",
    )
  })
})
