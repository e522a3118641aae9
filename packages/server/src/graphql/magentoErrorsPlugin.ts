import type { ExecutionResult, GraphQLError } from "graphql"
import type { Plugin } from "graphql-yoga"
import { AGGREGATED_ERRORS, type ErrorCategory } from "./errors.js"
import { reshapeError } from "./reshapeError.js"

// Magento answers 200 for every GraphQL error except authentication (401) and authorization (403).
const statusOf = (category: string): number =>
  category === "graphql-authentication" ? 401 : category === "graphql-authorization" ? 403 : 200

/**
 * The last word on every error of a response, whatever stage raised it (parse, validation,
 * context, execution): extensions are exactly `{category}` (yoga's own `code` goes), and the
 * HTTP status follows Magento's rule. Masking of unexpected errors happens before, in formatError.
 */
const toMagentoErrors = (error: GraphQLError): GraphQLError[] => {
  const raw = error.extensions?.category
  const category: ErrorCategory | string = typeof raw === "string" ? raw : "graphql"
  // `http` is read by yoga for the status and never serialised.
  const extensions = { category, http: { status: statusOf(category) } }
  // Magento's ErrorHandler reports an aggregate exception as the errors it holds.
  const aggregated = error.extensions?.[AGGREGATED_ERRORS]
  const messages =
    Array.isArray(aggregated) && aggregated.length > 0 ? aggregated.map(String) : [error.message]
  return messages.map((message) => reshapeError(error, message, extensions))
}

const reshapeResult = (result: ExecutionResult): ExecutionResult =>
  result.errors === undefined || result.errors.length === 0
    ? result
    : { ...result, errors: result.errors.flatMap(toMagentoErrors) }

export const magentoErrorsPlugin = (): Plugin => ({
  onResultProcess({ result, setResult }) {
    if (Array.isArray(result)) {
      setResult(result.map((item: ExecutionResult) => reshapeResult(item)))
    } else if (!(Symbol.asyncIterator in (result as object))) {
      setResult(reshapeResult(result as ExecutionResult))
    }
  },
})
