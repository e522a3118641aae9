import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { assert, describe, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import { afterAll } from "vitest"
import { cookieStorage } from "./cookieStorage.js"
import { fileStorage } from "./fileStorage.js"
import { memoryStorage } from "./memoryStorage.js"
import { Storage, type StorageLayer } from "./Storage.js"

/** A document whose `cookie` setter records what was written and keeps a jar, like a browser. */
const fakeDocument = () => {
  const writes: Array<string> = []
  const jar = new Map<string, string>()
  return {
    writes,
    document: {
      get cookie() {
        return [...jar].map(([k, v]) => `${k}=${v}`).join("; ")
      },
      set cookie(line: string) {
        writes.push(line)
        const [pair = ""] = line.split(";")
        const eq = pair.indexOf("=")
        const name = pair.slice(0, eq)
        if (/max-age=0/i.test(line)) jar.delete(name)
        else jar.set(name, pair.slice(eq + 1))
      },
    },
  }
}

const fakeLocalStorage = () => {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  }
}

const dirs: Array<string> = []
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "shutter-sdk-storage-"))
  dirs.push(dir)
  return dir
}

// The same behaviour is expected from every layer.
const layers: ReadonlyArray<[string, () => StorageLayer]> = [
  ["memoryStorage", () => memoryStorage()],
  [
    "cookieStorage",
    () => cookieStorage({ document: fakeDocument().document, localStorage: fakeLocalStorage() }),
  ],
  ["fileStorage", () => fileStorage(join(tempDir(), "state"))],
]

describe.each(layers)("%s", (_name, makeLayer) => {
  it.effect("keeps each cookie until it is removed", () =>
    Effect.gen(function* () {
      const storage = yield* Storage
      assert.isUndefined(yield* storage.get("cart"))
      yield* storage.set("cart", "masked cart id/with; odd=chars")
      yield* storage.set("customerToken", "token-1")
      assert.strictEqual(yield* storage.get("cart"), "masked cart id/with; odd=chars")
      yield* storage.remove("cart")
      assert.isUndefined(yield* storage.get("cart"))
      assert.strictEqual(yield* storage.get("customerToken"), "token-1")
    }).pipe(Effect.provide(makeLayer())),
  )

  it.effect("clears both local-storage entries together and leaves cookies alone", () =>
    Effect.gen(function* () {
      const storage = yield* Storage
      yield* storage.set("customerToken", "cookie-token")
      yield* storage.setLocal("customerEmail", "ada@example.com")
      yield* storage.setLocal("customerToken", "local-token")
      assert.strictEqual(yield* storage.getLocal("customerEmail"), "ada@example.com")
      yield* storage.clearLocal()
      assert.isUndefined(yield* storage.getLocal("customerEmail"))
      assert.isUndefined(yield* storage.getLocal("customerToken"))
      assert.strictEqual(yield* storage.get("customerToken"), "cookie-token")
    }).pipe(Effect.provide(makeLayer())),
  )
})

describe("cookieStorage attributes (spec §3)", () => {
  it.effect("writes secure, SameSite=None, path / cookies; only the locale lives 365 days", () => {
    const fake = fakeDocument()
    return Effect.gen(function* () {
      const storage = yield* Storage
      yield* storage.set("currency", "USD")
      yield* storage.set("country", "US")
      yield* storage.set("locale", "en-US")
      yield* storage.set("cart", "abc")
      yield* storage.set("customerToken", "tok")
      yield* storage.set("store", "default")
      yield* storage.set("message", "hello")
      assert.deepStrictEqual(fake.writes, [
        "vsf-currency=USD; Path=/; Secure; SameSite=None",
        "vsf-country=US; Path=/; Secure; SameSite=None",
        "vsf-locale=en-US; Max-Age=31536000; Path=/; Secure; SameSite=None",
        "vsf-cart=abc; Path=/; Secure; SameSite=None",
        "vsf-customer=tok; Path=/; Secure; SameSite=None",
        "vsf-store=default; Path=/; Secure; SameSite=None",
        "vsf-message=hello; Path=/; Secure; SameSite=None",
      ])
      // Not http-only: a script-set cookie cannot be, and the attribute is never written.
      assert.isFalse(fake.writes.some((line) => /httponly/i.test(line)))
      yield* storage.remove("cart")
      assert.strictEqual(fake.writes.at(-1), "vsf-cart=; Max-Age=0; Path=/; Secure; SameSite=None")
    }).pipe(
      Effect.provide(cookieStorage({ document: fake.document, localStorage: fakeLocalStorage() })),
    )
  })

  it.effect("reads cookies written by the server or another tab", () => {
    const document = { cookie: "other=1; vsf-store=de; vsf-cart=a%20b" }
    return Effect.gen(function* () {
      const storage = yield* Storage
      assert.strictEqual(yield* storage.get("store"), "de")
      assert.strictEqual(yield* storage.get("cart"), "a b")
      assert.isUndefined(yield* storage.get("locale"))
    }).pipe(Effect.provide(cookieStorage({ document, localStorage: fakeLocalStorage() })))
  })

  it.effect("uses the documented local-storage keys", () => {
    const local = fakeLocalStorage()
    return Effect.gen(function* () {
      const storage = yield* Storage
      yield* storage.setLocal("customerEmail", "ada@example.com")
      yield* storage.setLocal("customerToken", "tok")
      assert.deepStrictEqual(
        [...local.items.keys()],
        ["shutter-customer-email", "shutter-customer-token"],
      )
    }).pipe(
      Effect.provide(cookieStorage({ document: fakeDocument().document, localStorage: local })),
    )
  })
})

describe("fileStorage", () => {
  it.effect("persists to one JSON file that a new process (a new layer) reads back", () => {
    const dir = join(tempDir(), "nested", "state")
    return Effect.gen(function* () {
      yield* Effect.gen(function* () {
        const storage = yield* Storage
        yield* storage.set("cart", "cart-1")
        yield* storage.setLocal("customerEmail", "ada@example.com")
      }).pipe(Effect.provide(fileStorage(dir)))
      assert.deepStrictEqual(readdirSync(dir), ["state.json"]) // no temp file left behind
      assert.deepStrictEqual(JSON.parse(readFileSync(join(dir, "state.json"), "utf8")), {
        cookies: { cart: "cart-1" },
        local: { customerEmail: "ada@example.com" },
      })
      const cart = yield* Storage.use((s) => s.get("cart")).pipe(Effect.provide(fileStorage(dir)))
      assert.strictEqual(cart, "cart-1")
    })
  })

  it.effect("keeps another client's top-level key (the CLI's admin sign-in) when it writes", () => {
    const dir = join(tempDir(), "shared")
    mkdirSync(dir, { recursive: true })
    writeFileSync(
      join(dir, "state.json"),
      JSON.stringify({ cookies: {}, local: {}, admin: { username: "admin" } }),
    )
    return Effect.gen(function* () {
      yield* Storage.use((s) => s.set("cart", "cart-2")).pipe(Effect.provide(fileStorage(dir)))
      yield* Storage.use((s) => s.clearLocal()).pipe(Effect.provide(fileStorage(dir)))
      assert.deepStrictEqual(JSON.parse(readFileSync(join(dir, "state.json"), "utf8")), {
        admin: { username: "admin" },
        cookies: { cart: "cart-2" },
        local: {},
      })
    })
  })
})
