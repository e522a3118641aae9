import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { Cart } from "../cart/Cart.js"
import { actionStatusTracking } from "../content/actionStatus.js"
import { type ObservableState, observableState } from "../content/observableState.js"
import { StorefrontEvents } from "../events/StorefrontEvents.js"
import type { AccountFailure } from "../events/storefrontEvent.js"
import type { GraphqlClientError } from "../graphql/errors.js"
import { GraphqlClient } from "../graphql/GraphqlClient.js"
import { Storage } from "../storage/Storage.js"
import {
  ACCOUNT_NOT_CONFIRMED_MESSAGE,
  joinMessages,
  RESET_TOKEN_EXPIRED_MESSAGE,
} from "./accountMessages.js"
import { type AccountAction, type AccountStatus, initialAccountStatus } from "./accountState.js"
import {
  ChangeCustomerPasswordMutation,
  ConfirmEmailMutation,
  CreateCustomerMutation,
  type CustomerCreateInput,
  CustomerQuery,
  type CustomerUpdateInput,
  GenerateCustomerTokenMutation,
  IsEmailAvailableQuery,
  RequestPasswordResetEmailMutation,
  ResetPasswordMutation,
  RevokeCustomerTokenMutation,
  UpdateCustomerEmailMutation,
  UpdateCustomerMutation,
} from "./customer.graphql.js"
import { AccountError, type NotSignedInError } from "./customerErrors.js"
import type { CustomerProfile, CustomerSession, HomeRequest } from "./customerModel.js"
import { toCustomerProfile } from "./customerProfile.js"
import { Session } from "./Session.js"

/** A failed account call: the server's refusal, or the transport's. */
export type AccountCallError = AccountFailure

export interface SignInInput {
  readonly email: string
  readonly password: string
}

/** Spec §3 Customer fields of a new account (camelCase); `email` and `password` required. */
export interface RegisterInput {
  readonly email: string
  readonly password: string
  readonly firstname: string
  readonly lastname: string
  readonly middlename?: string
  readonly prefix?: string
  readonly suffix?: string
  readonly dateOfBirth?: string
  readonly gender?: number
  readonly taxvat?: string
  readonly isSubscribed?: boolean
}

export type RegisterResult =
  | { readonly status: "signed-in"; readonly customer: CustomerProfile }
  /** The store asks new accounts to confirm their e-mail first (`customer:confirmation-required`). */
  | { readonly status: "confirmation-required" }

/** The profile fields to change; `email` (with the current `password`) only when it differs. */
export interface UpdateProfileInput {
  readonly firstname?: string
  readonly lastname?: string
  readonly middlename?: string
  readonly prefix?: string
  readonly suffix?: string
  readonly dateOfBirth?: string
  readonly gender?: number
  readonly taxvat?: string
  readonly isSubscribed?: boolean
  readonly email?: string
  /** The current password; Magento asks for it to change the e-mail. */
  readonly password?: string
}

export interface ChangePasswordInput {
  readonly currentPassword: string
  readonly newPassword: string
}

export interface ResetPasswordInput {
  readonly email: string
  /** The token of the reset link. */
  readonly resetPasswordToken: string
  readonly newPassword: string
}

export interface ConfirmAccountInput {
  readonly email: string
  /** The `key` of the confirmation e-mail's link. */
  readonly confirmationKey: string
}

