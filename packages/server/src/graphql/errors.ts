import { GraphQLError } from "graphql"

/** Magento's error categories (`extensions.category`), one per exception class. */
export type ErrorCategory =
  | "graphql"
  | "graphql-input"
  | "graphql-no-such-entity"
  | "graphql-authentication"
  | "graphql-authorization"
  | "graphql-already-exists"
  | "graphql-too-many-requests"
  | "internal"

/** An error the client may see, shaped like Magento's: `{message, extensions: {category}}`. */
export class MagentoError extends GraphQLError {
  readonly category: ErrorCategory
  /**
   * The errors an aggregate exception holds (Magento's `addError`): the client sees each as an
   * error of its own, in this order, and never the aggregate's own message.
   */
  readonly aggregated: readonly string[]
  constructor(message: string, category: ErrorCategory, aggregated: readonly string[] = []) {
    super(message, { extensions: { category } })
    this.name = "MagentoError"
    this.category = category
    this.aggregated = aggregated
  }
}

/**
 * Recognises a MagentoError by shape, not class: a bundler may load a second copy of graphql
 * (ESM beside CJS), and `instanceof` fails across copies.
 */
export const isMagentoError = (value: unknown): value is MagentoError =>
  value instanceof Error && value.name === "MagentoError" && "category" in value

/** Magento's GraphQlInputException. */
export const inputError = (message: string): MagentoError =>
  new MagentoError(message, "graphql-input")

/** Magento's GraphQlInputException with errors added to it (e.g. "Shipping address errors"). */
export const aggregateInputError = (message: string, errors: readonly string[]): MagentoError =>
  new MagentoError(message, "graphql-input", errors)

/** Magento's GraphQlNoSuchEntityException. */
export const noSuchEntityError = (message: string): MagentoError =>
  new MagentoError(message, "graphql-no-such-entity")

/** Magento's GraphQlAuthorizationException. */
export const authorizationError = (message: string): MagentoError =>
  new MagentoError(message, "graphql-authorization")

/** The extension key that carries an aggregate's errors from formatError to the response. */
export const AGGREGATED_ERRORS = "aggregated"
/** Magento's GraphQlTooManyRequestsException (backpressure): HTTP 200, like Magento. */
export const tooManyRequestsError = (): MagentoError =>
  new MagentoError(TOO_MANY_REQUESTS, "graphql-too-many-requests")

export const TOO_MANY_REQUESTS = "Too Many Requests"

/** What the client sees instead of an unexpected failure (webonyx's internal error message). */
export const INTERNAL_ERROR_MESSAGE = "Internal server error"
