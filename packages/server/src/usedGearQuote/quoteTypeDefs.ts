// Used-gear quotes: not a Magento module, so declared in schema/shutter-extensions.graphql too.
// Photos are files of a GraphQL multipart request (the `Upload` scalar), never text in the JSON.
export const usedGearQuoteTypeDefs = /* GraphQL */ `
  "A file sent as a part of a GraphQL multipart request."
  scalar Upload

  type Query {
    usedGearQuote(input: UsedGearQuoteLookupInput!): UsedGearQuote
  }

  type Mutation {
    submitUsedGearQuote(input: UsedGearQuoteInput!): SubmitUsedGearQuoteOutput
  }

  input UsedGearQuoteInput {
    firstname: String!
    lastname: String!
    email: String!
    telephone: String
    postcode: String
    comment: String
    items: [UsedGearQuoteItemInput!]!
  }

  input UsedGearQuoteItemInput {
    brand: String!
    model: String!
    condition: UsedGearConditionEnum!
    accessories: String
    "Up to 5 JPEG, PNG or WebP photos of 5 MB at most; 12 MB for all photos of a request."
    photos: [Upload!]
  }

  enum UsedGearConditionEnum {
    LIKE_NEW
    EXCELLENT
    GOOD
    FAIR
    FOR_PARTS
  }

  type SubmitUsedGearQuoteOutput {
    quote: UsedGearQuote
    user_errors: [UsedGearQuoteUserError!]!
  }

  type UsedGearQuoteUserError {
    field: String!
    code: UsedGearQuoteErrorCode!
    message: String!
  }

  enum UsedGearQuoteErrorCode {
    REQUIRED
    INVALID_EMAIL
    TOO_LONG
    TOO_MANY_ITEMS
    TOO_MANY_PHOTOS
    FILE_TOO_LARGE
    PHOTOS_TOO_LARGE
    NOT_AN_IMAGE
  }

  input UsedGearQuoteLookupInput {
    number: String!
    email: String!
  }

  type UsedGearQuote {
    number: String!
    status: UsedGearQuoteStatusEnum!
    status_label: String!
    status_description: String!
    created_at: String!
    email: String!
    items: [UsedGearQuoteItem!]!
  }

  type UsedGearQuoteItem {
    brand: String!
    model: String!
    condition: UsedGearConditionEnum!
    accessories: String
    photo_count: Int!
  }

  enum UsedGearQuoteStatusEnum {
    RECEIVED
    UNDER_REVIEW
    OFFER_SENT
    ACCEPTED
    DECLINED
  }
`
