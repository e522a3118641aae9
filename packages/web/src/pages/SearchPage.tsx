import { useSearch } from "wouter"
import { Breadcrumbs } from "../components/Breadcrumbs.js"
import { useDocumentMeta } from "../hooks/useDocumentMeta.js"
import { ListingView } from "./listing/ListingView.js"

/** `/catalogsearch/result?term=…`: search results with the same filters, sort and paging. */
export const SearchPage = () => {
  const term = new URLSearchParams(useSearch()).get("term") ?? ""
  const heading = `Search results for '${term}'`
  useDocumentMeta(heading)
  return (
    <>
      <Breadcrumbs crumbs={[{ label: heading }]} />
      <ListingView search={term} heading={heading} />
    </>
  )
}
