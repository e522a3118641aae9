import { readFile } from "node:fs/promises"
import { basename } from "node:path"
import {
  isQuoteCondition,
  QUOTE_CONDITION_LABELS,
  QUOTE_CONDITIONS,
  type QuoteCondition,
  type QuoteItemForm,
  type UsedGearQuote,
  validateQuoteLookupForm,
} from "@shutter/sdk"
import { type Command, Option } from "commander"
import type { CliDeps } from "../deps.js"
import { printValue } from "../output.js"
import { type GlobalOptions, UsageError, withStorefront } from "../run.js"
import { collect, subcommand } from "./subcommand.js"

// `shutter quote submit|status`: the /used-equipment-quote form and its status lookup. A
// request the SDK or the server refuses prints every field error (exit 1); a malformed --item
// or an unreadable photo is a usage error (exit 2) before anything is sent.

const conditionNames = QUOTE_CONDITIONS.map((c) => c.toLowerCase().replaceAll("_", "-"))

/** "like-new", "LIKE_NEW", "Like new" → LIKE_NEW. */
const conditionOf = (text: string): QuoteCondition | undefined => {
  const name = text
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, "_")
  return isQuoteCondition(name) ? name : undefined
}

/** --item "brand;model;condition[;accessories]". */
const itemOf = (spec: string, n: number): Omit<QuoteItemForm, "photos"> => {
  const [brand = "", model = "", condition = "", ...rest] = spec.split(";")
  const parsed = conditionOf(condition)
  if (brand.trim() === "" || model.trim() === "" || parsed === undefined)
    throw new UsageError(
      `--item ${n}: expected "brand;model;condition[;accessories]" with condition one of ${conditionNames.join(", ")}, got '${spec}'`,
    )
  const accessories = rest.join(";").trim()
  return { brand: brand.trim(), model: model.trim(), condition: parsed, accessories }
}

/** --photo "<item number>=<file>": the file's bytes, for the item it names (1-based). */
const photoOf = async (spec: string, items: number) => {
  const at = spec.indexOf("=")
  const index = Number(spec.slice(0, at))
  const path = spec.slice(at + 1)
  if (at < 1 || !Number.isInteger(index) || index < 1 || index > items || path === "")
    throw new UsageError(`--photo: expected "<item number 1-${items}>=<file>", got '${spec}'`)
  try {
    return { item: index - 1, photo: { fileName: basename(path), bytes: await readFile(path) } }
  } catch {
    throw new UsageError(`--photo: cannot read '${path}'`)
  }
}

/** A refused request, with every field error on its own line (the tag keeps exit code 1). */
class QuoteNotSent extends Error {
  readonly _tag = "QuoteRejectedError"
}

const isRejection = (error: unknown): error is { readonly fieldErrors: Record<string, string> } =>
  typeof error === "object" &&
  error !== null &&
  "_tag" in error &&
  error._tag === "QuoteRejectedError"

const reportRejection = (error: unknown): never => {
  if (!isRejection(error)) throw error
  const lines = Object.entries(error.fieldErrors).map(
    ([field, message]) => `  ${field}: ${message}`,
  )
  throw new QuoteNotSent(`the quote request was not sent:\n${lines.join("\n")}`)
}

const quoteRows = (quote: UsedGearQuote): ReadonlyArray<readonly [string, unknown]> => [
  ["Reference", quote.number],
  ["Status", quote.status_label],
  ["", quote.status_description],
  ["Sent", quote.created_at],
  ["Email", quote.email],
  [
    "Items",
    quote.items.map(
      (i) =>
        `${i.brand} ${i.model} (${QUOTE_CONDITION_LABELS[i.condition]}${i.photo_count > 0 ? `, ${i.photo_count} ${i.photo_count === 1 ? "photo" : "photos"}` : ""})`,
    ),
  ],
]

interface SubmitOptions {
  readonly firstname: string
  readonly lastname: string
  readonly email: string
  readonly telephone?: string
  readonly postcode?: string
  readonly comment?: string
  readonly item: ReadonlyArray<string>
  readonly photo: ReadonlyArray<string>
}

const submitCommand = (deps: CliDeps, globals: () => GlobalOptions): Command =>
  subcommand("submit", deps)
    .description("ask for a cash or trade-in quote for used gear (up to 10 items, 5 photos each)")
    .addOption(new Option("--firstname <name>").makeOptionMandatory())
    .addOption(new Option("--lastname <name>").makeOptionMandatory())
    .addOption(new Option("--email <email>", "where the offer is sent").makeOptionMandatory())
    .option("--telephone <phone>")
    .option("--postcode <postcode>")
    .option("--comment <text>", "anything the buyer should know")
    .option(
      "--item <spec>",
      `an item: "brand;model;condition[;accessories]" (condition: ${conditionNames.join(", ")}); repeat per item`,
      collect,
      [],
    )
    .option(
      "--photo <n=file>",
      "a JPEG, PNG or WebP photo of item n (1-based); repeat",
      collect,
      [],
    )
    .action((options: SubmitOptions) =>
      withStorefront(deps, globals(), async (storefront, global) => {
        if (options.item.length === 0) throw new UsageError("give at least one --item")
        const items = options.item.map((spec, i) => ({
          ...itemOf(spec, i + 1),
          photos: [] as Array<{ fileName: string; bytes: Uint8Array }>,
        }))
        for (const spec of options.photo) {
          const { item, photo } = await photoOf(spec, items.length)
          items[item]?.photos.push(photo)
        }
        const quote = await storefront.quotes
          .submit({
            firstname: options.firstname,
            lastname: options.lastname,
            email: options.email,
            ...(options.telephone === undefined ? {} : { telephone: options.telephone }),
            ...(options.postcode === undefined ? {} : { postcode: options.postcode }),
            ...(options.comment === undefined ? {} : { comment: options.comment }),
            items,
          })
          .catch(reportRejection)
        printValue(deps, global.json, { quote }, quoteRows(quote))
      }),
    )

const statusCommand = (deps: CliDeps, globals: () => GlobalOptions): Command =>
  subcommand("status", deps)
    .description("the status of a quote request by its reference number and email")
    .argument("<number>", "the reference number, e.g. UGQ-7K3M9QXR")
    .addOption(
      new Option("--email <email>", "the email the request was sent from").makeOptionMandatory(),
    )
    .action((number: string, options: { readonly email: string }) =>
      withStorefront(deps, globals(), async (storefront, global) => {
        const problem = validateQuoteLookupForm({ number, email: options.email }).email
        if (problem !== undefined) throw new UsageError(`--email: ${problem}`)
        const quote = await storefront.quotes.status({ number, email: options.email })
        printValue(deps, global.json, { quote }, quoteRows(quote))
      }),
    )

/** `shutter quote …`: used-gear quote requests. */
export const quoteCommand = (deps: CliDeps, globals: () => GlobalOptions): Command =>
  subcommand("quote", deps)
    .description("sell used gear: submit a quote request, look up its status")
    .addCommand(submitCommand(deps, globals))
    .addCommand(statusCommand(deps, globals))
