import type { WarrantyOffers } from "@shutter/sdk"
import { act, cleanup, render, screen } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { StorefrontProvider } from "./StorefrontProvider.js"
import { deferred, stubStorefront } from "./stubStorefront.test-util.js"
import { useWarrantyOffers } from "./useCartOffers.js"

afterEach(cleanup)

const Offers = ({ sku }: { readonly sku: string | undefined }) => {
  const { data, loading } = useWarrantyOffers(sku)
  if (loading) return <p>loading</p>
  return <p data-testid="plans">{(data?.plans ?? []).map((p) => p.title).join(", ")}</p>
}

describe("useWarrantyOffers", () => {
  it("asks the SDK once per sku, however many lines show it; no sku asks nothing", async () => {
    const asked: string[] = []
    const answer = deferred<WarrantyOffers>()
    const storefront = stubStorefront({
      cart: {
        warrantyOffers: ({ sku }) => {
          asked.push(sku)
          return answer.promise
        },
      },
    })
    render(
      <StorefrontProvider storefront={storefront}>
        <Offers sku="NIK-Z6-II" />
        <Offers sku="NIK-Z6-II" />
        <Offers sku={undefined} />
      </StorefrontProvider>,
    )
    expect(screen.getAllByText("loading")).toHaveLength(2)
    await act(async () =>
      answer.resolve({
        sku: "NIK-Z6-II",
        product: "2",
        plans: [
          {
            planId: "SHT-PHOTO-24M-BASE",
            offerPlanId: "OFFER-PHOTO-24",
            coverageType: "base",
            price: 4999,
            term: 24,
            title: "2 Year Protection Plan",
          },
        ],
      }),
    )
    expect(screen.getAllByText("2 Year Protection Plan")).toHaveLength(2)
    expect(asked).toEqual(["NIK-Z6-II"])
  })
})
