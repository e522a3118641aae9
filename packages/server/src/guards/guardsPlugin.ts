import type { Plugin } from "graphql-yoga"
import { BodyTooLarge, bodyTooLargeResponse, readLimitedBody } from "./bodyLimit.js"
import type { ResolvedGuardOptions } from "./guardOptions.js"
import {
  disableIntrospectionRule,
  maxQueryComplexityRule,
  maxQueryDepthRule,
} from "./queryLimits.js"

/** Body size, depth, complexity and introspection guards, in every mode. */
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
  onValidate({ addValidationRule }) {
    addValidationRule(maxQueryDepthRule(options.maxQueryDepth))
    addValidationRule(maxQueryComplexityRule(options.maxQueryComplexity))
    if (!options.introspection) addValidationRule(disableIntrospectionRule)
  },
})
