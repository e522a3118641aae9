// `shutter account|address|orders` and `shutter checkout --address-id` against the real server:
// the seeded demo customer, and new customers registered through the CLI. The customer token
// lives in the state folder like the cart id.
import { mkdtemp, readFile, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { type RunningServer, startTestServer } from "@shutter/server/testing"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { runInProcess } from "./inProcess.js"
import { guestAddress } from "./shutterBinary.js"

const DEMO = ["--email", "roni_cost@example.com", "--password", "roni_cost3@example.com"]
const SIGN_IN_INCORRECT =
  "The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later."

describe("shutter account, address, orders against the real server", () => {
  let server: RunningServer
  let stateDir: string
  let count = 0
  const shutter = (...args: ReadonlyArray<string>) =>
    runInProcess(args, { stateDir, endpoint: server.graphqlUrl })
  const newEmail = () => `cli-account-${Date.now()}-${++count}@example.com`

  beforeAll(async () => {
    server = await startTestServer()
  }, 120_000)

  afterAll(async () => {
    await server?.close()
  })

  beforeEach(async () => {
    stateDir = await mkdtemp(join(tmpdir(), "shutter-cli-account-"))
    return () => rm(stateDir, { recursive: true, force: true })
  })

  it("the demo customer: login, whoami, addresses, orders of every state, logout", async () => {
    const login = await shutter("account", "login", ...DEMO)
    expect(login.code, login.stderr).toBe(0)
    expect(login.stdout).toContain("You have successfully logged in")
    const state = JSON.parse(await readFile(join(stateDir, "state.json"), "utf8"))
    expect(JSON.stringify(state)).toMatch(/customerToken/)

    const whoami = await shutter("--json", "account", "whoami")
    expect(JSON.parse(whoami.stdout).customer).toMatchObject({
      email: "roni_cost@example.com",
      firstname: "Veronica",
    })

    const addresses = await shutter("--json", "address", "list")
    expect(JSON.parse(addresses.stdout).addresses).toHaveLength(2)

    const list = await shutter("--json", "orders", "list")
    expect(list.code, list.stderr).toBe(0)
    const page = JSON.parse(list.stdout) as {
      orders: ReadonlyArray<{ number: string; status: string }>
      total_count: number
    }
    expect(new Set(page.orders.map((o) => o.status))).toEqual(
      new Set(["Pending", "Processing", "Complete", "Canceled", "Closed"]),
    )
    const complete = page.orders.find((o) => o.status === "Complete")
    const show = await shutter("orders", "show", complete?.number ?? "")
    expect(show.code, show.stderr).toBe(0)
    const trackingNumber = `1Z999AA1${complete?.number}`
    expect(show.stdout).toContain(
      `Tracking         United Parcel Service ${trackingNumber} (https://www.ups.com/track?tracknum=${trackingNumber})`,
    )
    expect(show.stdout).toMatch(new RegExp(`Invoices\\s+${complete?.number} \\$`))
    expect(show.stdout).toContain(`Order number     ${complete?.number}`)

    const logout = await shutter("account", "logout")
    expect(logout.stdout).toContain("You are successfully logged out")
    expect((await shutter("account", "whoami")).stdout).toContain("Not signed in.")
    const signedOut = await shutter("orders", "list")
    expect(signedOut.code).toBe(1)
    expect(signedOut.stderr).toContain("No customer is signed in")
  })

  it("a wrong password is exit 1 with Magento's message, no stack trace", async () => {
    const result = await shutter(
      "account",
      "login",
      "--email",
      "roni_cost@example.com",
      "--password",
      "wrong-Pass1",
    )
    expect(result.code).toBe(1)
    expect(result.stderr.trim()).toBe(`shutter: ${SIGN_IN_INCORRECT} (graphql-authentication)`)
    const json = await shutter(
      "--json",
      "account",
      "login",
      "--email",
      "roni_cost@example.com",
      "--password",
      "wrong-Pass1",
    )
    expect(JSON.parse(json.stderr)).toEqual({
      error: {
        tag: "AccountError",
        message: SIGN_IN_INCORRECT,
        category: "graphql-authentication",
      },
    })
  })

  it("register, save an address, check out with --address-id, see the order, reorder", async () => {
    const email = newEmail()
    const registered = await shutter(
      "--json",
      "account",
      "register",
      "--email",
      email,
      "--password",
      "Shutter-2024",
      "--firstname",
      "Berenice",
      "--lastname",
      "Abbott",
    )
    expect(registered.code, registered.stderr).toBe(0)
    expect(JSON.parse(registered.stdout)).toMatchObject({
      status: "signed-in",
      customer: { email },
    })

    const added = await shutter(
      "--json",
      "address",
      "add",
      ...guestAddress,
      "--apartment",
      "Apt 4",
      "--default-shipping",
      "--default-billing",
    )
    expect(added.code, added.stderr).toBe(0)
    const { address } = JSON.parse(added.stdout) as { address: { id: number; street: string[] } }
    expect(address.street).toEqual(["12 Lens Road", "Apt 4"])
    const edited = await shutter(
      "--json",
      "address",
      "edit",
      String(address.id),
      "--city",
      "Pasadena",
    )
    expect(JSON.parse(edited.stdout).address.city).toBe("Pasadena")

    expect((await shutter("cart", "add", "NIK-Z6-II")).code).toBe(0)
    const placed = await shutter("--json", "checkout", "--address-id", String(address.id))
    expect(placed.code, placed.stderr).toBe(0)
    const { order_number: orderNumber } = JSON.parse(placed.stdout)
    expect(orderNumber).toMatch(/^\d{9}$/)

    const list = await shutter("--json", "orders", "list")
    expect(JSON.parse(list.stdout).orders.map((o: { number: string }) => o.number)).toEqual([
      orderNumber,
    ])
    const reorder = await shutter("--json", "orders", "reorder", orderNumber)
    expect(reorder.code, reorder.stderr).toBe(0)
    expect(JSON.parse(reorder.stdout)).toMatchObject({ total_quantity: 1, errors: [] })

    const deleted = await shutter("address", "delete", String(address.id))
    expect(deleted.code).toBe(1)
    expect(deleted.stderr).toContain(
      `Customer Address ${address.id} is set as default billing address and cannot be deleted`,
    )
  })

  it("profile, e-mail and password changes; reset request; --address-id needs a customer", async () => {
    const guest = await shutter("checkout", "--address-id", "1")
    expect(guest.code).toBe(2)
    expect(guest.stderr).toContain("--address-id is for a signed-in customer")

    const email = newEmail()
    await shutter(
      "account",
      "register",
      "--email",
      email,
      "--password",
      "Shutter-2024",
      "--firstname",
      "Lee",
      "--lastname",
      "Miller",
    )
    const profile = await shutter(
      "--json",
      "account",
      "profile",
      "--firstname",
      "Elizabeth",
      "--subscribe",
    )
    expect(JSON.parse(profile.stdout).customer).toMatchObject({
      firstname: "Elizabeth",
      is_subscribed: true,
    })

    const wrong = await shutter(
      "account",
      "password",
      "--current",
      "Nope-2024x",
      "--new",
      "Shutter-2025",
    )
    expect(wrong.code).toBe(1)
    expect(wrong.stderr).toContain("Invalid login or password.")
    const changed = await shutter(
      "account",
      "password",
      "--current",
      "Shutter-2024",
      "--new",
      "Shutter-2025",
    )
    expect(changed.code, changed.stderr).toBe(0)
    expect(changed.stdout).toContain("Password has been updated successfully.")

    const newAddress = newEmail()
    const moved = await shutter(
      "--json",
      "account",
      "email",
      "--email",
      newAddress,
      "--password",
      "Shutter-2025",
    )
    expect(moved.code, moved.stderr).toBe(0)
    expect(JSON.parse(moved.stdout).customer.email).toBe(newAddress)

    await shutter("account", "logout")
    const again = await shutter(
      "account",
      "login",
      "--email",
      newAddress,
      "--password",
      "Shutter-2025",
    )
    expect(again.code, again.stderr).toBe(0)

    const reset = await shutter("--json", "account", "reset", "request", "--email", newAddress)
    expect(JSON.parse(reset.stdout)).toEqual({ sent: true })
    const expired = await shutter(
      "account",
      "reset",
      "complete",
      "--email",
      newAddress,
      "--token",
      "not-a-token",
      "--password",
      "Shutter-2026",
    )
    expect(expired.code).toBe(1)
    expect(expired.stderr).not.toMatch(/\n\s+at /)
  })
})
