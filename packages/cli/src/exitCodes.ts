/** One exit-code table for every command: 0 ok · 1 domain failure · 2 usage · 3 transport/unavailable. */
export const ExitCode = {
  ok: 0,
  domain: 1,
  usage: 2,
  unavailable: 3,
} as const

export type ExitCode = (typeof ExitCode)[keyof typeof ExitCode]

// The shop did not answer, answered with an error status, or asked to be called later.
const unavailableTags = new Set(["TransportError", "HttpError", "RateLimitedError"])

/** Maps a failure (usually an SDK tagged error) to its exit code. */
export const exitCodeFor = (error: unknown): ExitCode => {
  const tag = tagOf(error)
  if (tag !== undefined && unavailableTags.has(tag)) return ExitCode.unavailable
  if (tag === "UsageError") return ExitCode.usage
  return ExitCode.domain
}

export const tagOf = (error: unknown): string | undefined =>
  typeof error === "object" && error !== null && "_tag" in error && typeof error._tag === "string"
    ? error._tag
    : undefined
