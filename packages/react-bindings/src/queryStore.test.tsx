import { NotFoundError } from "@shutter/sdk"
import { act, cleanup, render, screen } from "@testing-library/react"
import { Suspense, useDeferredValue } from "react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { createQueryStore, LOADING_DISPLAY_DELAY_MS } from "./queryStore.js"
import { StorefrontProvider } from "./StorefrontProvider.js"
import { stubStorefront } from "./stubStorefront.test-util.js"
import { type SuspendWhile, useQuery } from "./useQuery.js"

afterEach(cleanup)

const Page = ({ fetch }: { readonly fetch: () => Promise<string> }) => {
  const { data, error, loading } = useQuery("page:home", fetch)
  if (error) return <p>Content does not load properly</p>
  return <p>{loading ? "Loading…" : data}</p>
}

describe("query store: server render → JSON → client", () => {
  it("dehydrates settled entries only, as JSON, and hydrates them without fetching", async () => {
    const server = createQueryStore({ serverRender: true })
    server.ensure("page:home", () => Promise.resolve("Hello from the CMS"))
    server.ensure("route:/nowhere", () =>
      Promise.reject(new NotFoundError({ entity: "cmsPage", key: "nowhere", message: "nope" })),
    )
    server.ensure("pending", () => new Promise(() => {}))
    await Promise.resolve()
    await Promise.resolve()
    const json = JSON.parse(JSON.stringify(server.dehydrate()))
    expect(json).toEqual({
      "page:home": { status: "done", data: "Hello from the CMS" },
      "route:/nowhere": { status: "failed", error: { _tag: "NotFoundError", message: "nope" } },
    })

    let fetches = 0
    const client = createQueryStore({ initial: json })
    client.ensure("page:home", () => {
      fetches += 1
      return Promise.resolve("again")
    })
    expect(fetches).toBe(0)
    expect(client.entries["page:home"]?.data).toBe("Hello from the CMS")
    // A failure on the server is shown, then retried by the client like any failed entry.
    client.ensure("route:/nowhere", () => {
      fetches += 1
      return Promise.resolve("found")
    })
    expect(fetches).toBe(1)
  })

  it("a server store settles each key once: a failure stays (the client retries it)", async () => {
    const queries = createQueryStore({ serverRender: true })
    await queries.whenSettled("reviews:PEA-10", () => Promise.reject(new Error("down")))
    let calls = 0
    await queries.whenSettled("reviews:PEA-10", () => {
      calls += 1
      return Promise.resolve("never")
    })
    expect(calls).toBe(0)
    expect(queries.entries["reviews:PEA-10"]?.status).toBe("failed")
  })

  it("a client provider given the server's entries renders them at once and fetches nothing", async () => {
    let calls = 0
    const queries = createQueryStore({
      initial: { "page:home": { status: "done", data: "Hello from the CMS" } },
    })
    render(
      <StorefrontProvider storefront={stubStorefront({})} queries={queries}>
        <Page
          fetch={() => {
            calls += 1
            return Promise.resolve("fetched")
          }}
        />
      </StorefrontProvider>,
    )
    expect(screen.getByText("Hello from the CMS")).toBeTruthy()
    await act(() => Promise.resolve())
    expect(calls).toBe(0)
  })
})

describe("query store: the minimum data-fetch display delay (spec §9, 200 ms)", () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it("shows a loading state only once a fetch has been pending for 200 ms", async () => {
    vi.useFakeTimers()
    expect(LOADING_DISPLAY_DELAY_MS).toBe(200)
    const store = createQueryStore()
    let resolveSlow: (value: string) => void = () => {}
    store.ensure("slow", () => new Promise<string>((resolve) => (resolveSlow = resolve)))
    const quick = store.run(
      "quick",
      () => new Promise<string>((r) => setTimeout(() => r("ok"), 150)),
    )
    await vi.advanceTimersByTimeAsync(150)
    await quick
    expect(store.entries.quick).toMatchObject({ status: "done", showLoading: false })
    await vi.advanceTimersByTimeAsync(49)
    expect(store.entries.slow?.showLoading).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(store.entries.slow?.showLoading).toBe(true)
    // The quick fetch never showed a loading state at all.
    expect(store.entries.quick?.showLoading).toBe(false)
    resolveSlow("done")
    await vi.advanceTimersByTimeAsync(0)
    expect(store.entries.slow).toMatchObject({ status: "done", showLoading: false, data: "done" })
  })
})

const deferred = () => {
  let resolve: (value: string) => void = () => {}
  const promise = new Promise<string>((r) => {
    resolve = r
  })
  return { promise, resolve }
}

const Shown = ({
  path,
  suspendWhile,
  fetches,
}: {
  readonly path: string
  readonly suspendWhile: SuspendWhile
  readonly fetches: Record<string, Promise<string>>
}) => {
  const { data, stale } = useQuery(
    `page:${path}`,
    () => fetches[path] ?? Promise.reject(new Error(path)),
    { suspendWhile },
  )
  return <p>{stale ? `${data} (stale)` : (data ?? "blank")}</p>
}

/** The app's frame: the page renders the deferred path, as App.tsx's DeferredLocation does. */
const Frame = (props: {
  readonly path: string
  readonly suspendWhile: SuspendWhile
  readonly fetches: Record<string, Promise<string>>
}) => {
  const path = useDeferredValue(props.path)
  return (
    <Suspense fallback={<p>fallback</p>}>
      <Shown {...props} path={path} />
    </Suspense>
  )
}

describe("a navigation waits for the next page's data with the current page on screen", () => {
  const start = (suspendWhile: SuspendWhile) => {
    const queries = createQueryStore({
      initial: { "page:/a": { status: "done", data: "Page A" } },
    })
    const next = deferred()
    const fetches = { "/a": Promise.resolve("Page A"), "/b": next.promise }
    const view = (path: string) => (
      <StorefrontProvider storefront={stubStorefront({})} queries={queries}>
        <Frame path={path} suspendWhile={suspendWhile} fetches={fetches} />
      </StorefrontProvider>
    )
    const { rerender } = render(view("/a"))
    return { next, go: (path: string) => rerender(view(path)) }
  }

  it('"key": the current page stays, never blank nor stale, until the next one has its data', async () => {
    const { next, go } = start("key")
    expect(screen.getByText("Page A")).toBeTruthy()
    await act(async () => go("/b"))
    expect(screen.getByText("Page A")).toBeTruthy()
    expect(screen.queryByText("fallback")).toBeNull()
    await act(async () => next.resolve("Page B"))
    expect(screen.getByText("Page B")).toBeTruthy()
  })

  it('"empty": once something is shown, the next key shows it as stale', async () => {
    const { next, go } = start("empty")
    await act(async () => go("/b"))
    expect(screen.getByText("Page A (stale)")).toBeTruthy()
    await act(async () => next.resolve("Page B"))
    expect(screen.getByText("Page B")).toBeTruthy()
  })
})
