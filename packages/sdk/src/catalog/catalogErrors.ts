import * as Data from "effect/Data"

/** A product, category or CMS page the backend does not know (the UI shows its 404 page). */
export class NotFoundError extends Data.TaggedError("NotFoundError")<{
  readonly entity: "product" | "category" | "cmsPage"
  /** The url key, sku, uid or identifier asked for. */
  readonly key: string
  readonly message: string
}> {
  readonly retryable = false
}

/**
 * A listing filter the caller named that the listing cannot apply: an attribute that is not
 * filterable (`reason: "attribute"`), one this listing offers no filter for (`"not-offered"`),
 * or a label or value none of its options has (`"value"`). `choices` lists what would work.
 */
export class UnknownFilterError extends Data.TaggedError("UnknownFilterError")<{
  readonly reason: "attribute" | "not-offered" | "value"
  readonly attribute: string
  readonly value: string | undefined
  readonly choices: ReadonlyArray<string>
  readonly message: string
}> {
  readonly retryable = false
}
