import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { RunningServer } from "../src/app/startServer.js"
import { startTestServer } from "../src/testing.js"
import { asCustomer, newCustomer } from "./customerTestKit.js"
import { drivers, graphql } from "./helpers.js"

const NOT_AUTHORIZED = "The current customer isn't authorized."

// California is region 5 in the directory (as in Magento's).
const HOME = {
  firstname: "Roni",
  lastname: "Costa",
  street: ["6146 Honey Bluff Parkway"],
  city: "Calder",
  region: { region_code: "CA", region: "California", region_id: 5 },
  postcode: "90001",
  country_code: "US",
  telephone: "(555) 229-3326",
}

const ADDRESS_FIELDS = `id uid firstname lastname street city postcode country_code country_id telephone
  region { region_code region region_id } region_id default_billing default_shipping`

const CREATE = `mutation c($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { ${ADDRESS_FIELDS} } }`

interface Address {
  readonly id: number
  readonly uid: string
  readonly city: string
  readonly default_billing: boolean
  readonly default_shipping: boolean
}

const create = async (server: RunningServer, token: string, input: Record<string, unknown>) => {
  const response = await asCustomer<{ createCustomerAddress: Address }>(server, token, CREATE, {
    input,
  })
  if (!response.data?.createCustomerAddress) throw new Error(JSON.stringify(response.errors))
  return response.data.createCustomerAddress
}

describe.each(drivers)("customer addresses on $name", ({ databaseUrl }) => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startTestServer(databaseUrl ? { databaseUrl } : {})
  })
  afterAll(() => server?.close())

  it("creates addresses, sets the defaults asked for and lists them on the customer", async () => {
    const { token } = await newCustomer(server, "book")
    const home = await create(server, token, {
      ...HOME,
      default_billing: true,
      default_shipping: true,
    })
    expect(home).toMatchObject({
      firstname: "Roni",
      street: ["6146 Honey Bluff Parkway"],
      country_code: "US",
      country_id: "US",
      region: { region_code: "CA", region: "California", region_id: 5 },
      region_id: 5,
      default_billing: true,
      default_shipping: true,
    })
    expect(home.uid).toBe(Buffer.from(String(home.id)).toString("base64"))
    const work = await create(server, token, {
      ...HOME,
      city: "Oakland",
      region: { region_code: "CA" },
    })
    expect(work).toMatchObject({ city: "Oakland", region_id: 5, default_billing: false })
    const customer = await asCustomer<{
      customer: { default_billing: string; default_shipping: string; addresses: Address[] }
    }>(
      server,
      token,
      `{ customer { default_billing default_shipping addresses { id city default_billing default_shipping } } }`,
    )
    expect(customer.data?.customer).toEqual({
      default_billing: String(home.id),
      default_shipping: String(home.id),
      addresses: [
        { id: home.id, city: "Calder", default_billing: true, default_shipping: true },
        { id: work.id, city: "Oakland", default_billing: false, default_shipping: false },
      ],
    })
  })

  it("refuses missing fields and a missing region with Magento's messages", async () => {
    const { token } = await newCustomer(server, "incomplete")
    const noName = await asCustomer(server, token, CREATE, { input: { ...HOME, firstname: "" } })
    expect(noName.errors?.[0]).toMatchObject({
      message: "Required parameters are missing: firstname",
      extensions: { category: "graphql-input" },
    })
    const noPostcode = await asCustomer(server, token, CREATE, {
      input: { ...HOME, postcode: null, telephone: "" },
    })
    expect(noPostcode.errors?.[0]?.message).toBe(
      "Required parameters are missing: postcode, telephone",
    )
    const noRegion = await asCustomer(server, token, CREATE, { input: { ...HOME, region: null } })
    expect(noRegion.errors?.[0]?.message).toBe('"regionId" is required. Enter and try again.')
    const guest = await graphql(server, CREATE, { variables: { input: HOME } })
    expect(guest.status).toBe(403)
    expect(guest.errors?.[0]?.message).toBe(NOT_AUTHORIZED)
  })

  it("updates only the fields given, by id and by uid", async () => {
    const { token } = await newCustomer(server, "mover")
    const address = await create(server, token, HOME)
    const byId = await asCustomer<{ updateCustomerAddress: Address & { postcode: string } }>(
      server,
      token,
      `mutation { updateCustomerAddress(id: ${address.id}, input: { city: "Sacramento", default_shipping: true }) { ${ADDRESS_FIELDS} } }`,
    )
    expect(byId.data?.updateCustomerAddress).toMatchObject({
      city: "Sacramento",
      postcode: "90001",
      default_shipping: true,
      default_billing: false,
    })
    const byUid = await asCustomer<{ updateCustomerAddressV2: Address }>(
      server,
      token,
      `mutation u($uid: ID!) { updateCustomerAddressV2(uid: $uid, input: { city: "Fresno", default_shipping: false }) { ${ADDRESS_FIELDS} } }`,
      { uid: address.uid },
    )
    expect(byUid.data?.updateCustomerAddressV2).toMatchObject({
      city: "Fresno",
      default_shipping: false,
    })
    const unknownUid = await asCustomer(
      server,
      token,
      `mutation { updateCustomerAddressV2(uid: "bm9wZQ==", input: { city: "X" }) { id } }`,
    )
    expect(unknownUid.errors?.[0]).toMatchObject({
      message: 'Could not find an address with ID "bm9wZQ=="',
      extensions: { category: "graphql-no-such-entity" },
    })
  })

  it("keeps the default addresses until they stop being defaults", async () => {
    const { token } = await newCustomer(server, "deleter")
    const address = await create(server, token, {
      ...HOME,
      default_billing: true,
      default_shipping: true,
    })
    const remove = `mutation { deleteCustomerAddress(id: ${address.id}) }`
    expect((await asCustomer(server, token, remove)).errors?.[0]).toMatchObject({
      message: `Customer Address ${address.id} is set as default billing address and cannot be deleted`,
      extensions: { category: "graphql-input" },
    })
    await asCustomer(
      server,
      token,
      `mutation { updateCustomerAddress(id: ${address.id}, input: { default_billing: false }) { id } }`,
    )
    expect((await asCustomer(server, token, remove)).errors?.[0]?.message).toBe(
      `Customer Address ${address.id} is set as default shipping address and cannot be deleted`,
    )
    await asCustomer(
      server,
      token,
      `mutation { updateCustomerAddress(id: ${address.id}, input: { default_shipping: false }) { id } }`,
    )
    const deleted = await asCustomer<{ deleteCustomerAddressV2: boolean }>(
      server,
      token,
      `mutation d($uid: ID!) { deleteCustomerAddressV2(uid: $uid) }`,
      { uid: address.uid },
    )
    expect(deleted.data?.deleteCustomerAddressV2).toBe(true)
    const again = await asCustomer(server, token, remove)
    expect(again.errors?.[0]).toMatchObject({
      message: `Could not find a address with ID "${address.id}"`,
      extensions: { category: "graphql-no-such-entity" },
    })
  })
})
