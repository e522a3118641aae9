// Two cheap counts that bound what graphql-js's OverlappingFieldsCanBeMerged rule does: it
// compares every pair of fields answering under one response key at one place in the response,
// so n of them cost n²/2 comparisons (and up to that many conflicts to report).
//
// - Aliases, counted like Magento 2.4.8's QueryComplexityLimiter::validateAliasCount: every
//   aliased field in every operation and fragment definition, each definition once. Shutter
//   also counts aliases inside inline fragments, which Magento's walk skips.
// - Repeated selections (a Shutter addition): how many fields answer under one response key at
//   one place in the response (`{ products(search: "a") {…} products(search: "b") {…} }`, no
//   alias needed), fragments inlined and same-keyed fields' selections merged, as graphql-js
//   merges them. With at most k per key and n fields in all, the rule makes at most n·k/2
//   comparisons. Counted only once depth and complexity have passed, so the inlined document
//   is at most `maxQueryComplexity` fields.
import {
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from "graphql"

const aliasesIn = (set: SelectionSetNode): number => {
  let count = 0
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.alias !== undefined) count++
      if (selection.selectionSet !== undefined) count += aliasesIn(selection.selectionSet)
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      count += aliasesIn(selection.selectionSet)
    }
  }
  return count
}

/** Aliased fields in the document's operations and fragment definitions. */
export const aliasCount = (document: DocumentNode): number => {
  let count = 0
  for (const definition of document.definitions) {
    if (
      definition.kind === Kind.OPERATION_DEFINITION ||
      definition.kind === Kind.FRAGMENT_DEFINITION
    )
      count += aliasesIn(definition.selectionSet)
  }
  return count
}

export interface RepeatedSelection {
  /** The response key selected most often at one place. */
  readonly key: string
  /** How many fields answer under it there. */
  readonly count: number
  /** The first of them. */
  readonly field: FieldNode
}

/** Thrown when a walk goes past its budget: only a fragment cycle takes it there. */
class OverBudget extends Error {}

/**
 * The response key selected most often at one place in the response, over every operation.
 * Undefined when there is none, or when the walk would pass `maxDepth` or visit more than
 * `maxFields` fields: a document within the complexity limit does that only through a
 * fragment cycle (which the complexity count skips and graphql-js refuses), whose inlining
 * would otherwise grow exponentially with the depth.
 */
export const mostRepeatedSelection = (
  document: DocumentNode,
  operations: readonly OperationDefinitionNode[],
  limits: { readonly maxDepth: number; readonly maxFields: number },
): RepeatedSelection | undefined => {
  const fragments = new Map<string, FragmentDefinitionNode>()
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION)
      fragments.set(definition.name.value, definition)
  }
  let most: RepeatedSelection | undefined
  let visited = 0

  /** The fields of `sets` merged, by response key (inline fragments and spreads flattened). */
  const fieldsByKey = (sets: readonly SelectionSetNode[]): Map<string, FieldNode[]> => {
    const byKey = new Map<string, FieldNode[]>()
    const spread = new Set<string>()
    const collect = (set: SelectionSetNode): void => {
      for (const selection of set.selections) {
        if (selection.kind === Kind.FIELD) {
          if (++visited > limits.maxFields) throw new OverBudget()
          const key = selection.alias?.value ?? selection.name.value
          const fields = byKey.get(key)
          if (fields === undefined) byKey.set(key, [selection])
          else fields.push(selection)
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          collect(selection.selectionSet)
        } else {
          // A fragment spread twice at one place merges into one selection, as in graphql-js;
          // unknown fragments and cycles are graphql-js's to report.
          const fragment = fragments.get(selection.name.value)
          if (fragment === undefined || spread.has(selection.name.value)) continue
          spread.add(selection.name.value)
          collect(fragment.selectionSet)
        }
      }
    }
    for (const set of sets) collect(set)
    return byKey
  }

  const visit = (sets: readonly SelectionSetNode[], depth: number): void => {
    if (depth > limits.maxDepth) throw new OverBudget()
    for (const [key, fields] of fieldsByKey(sets)) {
      const [field] = fields
      if (field !== undefined && fields.length > (most?.count ?? 1))
        most = { key, count: fields.length, field }
      const children = fields.flatMap((f) => (f.selectionSet === undefined ? [] : [f.selectionSet]))
      if (children.length > 0) visit(children, depth + 1)
    }
  }
  try {
    for (const operation of operations) visit([operation.selectionSet], 1)
  } catch (error) {
    if (error instanceof OverBudget) return undefined
    throw error
  }
  return most
}
