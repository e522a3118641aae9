import type { GraphQLError } from "graphql"
import { createGraphQLError } from "graphql-yoga"

/**
 * A copy of `error` (locations, path kept) saying `message` with exactly `extensions`.
 * Built with yoga's own graphql copy so yoga recognises it whatever copy our code got.
 */
export const reshapeError = (
  error: GraphQLError | undefined,
  message: string,
  extensions: Record<string, unknown>,
): GraphQLError =>
  createGraphQLError(message, {
    ...(error?.nodes !== undefined ? { nodes: error.nodes } : {}),
    ...(error?.source !== undefined ? { source: error.source } : {}),
    ...(error?.positions !== undefined ? { positions: error.positions } : {}),
    ...(error?.path !== undefined ? { path: error.path } : {}),
    extensions,
  })

/** Duck-typed `instanceof GraphQLError`, for the same two-copies reason. */
export const isGraphQLErrorLike = (value: unknown): value is GraphQLError =>
  value instanceof Error && (value.name === "GraphQLError" || value.name === "MagentoError")
