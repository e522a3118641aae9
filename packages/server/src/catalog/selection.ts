// Whether a field's selection set asks for a sub-field, looking through fragments, so a
// resolver can start work for a child field before graphql-js reaches it.
import type { FragmentDefinitionNode, GraphQLResolveInfo, SelectionSetNode } from "graphql"

const selects = (
  set: SelectionSetNode | undefined,
  name: string,
  fragments: Readonly<Record<string, FragmentDefinitionNode>>,
  seen: Set<string>,
): boolean =>
  set?.selections.some((s) => {
    if (s.kind === "Field") return s.name.value === name
    if (s.kind === "InlineFragment") return selects(s.selectionSet, name, fragments, seen)
    if (seen.has(s.name.value)) return false
    seen.add(s.name.value)
    return selects(fragments[s.name.value]?.selectionSet, name, fragments, seen)
  }) ?? false

/** True when the resolved field selects `name` directly (a `@skip`/`@include` is ignored). */
export const selectsField = (info: GraphQLResolveInfo, name: string): boolean =>
  info.fieldNodes.some((node) => selects(node.selectionSet, name, info.fragments, new Set()))

/** The selection sets of the `name` fields a selection set asks for, through fragments. */
const childSets = (
  set: SelectionSetNode | undefined,
  name: string,
  fragments: Readonly<Record<string, FragmentDefinitionNode>>,
  seen: Set<string>,
): SelectionSetNode[] =>
  set?.selections.flatMap((s) => {
    if (s.kind === "Field") return s.name.value === name && s.selectionSet ? [s.selectionSet] : []
    if (s.kind === "InlineFragment") return childSets(s.selectionSet, name, fragments, seen)
    if (seen.has(s.name.value)) return []
    seen.add(s.name.value)
    return childSets(fragments[s.name.value]?.selectionSet, name, fragments, seen)
  }) ?? []

/** True when the resolved field's `child { … }` selects any of `names` (`items { description }`). */
export const selectsChildField = (
  info: GraphQLResolveInfo,
  child: string,
  names: readonly string[],
): boolean =>
  info.fieldNodes.some((node) =>
    childSets(node.selectionSet, child, info.fragments, new Set()).some((set) =>
      names.some((name) => selects(set, name, info.fragments, new Set())),
    ),
  )
