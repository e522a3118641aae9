// `shutter order show`: a guest order tracked by number, email and postcode or last name
// (Magento 2.4.7 guestOrder), after a checkout through the CLI, against the real server.
import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { type RunningServer, startTestServer } from "@shutter/server/testing"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { runInProcess, runShutterInProcess } from "./inProcess.js"
import { guestAddress } from "./shutterBinary.js"

interface TrackedOrder {
  readonly order: {
    readonly number: string
    readonly items: ReadonlyArray<{
      readonly product_sku: string
      readonly quantity_ordered: number
    }>
    readonly total: { readonly grand_total: { readonly value: number; readonly currency: string } }
  }
}

describe("shutter order show against the real server", () => {
  let server: RunningServer
  let stateDir: string
  let orderNumber: string
  let grandTotal: number

  const shutter = (...args: ReadonlyArray<string>) =>
    runInProcess(args, { stateDir, endpoint: server.graphqlUrl })

  beforeAll(async () => {
    server = await startTestServer()
    stateDir = await mkdtemp(join(tmpdir(), "shutter-cli-order-"))
    expect((await shutter("cart", "add", "NIK-Z6-II", "--qty", "2")).code).toBe(0)
    const placed = await shutter(
      "--json",
      "checkout",
      "--email",
      "ada@example.com",
      ...guestAddress,
    )
    expect(placed.code, placed.stderr).toBe(0)
    const summary = JSON.parse(placed.stdout)
    orderNumber = summary.order_number
    grandTotal = summary.prices.grand_total.value
  }, 180_000)

  afterAll(async () => {
    await server?.close()
    if (stateDir) await rm(stateDir, { recursive: true, force: true })
  })

  it("finds the order by email and billing postcode, and by email and last name", async () => {
    for (const proof of [
      ["--postcode", "90001"],
      ["--lastname", "lovelace"],
    ]) {
      const result = await shutter(
        "--json",
        "order",
        "show",
        orderNumber,
        "--email",
        "ada@example.com",
        ...proof,
      )
      expect(result.code, result.stderr).toBe(0)
      const { order } = JSON.parse(result.stdout) as TrackedOrder
      expect(order.number).toBe(orderNumber)
      expect(order.items).toEqual([
        expect.objectContaining({ product_sku: "NIK-Z6-II", quantity_ordered: 2 }),
      ])
      expect(order.total.grand_total).toEqual({ value: grandTotal, currency: "USD" })
    }
  })

  it("prints the order as readable rows without --json", async () => {
    const result = await runShutterInProcess(
      ["order", "show", orderNumber, "--email", "ada@example.com", "--postcode", "90001"],
      { SHUTTER_STATE_DIR: stateDir, SHUTTER_ENDPOINT: server.graphqlUrl },
    )
    expect(result.code, result.stderr).toBe(0)
    expect(result.stdout).toMatch(new RegExp(`Order number\\s+${orderNumber}`))
    expect(result.stdout).toMatch(/Items\s+2 x Nikon Z6 II \(NIK-Z6-II\)/)
    expect(result.stdout).toMatch(/Grand total\s+\$\d/)
  })

  it("exits 1 with Magento's message when nothing matches", async () => {
    const result = await shutter(
      "--json",
      "order",
      "show",
      orderNumber,
      "--email",
      "ada@example.com",
      "--postcode",
      "10001",
    )
    expect(result.code).toBe(1)
    expect(JSON.parse(result.stderr)).toEqual({
      error: {
        tag: "GraphqlError",
        message: "We couldn't locate an order with the information provided.",
        category: "graphql-no-such-entity",
      },
    })
  })

  it.each([
    [["--email", "ada@example.com"], "give --postcode or --lastname (the billing address's)"],
    [["--email", "ada", "--postcode", "90001"], "--email: The email field must be a valid email"],
    [["--postcode", "90001"], "required option '--email <email>' not specified"],
    [
      ["--email", "ada@example.com", "--postcode", "90001", "--lastname", "Lovelace"],
      "option '--postcode <postcode>' cannot be used with option '--lastname <name>'",
    ],
  ])("%j: usage error, exit 2", async (args, message) => {
    const result = await shutter("--json", "order", "show", "000000001", ...args)
    expect(result.code).toBe(2)
    expect(JSON.parse(result.stderr)).toEqual({ error: { tag: "UsageError", message } })
  })
})
