// The flow runner without a server: expectation matching, file parsing, stopping at a failure.
// biome-ignore-all lint/suspicious/noTemplateCurlyInString: flow files write ${name} references literally
import { describe, expect, it } from "vitest"
import { checkExpectation, checkExpectations, valueAt } from "../src/commands/flowExpectations.js"
import { parseFlow, splitCommandLine } from "../src/commands/flowFile.js"
import { describeFailure, runFlow, type StepOutcome } from "../src/commands/flowRunner.js"

const result = {
  order_number: "000000007",
  message: "Coupon code has been applied.",
  cart: {
    total_quantity: 2,
    applied_coupons: [{ code: "SAVE10" }],
    items: [{ quantity: 2, product: { sku: "NIK-Z6-II", name: "Nikon Z6 II" } }],
    email: null,
  },
}

describe("flow expectations", () => {
  it.each([
    { path: "cart.total_quantity", expected: 2 },
    { path: "cart.items.0.product.sku", expected: "NIK-Z6-II" },
    { path: "cart.items[0].quantity", expected: 2 },
    { path: "cart.applied_coupons", expected: [{ code: "SAVE10" }] },
    { path: "order_number", expected: { exists: true } },
    { path: "cart.email", expected: { exists: false } },
    { path: "cart.missing.deeper", expected: { exists: false } },
    { path: "message", expected: { contains: "applied" } },
    { path: "cart.items", expected: { contains: { product: { sku: "NIK-Z6-II" } } } },
    { path: "cart.applied_coupons", expected: { equals: [{ code: "SAVE10" }] } },
  ])("$path holds $expected", ({ path, expected }) => {
    expect(checkExpectation(result, path, expected)).toBeUndefined()
  })

  it.each([
    { path: "cart.total_quantity", expected: 3, says: "expected 3, got 2" },
    { path: "cart.total_quantity", expected: "2", says: 'expected "2", got 2' },
    {
      path: "order_number",
      expected: { exists: false },
      says: 'expected not to exist, got "000000007"',
    },
    { path: "cart.id", expected: { exists: true }, says: "expected to exist, got nothing" },
    {
      path: "message",
      expected: { contains: "not valid" },
      says: 'expected to contain "not valid"',
    },
    { path: "cart.items", expected: { contains: { quantity: 5 } }, says: "expected to contain" },
    { path: "cart.applied_coupons", expected: [], says: 'expected [], got [{"code":"SAVE10"}]' },
  ])("$path against $expected fails: $says", ({ path, expected, says }) => {
    const mismatch = checkExpectation(result, path, expected)
    expect(mismatch?.path).toBe(path)
    expect(`expected ${mismatch?.expected}, got ${mismatch?.actual}`).toContain(says)
  })

  it("reports every mismatch of a step, in order", () => {
    const mismatches = checkExpectations(result, {
      "cart.total_quantity": 1,
      order_number: { exists: true },
      message: "nope",
    })
    expect(mismatches.map((m) => m.path)).toEqual(["cart.total_quantity", "message"])
  })

  it("reads the root and missing parts", () => {
    expect(valueAt(result, "")).toBe(result)
    expect(valueAt(result, "cart.items.9.quantity")).toBeUndefined()
    expect(valueAt(result, "order_number.length")).toBeUndefined()
  })
})

describe("flow files", () => {
  it("parses YAML with command lines and JSON with argument lists", () => {
    const yaml = parseFlow(
      'name: buy\nsteps:\n  - run: cart add X --option "color=Deep Black"\n    expect: { cart.total_quantity: 1 }\n',
      "buy.yaml",
    )
    expect(yaml).toEqual({
      name: "buy",
      steps: [
        {
          name: 'cart add X --option "color=Deep Black"',
          args: ["cart", "add", "X", "--option", "color=Deep Black"],
          expect: { "cart.total_quantity": 1 },
          exit: 0,
          capture: {},
        },
      ],
    })
    const json = parseFlow('{"steps":[{"run":["cart","coupon",""],"exit":1}]}', "c.json")
    expect(json.steps[0]).toMatchObject({ args: ["cart", "coupon", ""], exit: 1 })
    expect(json.name).toBe("c.json")
  })

  it("keeps quoted empty arguments", () => {
    expect(splitCommandLine(`cart coupon "" 'a b'`)).toEqual(["cart", "coupon", "", "a b"])
  })

  it.each([
    { text: "name: x", message: "a flow needs a non-empty 'steps' list" },
    { text: "steps: [ { expect: {} } ]", message: "step 1: 'run' must be" },
    { text: "steps: [ { run: flow run x.yaml } ]", message: "a flow cannot run another flow" },
    { text: "steps: [ { run: store, expect: [1] } ]", message: "'expect' must map paths" },
    { text: "steps: [ {", message: "is not valid YAML" },
    {
      text: "steps: [ { run: store, capture: { 1st: $.a } } ]",
      message: "step 1: 'capture' must map variable names (letters, digits, _) to paths",
    },
    {
      text: "steps: [ { run: 'cart update ${uid} --qty 2' } ]",
      message: "step 1: ${uid} is not captured by an earlier step",
    },
    {
      text: "steps: [ { run: store, expect: { a: '${late}' } }, { run: store, capture: { late: a } } ]",
      message: "step 1: ${late} is not captured by an earlier step",
    },
  ])("refuses '$text' as a usage error", ({ text, message }) => {
    expect(() => parseFlow(text, "f.yaml")).toThrow(message)
    try {
      parseFlow(text, "f.yaml")
    } catch (error) {
      expect((error as { _tag?: string })._tag).toBe("UsageError")
    }
  })
})

