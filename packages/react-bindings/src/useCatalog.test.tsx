import type { CategoryDetails, LinkedProducts, ProductCard } from "@shutter/sdk"
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react"
import { useState } from "react"
import { afterEach, describe, expect, it } from "vitest"
import { StorefrontProvider } from "./StorefrontProvider.js"
import { stubStorefront } from "./stubStorefront.test-util.js"
import { useCategory, useLinkedProducts } from "./useCatalog.js"

afterEach(cleanup)

const wait = (ms: number) => act(() => new Promise<void>((r) => setTimeout(r, ms)))

const cards = (names: ReadonlyArray<string>) =>
  names.map((name) => ({ uid: name, name })) as unknown as ReadonlyArray<ProductCard>

const Carousels = ({ sku }: { readonly sku: string | undefined }) => {
  const { data } = useLinkedProducts(sku)
  return (
    <>
      <p>related: {data?.related.map((p) => p.name).join(", ") ?? "none"}</p>
      <p>upsell: {data?.upsell.map((p) => p.name).join(", ") ?? "none"}</p>
    </>
  )
}

/** Shows the carousels only once "near the viewport" (here: a button). */
const LazyCarousels = () => {
  const [near, setNear] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setNear(true)}>
        Scroll down
      </button>
      <Carousels sku={near ? "CAM-1" : undefined} />
      <Carousels sku={near ? "CAM-1" : undefined} />
    </>
  )
}

describe("useLinkedProducts", () => {
  it("asks nothing until needed, then ONE request fills both carousels", async () => {
    const calls: Array<string> = []
    const storefront = stubStorefront({
      catalog: {
        linkedProducts: async ({ sku }) => {
          calls.push(sku)
          return {
            related: cards(["Lens hood"]),
            upsell: cards(["Canon R5 Mark II"]),
          } satisfies LinkedProducts
        },
      },
    })
    render(
      <StorefrontProvider storefront={storefront}>
        <LazyCarousels />
      </StorefrontProvider>,
    )
    await wait(10)
    expect(calls).toEqual([])
    expect(screen.getAllByText("related: none")).toHaveLength(2)
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Scroll down" })))
    await wait(10)
    expect(screen.getAllByText("related: Lens hood")).toHaveLength(2)
    expect(screen.getAllByText("upsell: Canon R5 Mark II")).toHaveLength(2)
    expect(calls).toEqual(["CAM-1"])
  })
})

const CategoryName = ({ uid }: { readonly uid: string | undefined }) => (
  <p>{useCategory(uid).data?.name ?? "from the route"}</p>
)

describe("useCategory", () => {
  it("makes no request when the route already gave the category", async () => {
    const calls: Array<string> = []
    const storefront = stubStorefront({
      catalog: {
        category: async ({ uid }) => {
          calls.push(uid)
          return { uid, name: "Photography" } as CategoryDetails
        },
      },
    })
    render(
      <StorefrontProvider storefront={storefront}>
        <CategoryName uid={undefined} />
        <CategoryName uid="Mw==" />
      </StorefrontProvider>,
    )
    await wait(10)
    expect(screen.getByText("from the route")).toBeTruthy()
    expect(screen.getByText("Photography")).toBeTruthy()
    expect(calls).toEqual(["Mw=="])
  })
})
