import { useCategory } from "@shutter/react"
import { categoryPath } from "@shutter/sdk"
import { Breadcrumbs } from "../components/Breadcrumbs.js"
import { useDocumentMeta } from "../hooks/useDocumentMeta.js"
import { ListingView } from "./listing/ListingView.js"

/** A category listing (catch-all route): breadcrumbs, meta title/description, the listing. */
export const CategoryPage = ({ uid }: { readonly uid: string }) => {
  const { data: current, stale } = useCategory(uid)
  const category = stale ? undefined : current
  const name = category?.name ?? ""
  useDocumentMeta(category?.meta_title || name || undefined, category?.meta_description)
  const crumbs = [
    ...(category?.breadcrumbs ?? []).flatMap((b) =>
      b?.category_name
        ? [
            {
              label: b.category_name,
              href: categoryPath({
                url_path: b.category_url_path,
                url_suffix: category?.url_suffix ?? null,
              }),
            },
          ]
        : [],
    ),
    { label: name },
  ]
  return (
    <>
      <Breadcrumbs crumbs={crumbs} />
      <ListingView categoryUid={uid} heading={name} />
    </>
  )
}
