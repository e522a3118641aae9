// One wrapper around every Query/Mutation root field: input lengths first, then the field's
// rate-limit row, if it has one. Declarative: the tables in inputLimits.ts and
// rateLimitRules.ts say what applies, keyed by field name.
import { createHash } from "node:crypto"
import {
  defaultFieldResolver,
  type GraphQLFieldResolver,
  type GraphQLObjectType,
  type GraphQLSchema,
} from "graphql"
import { customerIdOf } from "../cart/cartAccess.js"
import type { GraphqlContext } from "../graphql/context.js"
import { isMagentoError, tooManyRequestsError } from "../graphql/errors.js"
import { clientKeyOf } from "./clientAddress.js"
import { checkInputLengths, type InputLimits } from "./inputLimits.js"
import type { Allowance, RateLimitRule, RateLimitRules } from "./rateLimitRules.js"
import { countCall, countedCalls } from "./slidingWindow.js"

export interface OperationGuards {
  /** `false`: no rate limits at all (benchmarks). */
  readonly rateLimits: RateLimitRules | false
  readonly inputLimits: InputLimits
  readonly now?: () => number
}

interface Counter {
  readonly key: string
  readonly allowance: Allowance
}

const valueAt = (args: Readonly<Record<string, unknown>>, path: string): unknown =>
  path
    .split(".")
    .reduce<unknown>(
      (value, part) =>
        typeof value === "object" && value !== null
          ? (value as Record<string, unknown>)[part]
          : undefined,
      args,
    )

// Argument values (e-mails, order numbers) are stored hashed: the counters name nobody.
const digest = (value: string): string =>
  createHash("sha256").update(value.trim().toLowerCase()).digest("base64url").slice(0, 22)

const countersOf = (
  field: string,
  rule: RateLimitRule,
  context: GraphqlContext,
  args: Readonly<Record<string, unknown>>,
): Counter[] => {
  const counters: Counter[] = []
  const name = rule.counter ?? field
  if (rule.ip !== undefined)
    counters.push({
      key: `rl:${name}:ip:${clientKeyOf(context.clientAddress)}`,
      allowance: rule.ip,
    })
  const customerId = customerIdOf(context)
  if (rule.customer !== undefined && customerId !== null)
    counters.push({ key: `rl:${name}:customer:${customerId}`, allowance: rule.customer })
  if (rule.argument !== undefined) {
    const value = valueAt(args, rule.argument.path)
    if (typeof value === "string" && value.trim() !== "")
      counters.push({ key: `rl:${name}:arg:${digest(value)}`, allowance: rule.argument })
  }
  return counters
}

// A failed attempt is an error the client caused (wrong code, unknown order); not a refusal for
// too many requests, nor our own failure.
const isClientFailure = (error: unknown): boolean =>
  isMagentoError(error) &&
  error.category !== "graphql-too-many-requests" &&
  error.category !== "internal"

/**
 * The shared store unreachable must not take the shop down with it: the limit is then not
 * applied (logged), as Magento does without its backpressure logger.
 */
const tolerant = async <T>(
  context: GraphqlContext,
  work: () => Promise<T>,
): Promise<T | undefined> => {
  try {
    return await work()
  } catch (error) {
    context.logger.warn("rate limit not applied: shared state unavailable", {
      error: error instanceof Error ? error.message : String(error),
    })
    return undefined
  }
}

const limited =
  (
    field: string,
    rule: RateLimitRule,
    resolve: GraphQLFieldResolver<unknown, GraphqlContext>,
    now: () => number,
  ): GraphQLFieldResolver<unknown, GraphqlContext> =>
  async (source, args, context, info) => {
    const counters = countersOf(field, rule, context, args)
    const state = context.sharedState
    if (rule.count === "every") {
      const counts = await tolerant(context, () =>
        Promise.all(counters.map((c) => countCall(state, c.key, c.allowance, now()))),
      )
      if (counts?.some((count, i) => count > (counters[i]?.allowance.limit ?? Infinity)))
        throw tooManyRequestsError()
      return resolve(source, args, context, info)
    }
    const counts = await tolerant(context, () =>
      Promise.all(counters.map((c) => countedCalls(state, c.key, c.allowance, now()))),
    )
    if (counts?.some((count, i) => count >= (counters[i]?.allowance.limit ?? Infinity)))
      throw tooManyRequestsError()
    try {
      return await resolve(source, args, context, info)
    } catch (error) {
      if (isClientFailure(error))
        await tolerant(context, () =>
          Promise.all(counters.map((c) => countCall(state, c.key, c.allowance, now()))),
        )
      throw error
    }
  }

const guardType = (
  type: GraphQLObjectType | null | undefined,
  guards: OperationGuards,
  now: () => number,
): void => {
  if (type === null || type === undefined) return
  for (const field of Object.values(type.getFields())) {
    const resolve = (field.resolve ?? defaultFieldResolver) as GraphQLFieldResolver<
      unknown,
      GraphqlContext
    >
    const rule = guards.rateLimits === false ? undefined : guards.rateLimits[field.name]
    const next = rule === undefined ? resolve : limited(field.name, rule, resolve, now)
    const { args: definitions, name } = field
    field.resolve = (source, args, context, info) => {
      checkInputLengths(guards.inputLimits, type.name, name, definitions, args)
      return next(source, args, context as GraphqlContext, info)
    }
  }
}

/** Installs the guards on the schema's root fields (in place) and returns the schema. */
export const guardOperations = (schema: GraphQLSchema, guards: OperationGuards): GraphQLSchema => {
  const now = guards.now ?? Date.now
  guardType(schema.getQueryType(), guards, now)
  guardType(schema.getMutationType(), guards, now)
  return schema
}
