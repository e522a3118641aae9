import { GraphqlError, type StoreConfig, type Storefront } from "@shutter/sdk"
import { act, cleanup, render, screen } from "@testing-library/react"
import { StrictMode } from "react"
import { afterEach, describe, expect, it } from "vitest"
import { StorefrontProvider } from "./StorefrontProvider.js"
import { stubStorefront as stubParts } from "./stubStorefront.test-util.js"
import { useStoreConfig } from "./useStoreConfig.js"
import { useStorefront } from "./useStorefront.js"

afterEach(cleanup)

/** A stub storefront whose storeConfig resolves or rejects when the test says so. */
const stubStorefront = () => {
  let calls = 0
  let settle: { resolve: (c: StoreConfig) => void; reject: (e: unknown) => void } | undefined
  const storefront: Storefront = stubParts({
    store: {
      config: () => {
        calls += 1
        return new Promise<StoreConfig>((resolve, reject) => {
          settle = { resolve, reject }
        })
      },
    },
  })
  return {
    storefront,
    calls: () => calls,
    resolve: (config: Partial<StoreConfig>) =>
      act(async () => settle?.resolve(config as StoreConfig)),
    reject: (error: unknown) => act(async () => settle?.reject(error)),
  }
}

const Title = () => {
  const { data, error, loading } = useStoreConfig()
  if (loading) return <p>Loading…</p>
  if (error)
    return (
      <p role="alert">
        {(error as GraphqlError)._tag}: {(error as GraphqlError).message}
      </p>
    )
  return <h1>{data?.default_title}</h1>
}

const Bare = () => {
  useStorefront()
  return null
}

let probed: Storefront | undefined
const Probe = () => {
  probed = useStorefront()
  return null
}

describe("useStoreConfig", () => {
  it("shows loading, then the store's title", async () => {
    const stub = stubStorefront()
    render(
      <StorefrontProvider storefront={stub.storefront}>
        <Title />
      </StorefrontProvider>,
    )
    expect(screen.getByText("Loading…")).toBeTruthy()
    await stub.resolve({ default_title: "Shutter Camera Store" })
    expect(screen.getByRole("heading").textContent).toBe("Shutter Camera Store")
  })

  it("loads storeConfig once per provider, however many components ask (StrictMode too)", async () => {
    const stub = stubStorefront()
    render(
      <StrictMode>
        <StorefrontProvider storefront={stub.storefront}>
          <Title />
          <Title />
        </StorefrontProvider>
      </StrictMode>,
    )
    await stub.resolve({ default_title: "Shutter" })
    expect(screen.getAllByRole("heading")).toHaveLength(2)
    expect(stub.calls()).toBe(1)
  })

  it("exposes the SDK's tagged error itself", async () => {
    const stub = stubStorefront()
    render(
      <StorefrontProvider storefront={stub.storefront}>
        <Title />
      </StorefrontProvider>,
    )
    await stub.reject(
      new GraphqlError({
        message: "Requested store is not found",
        path: ["storeConfig"],
        category: "graphql-no-such-entity",
        errors: [],
        operationName: "storeConfig",
      }),
    )
    expect(screen.getByRole("alert").textContent).toBe("GraphqlError: Requested store is not found")
  })

  it("explains itself when used outside the provider", () => {
    expect(() => render(<Bare />)).toThrow("Shutter hooks must be used inside <StorefrontProvider>")
  })

  it("useStorefront returns the storefront given to the provider", () => {
    const stub = stubStorefront()
    render(
      <StorefrontProvider storefront={stub.storefront}>
        <Probe />
      </StorefrontProvider>,
    )
    expect(probed).toBe(stub.storefront)
  })
})
