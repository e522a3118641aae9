import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as ManagedRuntime from "effect/ManagedRuntime"
import { afterAll, describe, expect, expectTypeOf, it } from "vitest"
import { NotFoundError } from "./catalog/catalogErrors.js"
import { type CallInput, facadeRun } from "./facadeRun.js"
import type { Storefront } from "./index.js"
import { type CallTable, pick, reshape, serviceCalls, whole } from "./serviceCalls.js"
import { CallAbortedError } from "./storefrontError.js"

/** A service that answers with what it was given. */
class Echo extends Context.Service<
  Echo,
  {
    readonly version: Effect.Effect<string>
    readonly ping: () => Effect.Effect<string>
    readonly find: (input: {
      readonly sku: string
      readonly note?: string
    }) => Effect.Effect<unknown, NotFoundError>
    readonly page: (input?: { readonly currentPage?: number }) => Effect.Effect<unknown>
    readonly choose: (choice: "a" | "b") => Effect.Effect<string>
    readonly wait: () => Effect.Effect<never>
  }
>()("test/Echo") {}

const echoLayer = Layer.succeed(Echo, {
  version: Effect.succeed("1.0"),
  ping: () => Effect.succeed("pong"),
  find: (input) =>
    input.sku === "MISSING"
      ? Effect.fail(new NotFoundError({ entity: "product", key: input.sku, message: "Not found" }))
      : Effect.succeed(input),
  page: (input) => Effect.succeed(input),
  choose: (choice) => Effect.succeed(choice),
  wait: () => Effect.never,
})

const echoCalls = {
  version: whole,
  ping: whole,
  find: pick("sku"),
  page: whole,
  choose: reshape((input: CallInput<{ readonly choice: "a" | "b" }>) => input.choice),
  wait: whole,
} satisfies CallTable<Echo["Service"]>

const runtime = ManagedRuntime.make(echoLayer)
const echo = serviceCalls(facadeRun(runtime), Echo, echoCalls)
afterAll(() => runtime.dispose())

describe("a facade built from a table of service methods", () => {
  it("passes only the picked fields, so a model with more fields is an input", async () => {
    const product = { sku: "CAM-1", name: "Camera", note: "kept out" }
    await expect(echo.find(product)).resolves.toEqual({ sku: "CAM-1" })
  })

  it("passes the whole input without its signal", async () => {
    const signal = new AbortController().signal
    await expect(echo.page({ currentPage: 2, signal })).resolves.toEqual({ currentPage: 2 })
    await expect(echo.page()).resolves.toEqual({})
  })

  it("reshapes an input the service takes otherwise, and runs Effect members", async () => {
    await expect(echo.choose({ choice: "b" })).resolves.toBe("b")
    await expect(echo.version()).resolves.toBe("1.0")
    await expect(echo.ping()).resolves.toBe("pong")
  })

  it("rejects with the tagged error itself, and with CallAbortedError when aborted", async () => {
    const error = await echo.find({ sku: "MISSING" }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(NotFoundError)
    const controller = new AbortController()
    const waiting = echo.wait({ signal: controller.signal }).catch((e: unknown) => e)
    controller.abort("left the page")
    const aborted = await waiting
    expect(aborted).toBeInstanceOf(CallAbortedError)
    expect((aborted as CallAbortedError).reason).toBe("left the page")
  })

  it("types each method from the service: its input plus signal, a Promise of its success", () => {
    expectTypeOf(echo.find).parameter(0).toEqualTypeOf<CallInput<{ readonly sku: string }>>()
    expectTypeOf(echo.page)
      .parameter(0)
      .toEqualTypeOf<CallInput<{ readonly currentPage?: number }> | undefined>()
    expectTypeOf(echo.version).returns.toEqualTypeOf<Promise<string>>()
    expectTypeOf<Storefront["cart"]["applyCoupon"]>()
      .parameter(0)
      .toEqualTypeOf<CallInput<{ readonly code: string }>>()
  })
})
