import { Data } from "effect"

/** A product, category or CMS page the backend does not know (the UI shows its 404 page). */
export class NotFoundError extends Data.TaggedError("NotFoundError")<{
  readonly entity: "product" | "category" | "cmsPage"
  /** The url key, sku, uid or identifier asked for. */
  readonly key: string
  readonly message: string
}> {
  readonly retryable = false
}
