import type { DocumentNode, OperationDefinitionNode } from "graphql"

export interface OperationInfo {
  readonly name: string
  readonly kind: "query" | "mutation" | "subscription"
}

/** The first operation in a document; every SDK document is a single named operation. */
export const operationOf = (document: DocumentNode): OperationInfo => {
  const op = document.definitions.find(
    (d): d is OperationDefinitionNode => d.kind === "OperationDefinition",
  )
  if (op?.name === undefined) {
    throw new Error("GraphQL documents sent by the SDK must hold one named operation")
  }
  return { name: op.name.value, kind: op.operation }
}
