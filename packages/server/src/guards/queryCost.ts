// Depth and complexity of one operation, counted like webonyx/graphql-php's QueryDepth and
// QueryComplexity rules (every field counts 1 plus its children; fragments are inlined and add no
// depth of their own), in time linear in the document: each fragment is measured once and its
// figures reused wherever it is spread, so a chain of fragments each spreading the next twice
// costs one visit per fragment, not 2^levels.
//
// One Shutter addition: a field with a `pageSize` argument may return that many items, so its
// selection counts once per started block of DEFAULT_PAGE_SIZE (Magento's default page size)
// items. A page of up to 20 counts as Magento counts it.
import {
  BREAK,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  visit,
} from "graphql"

export const DEFAULT_PAGE_SIZE = 20

export interface QueryCost {
  /** Deepest field nesting (top-level fields are depth 1). */
  readonly depth: number
  /** Fields selected, fragments inlined, paged selections weighted by page size. */
  readonly complexity: number
}

/** A request's variables as sent (undefined while validating: variable page sizes count as 1). */
export type VariableValues = Readonly<Record<string, unknown>> | undefined

const pageSizeOf = (field: FieldNode, variables: VariableValues): number | undefined => {
  const argument = field.arguments?.find((a) => a.name.value === "pageSize")
  if (argument === undefined) return undefined
  const value = argument.value
  if (value.kind === Kind.INT) return Number(value.value)
  if (value.kind === Kind.VARIABLE && variables !== undefined) {
    const given = variables[value.name.value]
    return typeof given === "number" ? given : undefined
  }
  return undefined
}

/** How many times a field's selection counts: once per started block of 20 items. */
export const pageWeight = (pageSize: number | undefined): number =>
  pageSize === undefined || !Number.isFinite(pageSize) || pageSize <= DEFAULT_PAGE_SIZE
    ? 1
    : Math.ceil(pageSize / DEFAULT_PAGE_SIZE)

const fragmentsOf = (document: DocumentNode): ReadonlyMap<string, FragmentDefinitionNode> => {
  const fragments = new Map<string, FragmentDefinitionNode>()
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION)
      fragments.set(definition.name.value, definition)
  }
  return fragments
}

/** A measurer for the operations of one document; fragment figures are shared between them. */
export const queryCostMeasurer = (document: DocumentNode, variables: VariableValues) => {
  const fragments = fragmentsOf(document)
  const measured = new Map<string, QueryCost>()
  const visiting = new Set<string>()

  const fragmentCost = (name: string): QueryCost => {
    const known = measured.get(name)
    if (known !== undefined) return known
    const fragment = fragments.get(name)
    // Unknown fragments and cycles are graphql-js's to report (KnownFragmentNames,
    // NoFragmentCycles); they add nothing here.
    if (fragment === undefined || visiting.has(name)) return { depth: 0, complexity: 0 }
    visiting.add(name)
    const cost = selectionCost(fragment.selectionSet)
    visiting.delete(name)
    measured.set(name, cost)
    return cost
  }

  /** Depth relative to the set's parent, and complexity, of a selection set. */
  const selectionCost = (set: SelectionSetNode): QueryCost => {
    let depth = 0
    let complexity = 0
    for (const selection of set.selections) {
      let cost: QueryCost
      if (selection.kind === Kind.FIELD) {
        const children =
          selection.selectionSet === undefined
            ? { depth: 0, complexity: 0 }
            : selectionCost(selection.selectionSet)
        cost = {
          depth: children.depth + 1,
          complexity: 1 + pageWeight(pageSizeOf(selection, variables)) * children.complexity,
        }
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        cost = selectionCost(selection.selectionSet)
      } else {
        cost = fragmentCost(selection.name.value)
      }
      depth = Math.max(depth, cost.depth)
      complexity += cost.complexity
    }
    return { depth, complexity }
  }

  return (operation: OperationDefinitionNode): QueryCost => selectionCost(operation.selectionSet)
}

/** Whether any `pageSize` argument of the document takes its value from a variable. */
export const hasVariablePageSize = (document: DocumentNode): boolean => {
  let found = false
  visit(document, {
    Argument(node) {
      if (node.name.value !== "pageSize" || node.value.kind !== Kind.VARIABLE) return undefined
      found = true
      return BREAK
    },
  })
  return found
}

/** The operation a request runs: the named one, or the only one. */
export const selectedOperation = (
  document: DocumentNode,
  operationName: string | null | undefined,
): OperationDefinitionNode | undefined => {
  const operations = document.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  )
  if (operationName === undefined || operationName === null) {
    return operations.length === 1 ? operations[0] : undefined
  }
  return operations.find((o) => o.name?.value === operationName)
}
