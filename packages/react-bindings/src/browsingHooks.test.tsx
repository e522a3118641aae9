import {
  type CategoryNode,
  NotFoundError,
  type ProductListing,
  type ResolvedRoute,
  type ReviewWithRating,
  type TickerState,
} from "@shutter/sdk"
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react"
import { useState } from "react"
import { afterEach, describe, expect, it, onTestFinished, vi } from "vitest"
import { StorefrontProvider } from "./StorefrontProvider.js"
import { deferred, observable, stubStorefront } from "./stubStorefront.test-util.js"
import { useCreateReview, useProductListing } from "./useCatalog.js"
import { useCategoryTree, useTicker } from "./useContent.js"
import { useRoute } from "./useRoute.js"

afterEach(cleanup)

const wait = (ms: number) => act(() => new Promise<void>((r) => setTimeout(r, ms)))

const listing = (names: ReadonlyArray<string>): ProductListing =>
  ({
    items: names.map((name) => ({ uid: name, name })),
    aggregations: [],
    pageInfo: { current_page: 1, page_size: 12, total_pages: 1 },
    totalCount: names.length,
    params: { page: 1, itemsPerPage: 10, filter: {} },
    sortFields: [],
  }) as unknown as ProductListing

const Listing = ({ query }: { readonly query: string }) => {
  const { data, showLoading, stale } = useProductListing({ categoryUid: "Mw==", query })
  return (
    <div>
      {showLoading && <p>Loading products…</p>}
      {stale && <p>Updating…</p>}
      <ul>
        {data?.items.map((item) => (
          <li key={item.uid}>{item.name}</li>
        ))}
      </ul>
    </div>
  )
}

const Pager = () => {
  const [page, setPage] = useState(1)
  return (
    <>
      <button type="button" onClick={() => setPage(2)}>
        Next
      </button>
      <Listing query={`?page=${page}`} />
    </>
  )
}

const Menu = () => {
  const { data, load } = useCategoryTree()
  return (
    <>
      <button type="button" onClick={() => void load()}>
        Menu
      </button>
      <p>{data === null ? "not loaded" : data.map((c) => c.name).join(", ")}</p>
    </>
  )
}

const Ticker = () => <p>ticker {useTicker().status}</p>

const Route = ({ path }: { readonly path: string }) => {
  const { data, error } = useRoute(path)
  if (error) return <p>error {(error as NotFoundError)._tag}</p>
  return <p>{data?._tag ?? "…"}</p>
}

const Form = () => {
  const { submit, status, review } = useCreateReview("CAM-1")
  return (
    <>
      <button
        type="button"
        onClick={() =>
          void submit({
            sku: "CAM-1",
            nickname: "Ana",
            summary: "Sharp",
            text: "Great",
            ratings: [],
          })
        }
      >
        Submit review
      </button>
      <p>
        {status} {review ? `${review.nickname}: ${review.summary}` : ""}
      </p>
    </>
  )
}

describe("useProductListing", () => {
  it("shows a loading state only after 200 ms (spec §9), then the products", async () => {
    const answer = deferred<ProductListing>()
    const calls: Array<string> = []
    const storefront = stubStorefront({
      catalog: {
        listProducts: (input) => {
          calls.push(String(input.query))
          return answer.promise
        },
      },
    })
    // The clock is the test's: the 200 ms are counted exactly, however busy the machine.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] })
    onTestFinished(() => {
      vi.useRealTimers()
    })
    render(
      <StorefrontProvider storefront={storefront}>
        <Listing query="?sort=price-ASC" />
        <Listing query="?sort=price-ASC" />
      </StorefrontProvider>,
    )
    await act(async () => vi.advanceTimersByTime(199))
    expect(screen.queryByText("Loading products…")).toBeNull()
    await act(async () => vi.advanceTimersByTime(1))
    expect(screen.getAllByText("Loading products…")).toHaveLength(2)
    await act(async () => answer.resolve(listing(["Nikon Z6 III"])))
    expect(screen.queryByText("Loading products…")).toBeNull()
    expect(screen.getAllByText("Nikon Z6 III")).toHaveLength(2)
    expect(calls).toEqual(["sort=price-ASC"])
  })

  it("keeps the previous page on screen while the next URL state loads", async () => {
    const pages = new Map([
      ["page=1", deferred<ProductListing>()],
      ["page=2", deferred<ProductListing>()],
    ])
    const storefront = stubStorefront({
      catalog: {
        listProducts: (input) => pages.get(String(input.query))?.promise ?? Promise.reject(),
      },
    })
    render(
      <StorefrontProvider storefront={storefront}>
        <Pager />
      </StorefrontProvider>,
    )
    await act(async () => pages.get("page=1")?.resolve(listing(["Page one lens"])))
    fireEvent.click(screen.getByRole("button", { name: "Next" }))
    expect(screen.getByText("Page one lens")).toBeTruthy()
    expect(screen.getByText("Updating…")).toBeTruthy()
    await act(async () => pages.get("page=2")?.resolve(listing(["Page two lens"])))
    expect(screen.queryByText("Page one lens")).toBeNull()
    expect(screen.getByText("Page two lens")).toBeTruthy()
    expect(screen.queryByText("Updating…")).toBeNull()
  })
})