/** The customer account of spec §4: sign-in, sign-out, registration, profile, password. */
export class Customer extends Context.Service<
  Customer,
  {
    readonly session: ObservableState<CustomerSession>
    /** Spec §4 "user sent home": a new value asks the UI to navigate home. */
    readonly homeRequest: ObservableState<HomeRequest | null>
    readonly status: ObservableState<AccountStatus>
    /**
     * Spec §4 Login: stores the token, loads the customer cart, merges the guest cart into it
     * (both ids known and different; on failure the customer cart is used), loads the customer,
     * emits `customer:signed-in` ('You have successfully logged in'). Errors:
     * `customer:sign-in-failed` ('Registration error').
     */
    readonly signIn: (input: SignInInput) => Effect.Effect<CustomerProfile, AccountCallError>
    /** Spec §4 Logout: revokes the token, clears the session and cart; `customer:signed-out`. */
    readonly signOut: () => Effect.Effect<void>
    /**
     * Creates the account, then signs in (`customer:signed-in`), or emits
     * `customer:confirmation-required`; a failure emits `customer:registration-failed`.
     */
    readonly register: (input: RegisterInput) => Effect.Effect<RegisterResult, AccountCallError>
    /** Spec §4 User load: null without a token; a failed fetch signs out. */
    readonly load: () => Effect.Effect<CustomerProfile | null, AccountCallError>
    readonly updateProfile: (
      input: UpdateProfileInput,
    ) => Effect.Effect<CustomerProfile, AccountCallError | NotSignedInError>
    readonly changePassword: (
      input: ChangePasswordInput,
    ) => Effect.Effect<CustomerProfile, AccountCallError | NotSignedInError>
    /** Sends the reset e-mail (Magento answers true also for an unknown address). */
    readonly requestPasswordReset: (input: {
      readonly email: string
    }) => Effect.Effect<boolean, AccountCallError>
    /**
     * Spec §4 Password reset: `customer:password-reset`, or `customer:password-reset-failed`
     * ('Your token has expired…'), then home.
     */
    readonly resetPassword: (input: ResetPasswordInput) => Effect.Effect<true, AccountCallError>
    /**
     * Confirms a new account with the e-mailed key (stores that ask for confirmation):
     * `customer:account-confirmed`, then the customer signs in; a wrong or used key fails with
     * Magento's message.
     */
    readonly confirmAccount: (input: ConfirmAccountInput) => Effect.Effect<true, AccountCallError>
    readonly isEmailAvailable: (input: {
      readonly email: string
    }) => Effect.Effect<boolean, GraphqlClientError>
  }
