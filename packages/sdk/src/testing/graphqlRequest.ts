/** A GraphQL request as the server reads it, whether it came as a POST body or a GET query. */
export interface GraphqlRequestBody {
  readonly query: string
  readonly operationName: string
  readonly variables: Record<string, unknown>
}

/**
 * Reads a GraphQL request the SDK sent: cacheable queries come as GET with `query`,
 * `operationName` and `variables` in the URL, everything else as a POSTed JSON body. For fakes of
 * `fetch` in tests.
 */
export const readGraphqlRequest = async (request: Request): Promise<GraphqlRequestBody> => {
  if (request.method === "GET") {
    const params = new URL(request.url).searchParams
    const variables = params.get("variables")
    return {
      query: params.get("query") ?? "",
      operationName: params.get("operationName") ?? "",
      variables: variables === null ? {} : (JSON.parse(variables) as Record<string, unknown>),
    }
  }
  const body = (await request.json()) as Partial<GraphqlRequestBody>
  return {
    query: body.query ?? "",
    operationName: body.operationName ?? "",
    variables: body.variables ?? {},
  }
}
