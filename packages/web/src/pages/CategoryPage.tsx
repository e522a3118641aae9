import { useCategory } from "@shutter/react"
import { type CategoryDetails, categoryBreadcrumbs } from "@shutter/sdk/rules"
import { categoryMeta } from "@shutter/sdk/seo"
import { Breadcrumbs } from "../components/Breadcrumbs.js"
import { PageHead } from "../seo/PageHead.js"
import { ListingView } from "./listing/ListingView.js"

/**
 * A category listing (catch-all route): breadcrumbs, meta title/description, the listing. The
 * category's own fields come with its route, so the listing is the page's one request; only a
 * route without them (`fromRoute` undefined) asks for the category separately.
 */
export const CategoryPage = ({
  uid,
  category: fromRoute,
}: {
  readonly uid: string
  readonly category?: CategoryDetails | undefined
}) => {
  const { data: current, stale } = useCategory(fromRoute === undefined ? uid : undefined)
  const category = fromRoute ?? (stale ? undefined : current)
  const name = category?.name ?? ""
  // The head a crawler reads (server/shell.ts) and the browser's are the same: Magento's.
  const meta = category ? categoryMeta(category) : undefined
  return (
    <>
      <PageHead title={meta?.title} description={meta?.description} />
      <Breadcrumbs
        crumbs={categoryBreadcrumbs({
          name,
          url_suffix: category?.url_suffix ?? null,
          breadcrumbs: category?.breadcrumbs ?? null,
        })}
      />
      {/* Another category is another listing: it waits for its own first page (see ListingView). */}
      <ListingView key={uid} categoryUid={uid} heading={name} />
    </>
  )
}
