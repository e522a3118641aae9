import {
  type CustomerSession,
  initialWishlistStatus,
  SIGNED_OUT,
  type WishlistModel,
} from "@shutter/sdk"
import { act, cleanup, render, screen } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { StorefrontProvider } from "./StorefrontProvider.js"
import { observable, stubStorefront } from "./stubStorefront.test-util.js"
import { useWishlistCount, useWishlistItem } from "./useWishlist.js"
import { useWishlist } from "./useWishlistPage.js"

afterEach(cleanup)

const SIGNED_IN: CustomerSession = { signedIn: true, customer: null }

const model = (skus: ReadonlyArray<string>): WishlistModel => ({
  id: "7",
  itemsCount: skus.length,
  sharingCode: "CODE",
  items: skus.map((sku, i) => ({
    id: String(11 + i),
    quantity: 1,
    description: null,
    addedAt: "2026-01-31 09:05:00",
    product: { __typename: "SimpleProduct", uid: `uid-${sku}`, sku } as never,
    options: [],
    variantSku: null,
    giftCard: null,
  })),
  pageInfo: { current_page: 1, page_size: 10, total_pages: 1 },
})

const setup = (session: CustomerSession) => {
  const sessionState = observable(session)
  const wishlist = observable<WishlistModel | null>(null)
  const count = observable(0)
  const loads: Array<unknown> = []
  let countLoads = 0
  const storefront = stubStorefront({
    customer: { session: sessionState },
    wishlist: {
      wishlist,
      count,
      status: observable(initialWishlistStatus),
      load: async (input) => {
        loads.push(input)
        const next = model(["A"])
        wishlist.set(next)
        return next
      },
      loadCount: async () => {
        countLoads++
        count.set(3)
        return 3
      },
    },
  })
  return { storefront, sessionState, wishlist, loads, countLoads: () => countLoads }
}

const Heart = ({ sku }: { sku: string }) => {
  const item = useWishlistItem({ sku, uid: `uid-${sku}` })
  return <span data-testid={`heart-${sku}`}>{item ? `in:${item.id}` : "out"}</span>
}
const Badge = () => <span data-testid="badge">{useWishlistCount()}</span>
const Page = () => {
  const { wishlist } = useWishlist({ currentPage: 1, pageSize: 10 })
  return <span data-testid="page">{wishlist?.items.length ?? "none"}</span>
}

describe("wish list hooks", () => {
  it("signed out: nothing is loaded, no heart is filled, the badge is 0", async () => {
    const { storefront, loads, countLoads } = setup(SIGNED_OUT)
    render(
      <StorefrontProvider storefront={storefront}>
        <Heart sku="A" />
        <Badge />
        <Page />
      </StorefrontProvider>,
    )
    await act(async () => {})
    expect(loads).toEqual([])
    expect(countLoads()).toBe(0)
    expect(screen.getByTestId("heart-A").textContent).toBe("out")
    expect(screen.getByTestId("badge").textContent).toBe("0")
    expect(screen.getByTestId("page").textContent).toBe("none")
  })

  it("signed in: one load for a grid of hearts, the count loads, hearts follow the list", async () => {
    const { storefront, wishlist, loads, countLoads } = setup(SIGNED_IN)
    render(
      <StorefrontProvider storefront={storefront}>
        <Heart sku="A" />
        <Heart sku="B" />
        <Badge />
        <Page />
      </StorefrontProvider>,
    )
    await act(async () => {})
    expect(loads).toHaveLength(1)
    expect(countLoads()).toBe(1)
    expect(screen.getByTestId("heart-A").textContent).toBe("in:11")
    expect(screen.getByTestId("heart-B").textContent).toBe("out")
    expect(screen.getByTestId("badge").textContent).toBe("3")
    await act(async () => wishlist.set(model(["B"])))
    expect(screen.getByTestId("heart-A").textContent).toBe("out")
    expect(screen.getByTestId("heart-B").textContent).toBe("in:11")
  })
})
