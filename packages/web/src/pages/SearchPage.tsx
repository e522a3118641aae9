import { searchTermOf } from "@shutter/sdk/rules"
import { useSearch } from "wouter"
import { Breadcrumbs } from "../components/Breadcrumbs.js"
import { PageHead } from "../seo/PageHead.js"
import { ListingView } from "./listing/ListingView.js"
import { searchHeading } from "./searchHeading.js"

/** `/catalogsearch/result?term=…` (or Magento's `?q=…`): search results with the same filters, sort and paging. */
export const SearchPage = () => {
  const term = searchTermOf(useSearch())
  const heading = searchHeading(term)
  return (
    <>
      <PageHead title={heading} />
      <Breadcrumbs crumbs={[{ label: heading }]} />
      <ListingView search={term} heading={heading} />
    </>
  )
}
