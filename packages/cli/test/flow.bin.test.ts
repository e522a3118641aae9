// `shutter flow run` with the shipped example flows, and a flow that fails, via the binary.
import { writeFile } from "node:fs/promises"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"
import { realShop } from "./realShop.js"
import { databases } from "./shutterBinary.js"

const flow = (name: string) => fileURLToPath(new URL(`../flows/${name}`, import.meta.url))

describe.each(databases)("shutter flow run against the real server on %s", (database) => {
  const shop = realShop(database, "shutter-flow-")
  const { shutter } = shop

  it("runs the example guest checkout flow (YAML)", async () => {
    const result = await shutter("flow", "run", flow("guest-checkout.yaml"))
    expect(result.code, result.stderr).toBe(0)
    expect(result.stdout).toContain("ok   5. check out as a guest with flat-rate shipping")
    expect(result.stdout).toContain("Passed: 6 steps")
  })

  it("runs the example coupon flow (JSON) and reports it as JSON", async () => {
    const result = await shutter("--json", "flow", "run", flow("coupon.json"))
    expect(result.code, result.stderr).toBe(0)
    const report = JSON.parse(result.stdout)
    expect(report.passed).toBe(true)
    expect(report.steps).toHaveLength(6)
  })

  it("hands captured values to later steps and keeps each step's exit code (track-order.yaml)", async () => {
    const result = await shutter("--json", "flow", "run", flow("track-order.yaml"))
    expect(result.code, result.stderr).toBe(0)
    const report = JSON.parse(result.stdout)
    expect(report.passed).toBe(true)
    expect(report.steps.map((step: { exit_code: number }) => step.exit_code)).toEqual([
      0, 0, 0, 1, 0, 0,
    ])
    const [, added, updated, , checkout, tracked] = report.steps
    const line = added.captures.find((c: { name: string }) => c.name === "line").value
    expect(line).toEqual(expect.any(String))
    expect(updated.command).toBe(`cart update ${line} --qty 2`)
    const orderNumber = checkout.captures.find(
      (c: { name: string }) => c.name === "orderNumber",
    ).value
    expect(orderNumber).toMatch(/^\d{9}$/)
    expect(tracked.command).toBe(
      `order show ${orderNumber} --email ada@example.com --postcode 90001`,
    )
  })

  it("keeps the flow's cart in the state folder for the next invocation", async () => {
    const file = join(shop.stateDir, "add.yaml")
    await writeFile(file, "steps:\n  - run: cart add NIK-Z6-II --qty 3\n")
    expect((await shutter("flow", "run", file)).code).toBe(0)
    const shown = JSON.parse((await shutter("--json", "cart", "show")).stdout)
    expect(shown.cart.total_quantity).toBe(3)
  })

  it("exits 1 at the first failed expectation, naming the step and what differed", async () => {
    const file = join(shop.stateDir, "wrong.yaml")
    await writeFile(
      file,
      [
        "name: wrong quantity",
        "steps:",
        "  - run: cart clear",
        "  - name: add one",
        "    run: cart add NIK-Z6-II",
        "    expect: { cart.total_quantity: 2, cart.id: { exists: true } }",
        "  - run: cart show",
      ].join("\n"),
    )
    const result = await shutter("flow", "run", file)
    expect(result.code).toBe(1)
    expect(result.stderr).toContain("Step 2 failed: add one (shutter cart add NIK-Z6-II)")
    expect(result.stderr).toContain("cart.total_quantity: expected 2, got 1")
    expect(result.stdout).toContain("Failed at step 2 of 3")
    expect(result.stdout).not.toContain("3.")
  })

  it("with --json: the report on stdout and one error object on stderr for a failed flow", async () => {
    const file = join(shop.stateDir, "wrong.json")
    await writeFile(
      file,
      JSON.stringify({
        steps: [
          { run: "cart clear" },
          { run: "cart add NIK-Z6-II", expect: { "cart.total_quantity": 5 } },
        ],
      }),
    )
    const result = await shutter("--json", "flow", "run", file)
    expect(result.code).toBe(1)
    const report = JSON.parse(result.stdout)
    expect(report).toMatchObject({
      passed: false,
      steps: [
        { passed: true, exit_code: 0 },
        { passed: false, exit_code: 0 },
      ],
    })
    expect(JSON.parse(result.stderr)).toEqual({
      error: {
        tag: "FlowFailedError",
        message:
          "Step 2 failed: cart add NIK-Z6-II (shutter cart add NIK-Z6-II)\n  cart.total_quantity: expected 5, got 1",
      },
    })
  })

  it("exits 1 when a step exits with an unexpected code, showing its error", async () => {
    const file = join(shop.stateDir, "unknown.json")
    await writeFile(file, JSON.stringify({ steps: [{ run: "cart add NO-SUCH-SKU" }] }))
    const result = await shutter("flow", "run", file)
    expect(result.code).toBe(1)
    expect(result.stderr).toContain("exit code: expected 0, got 1")
    expect(result.stderr).toContain("NotFoundError")
  })

  it("exits 2 for a missing or malformed flow file", async () => {
    expect((await shutter("flow", "run", join(shop.stateDir, "absent.yaml"))).code).toBe(2)
    const file = join(shop.stateDir, "bad.yaml")
    await writeFile(file, "name: no steps\n")
    const result = await shutter("flow", "run", file)
    expect(result.code).toBe(2)
    expect(result.stderr).toContain("a flow needs a non-empty 'steps' list")
  })
})
