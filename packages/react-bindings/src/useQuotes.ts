import type {
  QuoteFieldErrors,
  QuoteForm,
  QuoteLookupInput,
  Storefront,
  UsedGearQuote,
} from "@shutter/sdk"
import { useCallback, useState } from "react"
import { useStorefrontContext } from "./useStorefront.js"

/** The storefront's used-gear quote calls. */
export const useQuoteActions = (): Storefront["quotes"] => useStorefrontContext().storefront.quotes

const isRejection = (error: unknown): error is { readonly fieldErrors: QuoteFieldErrors } =>
  typeof error === "object" &&
  error !== null &&
  (error as { _tag?: unknown })._tag === "QuoteRejectedError"

interface CallState {
  readonly busy: boolean
  readonly quote: UsedGearQuote | undefined
  /** The field errors of a refused request, by field path ("items.0.brand"). */
  readonly fieldErrors: QuoteFieldErrors
  /** Any other failure (no match, network, server): show its message. */
  readonly failure: unknown
}

const idle: CallState = { busy: false, quote: undefined, fieldErrors: {}, failure: undefined }

/** One quote call's busy flag, result and errors: the form shows them, the SDK decides them. */
const useQuoteCall = <I>(call: (input: I) => Promise<UsedGearQuote>) => {
  const [state, setState] = useState<CallState>(idle)
  const run = useCallback(
    async (input: I): Promise<UsedGearQuote | undefined> => {
      setState((s) => ({ ...s, busy: true, fieldErrors: {}, failure: undefined }))
      try {
        const quote = await call(input)
        setState({ ...idle, quote })
        return quote
      } catch (error) {
        setState(
          isRejection(error)
            ? { ...idle, fieldErrors: error.fieldErrors }
            : { ...idle, failure: error },
        )
        return undefined
      }
    },
    [call],
  )
  const reset = useCallback(() => setState(idle), [])
  return { ...state, run, reset }
}

/** Sending the quote form: `quote` is the stored request (with its reference) once sent. */
export const useQuoteSubmission = () => {
  const { submit } = useQuoteActions()
  const { run, ...state } = useQuoteCall<QuoteForm>(submit)
  return { ...state, submit: run }
}

/** Looking a request up by reference number and e-mail (`failure` when nothing matches). */
export const useQuoteLookup = () => {
  const { status } = useQuoteActions()
  const { run, ...state } = useQuoteCall<QuoteLookupInput>(status)
  return { ...state, lookUp: run }
}
