// The admin REST client's failures, as plain Error classes with a `_tag` (no Effect): the same
// tags the storefront client uses for transport and HTTP failures, so one exit-code or retry
// table covers both clients.

/** Magento's REST error body: `message` with `%1` / `%name` placeholders filled from `parameters`. */
export interface MagentoRestErrorBody {
  readonly message: string
  readonly parameters?: ReadonlyArray<unknown> | Readonly<Record<string, unknown>>
  /** An InputException's single errors ("One or more input exceptions have occurred."). */
  readonly errors?: ReadonlyArray<MagentoRestErrorBody>
}

/** The request never produced a response (shop unreachable, DNS, timeout). */
export class AdminTransportError extends Error {
  readonly _tag = "TransportError"
  readonly retryable = true
}

/** The shop answered with a status and body that are not Magento's REST answer (5xx, HTML page). */
export class AdminHttpError extends Error {
  readonly _tag = "HttpError"
  readonly retryable = false
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

/**
 * Magento refused the call with its REST error body (400 input/state, 401 token, 404 entity):
 * `message` is Magento's text with the placeholders filled, `status` the HTTP status.
 */
export class AdminRestError extends Error {
  readonly _tag = "AdminRestError"
  readonly retryable = false
  constructor(
    readonly status: number,
    message: string,
    /** Magento's `parameters`, as sent. */
    readonly parameters: MagentoRestErrorBody["parameters"],
  ) {
    super(message)
  }

  /** 401: no token, a wrong or expired one, or the admin may not use this resource. */
  get unauthorized(): boolean {
    return this.status === 401
  }
}

/** The CLI-facing failure when no admin token is stored yet. */
export class AdminNotSignedInError extends Error {
  readonly _tag = "AdminNotSignedInError"
  readonly retryable = false
}

/**
 * Fills Magento's `%1`-style (list) or `%name`-style (record) placeholders; an InputException's
 * single errors follow its message, one a line.
 */
export const renderMagentoMessage = (body: MagentoRestErrorBody): string => {
  const errors = Array.isArray(body.errors) ? body.errors : []
  return [fillPlaceholders(body), ...errors.map(fillPlaceholders)].join("\n")
}

const fillPlaceholders = (body: MagentoRestErrorBody): string => {
  const { message, parameters } = body
  if (parameters === undefined || parameters === null) return message
  if (Array.isArray(parameters)) {
    return message.replace(/%(\d+)/g, (whole, n: string) => {
      const value = parameters[Number(n) - 1]
      return value === undefined ? whole : String(value)
    })
  }
  const named = parameters as Readonly<Record<string, unknown>>
  return message.replace(/%([A-Za-z_][A-Za-z0-9_]*)/g, (whole, name: string) =>
    name in named ? String(named[name]) : whole,
  )
}

export type AdminClientError = AdminTransportError | AdminHttpError | AdminRestError