describe("flow runner", () => {
  const ok = (value: unknown): StepOutcome => ({
    code: 0,
    stdout: JSON.stringify(value),
    stderr: "",
  })
  const flow = parseFlow(
    [
      "name: two adds",
      "steps:",
      "  - run: cart add A",
      "    expect: { cart.total_quantity: 1 }",
      "  - name: second add",
      "    run: cart add A",
      "    expect: { cart.total_quantity: 2 }",
      "  - run: cart show",
    ].join("\n"),
    "f.yaml",
  )

  it("runs every step when all expectations hold", async () => {
    let quantity = 0
    const report = await runFlow(flow, async () => ok({ cart: { total_quantity: ++quantity } }))
    expect(report.passed).toBe(true)
    expect(report.steps).toHaveLength(3)
  })

  it("stops at the first failed step and says what differed", async () => {
    const ran: Array<string> = []
    const report = await runFlow(flow, async (args) => {
      ran.push(args.join(" "))
      return ok({ cart: { total_quantity: 1 } })
    })
    expect(report.passed).toBe(false)
    expect(ran).toEqual(["cart add A", "cart add A"])
    const failed = report.steps.at(-1)
    expect(failed && describeFailure(failed)).toEqual([
      "Step 2 failed: second add (shutter cart add A)",
      "  cart.total_quantity: expected 2, got 1",
    ])
  })

  it("fails a step whose exit code is not the expected one, and matches errors on stderr", async () => {
    const failing = parseFlow(
      "steps:\n  - run: cart coupon X\n    exit: 1\n    expect: { error.tag: GraphqlError }\n  - run: cart show\n",
      "f.yaml",
    )
    const error = { error: { tag: "GraphqlError", message: "bad" } }
    const report = await runFlow(failing, async (args) =>
      args[1] === "coupon"
        ? { code: 1, stdout: "", stderr: JSON.stringify(error) }
        : { code: 3, stdout: "", stderr: '{"error":{"tag":"TransportError"}}' },
    )
    expect(report.steps[0]?.passed).toBe(true)
    expect(report.steps[1]?.exit).toMatchObject({ expected: 0, actual: 3 })
    expect(report.passed).toBe(false)
  })

  it("keeps every step's exit code, and hands captured values to later steps", async () => {
    const captured = parseFlow(
      [
        "steps:",
        "  - run: cart add A",
        "    capture: { cartId: $.cart.id, line: cart.items.0.uid, qty: $.cart.total_quantity }",
        "  - run: cart update ${line} --qty 3",
        "    expect: { cart.id: '${cartId}', cart.total_quantity: '${qty}', note: 'cart ${cartId}' }",
        "  - run: [cart, coupon, 'code for ${cartId}']",
        "    exit: 1",
      ].join("\n"),
      "f.yaml",
    )
    const ran: Array<ReadonlyArray<string>> = []
    const report = await runFlow(captured, async (args) => {
      ran.push(args)
      if (args[1] === "coupon") return { code: 1, stdout: "", stderr: '{"error":{}}' }
      return ok({
        cart: { id: "abc 1", total_quantity: 1, items: [{ uid: "MQ==" }] },
        note: "cart abc 1",
      })
    })
    expect(ran).toEqual([
      ["cart", "add", "A"],
      ["cart", "update", "MQ==", "--qty", "3"],
      ["cart", "coupon", "code for abc 1"],
    ])
    expect(report.passed).toBe(true)
    expect(report.steps.map((step) => step.exitCode)).toEqual([0, 0, 1])
    expect(report.steps[0]?.captures).toEqual([
      { name: "cartId", value: "abc 1" },
      { name: "line", value: "MQ==" },
      { name: "qty", value: 1 },
    ])
    expect(report.steps[1]?.command).toBe("cart update MQ== --qty 3")
  })

  it("fails a step whose capture finds nothing", async () => {
    const captured = parseFlow(
      "steps:\n  - run: cart show\n    capture: { cartId: $.cart.nope }\n  - run: cart show\n",
      "f.yaml",
    )
    const report = await runFlow(captured, async () => ok({ cart: { id: "x" } }))
    expect(report.passed).toBe(false)
    expect(report.steps).toHaveLength(1)
    const failed = report.steps[0]
    expect(failed && describeFailure(failed)).toEqual([
      "Step 1 failed: cart show (shutter cart show)",
      "  capture cartId ($.cart.nope): expected a value, got nothing",
    ])
  })
})
