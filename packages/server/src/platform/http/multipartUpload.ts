// Receives a GraphQL multipart request (github.com/jaydenseric/graphql-multipart-request-spec):
// the `operations` and `map` fields, then the files, each streamed to a temporary file as it
// arrives. Limits are checked while the bytes flow: a request whose files cross the total is
// refused at that moment, and what is still on its way is read and thrown away (never kept),
// so the client reads the refusal instead of a broken connection.
import { randomUUID } from "node:crypto"
import { createWriteStream, type WriteStream } from "node:fs"
import { mkdir, rm } from "node:fs/promises"
import type { IncomingHttpHeaders } from "node:http"
import { join } from "node:path"
import type { Readable } from "node:stream"
import { Busboy, type BusboyFileStream, type BusboyInstance } from "@fastify/busboy"
import { BODY_TOO_LARGE } from "./bodyLimit.js"

/** One file of the request, as it arrived. */
export class ReceivedFile {
  constructor(
    /** The name the client gave the file. */
    readonly fileName: string,
    /** Bytes that arrived (when `truncated`, only the first `maxFileBytes` were kept). */
    readonly size: number,
    /** More than `maxFileBytes` arrived: the file is not kept whole. */
    readonly truncated: boolean,
    /** The first bytes: their signature says what the file is, whatever it is called. */
    readonly head: Uint8Array,
    /** Where the bytes are; removed when the request ends. */
    readonly path: string,
  ) {}
}

export interface MultipartLimits {
  /** Largest file kept; beyond it the rest of that file is thrown away (`truncated`). */
  readonly maxFileBytes: number
  /** All files of one request together; crossing it refuses the request at once. */
  readonly maxTotalFileBytes: number
  readonly maxFiles: number
  /** Largest `operations` field (the GraphQL request itself). */
  readonly maxOperationsBytes: number
}

export interface MultipartRefusal {
  readonly status: number
  readonly message: string
}

export interface ReceivedMultipart {
  /** The `operations` field: the GraphQL request's JSON, files standing as null. */
  readonly operations: string
  /** Where each file goes: `variables.input.items.0.photos.1`, by the file's field name. */
  readonly map: ReadonlyMap<string, ReadonlyArray<string>>
  readonly files: ReadonlyMap<string, ReceivedFile>
}

export type MultipartOutcome =
  | { readonly received: ReceivedMultipart }
  | { readonly refused: MultipartRefusal }

const HEAD_BYTES = 16

/**
 * The largest body a request within the limits can have: its files, the operations and room
 * for the parts' headers. A declared Content-Length above it is refused before reading.
 */
export const wireLimitOf = (limits: MultipartLimits): number =>
  limits.maxTotalFileBytes + limits.maxOperationsBytes + (limits.maxFiles + 2) * 1024
/** Bytes of a refused request still read (and dropped) so the client can read the answer. */
const DRAIN_LIMIT = 64 * 1024 * 1024

export const isMultipartRequest = (contentType: string | null | undefined): boolean =>
  (contentType ?? "").toLowerCase().startsWith("multipart/form-data")

const SPEC = "(GraphQL multipart request spec)"
export const MULTIPART_MESSAGES = {
  misordered: `The "operations" and "map" fields must come before the files ${SPEC}.`,
  invalidOperations: `The "operations" field is not valid JSON ${SPEC}.`,
  invalidMap: `The "map" field must be a JSON object of file field names to variable paths ${SPEC}.`,
  missingFields: `A multipart request needs the "operations" and "map" fields ${SPEC}.`,
  malformed: "The multipart request body is malformed.",
} as const

const parseMap = (text: string, maxFiles: number): Map<string, string[]> | undefined => {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return undefined
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return undefined
  const entries = Object.entries(parsed)
  if (entries.length > maxFiles) return undefined
  const map = new Map<string, string[]>()
  for (const [name, paths] of entries) {
    if (!Array.isArray(paths) || paths.length === 0) return undefined
    if (!paths.every((p) => typeof p === "string" && p.startsWith("variables."))) return undefined
    map.set(name, paths as string[])
  }
  return map
}

/**
 * Streams `body` into temporary files under `tempDir`. On success the caller owns the files
 * (`removeReceived` once the request ends); a refused request leaves nothing behind.
 */
