import type { GraphQLError } from "graphql"
import type { Logger } from "../platform/logger.js"
import {
  AGGREGATED_ERRORS,
  INTERNAL_ERROR_MESSAGE,
  isMagentoError,
  type MagentoError,
} from "./errors.js"
import { isGraphQLErrorLike, reshapeError } from "./reshapeError.js"

/**
 * Turns any error reaching the response into Magento's shape. Our own MagentoErrors pass as they
 * are; graphql-js parse/validation errors get category "graphql"; anything else is logged and
 * masked, as Magento does outside developer mode.
 */
export const formatError =
  (logger: Logger) =>
  (error: unknown): GraphQLError => {
    if (!isGraphQLErrorLike(error)) return masked(logger, error)
    const original = error.originalError
    if (isMagentoError(error)) return reshapeError(error, error.message, extensionsOf(error))
    if (isMagentoError(original))
      return reshapeError(error, original.message, extensionsOf(original))
    // A GraphQLError without an underlying exception comes from graphql-js itself
    // (syntax, validation, variable coercion): safe to show.
    if (original === undefined || original === null || isGraphQLErrorLike(original)) {
      return reshapeError(error, error.message, { category: "graphql" })
    }
    const refused = dataExceptionOf(original)
    if (refused !== undefined) {
      // A value the database refused (SQLSTATE class 22) is the client's input, not our fault:
      // an input error, one log line without a stack.
      logger.warn("input value refused by the database", {
        code: refused.code,
        error: refused.message,
        ...(error.path !== undefined ? { path: error.path } : {}),
      })
      return reshapeError(error, INVALID_INPUT_MESSAGE, { category: "graphql-input" })
    }
    return masked(logger, original, error)
  }

/** What the client sees when the database refuses a value it sent. */
export const INVALID_INPUT_MESSAGE = "Invalid input value."

/** The PostgreSQL "data exception" (SQLSTATE 22xxx) behind an error, following its causes. */
const dataExceptionOf = (
  error: unknown,
): { readonly code: string; readonly message: string } | undefined => {
  for (let cause = error, hops = 0; cause instanceof Error && hops < 5; hops++) {
    const code = (cause as { code?: unknown }).code
    if (typeof code === "string" && /^22[0-9A-Z]{3}$/.test(code))
      return { code, message: cause.message }
    cause = cause.cause
  }
  return undefined
}

/** `aggregated` travels to magentoErrorsPlugin, which turns it into one error per entry. */
const extensionsOf = (error: MagentoError): Record<string, unknown> => ({
  category: error.category,
  ...(error.aggregated?.length ? { [AGGREGATED_ERRORS]: error.aggregated } : {}),
})

const masked = (logger: Logger, cause: unknown, error?: GraphQLError): GraphQLError => {
  logger.error("unexpected error while serving GraphQL", {
    error: cause instanceof Error ? (cause.stack ?? cause.message) : String(cause),
    ...(error?.path !== undefined ? { path: error.path } : {}),
  })
  return reshapeError(error, INTERNAL_ERROR_MESSAGE, { category: "internal" })
}
