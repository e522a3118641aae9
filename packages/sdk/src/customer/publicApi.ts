// The customer account part of the "@shutter/sdk" facade exports.
export * from "./accountForms.js"
export * from "./accountMessages.js"
export * from "./accountNavigation.js"
export * from "./accountPages.js"
export * from "./accountState.js"
export type {
  AccountCallError,
  ChangePasswordInput,
  ConfirmAccountInput,
  RegisterInput,
  RegisterResult,
  ResetPasswordInput,
  SignInInput,
  UpdateProfileInput,
} from "./Customer.js"
export type { ConfirmationStatus } from "./customer.graphql.js"
export { AccountError, NotSignedInError } from "./customerErrors.js"
export type { CustomerFacade } from "./customerFacade.js"
export * from "./customerModel.js"
export * from "./customerProfile.js"
