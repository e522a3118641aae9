// Request bodies are capped before yoga parses them: a declared Content-Length over the limit is
// refused before a byte is read, and a body without one (chunked) is counted as it arrives and
// no longer read once it passes the limit. A route may allow some requests a larger body
// (`BodyLimit.larger`), decided from the bytes within the general limit.

export const BODY_TOO_LARGE = "Request body is too large"

export class BodyTooLarge extends Error {}

/** How much of one request's body may be read. */
export interface BodyLimit {
  /** Bytes any request may send. */
  readonly bytes: number
  /**
   * A larger allowance for the requests whose start it accepts (e.g. an upload mutation,
   * recognised from its query at the start of the body): `accepts` answers true or false, or
   * undefined while the bytes so far cannot tell (then more are read, up to `bytes`).
   */
  readonly larger?: {
    readonly bytes: number
    readonly accepts: (start: Uint8Array) => boolean | undefined
  }
}

const concat = (chunks: readonly Uint8Array[], size: number): Uint8Array<ArrayBuffer> => {
  const body = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.byteLength
  }
  return body
}

/** The body's bytes, or BodyTooLarge as soon as more arrive than the limit allows. */
export const readLimitedBody = async (
  request: Request,
  bodyLimit: number | BodyLimit,
): Promise<Uint8Array<ArrayBuffer>> => {
  const limit = typeof bodyLimit === "number" ? { bytes: bodyLimit } : bodyLimit
  const declared = Number(request.headers.get("content-length") ?? Number.NaN)
  const most = limit.larger?.bytes ?? limit.bytes
  if (Number.isFinite(declared) && declared > most) throw new BodyTooLarge()
  // Declared over the general limit: only a request the larger allowance accepts, told from
  // its first bytes, is read further.
  const mustQualify = Number.isFinite(declared) && declared > limit.bytes
  if (request.body === null) return new Uint8Array()
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  // Unknown until the body passes the general limit.
  let allowance = limit.bytes
  const refuse = async (): Promise<never> => {
    await reader.cancel().catch(() => {})
    throw new BodyTooLarge()
  }
  let qualified = false
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    chunks.push(value)
    if (!qualified && limit.larger !== undefined && (mustQualify || size > limit.bytes)) {
      const verdict = limit.larger.accepts(concat(chunks, size).subarray(0, limit.bytes))
      if (verdict === true) {
        qualified = true
        allowance = limit.larger.bytes
      } else if (verdict === false || size > limit.bytes) return refuse()
    }
    if (size > allowance) return refuse()
  }
  return concat(chunks, size)
}

/** 413 with a body shaped like every other GraphQL error. */
export const bodyTooLargeResponse = (
  limit: number,
  ResponseClass: typeof Response = Response,
): Response =>
  new ResponseClass(
    JSON.stringify({
      errors: [
        {
          message: `${BODY_TOO_LARGE} (limit ${limit} bytes)`,
          extensions: { category: "graphql-input" },
        },
      ],
    }),
    {
      status: 413,
      // The rest of the body is never read: the connection cannot carry another request.
      headers: { "content-type": "application/json; charset=utf-8", connection: "close" },
    },
  )