export const receiveMultipart = async (
  body: Readable,
  headers: IncomingHttpHeaders,
  limits: MultipartLimits,
  tempDir: string,
  tooManyFilesMessage: string,
  totalTooLargeMessage: string,
): Promise<MultipartOutcome> => {
  await mkdir(tempDir, { recursive: true })
  return new Promise((resolve) => {
    let operations: string | undefined
    let map: Map<string, string[]> | undefined
    const files = new Map<string, ReceivedFile>()
    const writes: Array<Promise<void>> = []
    const streams: WriteStream[] = []
    const paths: string[] = []
    let fileBytes = 0
    let settled = false
    let busboy: BusboyInstance

    const refuse = (status: number, message: string) => {
      if (settled) return
      settled = true
      body.off("data", countWire)
      body.unpipe(busboy)
      busboy.removeAllListeners()
      busboy.on("error", () => {})
      for (const stream of streams) stream.destroy()
      // Read the rest and drop it: the answer reaches the client (a proxy too) intact.
      let drained = 0
      body.on("data", (chunk: Buffer) => {
        drained += chunk.byteLength
        if (drained > DRAIN_LIMIT) body.destroy()
      })
      body.on("error", () => {})
      body.resume()
      void Promise.allSettled(writes)
        .then(() => Promise.all(paths.map((p) => rm(p, { force: true }))))
        .finally(() => resolve({ refused: { status, message } }))
    }

    try {
      busboy = Busboy({
        headers: headers as IncomingHttpHeaders & { "content-type": string },
        limits: {
          fieldSize: limits.maxOperationsBytes,
          fields: 2,
          files: limits.maxFiles,
          fileSize: limits.maxFileBytes,
          parts: limits.maxFiles + 2,
        },
      })
    } catch {
      resolve({ refused: { status: 400, message: MULTIPART_MESSAGES.malformed } })
      body.resume()
      return
    }

    busboy.on("field", (name, value, _nameTruncated, valueTruncated) => {
      if (valueTruncated)
        return refuse(413, `${BODY_TOO_LARGE} (limit ${limits.maxOperationsBytes} bytes)`)
      if (name === "operations") {
        try {
          JSON.parse(value)
        } catch {
          return refuse(400, MULTIPART_MESSAGES.invalidOperations)
        }
        operations = value
      } else if (name === "map") {
        if (operations === undefined) return refuse(400, MULTIPART_MESSAGES.misordered)
        map = parseMap(value, limits.maxFiles)
        if (map === undefined) return refuse(400, MULTIPART_MESSAGES.invalidMap)
      }
    })

    busboy.on("file", (name: string, stream: BusboyFileStream, fileName: string) => {
      if (settled) {
        stream.resume()
        return
      }
      if (map === undefined) {
        stream.resume()
        return refuse(400, MULTIPART_MESSAGES.misordered)
      }
      if (!map.has(name)) {
        // Not mapped to any variable: counted against the total, never kept.
        stream.on("data", (chunk: Buffer) => {
          fileBytes += chunk.byteLength
          if (fileBytes > limits.maxTotalFileBytes) refuse(413, totalTooLargeMessage)
        })
        stream.resume()
        return
      }
      const path = join(tempDir, randomUUID())
      paths.push(path)
      const out = createWriteStream(path)
      streams.push(out)
      let head = new Uint8Array()
      let size = 0
      stream.on("data", (chunk: Buffer) => {
        size += chunk.byteLength
        fileBytes += chunk.byteLength
        if (head.byteLength < HEAD_BYTES)
          head = Uint8Array.from([...head, ...chunk.subarray(0, HEAD_BYTES - head.byteLength)])
        if (fileBytes > limits.maxTotalFileBytes) refuse(413, totalTooLargeMessage)
      })
      writes.push(
        new Promise<void>((done) => {
          out.on("close", () => done())
          out.on("error", () => done())
        }),
      )
      stream.pipe(out)
      stream.on("end", () => {
        // Busboy stops counting at the limit: one byte more than the limit says "truncated".
        const truncated = stream.truncated
        files.set(
          name,
          new ReceivedFile(
            fileName ?? "",
            truncated ? limits.maxFileBytes + 1 : size,
            truncated,
            head,
            path,
          ),
        )
      })
    })

    busboy.on("filesLimit", () => refuse(413, tooManyFilesMessage))
    busboy.on("partsLimit", () => refuse(413, tooManyFilesMessage))
    busboy.on("error", () => refuse(400, MULTIPART_MESSAGES.malformed))
    busboy.on("finish", () => {
      void Promise.all(writes).then(() => {
        if (settled) return
        if (operations === undefined || map === undefined)
          return refuse(400, MULTIPART_MESSAGES.missingFields)
        settled = true
        resolve({ received: { operations, map, files } })
      })
    })
    // Busboy drops what passes a file's limit uncounted: the body as a whole is bounded too.
    const wireLimit = wireLimitOf(limits)
    let wireBytes = 0
    const countWire = (chunk: Buffer) => {
      wireBytes += chunk.byteLength
      if (wireBytes > wireLimit) refuse(413, totalTooLargeMessage)
    }
    body.on("data", countWire)
    body.on("error", () => refuse(400, MULTIPART_MESSAGES.malformed))
    // A client that goes away mid-upload: nothing to answer, but the files and the slot go.
    body.on("close", () => {
      if (!body.readableEnded) refuse(400, MULTIPART_MESSAGES.malformed)
    })
    body.pipe(busboy)
  })
}

/** Removes the temporary files of a received request. */
export const removeReceived = (received: ReceivedMultipart): Promise<unknown> =>
  Promise.all([...received.files.values()].map((f) => rm(f.path, { force: true })))
