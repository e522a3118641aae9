import * as Data from "effect/Data"

export * from "./guardAccess.js"

/** Spec §8: a route naming a guard nobody knows is a 500 "Unknown middleware". */
export class UnknownMiddlewareError extends Data.TaggedError("UnknownMiddlewareError")<{
  /** The guard name nobody knows. */
  readonly guard: string
  readonly status: 500
  readonly message: "Unknown middleware"
}> {
  readonly retryable = false
}

export const unknownMiddleware = (name: string) =>
  new UnknownMiddlewareError({ guard: name, status: 500, message: "Unknown middleware" })
