// Product alerts (Magento's ProductAlert module, which has no GraphQL: declared in
// schema/shutter-extensions.graphql): a signed-in customer asks to hear when a product is back
// in stock or its price drops, lists and removes those alerts. The e-mails leave when the
// catalogue changes (productAlertMail.ts, called by the stock and price changes).
import { sellableBySku } from "../catalog/cartCatalog.js"
import { BASE_CURRENCY } from "../catalog/money.js"
import { toProductSource } from "../catalog/productSource.js"
import { CUSTOMER_NOT_AUTHORIZED } from "../customer/customerMessages.js"
import type { GraphqlContext } from "../graphql/context.js"
import { authorizationError, inputError, noSuchEntityError } from "../graphql/errors.js"
import {
  alertNotFound,
  PRICE_DELETED,
  PRICE_SAVED,
  PRODUCT_NOT_FOUND,
  STOCK_DELETED,
  STOCK_SAVED,
} from "./productAlertMessages.js"
import {
  type AlertKind,
  type AlertRow,
  alertsOfCustomer,
  deleteAlert,
  saveAlert,
} from "./productAlertRepository.js"

export const productAlertTypeDefs = /* GraphQL */ `
  type Mutation {
    subscribeProductAlert(input: ProductAlertInput!): ProductAlertOutput
    unsubscribeProductAlert(id: ID!): UnsubscribeProductAlertOutput
  }

  extend type Customer {
    product_alerts: [ProductAlert!]!
  }

  input ProductAlertInput {
    sku: String!
    type: ProductAlertTypeEnum!
  }

  enum ProductAlertTypeEnum {
    STOCK
    PRICE
  }

  type ProductAlert {
    id: ID!
    type: ProductAlertTypeEnum!
    product: ProductInterface
    price: Money
    created_at: String!
    sent_at: String
    send_count: Int!
  }

  type ProductAlertOutput {
    alert: ProductAlert!
    message: String!
  }

  type UnsubscribeProductAlertOutput {
    message: String!
  }
`

const requireCustomer = (context: GraphqlContext): number => {
  if (context.customerId === null) throw authorizationError(CUSTOMER_NOT_AUTHORIZED)
  return context.customerId
}

const magentoDate = (date: Date | string): string =>
  new Date(date).toISOString().slice(0, 19).replace("T", " ")

const alertObject = (row: AlertRow) => ({
  id: String(row.id),
  type: row.kind === "stock" ? "STOCK" : "PRICE",
  productId: row.productId,
  price: row.price === null ? null : { value: row.price / 100, currency: BASE_CURRENCY },
  created_at: magentoDate(row.createdAt),
  sent_at: row.sentAt === null ? null : magentoDate(row.sentAt),
  send_count: row.sendCount,
})

type AlertObject = ReturnType<typeof alertObject>

export const productAlertResolvers = {
  Mutation: {
    subscribeProductAlert: async (
      _: unknown,
      args: { readonly input: { readonly sku: string; readonly type: "STOCK" | "PRICE" } },
      context: GraphqlContext,
    ) => {
      const customerId = requireCustomer(context)
      const product = await sellableBySku(context.db, args.input.sku)
      if (product === undefined || product.status !== 1) throw noSuchEntityError(PRODUCT_NOT_FOUND)
      const kind: AlertKind = args.input.type === "STOCK" ? "stock" : "price"
      const row = await saveAlert(context.db, {
        kind,
        customerId,
        productId: product.id,
        storeId: context.store.id,
        price: kind === "price" ? (product.special_price ?? product.price) : null,
      })
      return { alert: alertObject(row), message: kind === "stock" ? STOCK_SAVED : PRICE_SAVED }
    },
    unsubscribeProductAlert: async (
      _: unknown,
      args: { readonly id: string },
      context: GraphqlContext,
    ) => {
      const customerId = requireCustomer(context)
      const id = Number.parseInt(args.id, 10)
      const removed = Number.isInteger(id)
        ? await deleteAlert(context.db, customerId, id)
        : undefined
      if (removed === undefined) throw inputError(alertNotFound(args.id))
      return { message: removed.kind === "stock" ? STOCK_DELETED : PRICE_DELETED }
    },
  },
  Customer: {
    product_alerts: async (_: unknown, _args: unknown, context: GraphqlContext) =>
      (await alertsOfCustomer(context.db, requireCustomer(context))).map(alertObject),
  },
  ProductAlert: {
    product: async (alert: AlertObject, _args: unknown, context: GraphqlContext) => {
      const row = await context.loaders.catalog.products.load(alert.productId)
      return row === undefined ? null : toProductSource(row)
    },
  },
}
