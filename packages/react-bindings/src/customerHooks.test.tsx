import { type CustomerProfile, initialAccountStatus, SIGNED_OUT } from "@shutter/sdk"
import { act, cleanup, render, screen } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { StorefrontProvider } from "./StorefrontProvider.js"
import { observable, stubStorefront } from "./stubStorefront.test-util.js"
import {
  useAccountActionStatus,
  useCustomer,
  useHomeRequest,
  useIsSignedIn,
} from "./useCustomer.js"

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
