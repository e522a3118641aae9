// Magento 2.4's address book types, plus the uid-based V2 mutations (Magento 2.4.7 / 2.4.9).
export const addressTypeDefs = /* GraphQL */ `
  type Mutation {
    createCustomerAddress(input: CustomerAddressInput!): CustomerAddress
    updateCustomerAddress(id: Int!, input: CustomerAddressInput): CustomerAddress
    deleteCustomerAddress(id: Int!): Boolean
    updateCustomerAddressV2(uid: ID!, input: CustomerAddressInput): CustomerAddress
    deleteCustomerAddressV2(uid: ID!): Boolean
  }

  extend type Customer {
    addresses: [CustomerAddress]
  }

  type CustomerAddress {
    id: Int
    uid: ID!
    customer_id: Int @deprecated(reason: "\`customer_id\` is not needed as part of \`CustomerAddress\`. The \`id\` is a unique identifier for the addresses.")
    region: CustomerAddressRegion
    region_id: Int
    country_id: String @deprecated(reason: "Use \`country_code\` instead.")
    country_code: CountryCodeEnum
    street: [String]
    company: String
    telephone: String
    fax: String
    postcode: String
    city: String
    firstname: String
    lastname: String
    middlename: String
    prefix: String
    suffix: String
    vat_id: String
    default_shipping: Boolean
    default_billing: Boolean
    custom_attributes: [CustomerAddressAttribute] @deprecated(reason: "Use custom_attributesV2 instead.")
    extension_attributes: [CustomerAddressAttribute]
  }

  type CustomerAddressRegion {
    region_code: String
    region: String
    region_id: Int
  }

  type CustomerAddressAttribute {
    attribute_code: String
    value: String
  }

  input CustomerAddressInput {
    firstname: String
    lastname: String
    company: String
    telephone: String
    street: [String]
    city: String
    region: CustomerAddressRegionInput
    postcode: String
    country_id: CountryCodeEnum
    country_code: CountryCodeEnum
    default_shipping: Boolean
    default_billing: Boolean
    fax: String
    middlename: String
    prefix: String
    suffix: String
    vat_id: String
  }

  input CustomerAddressRegionInput {
    region_code: String
    region: String
    region_id: Int
  }
`
