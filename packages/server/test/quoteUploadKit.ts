// GraphQL multipart requests (github.com/jaydenseric/graphql-multipart-request-spec) for the
// used-gear quote tests: photos are files of the request, found by their place in the variables.
import { type ClientRequest, type IncomingMessage, request } from "node:http"
import sharp from "sharp"
import type { RunningServer } from "../src/app/startServer.js"
import type { GraphqlResponse } from "./helpers.js"

/** A photo to send: a file part named `name` holding `bytes`. */
export interface PhotoFile {
  readonly photo: true
  readonly name: string
  readonly bytes: Uint8Array
  readonly type?: string
}

export const photoFile = (name: string, bytes: Uint8Array, type = "image/jpeg"): PhotoFile => ({
  photo: true,
  name,
  bytes,
  type,
})

const isPhotoFile = (value: unknown): value is PhotoFile =>
  typeof value === "object" && value !== null && (value as { photo?: unknown }).photo === true

/** The variables with each photo replaced by null, and the photos by their variable path. */
const extractPhotos = (
  value: unknown,
  path: string,
  found: Array<[string, PhotoFile]>,
): unknown => {
  if (isPhotoFile(value)) {
    found.push([path, value])
    return null
  }
  if (Array.isArray(value)) return value.map((v, i) => extractPhotos(v, `${path}.${i}`, found))
  if (typeof value === "object" && value !== null)
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, extractPhotos(v, `${path}.${k}`, found)]),
    )
  return value
}

/** The encoded body and its content type, as a browser's fetch would send the FormData. */
export const multipartBody = async (
  query: string,
  variables: Record<string, unknown>,
): Promise<{ readonly body: Buffer; readonly contentType: string }> => {
  const found: Array<[string, PhotoFile]> = []
  const clean = extractPhotos(variables, "variables", found)
  const form = new FormData()
  form.set("operations", JSON.stringify({ query, variables: clean }))
  form.set("map", JSON.stringify(Object.fromEntries(found.map(([path], i) => [String(i), [path]]))))
  found.forEach(([, file], i) => {
    form.set(
      String(i),
      new Blob([Uint8Array.from(file.bytes)], { type: file.type ?? "" }),
      file.name,
    )
  })
  const encoded = new Response(form)
  return {
    body: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get("content-type") ?? "",
  }
}

const readAnswer = <T>(
  res: IncomingMessage,
): Promise<GraphqlResponse<T> & { headers: IncomingMessage["headers"] }> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    res.on("data", (chunk: Buffer) => chunks.push(chunk))
    res.on("end", () => {
      const parsed = JSON.parse(Buffer.concat(chunks).toString("utf8")) as Omit<
        GraphqlResponse<T>,
        "status"
      >
      resolve({ status: res.statusCode ?? 0, headers: res.headers, ...parsed })
    })
    res.on("error", reject)
  })

/**
 * An upload the test drives: the request is open once this returns, `answer` settles when the
 * server answers (maybe before the whole body was sent), `send(bytes)` writes more of it.
 */
export interface OpenUpload {
  readonly request: ClientRequest
  readonly answer: Promise<GraphqlResponse<unknown> & { headers: IncomingMessage["headers"] }>
  readonly answered: () => boolean
  readonly send: (bytes: Uint8Array) => Promise<void>
  readonly end: () => void
}

export const openUpload = (
  server: Pick<RunningServer, "graphqlUrl">,
  contentType: string,
  options: { readonly contentLength?: number; readonly from?: string } = {},
): OpenUpload => {
  let answered = false
  let req: ClientRequest | undefined
  const answer = new Promise<GraphqlResponse<unknown> & { headers: IncomingMessage["headers"] }>(
    (resolve, reject) => {
      req = request(
        server.graphqlUrl,
        {
          method: "POST",
          ...(options.from !== undefined ? { localAddress: options.from } : {}),
          headers: {
            accept: "application/json",
            "content-type": contentType,
            ...(options.contentLength !== undefined
              ? { "content-length": options.contentLength }
              : {}),
          },
        },
        (res) => {
          answered = true
          readAnswer(res).then(resolve, reject)
        },
      )
      req.on("error", reject)
    },
  )
  const open = req as unknown as ClientRequest
  open.flushHeaders()
  return {
    request: open,
    answer,
    answered: () => answered,
    send: (bytes) =>
      new Promise((resolve, reject) => open.write(bytes, (e) => (e ? reject(e) : resolve()))),
    end: () => open.end(),
  }
}

/** Sends one operation with its photos as a multipart request; the parsed answer. */
export const submitMultipart = async <T>(
  server: Pick<RunningServer, "graphqlUrl">,
  query: string,
  variables: Record<string, unknown>,
  options: { readonly from?: string } = {},
): Promise<GraphqlResponse<T> & { headers: IncomingMessage["headers"] }> => {
  const { body, contentType } = await multipartBody(query, variables)
  const upload = openUpload(server, contentType, { ...options, contentLength: body.length })
  upload.request.end(body)
  return (await upload.answer) as GraphqlResponse<T> & { headers: IncomingMessage["headers"] }
}

/** A real JPEG of about `bytes` bytes: noise at high quality compresses poorly. */
export const noisyJpeg = async (bytes: number): Promise<Buffer> => {
  // Noise at quality 95 takes about one byte a pixel.
  const side = Math.ceil(Math.sqrt(bytes / 1.02))
  const raw = Buffer.alloc(side * side * 3)
  let seed = 42
  for (let i = 0; i < raw.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff
    raw[i] = seed >> 16
  }
  return sharp(raw, { raw: { width: side, height: side, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer()
}

/** A small real image of each accepted type. */
export const smallImage = (
  format: "jpeg" | "png" | "webp",
  width = 64,
  height = 48,
): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .toFormat(format)
    .toBuffer()
