import type { GraphQLResolveInfo } from "graphql"
import type { GraphqlContext } from "./context.js"
import type { Resolvers } from "./generated/resolvers.js"

type ArgsOf<R> = R extends (parent: never, args: infer A, ...rest: never[]) => unknown
  ? A
  : R extends { readonly resolve: infer F }
    ? ArgsOf<F>
    : never

type FieldResolvers<T extends keyof Resolvers> = {
  readonly [F in keyof NonNullable<Resolvers[T]>]?: F extends `__${string}`
    ? unknown
    : (
        parent: never,
        args: ArgsOf<NonNullable<NonNullable<Resolvers[T]>[F]>>,
        context: GraphqlContext,
        info: GraphQLResolveInfo,
      ) => unknown
}

/**
 * A domain's resolver map, checked against the generated schema types: every type and field it
 * resolves is in the schema, and every resolver accepts its field's arguments as the schema
 * declares them (the parent and result types stay the domain's own objects).
 */
export type DomainResolvers = { readonly [T in keyof Resolvers]?: FieldResolvers<T> }
