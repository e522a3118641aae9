// Used-gear quote requests: submit (all or nothing, with field errors) and look up the status.
import { isValidEmail } from "../customer/emailAddress.js"
import type { GraphqlContext } from "../graphql/context.js"
import { noSuchEntityError } from "../graphql/errors.js"
import { queueQuoteConfirmation } from "./quoteMail.js"
import type { QuotePhotoStore, StoredPhoto } from "./quotePhotoStore.js"
import { insertQuote, type QuoteRow, quoteByNumberAndEmail, quoteItems } from "./quoteRepository.js"
import {
  type CheckedQuote,
  checkQuote,
  QUOTE_MESSAGES,
  QUOTE_NOT_FOUND,
  QUOTE_STATUSES,
  type QuoteFieldError,
  type QuoteInput,
} from "./quoteRules.js"
import { UploadScalar } from "./uploadScalar.js"

export { usedGearQuoteTypeDefs } from "./quoteTypeDefs.js"

const quoteView = (row: QuoteRow) => ({
  number: row.number,
  status: row.status,
  status_label: QUOTE_STATUSES[row.status].label,
  status_description: QUOTE_STATUSES[row.status].description,
  created_at: row.createdAt,
  email: row.email,
  id: row.id,
})

/**
 * Decodes and keeps every photo (off the event loop); a photo whose bytes do not decode is a
 * field error, and then nothing is kept.
 */
const keepPhotos = async (
  store: QuotePhotoStore,
  quote: CheckedQuote,
): Promise<
  | { readonly photos: ReadonlyArray<ReadonlyArray<StoredPhoto>> }
  | { readonly errors: ReadonlyArray<QuoteFieldError> }
> => {
  const results = await Promise.all(
    quote.items.map((item) =>
      Promise.all(item.photos.map((photo) => store.keep(photo.receivedPath, photo.contentType))),
    ),
  )
  const errors: QuoteFieldError[] = []
  for (const [i, photos] of results.entries())
    for (const [p, kept] of photos.entries()) {
      const photo = quote.items[i]?.photos[p]
      if (kept === undefined && photo !== undefined)
        errors.push({
          field: `items.${i}.photos.${p}`,
          code: "NOT_AN_IMAGE",
          message: QUOTE_MESSAGES.notAnImage(photo.fileName),
        })
    }
  const stored = results.map((photos) => photos.filter((p) => p !== undefined))
  if (errors.length === 0) return { photos: stored }
  await store.remove(stored.flat().map((p) => p.path))
  return { errors }
}

/** The `Upload` scalar (a scalar, not field resolvers). */
export const usedGearQuoteScalars = { Upload: UploadScalar }

export const usedGearQuoteResolvers = {
  Query: {
    usedGearQuote: async (
      _: unknown,
      { input }: { input: { number: string; email: string } },
      context: GraphqlContext,
    ) => {
      const row = await quoteByNumberAndEmail(context.db, input.number, input.email)
      if (row === undefined) throw noSuchEntityError(QUOTE_NOT_FOUND)
      return quoteView(row)
    },
  },
  Mutation: {
    submitUsedGearQuote: async (
      _: unknown,
      { input }: { input: QuoteInput },
      context: GraphqlContext,
    ) => {
      const checked = checkQuote(input, isValidEmail)
      if ("errors" in checked) return { quote: null, user_errors: checked.errors }
      const kept = await keepPhotos(context.quotePhotos, checked.quote)
      if ("errors" in kept) return { quote: null, user_errors: kept.errors }
      const row = await context.db
        .transaction(async (tx) => {
          const inserted = await insertQuote(
            tx,
            context.store.id,
            context.customerId,
            checked.quote,
            kept.photos,
          )
          await queueQuoteConfirmation(context, tx, inserted, checked.quote)
          return inserted
        })
        .catch(async (error: unknown) => {
          await context.quotePhotos.remove(kept.photos.flat().map((p) => p.path))
          throw error
        })
      context.mail.deliverSoon()
      return { quote: quoteView(row), user_errors: [] }
    },
  },
  UsedGearQuote: {
    items: (quote: { id: number }, _: unknown, context: GraphqlContext) =>
      quoteItems(context.db, quote.id),
  },
}
