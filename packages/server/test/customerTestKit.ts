// Steps the customer suites share: register, sign in, ask as a signed-in customer.
import { randomBytes } from "node:crypto"
import type { RunningServer } from "../src/app/startServer.js"
import { type GraphqlResponse, graphql } from "./helpers.js"

export const PASSWORD = "Shutter-2024!"

/** An e-mail no other test of the run uses. */
export const uniqueEmail = (name = "customer"): string =>
  `${name}.${randomBytes(4).toString("hex")}@example.com`

export const bearer = (token: string): Record<string, string> => ({
  authorization: `Bearer ${token}`,
})

export const asCustomer = <T = Record<string, unknown>>(
  server: RunningServer,
  token: string,
  query: string,
  variables?: Record<string, unknown>,
): Promise<GraphqlResponse<T>> =>
  graphql<T>(server, query, { headers: bearer(token), ...(variables ? { variables } : {}) })

export const CREATE_CUSTOMER = /* GraphQL */ `
  mutation create($input: CustomerCreateInput!) {
    createCustomerV2(input: $input) {
      customer {
        firstname lastname email is_subscribed created_at id group_id
        default_billing default_shipping confirmation_status allow_remote_shopping_assistance
      }
    }
  }
`

export const register = async (
  server: RunningServer,
  email: string,
  password: string = PASSWORD,
  names: { firstname?: string; lastname?: string } = {},
) =>
  graphql<{ createCustomerV2: { customer: Record<string, unknown> } }>(server, CREATE_CUSTOMER, {
    variables: {
      input: {
        firstname: names.firstname ?? "Roni",
        lastname: names.lastname ?? "Costa",
        email,
        password,
      },
    },
  })

export const requestToken = (server: RunningServer, email: string, password: string) =>
  graphql<{ generateCustomerToken: { token: string } | null }>(
    server,
    `mutation token($email: String!, $password: String!) {
      generateCustomerToken(email: $email, password: $password) { token }
    }`,
    { variables: { email, password } },
  )

/** Token of a signed-in customer; fails the test when sign-in fails. */
export const signIn = async (
  server: RunningServer,
  email: string,
  password: string = PASSWORD,
): Promise<string> => {
  const response = await requestToken(server, email, password)
  const token = response.data?.generateCustomerToken?.token
  if (!token) throw new Error(`sign-in failed: ${JSON.stringify(response.errors)}`)
  return token
}

/** A new account, signed in. */
export const newCustomer = async (
  server: RunningServer,
  name = "customer",
): Promise<{ email: string; token: string }> => {
  const email = uniqueEmail(name)
  const created = await register(server, email)
  if (created.errors) throw new Error(JSON.stringify(created.errors))
  return { email, token: await signIn(server, email) }
}