>()("@shutter/sdk/Customer") {
  static readonly layer = Layer.effect(
    Customer,
    Effect.gen(function* () {
      const gql = yield* GraphqlClient
      const session = yield* Session
      const cart = yield* Cart
      const storage = yield* Storage
      const events = yield* StorefrontEvents
      const status = observableState<AccountStatus>(initialAccountStatus)

      /** Busy while running; the last error message per action (cleared by a success). */
      const tracked = actionStatusTracking<AccountAction, { readonly message: string }, string>(
        status,
        (failure) => failure.message,
      )

      /** The server's refusal as an `AccountError` of `action` (messages joined by commas). */
      const refused =
        (action: AccountAction) =>
        <A, R>(effect: Effect.Effect<A, GraphqlClientError, R>) =>
          effect.pipe(
            Effect.catchTag("GraphqlError", (error) => {
              const messages = error.errors.map((e) => e.message)
              return Effect.fail(
                new AccountError({
                  action,
                  message: joinMessages(messages.length > 0 ? messages : [error.message]),
                  messages,
                  category: error.category,
                }),
              )
            }),
          )

      /** A sign-in's or registration's failure, told as `type`. */
      const failureEvent =
        (type: "customer:sign-in-failed" | "customer:registration-failed") =>
        <A, R>(effect: Effect.Effect<A, AccountFailure, R>) =>
          effect.pipe(Effect.tapError((error) => events.emit({ type, error })))

      const fetchCustomer = Effect.fn("Customer.fetchCustomer")(function* () {
        const { customer } = yield* gql.execute(CustomerQuery).pipe(refused("load"))
        if (customer === null)
          return yield* new AccountError({
            action: "load",
            message: "The server returned no customer",
            messages: [],
            category: undefined,
          })
        const profile = toCustomerProfile(customer)
        yield* session.setCustomer({ customer: profile })
        return profile
      })

      /** Revokes the token (a failure is only logged) and clears the session. */
      const endSession = Effect.fn("Customer.endSession")(function* () {
        if (yield* storage.get("customerToken")) {
          yield* gql
            .execute(RevokeCustomerTokenMutation)
            .pipe(Effect.catch((error) => Effect.logWarning("Revoking the token failed", error)))
        }
        yield* session.signedOut()
        yield* cart.forget()
      })

      const load = () =>
        tracked(
          "load",
          Effect.gen(function* () {
            if (!(yield* storage.get("customerToken"))) return null
            return yield* fetchCustomer().pipe(Effect.tapError(() => endSession()))
          }),
        ).pipe(Effect.withSpan("Customer.load"))

      /** The customer cart, with the guest cart merged into it when there was another one. */
      const takeOverCart = Effect.fn("Customer.takeOverCart")(function* (
        guestCartId: string | undefined,
      ) {
        const customerCart = yield* cart.load()
        if (customerCart === null || !guestCartId || guestCartId === customerCart.id) return
        yield* cart
          .mergeCarts({ sourceCartId: guestCartId, destinationCartId: customerCart.id })
          .pipe(
            Effect.catch((error) =>
              Effect.logWarning("Merging the guest cart failed", error).pipe(
                Effect.andThen(cart.replace({ cart: customerCart })),
              ),
            ),
          )
      })

      /** Token, session, cart, customer: what a sign-in and a registration share. */
      const authenticate = Effect.fn("Customer.authenticate")(function* (
        action: AccountAction,
        input: SignInInput,
      ) {
        const { generateCustomerToken } = yield* gql
          .execute(GenerateCustomerTokenMutation, { email: input.email, password: input.password })
          .pipe(refused(action))
        const token = generateCustomerToken?.token
        if (!token)
          return yield* new AccountError({
            action,
            message: "The server returned no customer token",
            messages: [],
            category: undefined,
          })
        const guestCartId = yield* storage.get("cart")
        yield* session.signedIn({ token, email: input.email })
        // The shopper is signed in even when the cart cannot be loaded now.
        yield* takeOverCart(guestCartId).pipe(
          Effect.catch((error) => Effect.logWarning("Loading the customer cart failed", error)),
        )
        return yield* fetchCustomer()
      })

      const signedIn = (customer: CustomerProfile) =>
        events.emit({ type: "customer:signed-in", customer })

      const signIn = (input: SignInInput) =>
        tracked(
          "signIn",
          failureEvent("customer:sign-in-failed")(authenticate("signIn", input)).pipe(
            Effect.tap(signedIn),
          ),
        ).pipe(Effect.withSpan("Customer.signIn"))

      const signOut = () =>
        tracked(
          "signOut",
          Effect.gen(function* () {
            yield* endSession()
            yield* events.emit({ type: "customer:signed-out" })
          }),
        ).pipe(Effect.withSpan("Customer.signOut"))

      const confirmationRequired = events
        .emit({ type: "customer:confirmation-required" })
        .pipe(Effect.as({ status: "confirmation-required" } as const))

      const register = (input: RegisterInput) =>
        tracked(
          "register",
          Effect.gen(function* () {
            const registrationFailed = failureEvent("customer:registration-failed")
            const { createCustomerV2 } = yield* registrationFailed(
              gql
                .execute(CreateCustomerMutation, { input: createInput(input) })
                .pipe(refused("register")),
            )
            if (createCustomerV2?.customer.confirmation_status === "ACCOUNT_CONFIRMATION_REQUIRED")
              return yield* confirmationRequired
            // Without Magento 2.4.7's confirmation status, the sign-in tells. Registering logs in
            // automatically (spec §4 Register), with the login's own event.
            return yield* authenticate("register", input).pipe(
              Effect.tap(signedIn),
              Effect.map((customer) => ({ status: "signed-in", customer }) as const),
              Effect.catchIf(
                (error) =>
                  error._tag === "AccountError" &&
                  error.messages.includes(ACCOUNT_NOT_CONFIRMED_MESSAGE),
                () => confirmationRequired,
              ),
              registrationFailed,
            )
          }),
        ).pipe(Effect.withSpan("Customer.register"))

      const updateProfile = (input: UpdateProfileInput) =>
        tracked(
          "updateProfile",
          Effect.gen(function* () {
            yield* session.token()
            const current = session.session.get().customer ?? (yield* fetchCustomer())
            let updated = current
            // Spec §5: the e-mail is a call of its own, only when it changes.
            if (input.email !== undefined && input.email !== current.email) {
              const { updateCustomerEmail } = yield* gql
                .execute(UpdateCustomerEmailMutation, {
                  email: input.email,
                  password: input.password ?? "",
                })
                .pipe(refused("updateProfile"))
              if (updateCustomerEmail !== null)
                updated = toCustomerProfile(updateCustomerEmail.customer)
              yield* storage.setLocal("customerEmail", input.email)
            }
            const fields = updateInput(input)
            if (Object.keys(fields).length > 0) {
              const { updateCustomerV2 } = yield* gql
                .execute(UpdateCustomerMutation, { input: fields })
                .pipe(refused("updateProfile"))
              if (updateCustomerV2 !== null) updated = toCustomerProfile(updateCustomerV2.customer)
            }
            yield* session.setCustomer({ customer: updated })
            return updated
          }),
        ).pipe(Effect.withSpan("Customer.updateProfile"))

      const changePassword = (input: ChangePasswordInput) =>
        tracked(
          "changePassword",
          Effect.gen(function* () {
            yield* session.token()
            const { changeCustomerPassword } = yield* gql
              .execute(ChangeCustomerPasswordMutation, input)
              .pipe(refused("changePassword"))
            const profile =
              changeCustomerPassword === null
                ? yield* fetchCustomer()
                : toCustomerProfile(changeCustomerPassword)
            yield* session.setCustomer({ customer: profile })
            yield* events.emit({ type: "customer:password-changed" })
            return profile
          }),
        ).pipe(Effect.withSpan("Customer.changePassword"))

      const requestPasswordReset = (input: { readonly email: string }) =>
        tracked(
          "requestPasswordReset",
          gql.execute(RequestPasswordResetEmailMutation, { email: input.email }).pipe(
            refused("requestPasswordReset"),
            Effect.map((r) => r.requestPasswordResetEmail === true),
          ),
        ).pipe(Effect.withSpan("Customer.requestPasswordReset"))

      const resetPassword = (input: ResetPasswordInput) =>
        tracked(
          "resetPassword",
          gql.execute(ResetPasswordMutation, input).pipe(
            refused("resetPassword"),
            Effect.flatMap(({ resetPassword: done }) =>
              done === true
                ? Effect.succeed(true as const)
                : Effect.fail(
                    new AccountError({
                      action: "resetPassword",
                      message: RESET_TOKEN_EXPIRED_MESSAGE,
                      messages: [],
                      category: undefined,
                    }),
                  ),
            ),
            Effect.tap(() => events.emit({ type: "customer:password-reset" })),
            Effect.tapError((error) =>
              events.emit({ type: "customer:password-reset-failed", error }),
            ),
            Effect.ensuring(session.requestHome({ reason: "password-reset" })),
          ),
        ).pipe(Effect.withSpan("Customer.resetPassword"))

      const confirmAccount = (input: ConfirmAccountInput) =>
        tracked(
          "confirmAccount",
          gql.execute(ConfirmEmailMutation, input).pipe(
            refused("confirmAccount"),
            Effect.as(true as const),
            Effect.tap(() => events.emit({ type: "customer:account-confirmed" })),
          ),
        ).pipe(Effect.withSpan("Customer.confirmAccount"))

      const isEmailAvailable = (input: { readonly email: string }) =>
        gql.execute(IsEmailAvailableQuery, { email: input.email }).pipe(
          Effect.map((r) => r.isEmailAvailable?.is_email_available === true),
          Effect.withSpan("Customer.isEmailAvailable"),
        )

      return Customer.of({
        session: session.session,
        homeRequest: session.homeRequest,
        status: { get: status.get, subscribe: status.subscribe },
        signIn,
        signOut,
        register,
        load,
        updateProfile,
        changePassword,
        requestPasswordReset,
        resetPassword,
        confirmAccount,
        isEmailAvailable,
      })
    }),
  )
}

const optional = <K extends string, V>(key: K, value: V | undefined) =>
  (value === undefined ? {} : { [key]: value }) as Partial<Record<K, V>>

const profileFields = (input: UpdateProfileInput | RegisterInput): CustomerUpdateInput => ({
  ...optional("firstname", input.firstname),
  ...optional("lastname", input.lastname),
  ...optional("middlename", input.middlename),
  ...optional("prefix", input.prefix),
  ...optional("suffix", input.suffix),
  ...optional("date_of_birth", input.dateOfBirth),
  ...optional("gender", input.gender),
  ...optional("taxvat", input.taxvat),
  ...optional("is_subscribed", input.isSubscribed),
})

const createInput = (input: RegisterInput): CustomerCreateInput => ({
  ...profileFields(input),
  email: input.email,
  password: input.password,
  firstname: input.firstname,
  lastname: input.lastname,
})

const updateInput = (input: UpdateProfileInput): CustomerUpdateInput => profileFields(input)
