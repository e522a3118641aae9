import {
  emailFieldError,
  FIELD_REQUIRED_MESSAGE,
  type FieldErrors,
} from "../checkout/checkoutRules.js"

// Spec §5 UI messages for the account forms (sign in, register, forgot and reset password,
// profile and password change), one rule set for web and CLI. The server's Magento messages
// (password classes, wrong password, lockout) still come back from the calls themselves.

export const PASSWORDS_DONT_MATCH_MESSAGE = "Passwords don't match"
export const PASSWORD_STRENGTH_MESSAGE =
  "The password must be at least 8 characters long and must contain at least: 1 uppercase or lowercase letter, 1 number, or one special character"
export const MIN_PASSWORD_LENGTH = 8

const blank = (value: string | undefined): boolean => (value ?? "").trim() === ""

const LETTER = /\p{L}/u
const DIGIT_OR_SPECIAL = /[^\p{L}\s]/u

/** 'This field is required', or the strength message; undefined when the password may be sent. */
export const newPasswordFieldError = (password: string | undefined): string | undefined => {
  const value = password ?? ""
  if (value === "") return FIELD_REQUIRED_MESSAGE
  return value.length >= MIN_PASSWORD_LENGTH && LETTER.test(value) && DIGIT_OR_SPECIAL.test(value)
    ? undefined
    : PASSWORD_STRENGTH_MESSAGE
}

/** 'This field is required', or "Passwords don't match". */
export const confirmationFieldError = (
  password: string | undefined,
  confirmation: string | undefined,
): string | undefined => {
  if ((confirmation ?? "") === "") return FIELD_REQUIRED_MESSAGE
  return confirmation === password ? undefined : PASSWORDS_DONT_MATCH_MESSAGE
}

const collect = <K extends string>(
  entries: ReadonlyArray<readonly [K, string | undefined]>,
): FieldErrors<K> =>
  Object.fromEntries(entries.filter(([, error]) => error !== undefined)) as FieldErrors<K>

const required = (value: string | undefined): string | undefined =>
  blank(value) ? FIELD_REQUIRED_MESSAGE : undefined

export type SignInField = "email" | "password"
/** Sign in: a valid e-mail and a password (its strength is the server's business). */
export const validateSignInForm = (
  form: Partial<Record<SignInField, string>>,
): FieldErrors<SignInField> =>
  collect<SignInField>([
    ["email", emailFieldError(form.email)],
    ["password", (form.password ?? "") === "" ? FIELD_REQUIRED_MESSAGE : undefined],
  ])

export type RegisterField = "firstname" | "lastname" | "email" | "password" | "confirmation"
/** Create an account: names, a valid e-mail, a strong password typed twice. */
export const validateRegisterForm = (
  form: Partial<Record<RegisterField, string>>,
): FieldErrors<RegisterField> =>
  collect<RegisterField>([
    ["firstname", required(form.firstname)],
    ["lastname", required(form.lastname)],
    ["email", emailFieldError(form.email)],
    ["password", newPasswordFieldError(form.password)],
    ["confirmation", confirmationFieldError(form.password, form.confirmation)],
  ])

/** Forgot password: the e-mail the reset link goes to. */
export const validateForgotPasswordForm = (form: {
  readonly email?: string
}): FieldErrors<"email"> => collect<"email">([["email", emailFieldError(form.email)]])

export type NewPasswordField = "password" | "confirmation"
/** Reset password (from the e-mailed link): a strong password typed twice. */
export const validateNewPasswordForm = (
  form: Partial<Record<NewPasswordField, string>>,
): FieldErrors<NewPasswordField> =>
  collect<NewPasswordField>([
    ["password", newPasswordFieldError(form.password)],
    ["confirmation", confirmationFieldError(form.password, form.confirmation)],
  ])

export type ChangePasswordField = "currentPassword" | "password" | "confirmation"
/** Change password (My profile): the current one, a strong new one typed twice. */
export const validateChangePasswordForm = (
  form: Partial<Record<ChangePasswordField, string>>,
): FieldErrors<ChangePasswordField> =>
  collect<ChangePasswordField>([
    ["currentPassword", (form.currentPassword ?? "") === "" ? FIELD_REQUIRED_MESSAGE : undefined],
    ["password", newPasswordFieldError(form.password)],
    ["confirmation", confirmationFieldError(form.password, form.confirmation)],
  ])

export type ProfileField = "firstname" | "lastname" | "email" | "currentPassword"
/**
 * My profile: names and a valid e-mail; a changed e-mail also needs the current password
 * (Magento's updateCustomerEmail asks for it).
 */
export const validateProfileForm = (
  form: Partial<Record<ProfileField, string>>,
  currentEmail: string,
): FieldErrors<ProfileField> =>
  collect<ProfileField>([
    ["firstname", required(form.firstname)],
    ["lastname", required(form.lastname)],
    ["email", emailFieldError(form.email)],
    [
      "currentPassword",
      profileEmailChanged(form.email, currentEmail) && (form.currentPassword ?? "") === ""
        ? FIELD_REQUIRED_MESSAGE
        : undefined,
    ],
  ])

/** Whether the profile form's e-mail differs from the account's (case and spaces aside). */
export const profileEmailChanged = (email: string | undefined, currentEmail: string): boolean =>
  (email ?? "").trim().toLowerCase() !== currentEmail.trim().toLowerCase()

/** Magento's answer to a reset request, whether or not the address has an account. */
export const passwordResetRequestedMessage = (email: string): string =>
  `If there is an account associated with ${email.trim()} you will receive an email with a link to reset your password.`

/** Magento's answer once My profile is saved. */
export const PROFILE_SAVED_MESSAGE = "You saved the account information."

/** Magento's answer once the newsletter choice is saved (Newsletter\Controller\Manage\Save). */
export const newsletterSavedMessage = (subscribed: boolean): string =>
  subscribed ? "We have saved your subscription." : "We have removed your newsletter subscription."
