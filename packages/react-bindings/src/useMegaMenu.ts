import type { MegaMenuEntry } from "@shutter/sdk"
import { type QueryResult, useQuery } from "./useQuery.js"
import { useStorefrontContext } from "./useStorefront.js"

/** The mega menu of a group (default "main-menu"), with the SDK's link rules applied. */
export const useMegaMenu = (title?: string): QueryResult<ReadonlyArray<MegaMenuEntry>> => {
  const { storefront } = useStorefrontContext()
  return useQuery(`megaMenu:${title ?? ""}`, () =>
    storefront.content.megaMenu(title === undefined ? {} : { title }),
  )
}
