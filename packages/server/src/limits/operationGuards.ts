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
import { countCall, type Reservation, releaseAttempt, reserveAttempt } from "./slidingWindow.js"

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

/**
 * Counts an attempt on every counter before it is made, so at most `limit` attempts are ever
 * being checked or counted at once. Undefined when one counter is at its limit (the others
 * are then given back); an empty list when the shared store is unreachable.
 */
const reserveAll = async (
  context: GraphqlContext,
  counters: readonly Counter[],
  now: () => number,
): Promise<Reservation[] | undefined> => {
  const state = context.sharedState
  const results = await tolerant(context, () =>
    Promise.allSettled(counters.map((c) => reserveAttempt(state, c.key, c.allowance, now()))),
  )
  if (results === undefined) return []
  const reserved = results.flatMap((r) =>
    r.status === "fulfilled" && r.value !== undefined ? [r.value] : [],
  )
  const failed = results.find((r) => r.status === "rejected")
  if (failed !== undefined) {
    // Unreachable store mid-way: not applied, as above (nothing held).
    await releaseAll(context, reserved)
    context.logger.warn("rate limit not applied: shared state unavailable", {
      error: String((failed as PromiseRejectedResult).reason),
    })
    return []
  }
  if (reserved.length === counters.length) return reserved
  await releaseAll(context, reserved)
  return undefined
}

const releaseAll = async (context: GraphqlContext, reservations: readonly Reservation[]) => {
  if (reservations.length === 0) return
  await tolerant(context, () =>
    Promise.all(reservations.map((r) => releaseAttempt(context.sharedState, r))),
  )
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
    // "failures": the attempt is counted as one before it is checked (increment, then check),
    // and given back when it turns out not to be a failure.
    const reservations = await reserveAll(context, counters, now)
    if (reservations === undefined) throw tooManyRequestsError()
    let failed = false
    try {
      return await resolve(source, args, context, info)
    } catch (error) {
      failed = isClientFailure(error)
      throw error
    } finally {
      if (!failed) await releaseAll(context, reservations)
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
