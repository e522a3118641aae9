// Build-time stand-in for `graphql` in the browser bundle (see gqlTag.ts): the SDK's only
// runtime use is `print(document)`, and every document already carries its text.
export const print = (document: {
  readonly loc?: { readonly source: { readonly body: string } }
}): string => {
  const body = document.loc?.source.body
  if (body === undefined) throw new Error("print() needs a document built by the SDK's gql")
  return body
}
