import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import type { GraphqlClientError } from "../graphql/errors.js"
import { GraphqlClient } from "../graphql/GraphqlClient.js"
import { operationOf } from "../graphql/operation.js"

/** What a stub answers for one operation: data, or an Effect (to fail with a tagged error). */
export type StubResponse = (
  variables: Record<string, unknown>,
) => unknown | Effect.Effect<unknown, GraphqlClientError>

export interface StubGraphqlClient {
  readonly layer: Layer.Layer<GraphqlClient>
  /** Every call made, in order: operation name and variables. */
  readonly calls: ReadonlyArray<{ readonly operationName: string; readonly variables: unknown }>
}

/**
 * A `GraphqlClient` answering from handlers keyed by operation name. An operation without a
 * handler is a defect naming the operation, so a test never passes on an unplanned call.
 */
export const stubGraphqlClient = (
  handlers: Readonly<Record<string, StubResponse>>,
): StubGraphqlClient => {
  const calls: Array<{ operationName: string; variables: unknown }> = []
  const layer = Layer.succeed(GraphqlClient)(
    GraphqlClient.of({
      execute: (document, ...args) =>
        Effect.suspend(() => {
          const { name } = operationOf(document)
          const variables = (args[0] ?? {}) as Record<string, unknown>
          calls.push({ operationName: name, variables })
          const handler = handlers[name]
          if (handler === undefined) {
            const known = Object.keys(handlers).join(", ") || "none"
            return Effect.die(
              new Error(`Unexpected GraphQL operation "${name}" (stubbed: ${known})`),
            )
          }
          const answer = handler(variables)
          return (Effect.isEffect(answer) ? answer : Effect.succeed(answer)) as never
        }),
    }),
  )
  return { layer, calls }
}
