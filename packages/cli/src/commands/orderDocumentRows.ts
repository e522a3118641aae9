import type { OrderDocuments } from "@shutter/sdk"
import { formatMoney } from "../table.js"

/** The invoices, shipments (tracking, with the carrier's link) and refunds as readable rows. */
export const orderDocumentRows = (
  documents: OrderDocuments,
): ReadonlyArray<readonly [string, unknown]> => [
  [
    "Invoices",
    documents.invoices.map(
      (i) => `${i.number}${i.grandTotal ? ` ${formatMoney(i.grandTotal)}` : ""}`,
    ),
  ],
  [
    "Tracking",
    documents.shipments.flatMap((s) =>
      s.tracking.map((t) =>
        [t.title, t.number ?? "", t.url === null ? "" : `(${t.url})`]
          .filter((p) => p !== "")
          .join(" "),
      ),
    ),
  ],
  [
    "Refunds",
    documents.creditMemos.map(
      (c) => `${c.number}${c.grandTotal ? ` ${formatMoney(c.grandTotal)}` : ""}`,
    ),
  ],
]
