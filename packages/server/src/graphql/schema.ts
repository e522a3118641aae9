import type { GraphQLSchema } from "graphql"
import { createSchema as createYogaSchema } from "graphql-yoga"
import { directoryResolvers, directoryTypeDefs } from "../directory/directory.graphql.js"
import { storeResolvers, storeTypeDefs } from "../store/store.graphql.js"
import type { GraphqlContext } from "./context.js"

/** Each domain's SDL; the domains' `type Query` blocks are merged into one. */
export const typeDefs: readonly string[] = [storeTypeDefs, directoryTypeDefs]

const resolvers = [storeResolvers, directoryResolvers]

/** The executable Magento-compatible schema. */
export const createSchema = (): GraphQLSchema =>
  createYogaSchema<GraphqlContext>({ typeDefs: [...typeDefs], resolvers })
