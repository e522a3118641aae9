import type { Notification } from "@shutter/sdk"
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { StorefrontProvider } from "./StorefrontProvider.js"
import { observable, stubStorefront, testEvents } from "./stubStorefront.test-util.js"
import {
  useCartActionStatus,
  useCartActions,
  useCartTotalQuantity,
  useNotifications,
} from "./useCart.js"
import { useStorefrontEvent } from "./useStorefront.js"

afterEach(cleanup)

const initialCartStatus = stubStorefront().cart.status.get()

let badgeRenders = 0
const Badge = () => {
  badgeRenders += 1
  return <span data-testid="badge">{useCartTotalQuantity()}</span>
}

const CouponBox = () => {
  const { busy } = useCartActionStatus("applyCoupon")
  const { applyCoupon } = useCartActions()
  return (
    <button type="button" disabled={busy} onClick={() => void applyCoupon({ code: "SAVE10" })}>
      Apply
    </button>
  )
}

const Toasts = () => {
  const { notifications, dismiss } = useNotifications()
  return (
    <ul>
      {notifications.map((n) => (
        <li key={n.id}>
          {n.message}
          <button type="button" onClick={() => void dismiss(n.id)}>
            Close {n.id}
          </button>
        </li>
      ))}
    </ul>
  )
}

const toast = (id: number, message: string): Notification => ({
  id,
  type: "success",
  message,
  persistent: false,
})

/** A component hearing "open-sidebar", recording `label:sidebar` into `opened`. */
const sidebarListener =
  (opened: Array<string>) =>
  ({ label }: { readonly label: string }) => {
    useStorefrontEvent("open-sidebar", (event) => opened.push(`${label}:${event.sidebar}`))
    return null
  }

/** Records the codes of the coupons the shop did not apply. */
const CouponWatcher = ({ codes }: { readonly codes: Array<string> }) => {
  useStorefrontEvent("cart:coupon-not-applied", (event) => codes.push(event.code))
  return null
}

describe("cart and notification hooks", () => {
  it("the badge follows the SDK's total quantity and ignores other cart changes", async () => {
    const totalQuantity = observable(0)
    const status = observable(initialCartStatus)
    const storefront = stubStorefront({ cart: { totalQuantity, status } })
    badgeRenders = 0
    render(
      <StorefrontProvider storefront={storefront}>
        <Badge />
      </StorefrontProvider>,
    )
    expect(screen.getByTestId("badge").textContent).toBe("0")
    await act(async () => totalQuantity.set(3))
    expect(screen.getByTestId("badge").textContent).toBe("3")
    const before = badgeRenders
    await act(async () =>
      status.set({ ...initialCartStatus, busy: { ...initialCartStatus.busy, applyCoupon: true } }),
    )
    expect(badgeRenders).toBe(before)
  })

  it("busy state comes from the SDK's status observable; actions are the SDK's", async () => {
    const status = observable(initialCartStatus)
    const applied: string[] = []
    const storefront = stubStorefront({
      cart: {
        status,
        applyCoupon: async ({ code }) => {
          applied.push(code)
          return { cart: null as never, applied: true }
        },
      },
    })
    render(
      <StorefrontProvider storefront={storefront}>
        <CouponBox />
      </StorefrontProvider>,
    )
    fireEvent.click(screen.getByRole("button", { name: "Apply" }))
    expect(applied).toEqual(["SAVE10"])
    await act(async () =>
      status.set({ ...initialCartStatus, busy: { ...initialCartStatus.busy, applyCoupon: true } }),
    )
    expect(screen.getByRole("button", { name: "Apply" })).toHaveProperty("disabled", true)
  })

  it("renders the SDK's notifications and dismisses through it", async () => {
    const list = observable<ReadonlyArray<Notification>>([
      toast(1, "Item added to the cart successfully"),
    ])
    const dismissed: number[] = []
    const storefront = stubStorefront({
      notifications: {
        ...list,
        dismiss: async ({ id }) => {
          dismissed.push(id)
          list.set(list.get().filter((n) => n.id !== id))
        },
      },
    })
    render(
      <StorefrontProvider storefront={storefront}>
        <Toasts />
      </StorefrontProvider>,
    )
    expect(screen.getByText("Item added to the cart successfully")).toBeTruthy()
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Close 1" })))
    expect(dismissed).toEqual([1])
    expect(screen.queryByText("Item added to the cart successfully")).toBeNull()
  })

  it("hands the storefront's events to the mounted component's latest listener", async () => {
    const events = testEvents()
    const opened: Array<string> = []
    const Sidebar = sidebarListener(opened)
    const storefront = stubStorefront({ events })
    const view = render(
      <StorefrontProvider storefront={storefront}>
        <Sidebar label="first" />
      </StorefrontProvider>,
    )
    events.emit({ type: "toast", notification: toast(1, "Saved") })
    events.emit({ type: "open-sidebar", sidebar: "cart" })
    view.rerender(
      <StorefrontProvider storefront={storefront}>
        <Sidebar label="second" />
      </StorefrontProvider>,
    )
    events.emit({ type: "open-sidebar", sidebar: "cart" })
    view.unmount()
    events.emit({ type: "open-sidebar", sidebar: "cart" })
    expect(opened).toEqual(["first:cart", "second:cart"])
  })

  it("hands over the domain events too, typed by their type", () => {
    const events = testEvents()
    const codes: Array<string> = []
    render(
      <StorefrontProvider storefront={stubStorefront({ events })}>
        <CouponWatcher codes={codes} />
      </StorefrontProvider>,
    )
    const cart = null as never
    events.emit({ type: "cart:coupon-applied", code: "SAVE10", cart })
    events.emit({ type: "cart:coupon-not-applied", code: "NOPE", cart })
    expect(codes).toEqual(["NOPE"])
  })
})
