import { gql, type TypedDocumentString } from "../graphql/document.js"
import type * as G from "../graphql/generated/operations.js"

// The customer's address book (spec §7 Addresses): Magento 2.4's id-based address calls.

/** Magento `CustomerAddress` as selected by `CustomerAddressFields`. */
export type CustomerAddressData = G.CustomerAddressFieldsFragment

/** Magento `CustomerAddressInput`. */
export type CustomerAddressInput = G.CustomerAddressInput

export const CustomerAddressFields = gql`
  fragment CustomerAddressFields on CustomerAddress {
    id
    firstname
    lastname
    company
    street
    city
    region {
      region_code
      region
      region_id
    }
    postcode
    country_code
    telephone
    vat_id
    default_shipping
    default_billing
  }
`

export const GetCustomerAddressesQuery: TypedDocumentString<
  G.GetCustomerAddressesQuery,
  G.GetCustomerAddressesQueryVariables
> = gql`
  query getCustomerAddresses {
    customer {
      addresses {
        ...CustomerAddressFields
      }
    }
  }
  ${CustomerAddressFields}
`

export const CreateCustomerAddressMutation: TypedDocumentString<
  G.CreateCustomerAddressMutation,
  G.CreateCustomerAddressMutationVariables
> = gql`
  mutation createCustomerAddress($input: CustomerAddressInput!) {
    createCustomerAddress(input: $input) {
      ...CustomerAddressFields
    }
  }
  ${CustomerAddressFields}
`

export const UpdateCustomerAddressMutation: TypedDocumentString<
  G.UpdateCustomerAddressMutation,
  G.UpdateCustomerAddressMutationVariables
> = gql`
  mutation updateCustomerAddress($id: Int!, $input: CustomerAddressInput) {
    updateCustomerAddress(id: $id, input: $input) {
      ...CustomerAddressFields
    }
  }
  ${CustomerAddressFields}
`

export const DeleteCustomerAddressMutation: TypedDocumentString<
  G.DeleteCustomerAddressMutation,
  G.DeleteCustomerAddressMutationVariables
> = gql`
  mutation deleteCustomerAddress($id: Int!) {
    deleteCustomerAddress(id: $id)
  }
`
