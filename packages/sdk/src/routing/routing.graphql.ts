import type { TypedDocumentNode } from "@graphql-typed-document-node/core"
import gql from "graphql-tag"
import { CategoryDetailsFields } from "../catalog/catalog.graphql.js"
import type * as G from "../graphql/generated/operations.js"

/**
 * A category's own fields (name, meta, breadcrumbs) ride on the route: after it, a category
 * page needs one request (its listing), not a second one for breadcrumbs and meta.
 */
export const RouteQuery: TypedDocumentNode<G.RouteQuery, G.RouteQueryVariables> = gql`
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
  }
  ${CategoryDetailsFields}
`
