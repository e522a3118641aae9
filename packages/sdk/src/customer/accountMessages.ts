// Spec §8: the account texts, exactly.

export const LOGIN_TITLE = "Login"
export const LOGIN_SUCCESS_MESSAGE = "You have successfully logged in"
export const LOGOUT_TITLE = "Logged Out"
export const LOGOUT_SUCCESS_MESSAGE = "You are successfully logged out"
/** Title of the danger toast of a failed sign-in or registration. */
export const REGISTRATION_ERROR_TITLE = "Registration error"
export const REGISTRATION_TITLE = "Registration"
export const CONFIRM_ACCOUNT_MESSAGE =
  "You must confirm your account. Please check your email for the confirmation link."
export const PASSWORD_UPDATED_MESSAGE = "Password has been updated successfully."
export const RESET_TOKEN_EXPIRED_TITLE = "Error"
export const RESET_TOKEN_EXPIRED_MESSAGE = "Your token has expired,please reset password again."
export const NOT_AUTHORIZED_MESSAGE = "You are not authorized, please log in."

/** After the confirmation link worked: the account may sign in now. */
export const ACCOUNT_CONFIRMED_MESSAGE = "Your account is confirmed. You can sign in now."

/** Magento's answer to a sign-in of an account whose e-mail is not confirmed yet. */
export const ACCOUNT_NOT_CONFIRMED_MESSAGE = "This account isn't confirmed. Verify and try again."

/** Spec §8: the messages of one failed action, joined by commas. */
export const joinMessages = (messages: ReadonlyArray<string>): string => messages.join(",")
