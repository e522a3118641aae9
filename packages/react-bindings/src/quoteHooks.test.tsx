import { QuoteNotFoundError, QuoteRejectedError, type UsedGearQuote } from "@shutter/sdk"
import { act, cleanup, render, screen } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { StorefrontProvider } from "./StorefrontProvider.js"
import { deferred, stubStorefront } from "./stubStorefront.test-util.js"
import { useQuoteLookup, useQuoteSubmission } from "./useQuotes.js"

afterEach(cleanup)

const quote: UsedGearQuote = {
  number: "UGQ-ABCD2345",
  status: "RECEIVED",
  status_label: "Received",
  status_description: "We have your request.",
  created_at: "2026-11-26 12:00:00",
  email: "dana@example.com",
  items: [],
}

const form = { firstname: "Dana", lastname: "Reyes", email: "dana@example.com", items: [] }

/** What the rendered components hand the test: the hooks' calls. */
const handles = {
  submit: (_form: typeof form): Promise<unknown> => Promise.resolve(undefined),
  lookUp: (_input: { number: string; email: string }): Promise<unknown> =>
    Promise.resolve(undefined),
}

const Form = () => {
  const state = useQuoteSubmission()
  handles.submit = state.submit
  return (
    <p>
      <span data-testid="busy">{state.busy ? "busy" : "idle"}</span>
      <span data-testid="errors">{JSON.stringify(state.fieldErrors)}</span>
      <span data-testid="number">{state.quote?.number ?? ""}</span>
    </p>
  )
}

const Lookup = () => {
  const state = useQuoteLookup()
  handles.lookUp = state.lookUp
  return (
    <p>
      <span data-testid="status">{state.quote?.status_label ?? ""}</span>
      <span data-testid="failure">
        {state.failure instanceof Error ? state.failure.message : ""}
      </span>
    </p>
  )
}

describe("quote hooks", () => {
  it("useQuoteSubmission: busy while sending, then the reference; a refusal gives field errors", async () => {
    const pending = deferred<UsedGearQuote>()
    let calls = 0
    const storefront = stubStorefront({
      quotes: {
        submit: () => {
          calls++
          return calls === 1
            ? Promise.reject(
                new QuoteRejectedError({
                  message: "This field is required",
                  fieldErrors: { "items.0.brand": "This field is required" },
                }),
              )
            : pending.promise
        },
      },
    })
    render(
      <StorefrontProvider storefront={storefront}>
        <Form />
      </StorefrontProvider>,
    )
    await act(() => handles.submit(form))
    expect(screen.getByTestId("errors").textContent).toBe(
      '{"items.0.brand":"This field is required"}',
    )
    let sent: Promise<unknown> = Promise.resolve()
    act(() => {
      sent = handles.submit(form)
    })
    expect(screen.getByTestId("busy").textContent).toBe("busy")
    expect(screen.getByTestId("errors").textContent).toBe("{}")
    await act(async () => {
      pending.resolve(quote)
      await sent
    })
    expect(screen.getByTestId("busy").textContent).toBe("idle")
    expect(screen.getByTestId("number").textContent).toBe("UGQ-ABCD2345")
  })

  it("useQuoteLookup: a request that does not match is a failure with the server's message", async () => {
    const storefront = stubStorefront({
      quotes: {
        status: ({ email }) =>
          email === "dana@example.com"
            ? Promise.resolve(quote)
            : Promise.reject(
                new QuoteNotFoundError({ number: "UGQ-ABCD2345", message: "No match" }),
              ),
      },
    })
    render(
      <StorefrontProvider storefront={storefront}>
        <Lookup />
      </StorefrontProvider>,
    )
    await act(() => handles.lookUp({ number: "UGQ-ABCD2345", email: "x@example.com" }))
    expect(screen.getByTestId("failure").textContent).toBe("No match")
    await act(() => handles.lookUp({ number: "UGQ-ABCD2345", email: "dana@example.com" }))
    expect(screen.getByTestId("status").textContent).toBe("Received")
    expect(screen.getByTestId("failure").textContent).toBe("")
  })
})
