/** The text of a rejected SDK call (tagged errors carry the server's or the spec's message). */
export const errorMessage = (error: unknown): string =>
  error instanceof Error || (typeof error === "object" && error !== null && "message" in error)
    ? String((error as { message: unknown }).message)
    : "Something went wrong. Please try again."
