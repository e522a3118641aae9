// Build-time stand-in for `graphql` in the browser bundle (see gqlTag.ts): the SDK's only
// runtime use is `print(document)`, and every document already carries its text.
export const print = (document: {
  readonly loc?: { readonly source: { readonly body: string } }
}): string => {
  const body = document.loc?.source.body
  if (body === undefined) throw new Error("print() needs a document built by the SDK's gql")
  return body
}

/** graphql's `Kind`, as far as the SDK reads it (it finds capability fragments by kind). */
export const Kind = {
  OPERATION_DEFINITION: "OperationDefinition",
  FRAGMENT_DEFINITION: "FragmentDefinition",
} as const

/**
 * The SDK rewrites a document (`documentFor`) only for a Magento without some extension. The
 * browser's documents carry their text, not their selections, so they are sent as written: the
 * web runs against a Magento with every extension the SDK knows (the Shutter server).
 */
export const visit = (): never => {
  throw new Error(
    "The browser bundle sends GraphQL documents as written: every Magento extension must be enabled",
  )
}
