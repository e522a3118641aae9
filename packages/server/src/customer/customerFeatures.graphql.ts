// Customer fields of Magento modules our store does not run, answering as Magento does when
// they are off: the product comparison list (none is ever created here: Magento's
// CustomerCompareList answers null for a customer without one).
export const customerFeaturesTypeDefs = /* GraphQL */ `
  extend type Customer {
    compare_list: CompareList
  }

  type CompareList {
    uid: ID!
    items: [ComparableItem]
    attributes: [ComparableAttribute]
    item_count: Int!
  }

  type ComparableItem {
    uid: ID!
    product: ProductInterface!
    attributes: [ProductAttribute]!
  }

  type ComparableAttribute {
    code: String!
    label: String!
  }

  type ProductAttribute {
    code: String!
    value: String!
  }
`

export const customerFeaturesResolvers = {
  Customer: {
    compare_list: () => null,
  },
}
