import {
  type CustomerProfile,
  initialAccountStatus,
  type SavedAddress,
  SIGNED_OUT,
} from "@shutter/sdk"
import { act, cleanup, render, screen } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { StorefrontProvider } from "./StorefrontProvider.js"
import { observable, stubStorefront } from "./stubStorefront.test-util.js"
import { useAddresses } from "./useAddresses.js"
import { useCustomer, useHomeRequest, useIsSignedIn } from "./useCustomer.js"
import { useAccountActionStatus } from "./useCustomerActions.js"
import { useOrders } from "./useOrders.js"

afterEach(cleanup)

const roni: CustomerProfile = {
  email: "roni_cost@example.com",
  firstname: "Veronica",
  lastname: "Costello",
  middlename: null,
  prefix: null,
  suffix: null,
  dateOfBirth: null,
  gender: null,
  taxvat: null,
  isSubscribed: false,
  defaultBillingId: 1,
  defaultShippingId: 1,
  confirmationStatus: null,
}

const Greeting = () => {
  const customer = useCustomer()
  const signedIn = useIsSignedIn()
  const { busy, error } = useAccountActionStatus("signIn")
  const home = useHomeRequest()
  return (
    <p>
      <span data-testid="greeting">
        {customer ? `Hello, ${customer.firstname}` : signedIn ? "…" : "Account & Orders"}
      </span>
      <span data-testid="busy">{busy ? "busy" : "idle"}</span>
      <span data-testid="error">{error ?? ""}</span>
      <span data-testid="home">{home ? `${home.id}:${home.reason}` : ""}</span>
    </p>
  )
}

describe("customer hooks", () => {
  it("follow the SDK's session, status and home requests", async () => {
    const session = observable(SIGNED_OUT)
    const status = observable(initialAccountStatus)
    const homeRequest = observable<{ id: number; reason: "unauthorized" } | null>(null)
    const storefront = stubStorefront({ customer: { session, status, homeRequest } })
    render(
      <StorefrontProvider storefront={storefront}>
        <Greeting />
      </StorefrontProvider>,
    )
    expect(screen.getByTestId("greeting").textContent).toBe("Account & Orders")
    await act(async () =>
      status.set({ ...initialAccountStatus, busy: { ...initialAccountStatus.busy, signIn: true } }),
    )
    expect(screen.getByTestId("busy").textContent).toBe("busy")
    await act(async () => session.set({ signedIn: true, customer: null }))
    expect(screen.getByTestId("greeting").textContent).toBe("…")
    await act(async () => session.set({ signedIn: true, customer: roni }))
    expect(screen.getByTestId("greeting").textContent).toBe("Hello, Veronica")
    await act(async () => {
      session.set(SIGNED_OUT)
      homeRequest.set({ id: 1, reason: "unauthorized" })
      status.set({
        ...initialAccountStatus,
        errors: { ...initialAccountStatus.errors, signIn: "Invalid login or password." },
      })
    })
    expect(screen.getByTestId("greeting").textContent).toBe("Account & Orders")
    expect(screen.getByTestId("home").textContent).toBe("1:unauthorized")
    expect(screen.getByTestId("error").textContent).toBe("Invalid login or password.")
  })
})

const Book = () => {
  const { addresses } = useAddresses()
  const orders = useOrders({ currentPage: 2 })
  return (
    <p>
      <span data-testid="addresses">
        {addresses === null ? "none" : addresses.map((a) => a.city).join(",")}
      </span>
      <span data-testid="orders">{orders.data?.orders.map((o) => o.number).join(",") ?? ""}</span>
    </p>
  )
}

describe("address book and order hooks", () => {
  it("load the book once signed in, follow it, and page the orders of the loaded customer", async () => {
    const session = observable({ signedIn: true, customer: null as CustomerProfile | null })
    const addresses = observable<ReadonlyArray<SavedAddress> | null>(null)
    const listed: string[] = []
    const detroit: SavedAddress = {
      id: 1,
      firstname: "Veronica",
      lastname: "Costello",
      company: null,
      street: ["6146 Honey Bluff Parkway"],
      city: "Calder",
      region: null,
      postcode: null,
      countryCode: "US",
      telephone: null,
      vatId: null,
      defaultShipping: true,
      defaultBilling: true,
    }
    const storefront = stubStorefront({
      customer: { session },
      addresses: {
        addresses,
        list: async () => {
          listed.push("list")
          addresses.set([detroit])
          return [detroit]
        },
      },
      orders: {
        list: async (input) => ({
          orders: [
            {
              id: "1",
              number: `page-${input?.currentPage}`,
              orderDate: "",
              status: "pending",
              grandTotal: null,
              tracking: [],
            },
          ],
          currentPage: input?.currentPage ?? 1,
          pageSize: 10,
          totalPages: 2,
          totalCount: 11,
        }),
      },
    })
    render(
      <StorefrontProvider storefront={storefront} loadingDelayMs={0}>
        <Book />
      </StorefrontProvider>,
    )
    await act(async () => {})
    expect(listed).toEqual(["list"])
    expect(screen.getByTestId("addresses").textContent).toBe("Calder")
    expect(screen.getByTestId("orders").textContent).toBe("")
    await act(async () => session.set({ signedIn: true, customer: roni }))
    expect(screen.getByTestId("orders").textContent).toBe("page-2")
    await act(async () => addresses.set(null))
    expect(screen.getByTestId("addresses").textContent).toBe("none")
  })
})
