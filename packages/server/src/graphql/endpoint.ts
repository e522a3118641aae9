import type { YogaServerInstance } from "graphql-yoga"
import type { GraphqlContext } from "./context.js"

/** The shop's GraphQL endpoint (app/yoga.ts builds it): routes beside /graphql hand requests to it. */
export type ShutterYoga = YogaServerInstance<Record<string, unknown>, GraphqlContext>
