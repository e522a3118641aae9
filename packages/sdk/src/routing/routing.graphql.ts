import { CategoryDetailsFields } from "../catalog/catalog.graphql.js"
import { capabilityFragment } from "../graphql/capabilities.js"
import { gql, type TypedDocumentString } from "../graphql/document.js"
import type * as G from "../graphql/generated/operations.js"

/**
 * The store's CMS page guards (schema/shutter-extensions.graphql `cms_page_guards`): they ride on
 * the route query, so a page's guards are as fresh as its route and cost no request of their own.
 * A stock Magento has none: the field is left out there.
 */
export const CmsPageGuardsConfigFields = capabilityFragment(
  "third-party-scripts",
  gql`
    fragment CmsPageGuardsConfigFields on StoreConfig {
      cms_page_guards
    }
  `,
)

/**
 * A category's own fields (name, meta, breadcrumbs) ride on the route: after it, a category
 * page needs one request (its listing), not a second one for breadcrumbs and meta.
 */
export const RouteQuery: TypedDocumentString<G.RouteQuery, G.RouteQueryVariables> = gql`
  query route($url: String!) {
    route(url: $url) {
      __typename
      relative_url
      redirect_code
      type
      ... on ProductInterface {
        uid
        sku
        url_key
      }
      ... on CategoryTree {
        ...CategoryDetailsFields
      }
      ... on CmsPage {
        identifier
        title
      }
    }
    storeConfig {
      ...CmsPageGuardsConfigFields
    }
  }
  ${CategoryDetailsFields}
  ${CmsPageGuardsConfigFields}
`
