import * as Context from "effect/Context"
import * as Data from "effect/Data"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import type { GraphqlClientError, GraphqlError } from "../graphql/errors.js"
import { GraphqlClient } from "../graphql/GraphqlClient.js"
import {
  imageTypeOf,
  QUOTE_FORM_MESSAGES,
  type QuoteFieldErrors,
  type QuoteForm,
  quoteFieldErrorsOf,
  validateQuoteForm,
} from "./quoteForm.js"
import {
  SubmitUsedGearQuoteMutation,
  type UsedGearQuote,
  type UsedGearQuoteInput,
  UsedGearQuoteQuery,
} from "./quotes.graphql.js"

/**
 * The request was not stored: every problem by field path ("email", "items.0.photos.1"…), from
 * the form's rules (nothing sent) or the server's user errors. Nothing is stored half-way.
 */
export class QuoteRejectedError extends Data.TaggedError("QuoteRejectedError")<{
  readonly message: string
  readonly fieldErrors: QuoteFieldErrors
}> {
  readonly retryable = false
}

/** No request matches the reference number and e-mail address (the server's message). */
export class QuoteNotFoundError extends Data.TaggedError("QuoteNotFoundError")<{
  readonly number: string
  readonly message: string
}> {
  readonly retryable = false
}

export interface QuoteLookupInput {
  readonly number: string
  readonly email: string
}

const NO_SUCH_ENTITY = "graphql-no-such-entity"

const INPUT = "graphql-input"

/**
 * A photo as a file of the request (GraphQL multipart: the server streams it to disk). The type
 * is what the bytes are, whatever the file is called.
 */
const fileOf = (photo: { readonly fileName: string; readonly bytes: Uint8Array }): File =>
  new File([Uint8Array.from(photo.bytes)], photo.fileName, {
    type: imageTypeOf(photo.bytes) ?? "application/octet-stream",
  })

/** The server's answers that refuse a whole upload while it arrives, as a form error. */
const REQUEST_LEVEL_MESSAGES: ReadonlySet<string> = new Set([
  QUOTE_FORM_MESSAGES.photosTooLarge,
  QUOTE_FORM_MESSAGES.tooManyPhotos,
])

const blankToNull = (value: string | undefined): string | null => {
  const trimmed = value?.trim() ?? ""
  return trimmed === "" ? null : trimmed
}

const toInput = (form: QuoteForm): UsedGearQuoteInput => ({
  firstname: form.firstname.trim(),
  lastname: form.lastname.trim(),
  email: form.email.trim(),
  telephone: blankToNull(form.telephone),
  postcode: blankToNull(form.postcode),
  comment: blankToNull(form.comment),
  items: form.items.map((item) => ({
    brand: item.brand.trim(),
    model: item.model.trim(),
    // validateQuoteForm has refused an empty condition before this runs.
    condition: item.condition === "" ? "GOOD" : item.condition,
    accessories: blankToNull(item.accessories),
    photos: (item.photos ?? []).map(fileOf),
  })),
})

const rejected = (fieldErrors: QuoteFieldErrors) =>
  new QuoteRejectedError({
    message: Object.values(fieldErrors)[0] ?? "The quote request was not sent.",
    fieldErrors,
  })

/** Used-gear quote requests: send one (stored whole, with a reference) and look up its status. */
export class Quotes extends Context.Service<
  Quotes,
  {
    /** Checks the form, then sends it; the stored request with its reference number. */
    readonly submit: (
      form: QuoteForm,
    ) => Effect.Effect<UsedGearQuote, QuoteRejectedError | GraphqlClientError>
    /** A request by its reference and the e-mail address it was sent from. */
    readonly status: (
      input: QuoteLookupInput,
    ) => Effect.Effect<UsedGearQuote, QuoteNotFoundError | GraphqlClientError>
  }
>()("@shutter/sdk/Quotes") {
  static readonly layer = Layer.effect(
    Quotes,
    Effect.gen(function* () {
      const gql = yield* GraphqlClient

      const submit = Effect.fn("Quotes.submit")(function* (form: QuoteForm) {
        const problems = validateQuoteForm(form)
        if (Object.keys(problems).length > 0) return yield* rejected(problems)
        const { submitUsedGearQuote } = yield* gql
          .execute(SubmitUsedGearQuoteMutation, { input: toInput(form) })
          .pipe(
            Effect.catchTag(
              "GraphqlError",
              (error): Effect.Effect<never, GraphqlError | QuoteRejectedError> =>
                error.category === INPUT && REQUEST_LEVEL_MESSAGES.has(error.message)
                  ? Effect.fail(rejected({ items: error.message }))
                  : Effect.fail(error),
            ),
          )
        const userErrors = submitUsedGearQuote?.user_errors ?? []
        if (userErrors.length > 0) return yield* rejected(quoteFieldErrorsOf(userErrors))
        const quote = submitUsedGearQuote?.quote
        if (quote === null || quote === undefined)
          return yield* Effect.die(new Error("submitUsedGearQuote returned no quote"))
        return quote
      })

      const status = Effect.fn("Quotes.status")(function* (input: QuoteLookupInput) {
        const { usedGearQuote } = yield* gql
          .execute(UsedGearQuoteQuery, {
            input: { number: input.number.trim(), email: input.email.trim() },
          })
          .pipe(
            Effect.catchTag(
              "GraphqlError",
              (error): Effect.Effect<never, GraphqlError | QuoteNotFoundError> =>
                error.category === NO_SUCH_ENTITY
                  ? Effect.fail(
                      new QuoteNotFoundError({ number: input.number, message: error.message }),
                    )
                  : Effect.fail(error),
            ),
          )
        if (usedGearQuote === null)
          return yield* new QuoteNotFoundError({
            number: input.number,
            message: `No quote request ${input.number}`,
          })
        return usedGearQuote
      })

      return Quotes.of({ submit, status })
    }),
  )
}
