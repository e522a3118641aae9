import type { TypedDocumentNode } from "@graphql-typed-document-node/core"
import gql from "graphql-tag"
import { capabilityFragment } from "../graphql/capabilities.js"

// Customer account documents (spec §7 Account): Magento 2.4 CustomerGraphQl names and inputs.
// `confirmation_status` is Magento 2.4.7's, a fragment of its capability.

export type ConfirmationStatus =
  | "ACCOUNT_CONFIRMED"
  | "ACCOUNT_CONFIRMATION_NOT_REQUIRED"
  | "ACCOUNT_CONFIRMATION_REQUIRED"

/** Magento `Customer` as selected by `CustomerFields`. */
export interface CustomerData {
  readonly email: string | null
  readonly firstname: string | null
  readonly lastname: string | null
  readonly middlename: string | null
  readonly prefix: string | null
  readonly suffix: string | null
  readonly date_of_birth: string | null
  readonly gender: number | null
  readonly taxvat: string | null
  readonly is_subscribed: boolean | null
  readonly default_billing: string | null
  readonly default_shipping: string | null
  /** "magento-2.4.7" only. */
  readonly confirmation_status?: ConfirmationStatus
}

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
export interface CustomerCreateInput {
  readonly email: string
  readonly password: string
  readonly firstname: string
  readonly lastname: string
  readonly middlename?: string
  readonly prefix?: string
  readonly suffix?: string
  readonly date_of_birth?: string
  readonly gender?: number
  readonly taxvat?: string
  readonly is_subscribed?: boolean
}

/** Magento `CustomerUpdateInput`. */
export interface CustomerUpdateInput {
  readonly firstname?: string
  readonly lastname?: string
  readonly middlename?: string
  readonly prefix?: string
  readonly suffix?: string
  readonly date_of_birth?: string
  readonly gender?: number
  readonly taxvat?: string
  readonly is_subscribed?: boolean
}

export const GenerateCustomerTokenMutation: TypedDocumentNode<
  { readonly generateCustomerToken: { readonly token: string | null } | null },
  { readonly email: string; readonly password: string }
> = gql`
  mutation generateCustomerToken($email: String!, $password: String!) {
    generateCustomerToken(email: $email, password: $password) {
      token
    }
  }
`

export const RevokeCustomerTokenMutation: TypedDocumentNode<
  { readonly revokeCustomerToken: { readonly result: boolean } | null },
  Record<string, never>
> = gql`
  mutation revokeCustomerToken {
    revokeCustomerToken {
      result
    }
  }
`

export const CustomerQuery: TypedDocumentNode<
  { readonly customer: CustomerData | null },
  Record<string, never>
> = gql`
  query customer {
    customer {
      ...CustomerFields
    }
  }
  ${CustomerFields}
`

export const CreateCustomerMutation: TypedDocumentNode<
  { readonly createCustomerV2: { readonly customer: CustomerData } | null },
  { readonly input: CustomerCreateInput }
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

export const UpdateCustomerMutation: TypedDocumentNode<
  { readonly updateCustomerV2: { readonly customer: CustomerData } | null },
  { readonly input: CustomerUpdateInput }
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

export const UpdateCustomerEmailMutation: TypedDocumentNode<
  { readonly updateCustomerEmail: { readonly customer: CustomerData } | null },
  { readonly email: string; readonly password: string }
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

export const ChangeCustomerPasswordMutation: TypedDocumentNode<
  { readonly changeCustomerPassword: CustomerData | null },
  { readonly currentPassword: string; readonly newPassword: string }
> = gql`
  mutation changeCustomerPassword($currentPassword: String!, $newPassword: String!) {
    changeCustomerPassword(currentPassword: $currentPassword, newPassword: $newPassword) {
      ...CustomerFields
    }
  }
  ${CustomerFields}
`

export const RequestPasswordResetEmailMutation: TypedDocumentNode<
  { readonly requestPasswordResetEmail: boolean | null },
  { readonly email: string }
> = gql`
  mutation requestPasswordResetEmail($email: String!) {
    requestPasswordResetEmail(email: $email)
  }
`

export const ResetPasswordMutation: TypedDocumentNode<
  { readonly resetPassword: boolean | null },
  { readonly email: string; readonly resetPasswordToken: string; readonly newPassword: string }
> = gql`
  mutation resetPassword($email: String!, $resetPasswordToken: String!, $newPassword: String!) {
    resetPassword(
      email: $email
      resetPasswordToken: $resetPasswordToken
      newPassword: $newPassword
    )
  }
`

export const IsEmailAvailableQuery: TypedDocumentNode<
  { readonly isEmailAvailable: { readonly is_email_available: boolean | null } | null },
  { readonly email: string }
> = gql`
  query isEmailAvailable($email: String!) {
    isEmailAvailable(email: $email) {
      is_email_available
    }
  }
`
