// Magento 2.4's CustomerGraphQl types (a strict subset), plus Magento 2.4.7's confirmation
// operations and the uid-based address mutations (schema/shutter-extensions.graphql).
export const customerTypeDefs = /* GraphQL */ `
  type Query {
    customer: Customer
    isEmailAvailable(email: String!): IsEmailAvailableOutput
  }

  type Mutation {
    generateCustomerToken(email: String!, password: String!): CustomerToken
    revokeCustomerToken: RevokeCustomerTokenOutput
    createCustomer(input: CustomerInput!): CustomerOutput
    createCustomerV2(input: CustomerCreateInput!): CustomerOutput
    updateCustomer(input: CustomerInput!): CustomerOutput
    updateCustomerV2(input: CustomerUpdateInput!): CustomerOutput
    updateCustomerEmail(email: String!, password: String!): CustomerOutput
    changeCustomerPassword(currentPassword: String!, newPassword: String!): Customer
    requestPasswordResetEmail(email: String!): Boolean
    resetPassword(email: String!, resetPasswordToken: String!, newPassword: String!): Boolean
    confirmEmail(input: ConfirmEmailInput!): CustomerOutput
    resendConfirmationEmail(email: String!): Boolean
  }

  type Customer {
    created_at: String
    group_id: Int @deprecated(reason: "Customer group should not be exposed in the storefront scenarios.")
    prefix: String
    firstname: String
    middlename: String
    lastname: String
    suffix: String
    email: String
    default_billing: String
    default_shipping: String
    dob: String @deprecated(reason: "Use \`date_of_birth\` instead.")
    date_of_birth: String
    taxvat: String
    id: Int @deprecated(reason: "\`id\` is not needed as part of \`Customer\`, because on the server side, it can be identified based on the customer token used for authentication. There is no need to know customer ID on the client side.")
    is_subscribed: Boolean
    gender: Int
    allow_remote_shopping_assistance: Boolean!
    confirmation_status: ConfirmationStatusEnum!
  }

  enum ConfirmationStatusEnum {
    ACCOUNT_CONFIRMED
    ACCOUNT_CONFIRMATION_NOT_REQUIRED
    ACCOUNT_CONFIRMATION_REQUIRED
  }

  input ConfirmEmailInput {
    email: String!
    confirmation_key: String!
  }

  type CustomerToken {
    token: String
  }

  type RevokeCustomerTokenOutput {
    result: Boolean!
  }

  type CustomerOutput {
    customer: Customer!
  }

  type IsEmailAvailableOutput {
    is_email_available: Boolean
  }

  input CustomerInput {
    prefix: String
    firstname: String
    middlename: String
    lastname: String
    suffix: String
    email: String
    dob: String
    date_of_birth: String
    taxvat: String
    gender: Int
    password: String
    is_subscribed: Boolean
  }

  input CustomerCreateInput {
    prefix: String
    firstname: String!
    middlename: String
    lastname: String!
    suffix: String
    email: String!
    dob: String
    date_of_birth: String
    taxvat: String
    gender: Int
    password: String
    is_subscribed: Boolean
    allow_remote_shopping_assistance: Boolean
  }

  input CustomerUpdateInput {
    date_of_birth: String
    dob: String
    firstname: String
    gender: Int
    is_subscribed: Boolean
    lastname: String
    middlename: String
    prefix: String
    suffix: String
    taxvat: String
    allow_remote_shopping_assistance: Boolean
  }
`
