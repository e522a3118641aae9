/** Where the server reports what it does; pass your own to route lines elsewhere. */
export interface Logger {
  readonly info: (message: string, details?: Record<string, unknown>) => void
  readonly warn: (message: string, details?: Record<string, unknown>) => void
  readonly error: (message: string, details?: Record<string, unknown>) => void
}

const line = (level: string, message: string, details?: Record<string, unknown>): string =>
  details === undefined
    ? `[shutter-server] ${level} ${message}`
    : `[shutter-server] ${level} ${message} ${JSON.stringify(details)}`

export const consoleLogger: Logger = {
  info: (message, details) => console.log(line("info", message, details)),
  warn: (message, details) => console.warn(line("warn", message, details)),
  error: (message, details) => console.error(line("error", message, details)),
}

export const silentLogger: Logger = { info: () => {}, warn: () => {}, error: () => {} }
