// Magento 2.4's CustomerGraphQl operations: accounts, tokens, profile, e-mail and password.

import type { GraphqlContext } from "../graphql/context.js"
import { authorizationError, inputError } from "../graphql/errors.js"
import type {
  MutationChangeCustomerPasswordArgs,
  MutationConfirmEmailArgs,
  MutationCreateCustomerArgs,
  MutationCreateCustomerV2Args,
  MutationGenerateCustomerTokenArgs,
  MutationRequestPasswordResetEmailArgs,
  MutationResendConfirmationEmailArgs,
  MutationResetPasswordArgs,
  MutationUpdateCustomerArgs,
  MutationUpdateCustomerEmailArgs,
  MutationUpdateCustomerV2Args,
  QueryIsEmailAvailableArgs,
} from "../graphql/generated/resolvers.js"
import { setCustomerSubscription } from "../newsletter/newsletterSubscription.js"
import {
  confirmEmail,
  requestPasswordResetEmail,
  resendConfirmationEmail,
  resetPassword,
} from "./accountRecovery.js"
import { checkPassword, generateCustomerToken } from "./authentication.js"
import {
  type CustomerFields,
  createAccount,
  currentCustomer,
  updateProfile,
} from "./customerAccount.js"
import {
  CUSTOMER_NOT_AUTHORIZED,
  EMAIL_AND_PASSWORD_REQUIRED,
  EMAIL_IS_INVALID,
  EMAIL_SHOULD_BE_SPECIFIED,
  INPUT_REQUIRED,
  PASSWORD_TO_CHANGE_EMAIL,
  SPECIFY_CURRENT_PASSWORD,
  SPECIFY_NEW_PASSWORD,
} from "./customerMessages.js"
import {
  customerByEmail,
  customerById,
  revokeAllTokens,
  revokeToken,
} from "./customerRepository.js"
import { customerObject } from "./customerView.js"
import { isValidEmail } from "./emailAddress.js"
import { assertPasswordStrength, hashPassword } from "./password.js"

export { customerTypeDefs } from "./customerTypeDefs.js"

const requireCustomer = (context: GraphqlContext): number => {
  if (context.customerId === null) throw authorizationError(CUSTOMER_NOT_AUTHORIZED)
  return context.customerId
}

const createCustomer = async (
  input: CustomerFields | null | undefined,
  context: GraphqlContext,
) => {
  if (input === null || input === undefined || Object.keys(input).length === 0)
    throw inputError(INPUT_REQUIRED)
  const { is_subscribed: subscribe, ...fields } = input
  const { view } = await createAccount(context, fields)
  if (subscribe !== true) return { customer: customerObject(view) }
  await setCustomerSubscription(context, view.row, true)
  const row = (await customerById(context.db, view.row.id)) ?? view.row
  return { customer: customerObject({ ...view, row }) }
}

const updateCustomer = async (
  input: CustomerFields | null | undefined,
  context: GraphqlContext,
) => {
  requireCustomer(context)
  if (input === null || input === undefined || Object.keys(input).length === 0)
    throw inputError(INPUT_REQUIRED)
  const { row, confirmationRequired: mustConfirm } = await currentCustomer(context)
  const { email, password, ...profile } = input
  let emailChange = {}
  // UpdateCustomerAccount: a new e-mail needs the current password.
  if (
    email !== undefined &&
    email !== null &&
    email.trim().toLowerCase() !== row.email.toLowerCase()
  ) {
    if (password === undefined || password === null || password === "")
      throw inputError(PASSWORD_TO_CHANGE_EMAIL)
    await checkPassword(context, row, password)
    emailChange = { email: email.trim() }
  }
  const { is_subscribed: subscribe, ...fields } = profile
  let updated = await updateProfile(context, row, { ...fields, email: email ?? null }, emailChange)
  if (subscribe !== undefined && subscribe !== null) {
    await setCustomerSubscription(context, updated, subscribe)
    updated = (await customerById(context.db, updated.id)) ?? updated
  }
  return { customer: customerObject({ row: updated, confirmationRequired: mustConfirm }) }
}

