/** The street parts of an address form (spec §3 Address form), as typed. */
export interface StreetParts {
  readonly street?: string
  readonly apartment?: string
  readonly neighborhood?: string
  readonly extra?: string
}

/** Street line, apartment, neighborhood, extra — in that order, empty ones dropped. */
export const streetLines = (form: StreetParts): ReadonlyArray<string> =>
  [form.street, form.apartment, form.neighborhood, form.extra]
    .map((line) => (line ?? "").trim())
    .filter((line) => line !== "")
