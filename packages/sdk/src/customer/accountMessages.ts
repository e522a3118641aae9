// Spec §8: the account's messages, exactly (its toasts are notifications/messages.ts').

/** A reset whose token the shop no longer takes (the error's message and the toast's). */
export const RESET_TOKEN_EXPIRED_MESSAGE = "Your token has expired,please reset password again."

/** Magento's answer to a sign-in of an account whose e-mail is not confirmed yet. */
export const ACCOUNT_NOT_CONFIRMED_MESSAGE = "This account isn't confirmed. Verify and try again."

/** Spec §8: the messages of one failed action, joined by commas. */
export const joinMessages = (messages: ReadonlyArray<string>): string => messages.join(",")
