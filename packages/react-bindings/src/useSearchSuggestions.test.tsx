import { SEARCH_SUGGEST_DEBOUNCE_MS, type SearchSuggestions } from "@shutter/sdk"
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react"
import { useState } from "react"
import { afterEach, describe, expect, it } from "vitest"
import { StorefrontProvider } from "./StorefrontProvider.js"
import { deferred, stubStorefront } from "./stubStorefront.test-util.js"
import { useSearchSuggestions } from "./useSearchSuggestions.js"

afterEach(cleanup)

const wait = (ms: number) => act(() => new Promise<void>((r) => setTimeout(r, ms)))

const answer = (term: string): SearchSuggestions => ({
  term,
  categories: [{ uid: "NA==", label: `${term} category`, count: 3 }],
  products: [],
  totalCount: 3,
})

const Overlay = () => {
  const [text, setText] = useState("")
  const { data, loading } = useSearchSuggestions(text)
  return (
    <div>
      <input aria-label="Search" value={text} onChange={(e) => setText(e.target.value)} />
      {loading && <p>Searching…</p>}
      <p>{data?.categories.map((c) => c.label).join(", ") ?? "nothing"}</p>
    </div>
  )
}

describe("useSearchSuggestions", () => {
  it("asks once typing pauses, and aborts the request of a term typed over", async () => {
    const calls: { term: string; signal: AbortSignal | undefined }[] = []
    const pending = new Map<string, ReturnType<typeof deferred<SearchSuggestions>>>()
    const storefront = stubStorefront({
      catalog: {
        searchSuggestions: ({ term, signal }) => {
          calls.push({ term, signal })
          const d = deferred<SearchSuggestions>()
          pending.set(term, d)
          return d.promise
        },
      },
    })
    render(
      <StorefrontProvider storefront={storefront}>
        <Overlay />
      </StorefrontProvider>,
    )
    const input = screen.getByLabelText("Search")
    fireEvent.change(input, { target: { value: "c" } })
    fireEvent.change(input, { target: { value: "ca" } })
    fireEvent.change(input, { target: { value: "can" } })
    await wait(SEARCH_SUGGEST_DEBOUNCE_MS + 50)
    // Only the term the shopper paused on was asked for.
    expect(calls.map((c) => c.term)).toEqual(["can"])
    fireEvent.change(input, { target: { value: "canon" } })
    expect(calls[0]?.signal?.aborted).toBe(true)
    await act(async () => pending.get("can")?.resolve(answer("can")))
    expect(screen.getByText("nothing")).toBeTruthy()
    await wait(SEARCH_SUGGEST_DEBOUNCE_MS + 50)
    expect(calls.map((c) => c.term)).toEqual(["can", "canon"])
    expect(screen.getByText("Searching…")).toBeTruthy()
    await act(async () => pending.get("canon")?.resolve(answer("canon")))
    expect(screen.getByText("canon category")).toBeTruthy()
    expect(screen.queryByText("Searching…")).toBeNull()
  })

  it("asks nothing for a single character", async () => {
    const calls: string[] = []
    const storefront = stubStorefront({
      catalog: {
        searchSuggestions: ({ term }) => {
          calls.push(term)
          return Promise.resolve(answer(term))
        },
      },
    })
    render(
      <StorefrontProvider storefront={storefront}>
        <Overlay />
      </StorefrontProvider>,
    )
    fireEvent.change(screen.getByLabelText("Search"), { target: { value: " x " } })
    await wait(SEARCH_SUGGEST_DEBOUNCE_MS + 50)
    expect(calls).toEqual([])
  })
})
