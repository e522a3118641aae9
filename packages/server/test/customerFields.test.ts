// What an account's profile may hold: Magento's date-of-birth format and name validator texts.
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { RunningServer } from "../src/app/startServer.js"
import { startTestServer } from "../src/testing.js"
import { asCustomer, newCustomer, uniqueEmail } from "./customerTestKit.js"
import { drivers, type GraphqlResponse, graphql } from "./helpers.js"

const CREATE = `mutation ($input: CustomerCreateInput!) {
  createCustomerV2(input: $input) { customer { email date_of_birth } } }`
const UPDATE = `mutation ($input: CustomerUpdateInput!) {
  updateCustomerV2(input: $input) { customer { firstname date_of_birth } } }`

const refused = (res: GraphqlResponse<unknown>, message: string) =>
  expect(res.errors?.map((e) => [e.message, e.extensions?.category])).toEqual([
    [message, "graphql-input"],
  ])

describe.each(drivers)("customer profile fields on $name", ({ databaseUrl }) => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startTestServer(databaseUrl ? { databaseUrl } : {})
  })
  afterAll(() => server?.close())

  const create = (fields: Record<string, unknown>) =>
    graphql(server, CREATE, {
      variables: {
        input: {
          firstname: "Roni",
          lastname: "Costa",
          email: uniqueEmail("fields"),
          password: "Shutter-2024!",
          ...fields,
        },
      },
    })

  it("takes a date of birth as YYYY-MM-DD only, and only a real date", async () => {
    refused(
      await create({ date_of_birth: "yesterday" }),
      '"Date of Birth" does not fit the entered date format.',
    )
    refused(
      await create({ dob: "31/01/1990" }),
      '"Date of Birth" does not fit the entered date format.',
    )
    refused(await create({ date_of_birth: "1990-02-30" }), '"Date of Birth" is not a valid date.')
    const made = await create({ date_of_birth: "1990-01-31" })
    expect(made.errors).toBeUndefined()
    const { token } = await newCustomer(server, "dob")
    refused(
      await asCustomer(server, token, UPDATE, { input: { date_of_birth: "x".repeat(40) } }),
      '"Date of Birth" does not fit the entered date format.',
    )
  })

  it("refuses control characters in the account's names with Magento's name validator texts", async () => {
    refused(await create({ firstname: "Roni\r\nBcc: a@example.com" }), "First Name is not valid!")
    refused(await create({ lastname: "Cos\tta" }), "Last Name is not valid!")
    refused(await create({ middlename: "A\u0085B" }), "Middle Name is not valid!")
    const { token } = await newCustomer(server, "names")
    refused(
      await asCustomer(server, token, UPDATE, { input: { firstname: "Ro\nni" } }),
      "First Name is not valid!",
    )
    const fine = await asCustomer(server, token, UPDATE, {
      input: { firstname: "Zoë-Anne O'Neil" },
    })
    expect(fine.errors).toBeUndefined()
  })
})
