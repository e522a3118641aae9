import { type CustomerProfile, type ProductAlert, SIGNED_OUT } from "@shutter/sdk"
import { act, cleanup, render, screen } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { StorefrontProvider } from "./StorefrontProvider.js"
import { observable, stubStorefront } from "./stubStorefront.test-util.js"
import { useNewsletter, useNewsletterSignup, useProductAlerts } from "./useEngagement.js"

afterEach(cleanup)

const ada = { email: "ada@example.com", firstname: "Ada" } as CustomerProfile

const Signup = () => {
  const { subscribe, status, result, error } = useNewsletterSignup()
  return (
    <div>
      <button type="button" onClick={() => void subscribe("ada@example.com")}>
        go
      </button>
      <p>{status}</p>
      <p>{result?.message ?? (error instanceof Error ? error.message : "")}</p>
    </div>
  )
}

const Subscription = () => {
  const { subscribed } = useNewsletter()
  const { alerts } = useProductAlerts()
  return (
    <p>
      {String(subscribed)} {alerts === null ? "no alerts" : `${alerts.length} alerts`}
    </p>
  )
}

describe("engagement hooks", () => {
  it("useNewsletterSignup shows the status message, or Magento's refusal", async () => {
    let calls = 0
    const subscribe = () =>
      ++calls === 1
        ? Promise.resolve({
            status: "SUBSCRIBED" as const,
            message: "Thank you for your subscription.",
          })
        : Promise.reject(new Error("This email address is already subscribed."))
    const storefront = stubStorefront({
      newsletter: { subscribe },
    })
    render(
      <StorefrontProvider storefront={storefront}>
        <Signup />
      </StorefrontProvider>,
    )
    await act(async () => screen.getByRole("button").click())
    expect(screen.getByText("Thank you for your subscription.")).toBeTruthy()
    await act(async () => screen.getByRole("button").click())
    expect(screen.getByText("failed")).toBeTruthy()
    expect(screen.getByText("This email address is already subscribed.")).toBeTruthy()
  })

  it("signed in, the subscription and the alerts load once and follow the SDK's state", async () => {
    const subscribed = observable<boolean | null>(null)
    const alerts = observable<ReadonlyArray<ProductAlert> | null>(null)
    let statusCalls = 0
    const storefront = stubStorefront({
      customer: { session: observable({ signedIn: true, customer: ada }) },
      newsletter: {
        subscribed,
        status: async () => {
          statusCalls++
          subscribed.set(true)
          return true
        },
      },
      productAlerts: {
        alerts,
        list: async () => {
          alerts.set([])
          return []
        },
      },
    })
    render(
      <StorefrontProvider storefront={storefront}>
        <Subscription />
      </StorefrontProvider>,
    )
    await act(async () => {})
    expect(screen.getByText("true 0 alerts")).toBeTruthy()
    act(() => subscribed.set(false))
    expect(screen.getByText("false 0 alerts")).toBeTruthy()
    expect(statusCalls).toBe(1)
  })

  it("signed out, nothing is fetched", () => {
    const storefront = stubStorefront({ customer: { session: observable(SIGNED_OUT) } })
    render(
      <StorefrontProvider storefront={storefront}>
        <Subscription />
      </StorefrontProvider>,
    )
    expect(screen.getByText("null no alerts")).toBeTruthy()
  })
})
