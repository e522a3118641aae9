// Used-gear quote requests: submit (all or nothing, with field errors) and look up the status.
import { isValidEmail } from "../customer/emailAddress.js"
import type { GraphqlContext } from "../graphql/context.js"
import { noSuchEntityError } from "../graphql/errors.js"
import { queueQuoteConfirmation } from "./quoteMail.js"
import { insertQuote, type QuoteRow, quoteByNumberAndEmail, quoteItems } from "./quoteRepository.js"
import { checkQuote, QUOTE_NOT_FOUND, QUOTE_STATUSES, type QuoteInput } from "./quoteRules.js"

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
      const row = await context.db.transaction(async (tx) => {
        const inserted = await insertQuote(tx, context.store.id, context.customerId, checked.quote)
        await queueQuoteConfirmation(context, tx, inserted, checked.quote)
        return inserted
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
