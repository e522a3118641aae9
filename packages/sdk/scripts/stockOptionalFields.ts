// A codegen document transform: a field of a fragment that stock Magento 2.4 lacks (an
// extension's field on a stock type) is marked `@include(if: true)` in codegen's copy of the
// documents, so its result type is optional: the SDK leaves the extensions' fragments out of what
// it sends to a stock Magento (capabilityFragment). An operation that selects such a field itself
// is an extension's own (capabilityOperation): never sent without it, so its fields stay as they are.
import { readFileSync } from "node:fs"
import type { Types } from "@graphql-codegen/plugin-helpers"
import {
  buildASTSchema,
  buildSchema,
  type DirectiveNode,
  type DocumentNode,
  type GraphQLSchema,
  isInterfaceType,
  isObjectType,
  Kind,
  TypeInfo,
  visit,
  visitWithTypeInfo,
} from "graphql"

const optional: DirectiveNode = {
  kind: Kind.DIRECTIVE,
  name: { kind: Kind.NAME, value: "include" },
  arguments: [
    {
      kind: Kind.ARGUMENT,
      name: { kind: Kind.NAME, value: "if" },
      value: { kind: Kind.BOOLEAN, value: true },
    },
  ],
}

const inStock = (stock: GraphQLSchema, typeName: string, fieldName: string): boolean => {
  const type = stock.getType(typeName)
  if (type === undefined || type === null) return true // an extension's own type: its fields are
  if (!isObjectType(type) && !isInterfaceType(type)) return true
  return fieldName === "__typename" || type.getFields()[fieldName] !== undefined
}

export const markExtensionFields = (
  document: DocumentNode,
  full: GraphQLSchema,
  stock: GraphQLSchema,
): DocumentNode => {
  const roots = new Set(
    [full.getQueryType(), full.getMutationType(), full.getSubscriptionType()].flatMap((t) =>
      t ? [t.name] : [],
    ),
  )
  const typeInfo = new TypeInfo(full)
  let inFragment = false
  return visit(
    document,
    visitWithTypeInfo(typeInfo, {
      FragmentDefinition: {
        enter: () => {
          inFragment = true
        },
        leave: () => {
          inFragment = false
        },
      },
      Field: (node) => {
        if (!inFragment) return undefined
        const parent = typeInfo.getParentType()
        if (parent === null || parent === undefined || roots.has(parent.name)) return undefined
        if (inStock(stock, parent.name, node.name.value)) return undefined
        return { ...node, directives: [...(node.directives ?? []), optional] }
      },
    }),
  )
}

export const stockOptionalFields = (
  stockFiles: ReadonlyArray<string>,
): Types.DocumentTransformObject => {
  const stock = buildSchema(stockFiles.map((file) => readFileSync(file, "utf8")).join("\n"))
  return {
    transform: ({ documents, schema }) => {
      const full = buildASTSchema(schema)
      return documents.map((source) =>
        source.document === undefined
          ? source
          : { ...source, document: markExtensionFields(source.document, full, stock) },
      )
    },
  }
}
