import { useSharedWishlist } from "@shutter/react"
import { WISHLIST_PAGE_SIZE } from "@shutter/sdk/rules"
import { useSearch } from "wouter"
import { Pager, pageOf } from "../components/Pager.js"
import { PageHead } from "../seo/PageHead.js"
import { WishlistItemCard } from "./WishlistItemCard.js"

const TITLE = "Shared wishlist"

/** `/wishlist/shared/{code}`: a list shared by e-mail, readable without signing in. */
const SharedWishlistPage = ({ code }: { readonly code: string | undefined }) => {
  const currentPage = pageOf(useSearch())
  const { data, error, showLoading } = useSharedWishlist(code, {
    currentPage,
    pageSize: WISHLIST_PAGE_SIZE,
  })
  const missing = code === undefined || data === null || error !== undefined
  return (
    <section className="wishlist-page wishlist-page--shared" data-testid="shared-wishlist">
      <PageHead title={TITLE} />
      <h1>{TITLE}</h1>
      {missing ? (
        <p data-testid="shared-wishlist-missing">
          This wishlist link is not valid any more. Ask its owner to share the list again.
        </p>
      ) : data === undefined ? (
        <p aria-busy="true">{showLoading ? "Loading…" : ""}</p>
      ) : data.items.length === 0 ? (
        <p>This wishlist is empty.</p>
      ) : (
        <>
          <p>
            {data.itemsCount} {data.itemsCount === 1 ? "item" : "items"}
          </p>
          <div className="wishlist-items wishlist-items--grid">
            {data.items.map((item) => (
              <WishlistItemCard key={item.id} item={item} layout="grid" size={300} readOnly />
            ))}
          </div>
          <Pager
            path={`/wishlist/shared/${code}`}
            label="Wishlist pages"
            currentPage={currentPage}
            totalPages={data.pageInfo.total_pages ?? 1}
          />
        </>
      )}
    </section>
  )
}

export default SharedWishlistPage
