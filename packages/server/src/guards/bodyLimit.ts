// Request bodies are capped before yoga parses them: a declared Content-Length over the limit is
// refused at once, and a body without one (chunked) is read only up to the limit.

export const BODY_TOO_LARGE = "Request body is too large"

export class BodyTooLarge extends Error {}

/** The body's bytes, or BodyTooLarge as soon as more than `limit` bytes arrive. */
export const readLimitedBody = async (
  request: Request,
  limit: number,
): Promise<Uint8Array<ArrayBuffer>> => {
  const declared = Number(request.headers.get("content-length") ?? Number.NaN)
  if (Number.isFinite(declared) && declared > limit) throw new BodyTooLarge()
  if (request.body === null) return new Uint8Array()
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel().catch(() => {})
      throw new BodyTooLarge()
    }
    chunks.push(value)
  }
  const body = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.byteLength
  }
  return body
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
    { status: 413, headers: { "content-type": "application/json; charset=utf-8" } },
  )
