import { capabilityOperation } from "../graphql/capabilities.js"
import { gql, type TypedDocumentString } from "../graphql/document.js"
import type * as G from "../graphql/generated/operations.js"

/** Magento 2.4.7's ReCaptchaWebapiGraphQl settings (is_enabled is 2.4.7's). */
export const RECAPTCHA_V3_CONFIG: TypedDocumentString<
  G.RecaptchaV3ConfigQuery,
  G.RecaptchaV3ConfigQueryVariables
> = capabilityOperation(
  "magento-2.4.7",
  gql`
    query recaptchaV3Config {
      recaptchaV3Config {
        is_enabled
        website_key
        minimum_score
        badge_position
        language_code
        failure_message
        forms
      }
    }
  `,
)
