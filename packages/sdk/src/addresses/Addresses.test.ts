import { assert, describe, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { guardAuthorization, Session } from "../customer/Session.js"
import { Notifications } from "../notifications/Notifications.js"
import { type MemoryStorageSeed, memoryStorage } from "../storage/memoryStorage.js"
import { type StubResponse, stubGraphqlClient } from "../testing/stubGraphqlClient.js"
import { Addresses } from "./Addresses.js"
import type { CustomerAddressData } from "./addresses.graphql.js"
import { toCustomerAddressInput } from "./savedAddress.js"

const setup = (handlers: Record<string, StubResponse>, seed: MemoryStorageSeed) => {
  const stub = stubGraphqlClient(handlers)
  const layer = Addresses.layer.pipe(
    Layer.provideMerge(guardAuthorization(stub.layer).pipe(Layer.provideMerge(Session.layer))),
    Layer.provideMerge(Notifications.layer),
    Layer.provideMerge(memoryStorage(seed)),
  )
  return { stub, layer }
}

const address = (
  id: number,
  overrides: Partial<CustomerAddressData> = {},
): CustomerAddressData => ({
  id,
  firstname: "Veronica",
  lastname: "Costello",
  company: null,
  street: ["6146 Honey Bluff Parkway"],
  city: "Calder",
  region: { region_code: "MI", region: "Michigan", region_id: 33 },
  postcode: "49628-7978",
  country_code: "US",
  telephone: "(555) 229-3326",
  vat_id: null,
  default_shipping: false,
  default_billing: false,
  ...overrides,
})

const signedIn = { cookies: { customerToken: "tok" } }

describe("Addresses (spec §3 Saved address, §7)", () => {
  it("street line, apartment, neighborhood, extra make the street list; only given fields are sent", () => {
    assert.deepStrictEqual(
      toCustomerAddressInput({
        firstname: "Ansel",
        street: "1 Yosemite Way",
        apartment: " ",
        neighborhood: "Valley",
        regionId: 12,
        countryCode: "US",
        defaultShipping: true,
      }),
      {
        firstname: "Ansel",
        street: ["1 Yosemite Way", "Valley"],
        region: { region_id: 12 },
        country_code: "US",
        default_shipping: true,
      },
    )
  })

  it.effect("list, add a new default (the old default is no longer one), update, remove", () => {
    const { stub, layer } = setup(
      {
        getCustomerAddresses: () => ({
          customer: { addresses: [address(1, { default_shipping: true, default_billing: true })] },
        }),
        createCustomerAddress: () => ({
          createCustomerAddress: address(2, { default_shipping: true, city: "Austin" }),
        }),
        updateCustomerAddress: (v) => ({
          updateCustomerAddress: address(Number(v.id), { city: "Dallas", default_shipping: true }),
        }),
        deleteCustomerAddress: () => ({ deleteCustomerAddress: true }),
      },
      signedIn,
    )
    return Effect.gen(function* () {
      const book = yield* Addresses
      assert.strictEqual(book.addresses.get(), null)
      const listed = yield* book.list()
      assert.deepStrictEqual(listed[0]?.region, { code: "MI", name: "Michigan", id: 33 })
      yield* book.add({ street: "2 Main St", city: "Austin", defaultShipping: true })
      assert.deepStrictEqual(
        book.addresses.get()?.map((a) => [a.id, a.defaultShipping, a.defaultBilling]),
        [
          [1, false, true],
          [2, true, false],
        ],
      )
      yield* book.update({ id: 2, address: { city: "Dallas" } })
      assert.strictEqual(book.addresses.get()?.[1]?.city, "Dallas")
      assert.deepStrictEqual(stub.calls[2]?.variables, { id: 2, input: { city: "Dallas" } })
      assert.strictEqual(yield* book.remove({ id: 2 }), true)
      assert.deepStrictEqual(
        book.addresses.get()?.map((a) => a.id),
        [1],
      )
    }).pipe(Effect.provide(layer))
  })

  it.effect("signed out: NotSignedInError without a request; a sign-out empties the book", () => {
    const { stub, layer } = setup(
      { getCustomerAddresses: () => ({ customer: { addresses: [address(1)] } }) },
      signedIn,
    )
    return Effect.gen(function* () {
      const book = yield* Addresses
      yield* book.list()
      yield* (yield* Session).signedOut()
      assert.strictEqual(book.addresses.get(), null)
      const error = yield* Effect.flip(book.list())
      assert.strictEqual(error._tag, "NotSignedInError")
      assert.strictEqual(stub.calls.length, 1)
    }).pipe(Effect.provide(layer))
  })
})
