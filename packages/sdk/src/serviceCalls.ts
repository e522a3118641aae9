// The Promise facade's methods, built from tables. A table names the methods of one Effect
// service the facade offers and how each facade input becomes the method's input; the facade
// method's input and result types follow from the service's shape.
import type * as Context from "effect/Context"
import type * as Effect from "effect/Effect"
import type { ObservableState } from "./content/observableState.js"
import type { CallInput, CallOptions, FacadeRun } from "./facadeRun.js"
import type { CallAbortedError, StorefrontError } from "./storefrontError.js"

/** What a service call may fail with for the facade to offer it. */
type FacadeFailure = Exclude<StorefrontError, CallAbortedError>

/** A service member the facade can call: an operation, or an Effect (`Store.config`). */
type ServiceCall =
  | Effect.Effect<unknown, FacadeFailure>
  | ((...args: never) => Effect.Effect<unknown, FacadeFailure>)

/** The facade input, without `signal`, is the service method's input. */
export interface WholeInput {
  readonly input: "whole"
}

/** Only these fields of the facade input are passed (a model such as a `PaymentMethod` is one). */
export interface PickedInput<K extends PropertyKey> {
  readonly input: "pick"
  readonly keys: ReadonlyArray<K>
}

/** The facade takes another input than the service method, and `reshape` turns one into the other. */
export interface ReshapedInput<I, P> {
  readonly input: "reshape"
  readonly reshape: (input: I) => P
}

export const whole: WholeInput = { input: "whole" }

export const pick = <K extends PropertyKey>(...keys: ReadonlyArray<K>): PickedInput<K> => ({
  input: "pick",
  keys,
})

export const reshape = <I, P>(f: (input: I) => P): ReshapedInput<I, P> => ({
  input: "reshape",
  reshape: f,
})

type Entry = WholeInput | PickedInput<PropertyKey> | ReshapedInput<never, unknown>

/** A service member's parameters: `[]` for an Effect or a method without input. */
type ParametersOf<M> = M extends (...args: infer P) => Effect.Effect<unknown, unknown> ? P : []

type SuccessOf<M> =
  M extends Effect.Effect<infer A, infer _E>
    ? A
    : M extends (...args: never) => Effect.Effect<infer A, infer _E>
      ? A
      : never

/** How a table entry may pass the facade input on to a member taking `P`. */
type EntryFor<P extends ReadonlyArray<unknown>> = P extends []
  ? WholeInput
  : P extends [infer I] | [(infer I)?]
    ? WholeInput | PickedInput<keyof Exclude<I, undefined>> | ReshapedInput<never, I>
    : never

/** Which methods of a service's `Shape` the facade offers, and how their input is passed. */
export type CallTable<Shape> = {
  readonly [K in keyof Shape]?: Shape[K] extends ServiceCall
    ? EntryFor<ParametersOf<Shape[K]>>
    : never
}

type Picked<I, E> = E extends PickedInput<infer K> ? Pick<I, K & keyof I> : I

/** The facade method of a service member `M` passed on as `E` says. */
export type FacadeMethod<M, E> =
  E extends ReshapedInput<infer I, infer _P>
    ? (input: I) => Promise<SuccessOf<M>>
    : ParametersOf<M> extends []
      ? (input?: CallOptions) => Promise<SuccessOf<M>>
      : ParametersOf<M> extends [infer I]
        ? (input: CallInput<Picked<I, E>>) => Promise<SuccessOf<M>>
        : ParametersOf<M> extends [(infer I)?]
          ? (input?: CallInput<Picked<Exclude<I, undefined>, E>>) => Promise<SuccessOf<M>>
          : never

/** The facade methods a table `T` of a service's `Shape` describes (with the table's docs). */
export type ServiceFacade<Shape, T> = {
  -readonly [K in keyof T]: K extends keyof Shape ? FacadeMethod<Shape[K], T[K]> : never
}

const serviceInput = (entry: Entry, input: CallOptions | undefined): unknown => {
  const given: Record<PropertyKey, unknown> = { ...input }
  switch (entry.input) {
    case "whole": {
      delete given.signal
      return given
    }
    case "pick":
      return Object.fromEntries(entry.keys.filter((key) => key in given).map((k) => [k, given[k]]))
    case "reshape":
      return entry.reshape(input as never)
  }
}

/**
 * The facade methods of `table`: each runs its service member through `run` (so an aborted
 * `signal` rejects with `CallAbortedError`, and a failure rejects with the tagged error itself).
 */
export const serviceCalls = <Id, Shape, const T extends CallTable<Shape>>(
  run: FacadeRun<Id>,
  service: Context.Service<Id, Shape>,
  table: T,
): ServiceFacade<Shape, T> =>
  Object.fromEntries(
    Object.entries(table as Record<string, Entry>).map(([name, entry]) => [
      name,
      (input?: CallOptions) =>
        run(
          service.use((shape) => {
            const member = (shape as Record<string, unknown>)[name]
            // The table's type admits only members that are a `ServiceCall`.
            return (
              typeof member === "function" ? member(serviceInput(entry, input)) : member
            ) as Effect.Effect<unknown, FacadeFailure>
          }),
          input,
        ),
    ]),
  ) as ServiceFacade<Shape, T>

/** A service's observable state, read through `service` (built on first use). */
export const observe = <A>(state: () => ObservableState<A>): ObservableState<A> => ({
  get: () => state().get(),
  subscribe: (listener) => state().subscribe(listener),
})
