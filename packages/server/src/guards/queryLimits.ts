// Magento's QueryComplexityLimiter adds three webonyx/graphql-php validation rules: QueryDepth,
// QueryComplexity and DisableIntrospection. Depth and complexity are checked here before
// graphql-js's own validation rules run (queryCost.ts counts them in linear time), so a document
// over the limits is refused without giving the standard rules a chance to be slow on it.
import {
  type ASTNode,
  type DocumentNode,
  GraphQLError,
  Kind,
  type OperationDefinitionNode,
  type ValidationRule,
} from "graphql"
import { aliasCount, mostRepeatedSelection } from "./fieldRepetition.js"
import { queryCostMeasurer, type VariableValues } from "./queryCost.js"

export const maxDepthMessage = (max: number, got: number): string =>
  `Max query depth should be ${max} but got ${got}.`
export const maxComplexityMessage = (max: number, got: number): string =>
  `Max query complexity should be ${max} but got ${got}.`
export const maxAliasesMessage = (max: number, got: number): string =>
  `Max Aliases in query should be ${max} but got ${got}.`
export const maxRepeatedSelectionsMessage = (key: string, max: number, got: number): string =>
  `Max selections of "${key}" in one place should be ${max} but got ${got}.`
export const INTROSPECTION_DISABLED =
  "GraphQL introspection is not allowed, but the query contained __schema or __type"

export interface QueryLimits {
  readonly maxQueryDepth: number
  readonly maxQueryComplexity: number
}

export interface DocumentLimits extends QueryLimits {
  readonly maxAliases: number
  readonly maxRepeatedSelections: number
}

const operationsOf = (document: DocumentNode): OperationDefinitionNode[] =>
  document.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  )

const inputLimitError = (message: string, node: ASTNode): GraphQLError =>
  new GraphQLError(message, { nodes: [node], extensions: { category: "graphql-input" } })

/**
 * Every limit a document is held to before graphql-js validates it, cheapest first, as
 * Magento's QueryProcessor orders them (aliases, then field count): the first one broken is
 * the answer. Repeated selections are counted last, on a document known to be small once
 * inlined.
 */
export const documentLimitErrors = (
  document: DocumentNode,
  limits: DocumentLimits,
): GraphQLError[] => {
  const aliases = aliasCount(document)
  if (limits.maxAliases > 0 && aliases > limits.maxAliases)
    return [inputLimitError(maxAliasesMessage(limits.maxAliases, aliases), document)]
  const errors = queryLimitErrors(document, limits, undefined)
  if (errors.length > 0) return errors
  if (limits.maxRepeatedSelections <= 0) return []
  const operations = operationsOf(document)
  // Within the complexity limit every operation inlines to at most maxQueryComplexity fields.
  const most = mostRepeatedSelection(document, operations, {
    maxDepth: limits.maxQueryDepth,
    maxFields: limits.maxQueryComplexity * Math.max(1, operations.length),
  })
  if (most === undefined || most.count <= limits.maxRepeatedSelections) return []
  const message = maxRepeatedSelectionsMessage(most.key, limits.maxRepeatedSelections, most.count)
  return [inputLimitError(message, most.field)]
}

const limitError = (message: string, node: ASTNode): GraphQLError =>
  new GraphQLError(message, { nodes: [node], extensions: { category: "graphql" } })

/**
 * The depth and complexity errors of `operations` (every operation of the document when
 * validating, the one being run with its variables before execution).
 */
export const queryLimitErrors = (
  document: DocumentNode,
  limits: QueryLimits,
  variables: VariableValues,
  operations: readonly OperationDefinitionNode[] = operationsOf(document),
): GraphQLError[] => {
  const measure = queryCostMeasurer(document, variables)
  const errors: GraphQLError[] = []
  for (const operation of operations) {
    const { depth, complexity } = measure(operation)
    if (depth > limits.maxQueryDepth)
      errors.push(limitError(maxDepthMessage(limits.maxQueryDepth, depth), operation))
    if (complexity > limits.maxQueryComplexity)
      errors.push(
        limitError(maxComplexityMessage(limits.maxQueryComplexity, complexity), operation),
      )
  }
  return errors
}

/** Rejects `__schema` and `__type` (but not `__typename`), like webonyx's DisableIntrospection. */
export const disableIntrospectionRule: ValidationRule = (context) => ({
  Field(field) {
    if (field.name.value === "__schema" || field.name.value === "__type")
      context.reportError(new GraphQLError(INTROSPECTION_DISABLED, { nodes: [field] }))
  },
})
