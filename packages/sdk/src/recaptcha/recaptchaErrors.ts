import * as Data from "effect/Data"

/** Spec §8's reCAPTCHA texts, verbatim. */
export const RECAPTCHA_MESSAGES = {
  "no-key": "No key provided",
  "no-version": "No version provided",
  load: "Failed to load script",
  execute: "Failed to execute",
} as const

export type ReCaptchaFailure = keyof typeof RECAPTCHA_MESSAGES

/** A protected form could not get its reCAPTCHA token; `message` is the spec's text. */
export class ReCaptchaError extends Data.TaggedError("ReCaptchaError")<{
  readonly reason: ReCaptchaFailure
  readonly message: string
  readonly cause?: unknown
}> {
  readonly retryable = false
}

export const reCaptchaError = (reason: ReCaptchaFailure, cause?: unknown): ReCaptchaError =>
  new ReCaptchaError({
    reason,
    message: RECAPTCHA_MESSAGES[reason],
    ...(cause === undefined ? {} : { cause }),
  })
