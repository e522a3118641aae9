import type { Plugin } from "graphql-yoga"
import { inputError } from "../graphql/errors.js"
import { nulInputError } from "../graphql/inputValues.js"
import { BodyTooLarge, bodyTooLargeResponse, readLimitedBody } from "../platform/http/bodyLimit.js"
import type { ResolvedGuardOptions } from "./guardOptions.js"
import { selectedOperation } from "./queryCost.js"
import { disableIntrospectionRule, documentLimitErrors, queryLimitErrors } from "./queryLimits.js"

export const INVALID_JSON_PARAMETER = "The variables or extensions parameter is not valid JSON."

/** Body size, token, alias, depth, complexity, repeated-field and introspection guards, in every mode. */
export const guardsPlugin = (options: ResolvedGuardOptions): Plugin => ({
  async onRequest({ request, setRequest, endResponse, fetchAPI }) {
    if (request.method !== "POST") return
    try {
      const body = await readLimitedBody(request, options.maxBodyBytes)
      // The stream is consumed: hand yoga a request carrying the bytes we read.
      setRequest(
        new fetchAPI.Request(request.url, {
          method: request.method,
          headers: request.headers,
          body,
        }),
      )
    } catch (error) {
      if (!(error instanceof BodyTooLarge)) throw error
      endResponse(bodyTooLargeResponse(options.maxBodyBytes, fetchAPI.Response))
    }
  },
  onRequestParse({ requestParser, setRequestParser }) {
    if (requestParser === undefined) return
    // GET and form posts carry `variables`/`extensions` as JSON text, which yoga parses with
    // JSON.parse: its SyntaxError would be masked as an internal error.
    setRequestParser(async (request) => {
      try {
        return await requestParser(request)
      } catch (error) {
        if (error instanceof SyntaxError) throw inputError(INVALID_JSON_PARAMETER)
        throw error
      }
    })
  },
  onParse({ parseFn, setParseFn }) {
    // graphql-js stops lexing at the first token over the limit, before building any AST.
    setParseFn((source, parseOptions) =>
      parseFn(source, { ...parseOptions, maxTokens: options.maxTokens }),
    )
  },
  onValidate({ params, addValidationRule, setResult }) {
    // Aliases, depth, complexity and repeated fields first, with literal page sizes (the result
    // is cached per document); over the limits, graphql-js's own rules do not run at all.
    const errors = documentLimitErrors(params.documentAST, options)
    if (errors.length > 0) {
      setResult(errors)
      return
    }
    if (!options.introspection) addValidationRule(disableIntrospectionRule)
  },
  onExecute({ args, setResultAndStopExecution }) {
    const nul = nulInputError(args.document, args.variableValues)
    if (nul !== undefined) {
      setResultAndStopExecution({ errors: [nul] })
      return
    }
    // Again with the request's variables, which may set page sizes.
    const operation = selectedOperation(args.document, args.operationName)
    if (operation === undefined) return
    const errors = queryLimitErrors(args.document, options, args.variableValues ?? {}, [operation])
    if (errors.length > 0) setResultAndStopExecution({ errors })
  },
})
