import type { DocumentNode, GraphQLError } from "graphql"
import type { Plugin } from "graphql-yoga"
import { inputError } from "../graphql/errors.js"
import { nulInputError, stringLiteralWithNul } from "../graphql/inputValues.js"
import { BodyTooLarge, bodyTooLargeResponse, readLimitedBody } from "../platform/http/bodyLimit.js"
import type { ResolvedGuardOptions } from "./guardOptions.js"
import { hasVariablePageSize, selectedOperation } from "./queryCost.js"
import { disableIntrospectionRule, documentLimitErrors, queryLimitErrors } from "./queryLimits.js"

export const INVALID_JSON_PARAMETER = "The variables or extensions parameter is not valid JSON."

/**
 * What a document alone decides, worked out on its first request and kept with the document
 * (yoga parses a text once and hands every request the same document).
 */
interface DocumentFacts {
  /** The validation errors, the limits' first; set once validated. */
  validation?: readonly GraphQLError[]
  /** Set when first executed (a valid document). */
  execution?: {
    readonly nulLiteral: ReturnType<typeof stringLiteralWithNul>
    /** Whether the request's variables can change its complexity (a variable page size). */
    readonly variablePageSize: boolean
  }
}

/** Body size, token, alias, depth, complexity, repeated-field and introspection guards, in every mode. */
export const guardsPlugin = (options: ResolvedGuardOptions): Plugin => {
  const documents = new WeakMap<DocumentNode, DocumentFacts>()
  const factsOf = (document: DocumentNode): DocumentFacts => {
    let facts = documents.get(document)
    if (facts === undefined) {
      facts = {}
      documents.set(document, facts)
    }
    return facts
  }
  return {
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
      // Validated once per document (yoga's own validation cache is off, see yoga.ts).
      const facts = factsOf(params.documentAST)
      if (facts.validation !== undefined) {
        setResult(facts.validation)
        return
      }
      // Aliases, depth, complexity and repeated fields first, with literal page sizes; over the
      // limits, graphql-js's own rules do not run at all.
      const errors = documentLimitErrors(params.documentAST, options)
      if (errors.length > 0) {
        facts.validation = errors
        setResult(errors)
        return
      }
      if (!options.introspection) addValidationRule(disableIntrospectionRule)
      return ({ result }) => {
        // graphql-js's validate answers GraphQLErrors only.
        facts.validation = result as readonly GraphQLError[]
      }
    },
    onExecute({ args, setResultAndStopExecution }) {
      const facts = factsOf(args.document)
      facts.execution ??= {
        nulLiteral: stringLiteralWithNul(args.document),
        variablePageSize: hasVariablePageSize(args.document),
      }
      const { nulLiteral, variablePageSize } = facts.execution
      const nul = nulInputError(args.document, args.variableValues, () => nulLiteral)
      if (nul !== undefined) {
        setResultAndStopExecution({ errors: [nul] })
        return
      }
      // Again with the request's variables, when they may set page sizes (with literal ones only,
      // validation measured the same figures).
      if (!variablePageSize) return
      const operation = selectedOperation(args.document, args.operationName)
      if (operation === undefined) return
      const errors = queryLimitErrors(args.document, options, args.variableValues ?? {}, [
        operation,
      ])
      if (errors.length > 0) setResultAndStopExecution({ errors })
    },
  }
}
