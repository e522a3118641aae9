// Magento's ReCaptchaWebapiGraphQl (security-package, 2.4.7): the recaptchaV3Config query, and
// the X-ReCaptcha header checked on the mutations of the forms the store put under reCAPTCHA v3.
// Not in the 2.4 reference dump, so declared in schema/shutter-extensions.graphql too.
import { defaultFieldResolver, type GraphQLFieldResolver, type GraphQLSchema } from "graphql"
import type { GraphqlContext } from "../graphql/context.js"
import { inputError } from "../graphql/errors.js"
import { FORM_OF_MUTATION, loadReCaptchaSettings } from "./recaptchaConfig.js"
import { isHuman, type ReCaptchaVerifier } from "./recaptchaVerifier.js"

export const reCaptchaTypeDefs = /* GraphQL */ `
  type Query {
    recaptchaV3Config: ReCaptchaConfigurationV3
  }

  enum ReCaptchaFormEnum {
    PLACE_ORDER
    CONTACT
    CUSTOMER_LOGIN
    CUSTOMER_FORGOT_PASSWORD
    CUSTOMER_CREATE
    CUSTOMER_EDIT
    NEWSLETTER
    PRODUCT_REVIEW
    SENDFRIEND
    BRAINTREE
    USED_GEAR_QUOTE
  }

  type ReCaptchaConfigurationV3 {
    is_enabled: Boolean!
    website_key: String!
    minimum_score: Float!
    badge_position: String!
    language_code: String
    failure_message: String!
    forms: [ReCaptchaFormEnum!]!
  }
`

export const reCaptchaResolvers = {
  Query: {
    // Magento 2.4.7 answers the object always, `is_enabled` saying whether both keys and a form
    // are set; the private key never leaves the server.
    recaptchaV3Config: async (_: unknown, _args: unknown, context: GraphqlContext) => {
      const settings = await loadReCaptchaSettings(context.db, context.store.id)
      return {
        is_enabled: settings.isEnabled,
        website_key: settings.websiteKey,
        minimum_score: settings.minimumScore,
        badge_position: settings.badgePosition,
        language_code: settings.languageCode,
        failure_message: settings.failureMessage,
        forms: settings.forms.map((form) => form.toUpperCase()),
      }
    },
  },
}

/** GraphQlValidator's text (GraphQlInputException), whatever the store's failure message. */
export const RECAPTCHA_FAILED_MESSAGE = "ReCaptcha validation failed, please try again"

/**
 * Wraps each protected mutation: when the store view has reCAPTCHA v3 on (keys set) for the
 * mutation's form, the X-ReCaptcha header must hold a token the provider finds human, checked
 * before the mutation runs (and before its rate limit counts it).
 */
export const guardReCaptcha = (schema: GraphQLSchema, verify: ReCaptchaVerifier): GraphQLSchema => {
  const mutation = schema.getMutationType()
  if (mutation === null || mutation === undefined) return schema
  for (const field of Object.values(mutation.getFields())) {
    const form = FORM_OF_MUTATION.get(field.name)
    if (form === undefined) continue
    const resolve = (field.resolve ?? defaultFieldResolver) as GraphQLFieldResolver<
      unknown,
      GraphqlContext
    >
    field.resolve = async (source, args, context: GraphqlContext, info) => {
      const settings = await loadReCaptchaSettings(context.db, context.store.id)
      if (
        settings.privateKey !== "" &&
        settings.websiteKey !== "" &&
        settings.forms.includes(form)
      ) {
        const token = context.reCaptchaToken
        const human =
          token !== "" &&
          isHuman(
            await verify({ token, secret: settings.privateKey, remoteIp: context.clientAddress }),
            settings.minimumScore,
          )
        if (!human) throw inputError(RECAPTCHA_FAILED_MESSAGE)
      }
      return resolve(source, args, context, info)
    }
  }
  return schema
}
