// The wire of Magento's REST API: JSON answers, `{message, parameters}` errors with Magento's
// HTTP codes, bodies read up to a limit, bearer tokens from Authorization.
import type { IncomingMessage, ServerResponse } from "node:http"

export const MAX_REST_BODY_BYTES = 1024 * 1024

export class RestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly parameters?: Readonly<Record<string, string>> | readonly string[],
    readonly errors?: readonly unknown[],
  ) {
    super(message)
    this.name = "RestError"
  }
}

export const ROUTE_NOT_FOUND = "Request does not match any route."

/** The 401 of a call without a valid admin token (Magento's AuthorizationException). */
export const notAuthorized = (resource: string): RestError =>
  new RestError(401, "The consumer isn't authorized to access %resources.", { resources: resource })

export const sendJson = (res: ServerResponse, status: number, body: unknown): void => {
  const text = JSON.stringify(body)
  res.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    "cache-control": "no-store",
    "content-length": Buffer.byteLength(text),
  })
  res.end(text)
}

export const sendError = (res: ServerResponse, error: RestError): void =>
  sendJson(res, error.status, {
    message: error.message,
    ...(error.errors !== undefined ? { errors: error.errors } : {}),
    ...(error.parameters !== undefined ? { parameters: error.parameters } : {}),
  })

/** The request's JSON body ({} when empty); 400 on bad JSON, 413 past the limit. */
export const readJsonBody = async (req: IncomingMessage): Promise<Record<string, unknown>> => {
  const declared = Number(req.headers["content-length"] ?? 0)
  if (declared > MAX_REST_BODY_BYTES) throw new RestError(413, "Request body is too large.")
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    const buffer = chunk as Buffer
    size += buffer.length
    if (size > MAX_REST_BODY_BYTES) throw new RestError(413, "Request body is too large.")
    chunks.push(buffer)
  }
  const text = Buffer.concat(chunks).toString("utf8").trim()
  if (text === "") return {}
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw new RestError(400, "Decoding error: \nSyntax error")
  }
  if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed))
    throw new RestError(400, "Decoding error: \nSyntax error")
  return parsed as Record<string, unknown>
}

export const bearerToken = (req: IncomingMessage): string | undefined => {
  const header = req.headers.authorization ?? ""
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header)
  return match?.[1]
}

// Readers of untrusted body values.
export const isRecord = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === "object" && !Array.isArray(v)

export const asNumber = (v: unknown): number | undefined => {
  if (typeof v === "number" && Number.isFinite(v)) return v
  if (typeof v === "string" && v.trim() !== "" && Number.isFinite(Number(v))) return Number(v)
  return undefined
}

export const asBoolean = (v: unknown): boolean => v === true || v === 1 || v === "1" || v === "true"

export const asString = (v: unknown): string | undefined =>
  typeof v === "string" ? v : typeof v === "number" ? String(v) : undefined

/** `Invalid type for value: "x". Expected Type: "int".` as Magento's input processor words it. */
export const invalidType = (value: unknown, type: string): RestError =>
  new RestError(400, `Invalid type for value: "${String(value)}". Expected Type: "${type}".`)
