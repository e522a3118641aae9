// The confirmation e-mail of a quote request, queued in the request's own transaction.
import type { Queryable } from "../db/sqlRows.js"
import type { GraphqlContext } from "../graphql/context.js"
import { queueMail } from "../mail/outbox.js"
import type { QuoteRow } from "./quoteRepository.js"
import { type CheckedQuote, conditionLabel, QUOTE_STATUSES } from "./quoteRules.js"

export const queueQuoteConfirmation = (
  context: GraphqlContext,
  tx: Queryable,
  row: QuoteRow,
  quote: CheckedQuote,
) =>
  queueMail(
    context,
    tx,
    "used_gear_quote",
    { email: quote.email, name: `${quote.firstname} ${quote.lastname}` },
    {
      subject: `Your used gear quote request ${row.number}`,
      heading: `Thanks, ${quote.firstname}. We have your quote request.`,
      paragraphs: [
        QUOTE_STATUSES.RECEIVED.description,
        ...quote.items.map(
          (item, i) =>
            `${i + 1}. ${item.brand} ${item.model} — ${conditionLabel(item.condition)}${item.accessories ? ` (with ${item.accessories})` : ""}; ${item.photos.length} ${item.photos.length === 1 ? "photo" : "photos"}`,
        ),
        `Check the status of your request at any time: ${context.urls.base}used-equipment-quote/status?number=${encodeURIComponent(row.number)}`,
      ],
      facts: [
        { label: "Reference number", value: row.number },
        { label: "Email", value: quote.email },
      ],
    },
  )
