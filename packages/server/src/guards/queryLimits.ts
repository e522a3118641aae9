// Magento's QueryComplexityLimiter adds three webonyx/graphql-php validation rules: QueryDepth,
// QueryComplexity and DisableIntrospection. These are the same rules for graphql-js, with the
// same counting (every field counts 1 plus its children; fragments are inlined, so they add no
// depth of their own) and the same messages.
import {
  type ASTNode,
  type FragmentDefinitionNode,
  GraphQLError,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from "graphql"

export const maxDepthMessage = (max: number, got: number): string =>
  `Max query depth should be ${max} but got ${got}.`
export const maxComplexityMessage = (max: number, got: number): string =>
  `Max query complexity should be ${max} but got ${got}.`
export const INTROSPECTION_DISABLED =
  "GraphQL introspection is not allowed, but the query contained __schema or __type"

type Fragments = ReadonlyMap<string, FragmentDefinitionNode>

const fragmentsOf = (context: ValidationContext): Fragments =>
  new Map(
    context
      .getDocument()
      .definitions.flatMap((d) =>
        d.kind === "FragmentDefinition" ? [[d.name.value, d] as const] : [],
      ),
  )

/** Deepest field nesting of a selection set (top-level fields are depth 1). */
const depthOf = (
  set: SelectionSetNode,
  fragments: Fragments,
  depth: number,
  visiting: Set<string>,
): number => {
  let max = depth
  for (const selection of set.selections) {
    if (selection.kind === "Field") {
      const child = depth + 1
      max = Math.max(
        max,
        selection.selectionSet
          ? depthOf(selection.selectionSet, fragments, child, visiting)
          : child,
      )
    } else if (selection.kind === "InlineFragment") {
      max = Math.max(max, depthOf(selection.selectionSet, fragments, depth, visiting))
    } else {
      const fragment = fragments.get(selection.name.value)
      // A fragment cycle is reported by graphql-js's own NoFragmentCycles rule.
      if (fragment === undefined || visiting.has(fragment.name.value)) continue
      visiting.add(fragment.name.value)
      max = Math.max(max, depthOf(fragment.selectionSet, fragments, depth, visiting))
      visiting.delete(fragment.name.value)
    }
  }
  return max
}

/** Sum over the fields of a selection set of (1 + the field's own children). */
const complexityOf = (
  set: SelectionSetNode,
  fragments: Fragments,
  visiting: Set<string>,
): number => {
  let total = 0
  for (const selection of set.selections) {
    if (selection.kind === "Field") {
      total +=
        1 + (selection.selectionSet ? complexityOf(selection.selectionSet, fragments, visiting) : 0)
    } else if (selection.kind === "InlineFragment") {
      total += complexityOf(selection.selectionSet, fragments, visiting)
    } else {
      const fragment = fragments.get(selection.name.value)
      if (fragment === undefined || visiting.has(fragment.name.value)) continue
      visiting.add(fragment.name.value)
      total += complexityOf(fragment.selectionSet, fragments, visiting)
      visiting.delete(fragment.name.value)
    }
  }
  return total
}

const report = (context: ValidationContext, message: string, node: ASTNode): void =>
  context.reportError(new GraphQLError(message, { nodes: [node] }))

export const maxQueryDepthRule =
  (max: number): ValidationRule =>
  (context) => ({
    OperationDefinition(operation) {
      const depth = depthOf(operation.selectionSet, fragmentsOf(context), 0, new Set())
      if (depth > max) report(context, maxDepthMessage(max, depth), operation)
    },
  })

export const maxQueryComplexityRule =
  (max: number): ValidationRule =>
  (context) => ({
    OperationDefinition(operation) {
      const complexity = complexityOf(operation.selectionSet, fragmentsOf(context), new Set())
      if (complexity > max) report(context, maxComplexityMessage(max, complexity), operation)
    },
  })

/** Rejects `__schema` and `__type` (but not `__typename`), like webonyx's DisableIntrospection. */
export const disableIntrospectionRule: ValidationRule = (context) => ({
  Field(field) {
    if (field.name.value === "__schema" || field.name.value === "__type")
      report(context, INTROSPECTION_DISABLED, field)
  },
})
