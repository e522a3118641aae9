import type { ResolvedRoute } from "@shutter/sdk"
import { type QueryResult, type SuspendWhile, useQuery } from "./useQuery.js"
import { useStorefront } from "./useStorefront.js"

/** What the SDK's routing makes of a URL path: product, category, CMS page, redirect or 404. */
export const useRoute = (
  path: string | undefined,
  options: { readonly suspendWhile?: SuspendWhile } = {},
): QueryResult<ResolvedRoute> => {
  const storefront = useStorefront()
  return useQuery(
    path === undefined ? undefined : `route:${path}`,
    () => storefront.routing.resolve({ path: path ?? "/" }),
    options,
  )
}