const updateCustomerEmail = async (
  args: { readonly email: string; readonly password: string },
  context: GraphqlContext,
) => {
  requireCustomer(context)
  if (args.email.trim() === "" || args.password === "")
    throw inputError(EMAIL_AND_PASSWORD_REQUIRED)
  return updateCustomer({ email: args.email, password: args.password }, context)
}

const changeCustomerPassword = async (
  args: { readonly currentPassword: string; readonly newPassword: string },
  context: GraphqlContext,
) => {
  requireCustomer(context)
  if (args.currentPassword.trim() === "") throw inputError(SPECIFY_CURRENT_PASSWORD)
  if (args.newPassword.trim() === "") throw inputError(SPECIFY_NEW_PASSWORD)
  const { row, confirmationRequired: mustConfirm } = await currentCustomer(context)
  await checkPassword(context, row, args.currentPassword)
  assertPasswordStrength(args.newPassword, row.email)
  const passwordHash = await hashPassword(args.newPassword)
  const updated = await context.db.transaction(async (tx) => {
    const changed = await updateProfile({ ...context, db: tx }, row, {}, { passwordHash })
    // Other sessions end with the old password; the one that changed it stays signed in.
    await revokeAllTokens(tx, row.id, context.customerTokenHash ?? undefined)
    return changed
  })
  return customerObject({ row: updated, confirmationRequired: mustConfirm })
}

const isEmailAvailable = async (email: string, context: GraphqlContext) => {
  if (email.trim() === "") throw inputError(EMAIL_SHOULD_BE_SPECIFIED)
  if (!isValidEmail(email.trim())) throw inputError(EMAIL_IS_INVALID)
  const taken = await customerByEmail(context.db, context.store.websiteId, email)
  return { is_email_available: taken === undefined }
}

export const customerResolvers = {
  Query: {
    customer: async (_: unknown, _args: unknown, context: GraphqlContext) =>
      customerObject(await currentCustomer(context)),
    isEmailAvailable: (_: unknown, args: QueryIsEmailAvailableArgs, context: GraphqlContext) =>
      isEmailAvailable(args.email, context),
  },
  Mutation: {
    generateCustomerToken: async (
      _: unknown,
      args: MutationGenerateCustomerTokenArgs,
      context: GraphqlContext,
    ) => ({ token: await generateCustomerToken(context, args.email, args.password) }),
    revokeCustomerToken: async (_: unknown, _args: unknown, context: GraphqlContext) => {
      requireCustomer(context)
      if (context.customerTokenHash !== null)
        await revokeToken(context.db, context.customerTokenHash)
      return { result: true }
    },
    createCustomer: (_: unknown, args: MutationCreateCustomerArgs, context: GraphqlContext) =>
      createCustomer(args.input, context),
    createCustomerV2: (_: unknown, args: MutationCreateCustomerV2Args, context: GraphqlContext) =>
      createCustomer(args.input, context),
    updateCustomer: (_: unknown, args: MutationUpdateCustomerArgs, context: GraphqlContext) =>
      updateCustomer(args.input, context),
    updateCustomerV2: (_: unknown, args: MutationUpdateCustomerV2Args, context: GraphqlContext) =>
      updateCustomer(args.input, context),
    updateCustomerEmail: (
      _: unknown,
      args: MutationUpdateCustomerEmailArgs,
      context: GraphqlContext,
    ) => updateCustomerEmail(args, context),
    changeCustomerPassword: (
      _: unknown,
      args: MutationChangeCustomerPasswordArgs,
      context: GraphqlContext,
    ) => changeCustomerPassword(args, context),
    requestPasswordResetEmail: (
      _: unknown,
      args: MutationRequestPasswordResetEmailArgs,
      context: GraphqlContext,
    ) => requestPasswordResetEmail(context, args.email),
    resetPassword: (_: unknown, args: MutationResetPasswordArgs, context: GraphqlContext) =>
      resetPassword(context, args),
    confirmEmail: (_: unknown, args: MutationConfirmEmailArgs, context: GraphqlContext) =>
      confirmEmail(context, args.input),
    resendConfirmationEmail: (
      _: unknown,
      args: MutationResendConfirmationEmailArgs,
      context: GraphqlContext,
    ) => resendConfirmationEmail(context, args.email),
  },
}
