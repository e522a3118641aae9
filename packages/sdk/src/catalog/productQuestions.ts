// A product page's questions and answers, as a shop answers the questions shoppers ask most
// (what it weighs, which mount, what is in the box…) from the product's own specifications.
// Effect-free (in "@shutter/sdk/rules").

export interface ProductQuestion {
  readonly question: string
  readonly answer: string
}

/** The specification fields shoppers ask about, in the order the answers are shown. */
const QUESTIONS: ReadonlyArray<{ readonly keys: RegExp; readonly question: string }> = [
  { keys: /^sensor$/i, question: "What sensor does it have?" },
  { keys: /^(lens )?mount$/i, question: "Which lens mount does it use?" },
  { keys: /^(video|recording)$/i, question: "What video does it record?" },
  { keys: /^(weather sealing|weatherproofing)$/i, question: "Is it weather sealed?" },
  { keys: /^memory card$/i, question: "Which memory cards does it take?" },
  { keys: /^battery$/i, question: "Which battery does it use?" },
  { keys: /^(film )?format$/i, question: "Which format is it?" },
  { keys: /^exposures$/i, question: "How many exposures does a roll have?" },
  { keys: /^polar pattern$/i, question: "What is its polar pattern?" },
  { keys: /^(power|output)$/i, question: "How much light does it put out?" },
  { keys: /^maximum height$/i, question: "How tall does it extend?" },
  { keys: /^load capacity$/i, question: "How much weight does it hold?" },
  { keys: /^read speed$/i, question: "How fast does it read?" },
  { keys: /^write speed$/i, question: "How fast does it write?" },
  { keys: /^range$/i, question: "What is its range?" },
  { keys: /^condition grade$/i, question: "What condition is it in?" },
  { keys: /^(used )?warranty$/i, question: "What warranty does it come with?" },
  { keys: /^dimensions\b/i, question: "How big is it?" },
  { keys: /^weight$/i, question: "How much does it weigh?" },
]

const ENTITIES: Readonly<Record<string, string>> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  "#39": "'",
  nbsp: " ",
}

/** The text of an HTML fragment: tags dropped, the usual entities read, spaces collapsed. */
const textOf = (html: string): string =>
  html
    .replace(/<[^>]*>/g, " ")
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? "")
    .replace(/\s+/g, " ")
    .trim()

/** The rows of a specifications table (`<th>` name, `<td>` value), as `tab_specs_dims` holds them. */
export const specificationRows = (
  html: string | null | undefined,
): ReadonlyArray<readonly [string, string]> =>
  [...(html ?? "").matchAll(/<th\b[^>]*>([\s\S]*?)<\/th>\s*<td\b[^>]*>([\s\S]*?)<\/td>/gi)]
    .map((m): readonly [string, string] => [textOf(m[1] ?? ""), textOf(m[2] ?? "")])
    .filter(([name, value]) => name !== "" && value !== "")

/** The items of a "what's in the box" list (`tab_box`). */
const boxItems = (html: string | null | undefined): ReadonlyArray<string> =>
  [...(html ?? "").matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/gi)]
    .map((m) => textOf(m[1] ?? ""))
    .filter((item) => item !== "")

/**
 * The questions the product's data answers: what is in the box, then the specifications
 * shoppers ask about. Empty when the product has neither.
 */
export const productQuestions = (product: {
  readonly tab_specs_dims?: string | null
  readonly tab_box?: string | null
}): ReadonlyArray<ProductQuestion> => {
  const rows = specificationRows(product.tab_specs_dims)
  const box = boxItems(product.tab_box)
  const answers: Array<ProductQuestion> = []
  if (box.length > 0) answers.push({ question: "What's in the box?", answer: box.join(", ") })
  for (const { keys, question } of QUESTIONS) {
    const row = rows.find(([name]) => keys.test(name))
    if (row !== undefined) answers.push({ question, answer: row[1] })
  }
  return answers
}
