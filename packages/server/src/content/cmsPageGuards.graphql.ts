// CMS page guards (schema/shutter-extensions.graphql): the navigation guards a store puts on its
// CMS pages, as the `store_config` value `cms_page_guards` ("members-deals:is-authenticated").
// The storefront's SDK reads and applies it; the server only stores and answers the text.
import type { StoreConfigObject } from "../store/storeConfig.js"

export const cmsPageGuardsTypeDefs = /* GraphQL */ `
  extend type StoreConfig {
    cms_page_guards: String
  }
`

export const cmsPageGuardsResolvers = {
  StoreConfig: {
    cms_page_guards: (config: StoreConfigObject): string | null => {
      const value = config.cms_page_guards
      return typeof value === "string" && value.trim() !== "" ? value : null
    },
  },
}
