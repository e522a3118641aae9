import type { Request } from "@playwright/test"

/**
 * The operation name of a request to the shop's /graphql, whichever way the SDK sent it (a
 * cacheable query is a GET with `operationName` in the query string, anything else a POST);
 * undefined for any other request.
 */
export const graphqlOperationOf = (request: Request): string | undefined => {
  const url = new URL(request.url())
  if (url.pathname !== "/graphql") return undefined
  if (request.method() === "GET") return url.searchParams.get("operationName") ?? "(anonymous)"
  if (request.method() !== "POST") return undefined
  const body = request.postDataJSON() as { operationName?: string } | null
  return body?.operationName ?? "(anonymous)"
}