describe("useCategoryTree", () => {
  it("loads nothing until first needed, then loads once", async () => {
    const categories = observable<ReadonlyArray<CategoryNode> | null>(null)
    let loads = 0
    const storefront = stubStorefront({
      content: {
        categories,
        loadCategories: async () => {
          loads += 1
          const tree = [
            { uid: "Mw==", name: "Photography" },
          ] as unknown as ReadonlyArray<CategoryNode>
          categories.set(tree)
          return tree
        },
      },
    })
    render(
      <StorefrontProvider storefront={storefront}>
        <Menu />
      </StorefrontProvider>,
    )
    await wait(10)
    expect(screen.getByText("not loaded")).toBeTruthy()
    expect(loads).toBe(0)
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Menu" })))
    expect(screen.getByText("Photography")).toBeTruthy()
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Menu" })))
    expect(loads).toBe(1)
  })
})

describe("useTicker", () => {
  it("loads the ticker once and follows the SDK's state", async () => {
    const ticker = observable<TickerState>({ status: "loading", items: [] })
    let loads = 0
    const storefront = stubStorefront({
      content: {
        ticker,
        loadTicker: async () => {
          loads += 1
          const state: TickerState = { status: "hidden", items: [] }
          ticker.set(state)
          return state
        },
      },
    })
    render(
      <StorefrontProvider storefront={storefront}>
        <Ticker />
        <Ticker />
      </StorefrontProvider>,
    )
    await wait(10)
    expect(screen.getAllByText("ticker hidden")).toHaveLength(2)
    expect(loads).toBe(1)
  })
})

describe("useRoute", () => {
  it("gives the resolved route, or the SDK's tagged error", async () => {
    const storefront = stubStorefront({
      routing: {
        resolve: async ({ path }) =>
          path === "/boom"
            ? Promise.reject(new NotFoundError({ entity: "cmsPage", key: path, message: "gone" }))
            : ({
                _tag: "CmsPage",
                identifier: "Faq",
                title: "FAQ",
                guards: [],
              } satisfies ResolvedRoute),
      },
    })
    render(
      <StorefrontProvider storefront={storefront}>
        <Route path="/Faq" />
        <Route path="/boom" />
      </StorefrontProvider>,
    )
    await wait(10)
    expect(screen.getByText("CmsPage")).toBeTruthy()
    expect(screen.getByText("error NotFoundError")).toBeTruthy()
  })
})

describe("useCreateReview", () => {
  it("keeps the server's answer in the store", async () => {
    const storefront = stubStorefront({
      catalog: {
        createReview: async (input) =>
          ({ nickname: input.nickname, summary: input.summary, rating: 4 }) as ReviewWithRating,
      },
    })
    render(
      <StorefrontProvider storefront={storefront}>
        <Form />
      </StorefrontProvider>,
    )
    expect(screen.getByText("idle")).toBeTruthy()
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Submit review" })))
    expect(screen.getByText("done Ana: Sharp")).toBeTruthy()
  })
})
