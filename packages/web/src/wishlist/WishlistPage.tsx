import { useWishlist } from "@shutter/react"
import { WISHLIST_PAGE_SIZE, WISHLIST_ROUTE } from "@shutter/sdk/rules"
import { useState } from "react"
import { useSearch } from "wouter"
import { Pager, pageOf } from "../components/Pager.js"
import { EmptyAccountList } from "../pages/account/EmptyAccountList.js"
import { ViewModeSwitch } from "./ViewModeSwitch.js"
import { WishlistItemCard } from "./WishlistItemCard.js"
import { WishlistShareForm } from "./WishlistShareForm.js"
import { WishlistShareLink } from "./WishlistShareLink.js"

/** `/customer/my-wishlist`: the items, grid or list (default grid), 10 a page, share by e-mail. */
const WishlistPage = () => {
  const currentPage = pageOf(useSearch())
  const { wishlist, loading } = useWishlist({ currentPage, pageSize: WISHLIST_PAGE_SIZE })
  const [mode, setMode] = useState<"grid" | "list">("grid")
  if (wishlist === null)
    return <section className="wishlist-page wishlist-page--pending" aria-busy="true" />
  const totalPages = wishlist.pageInfo.total_pages ?? 1
  if (wishlist.itemsCount === 0)
    return (
      <EmptyAccountList
        heading="Your wishlist is empty"
        text="Keep an eye on a lens or a body you're considering: items you save to your wishlist are listed here with their current price and stock."
      />
    )
  return (
    <section className="wishlist-page" aria-busy={loading} data-testid="wishlist-page">
      <div className="wishlist-page__bar">
        <p data-testid="wishlist-total">
          {wishlist.itemsCount} {wishlist.itemsCount === 1 ? "item" : "items"}
        </p>
        <ViewModeSwitch mode={mode} onChange={setMode} />
      </div>
      <div className={`wishlist-items wishlist-items--${mode}`}>
        {wishlist.items.map((item) => (
          <WishlistItemCard
            key={item.id}
            item={item}
            layout={mode}
            size={mode === "grid" ? 300 : 218}
          />
        ))}
      </div>
      <Pager
        path={WISHLIST_ROUTE}
        label="Wishlist pages"
        currentPage={currentPage}
        totalPages={totalPages}
      />
      {wishlist.sharingCode && <WishlistShareLink sharingCode={wishlist.sharingCode} />}
      <WishlistShareForm />
    </section>
  )
}

export default WishlistPage
