import type { GraphQLSchema } from "graphql"
import { createSchema as createYogaSchema } from "graphql-yoga"
import {
  assignCustomerToGuestCartResolvers,
  assignCustomerToGuestCartTypeDefs,
} from "../cart/assignGuestCart.graphql.js"
import { cartResolvers, cartTypeDefs } from "../cart/cart.graphql.js"
import { cartLegacyResolvers, cartLegacyTypeDefs } from "../cart/cartLegacy.graphql.js"
import { perTypeAddResolvers, perTypeAddTypeDefs } from "../cart/perTypeAdd.graphql.js"
import { catalogResolvers } from "../catalog/catalog.graphql.js"
import { catalogTypeDefs } from "../catalog/catalogTypeDefs.js"
import {
  configurableSelectionResolvers,
  configurableSelectionTypeDefs,
} from "../catalog/configurableSelection.graphql.js"
import { checkoutResolvers, checkoutTypeDefs } from "../checkout/checkout.graphql.js"
import {
  externalCheckoutResolvers,
  externalCheckoutTypeDefs,
} from "../checkout/externalCheckout.graphql.js"
import { cmsPageGuardsResolvers, cmsPageGuardsTypeDefs } from "../content/cmsPageGuards.graphql.js"
import { contentResolvers, contentTypeDefs } from "../content/content.graphql.js"
import { addressResolvers, addressTypeDefs } from "../customer/address.graphql.js"
import { customerResolvers, customerTypeDefs } from "../customer/customer.graphql.js"
import {
  customerFeaturesResolvers,
  customerFeaturesTypeDefs,
} from "../customer/customerFeatures.graphql.js"
import { directoryResolvers, directoryTypeDefs } from "../directory/directory.graphql.js"
import { giftCardResolvers, giftCardTypeDefs } from "../giftCard/giftCard.graphql.js"
import type { GraphqlContext } from "../graphql/context.js"
import type { DomainResolvers } from "../graphql/resolverTypes.js"
import { newsletterResolvers, newsletterTypeDefs } from "../newsletter/newsletter.graphql.js"
import { paymentResolvers, paymentTypeDefs } from "../payment/payment.graphql.js"
import {
  productAlertResolvers,
  productAlertTypeDefs,
} from "../productAlert/productAlert.graphql.js"
import { reCaptchaResolvers, reCaptchaTypeDefs } from "../recaptcha/recaptcha.graphql.js"
import { reviewResolvers, reviewTypeDefs } from "../review/review.graphql.js"
import { routingResolvers, routingTypeDefs } from "../routing/routing.graphql.js"
import { customerOrdersResolvers, customerOrdersTypeDefs } from "../sales/customerOrders.graphql.js"
import { orderItemTypeDefs } from "../sales/orderItemTypeDefs.js"
import { reorderItemsResolvers, reorderItemsTypeDefs } from "../sales/reorderItems.graphql.js"
import { salesResolvers, salesTypeDefs } from "../sales/sales.graphql.js"
import { salesRuleResolvers, salesRuleTypeDefs } from "../salesRule/salesRule.graphql.js"
import { storeResolvers, storeTypeDefs } from "../store/store.graphql.js"
import {
  thirdPartyScriptsResolvers,
  thirdPartyScriptsTypeDefs,
} from "../store/thirdPartyScripts.graphql.js"
import {
  usedGearQuoteResolvers,
  usedGearQuoteScalars,
  usedGearQuoteTypeDefs,
} from "../usedGearQuote/quote.graphql.js"
import { warrantyResolvers, warrantyTypeDefs } from "../warranty/warranty.graphql.js"
import { wishlistResolvers, wishlistTypeDefs } from "../wishlist/wishlist.graphql.js"
import {
  storeConfigFeaturesResolvers,
  storeConfigFeaturesTypeDefs,
} from "./storeConfigFeatures.graphql.js"

/** Each domain's SDL; the domains' `type Query` blocks are merged into one. */
export const typeDefs: readonly string[] = [
  storeTypeDefs,
  storeConfigFeaturesTypeDefs,
  thirdPartyScriptsTypeDefs,
  directoryTypeDefs,
  catalogTypeDefs,
  contentTypeDefs,
  cmsPageGuardsTypeDefs,
  routingTypeDefs,
  reviewTypeDefs,
  cartTypeDefs,
  checkoutTypeDefs,
  paymentTypeDefs,
  externalCheckoutTypeDefs,
  salesRuleTypeDefs,
  warrantyTypeDefs,
  salesTypeDefs,
  customerTypeDefs,
  giftCardTypeDefs,
  addressTypeDefs,
  customerOrdersTypeDefs,
  orderItemTypeDefs,
  cartLegacyTypeDefs,
  perTypeAddTypeDefs,
  configurableSelectionTypeDefs,
  customerFeaturesTypeDefs,
  assignCustomerToGuestCartTypeDefs,
  reorderItemsTypeDefs,
  wishlistTypeDefs,
  usedGearQuoteTypeDefs,
  newsletterTypeDefs,
  productAlertTypeDefs,
  reCaptchaTypeDefs,
]

const resolvers = [
  storeResolvers,
  storeConfigFeaturesResolvers,
  thirdPartyScriptsResolvers,
  directoryResolvers,
  catalogResolvers,
  contentResolvers,
  cmsPageGuardsResolvers,
  routingResolvers,
  reviewResolvers,
  cartResolvers,
  checkoutResolvers,
  paymentResolvers,
  externalCheckoutResolvers,
  salesRuleResolvers,
  warrantyResolvers,
  salesResolvers,
  customerResolvers,
  giftCardResolvers,
  addressResolvers,
  customerOrdersResolvers,
  cartLegacyResolvers,
  perTypeAddResolvers,
  configurableSelectionResolvers,
  customerFeaturesResolvers,
  assignCustomerToGuestCartResolvers,
  reorderItemsResolvers,
  wishlistResolvers,
  usedGearQuoteResolvers,
  newsletterResolvers,
  productAlertResolvers,
  reCaptchaResolvers,
] satisfies ReadonlyArray<DomainResolvers>

/** The executable Magento-compatible schema. */
export const createSchema = (): GraphQLSchema =>
  createYogaSchema<GraphqlContext>({
    typeDefs: [...typeDefs],
    resolvers: [...resolvers, usedGearQuoteScalars],
  })
