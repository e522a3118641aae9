import { capabilityFragment, capabilityOperation } from "../graphql/capabilities.js"
import { gql, type TypedDocumentString } from "../graphql/document.js"
import type * as G from "../graphql/generated/operations.js"

// Customer account documents (spec §7 Account): Magento 2.4 CustomerGraphQl names and inputs.
// `confirmation_status` is Magento 2.4.7's, a fragment of its capability.

export type ConfirmationStatus = G.ConfirmationStatusEnum

/** Magento `Customer` as selected by `CustomerFields` (`confirmation_status`: 2.4.7 only). */
export type CustomerData = G.CustomerFieldsFragment

const CustomerConfirmationFields = capabilityFragment(
  "magento-2.4.7",
  gql`
    fragment CustomerConfirmationFields on Customer {
      confirmation_status
    }
  `,
)

export const CustomerFields = gql`
  fragment CustomerFields on Customer {
    email
    firstname
    lastname
    middlename
    prefix
    suffix
    date_of_birth
    gender
    taxvat
    is_subscribed
    default_billing
    default_shipping
    ...CustomerConfirmationFields
  }
  ${CustomerConfirmationFields}
`

/** Magento `CustomerCreateInput`. */
export type CustomerCreateInput = G.CustomerCreateInput

/** Magento `CustomerUpdateInput`. */
export type CustomerUpdateInput = G.CustomerUpdateInput

export const GenerateCustomerTokenMutation: TypedDocumentString<
  G.GenerateCustomerTokenMutation,
  G.GenerateCustomerTokenMutationVariables
> = gql`
  mutation generateCustomerToken($email: String!, $password: String!) {
    generateCustomerToken(email: $email, password: $password) {
      token
    }
  }
`

export const RevokeCustomerTokenMutation: TypedDocumentString<
  G.RevokeCustomerTokenMutation,
  G.RevokeCustomerTokenMutationVariables
> = gql`
  mutation revokeCustomerToken {
    revokeCustomerToken {
      result
    }
  }
`

export const CustomerQuery: TypedDocumentString<G.CustomerQuery, G.CustomerQueryVariables> = gql`
  query customer {
    customer {
      ...CustomerFields
    }
  }
  ${CustomerFields}
`

export const CreateCustomerMutation: TypedDocumentString<
  G.CreateCustomerMutation,
  G.CreateCustomerMutationVariables
> = gql`
  mutation createCustomer($input: CustomerCreateInput!) {
    createCustomerV2(input: $input) {
      customer {
        ...CustomerFields
      }
    }
  }
  ${CustomerFields}
`

export const UpdateCustomerMutation: TypedDocumentString<
  G.UpdateCustomerMutation,
  G.UpdateCustomerMutationVariables
> = gql`
  mutation updateCustomer($input: CustomerUpdateInput!) {
    updateCustomerV2(input: $input) {
      customer {
        ...CustomerFields
      }
    }
  }
  ${CustomerFields}
`

export const UpdateCustomerEmailMutation: TypedDocumentString<
  G.UpdateCustomerEmailMutation,
  G.UpdateCustomerEmailMutationVariables
> = gql`
  mutation updateCustomerEmail($email: String!, $password: String!) {
    updateCustomerEmail(email: $email, password: $password) {
      customer {
        ...CustomerFields
      }
    }
  }
  ${CustomerFields}
`

export const ChangeCustomerPasswordMutation: TypedDocumentString<
  G.ChangeCustomerPasswordMutation,
  G.ChangeCustomerPasswordMutationVariables
> = gql`
  mutation changeCustomerPassword($currentPassword: String!, $newPassword: String!) {
    changeCustomerPassword(currentPassword: $currentPassword, newPassword: $newPassword) {
      ...CustomerFields
    }
  }
  ${CustomerFields}
`

export const RequestPasswordResetEmailMutation: TypedDocumentString<
  G.RequestPasswordResetEmailMutation,
  G.RequestPasswordResetEmailMutationVariables
> = gql`
  mutation requestPasswordResetEmail($email: String!) {
    requestPasswordResetEmail(email: $email)
  }
`

export const ResetPasswordMutation: TypedDocumentString<
  G.ResetPasswordMutation,
  G.ResetPasswordMutationVariables
> = gql`
  mutation resetPassword($email: String!, $resetPasswordToken: String!, $newPassword: String!) {
    resetPassword(
      email: $email
      resetPasswordToken: $resetPasswordToken
      newPassword: $newPassword
    )
  }
`

export const ConfirmEmailMutation: TypedDocumentString<
  G.ConfirmEmailMutation,
  G.ConfirmEmailMutationVariables
> = capabilityOperation(
  "magento-2.4.7",
  gql`
    mutation confirmEmail($email: String!, $confirmationKey: String!) {
      confirmEmail(input: { email: $email, confirmation_key: $confirmationKey }) {
        customer {
          email
        }
      }
    }
  `,
)

export const IsEmailAvailableQuery: TypedDocumentString<
  G.IsEmailAvailableQuery,
  G.IsEmailAvailableQueryVariables
> = gql`
  query isEmailAvailable($email: String!) {
    isEmailAvailable(email: $email) {
      is_email_available
    }
  }
`
