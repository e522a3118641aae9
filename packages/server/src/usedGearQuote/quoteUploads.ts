// Used-gear quote photos arrive as GraphQL multipart requests on /graphql. This plugin runs
// before any other reads the body: it takes an upload slot (refusing at once when all are
// taken), streams the files to disk within the quote's limits, hands yoga the small JSON
// `operations`, and puts the received files where the `map` says. The files of the request are
// removed and its slot freed when the answer is sent.
import type { IncomingMessage } from "node:http"
import { Readable } from "node:stream"
import type { Plugin } from "graphql-yoga"
import {
  isMultipartRequest,
  type MultipartLimits,
  type ReceivedFile,
  type ReceivedMultipart,
  receiveMultipart,
  removeReceived,
  wireLimitOf,
} from "../platform/http/multipartUpload.js"
import type { QuotePhotoStore } from "./quotePhotoStore.js"
import {
  MAX_PHOTO_BYTES,
  MAX_PHOTOS_PER_ITEM,
  MAX_QUOTE_ITEMS,
  MAX_QUOTE_PHOTO_BYTES,
  QUOTE_MESSAGES,
} from "./quoteRules.js"
import { createUploadSlots } from "./uploadSlots.js"

/** Uploads one process receives at once; the next is refused with a retryable error. */
export const DEFAULT_MAX_CONCURRENT_UPLOADS = 4
/** Seconds a refused upload is told to wait (Retry-After). */
export const UPLOADS_BUSY_RETRY_SECONDS = 5
export const UPLOADS_BUSY_MESSAGE =
  "Too many photo uploads are in progress. Please try again in a few seconds."

export const QUOTE_UPLOAD_LIMITS: MultipartLimits = {
  maxFileBytes: MAX_PHOTO_BYTES,
  maxTotalFileBytes: MAX_QUOTE_PHOTO_BYTES,
  maxFiles: MAX_QUOTE_ITEMS * MAX_PHOTOS_PER_ITEM,
  // The GraphQL request beside the files is held to the JSON body limit.
  maxOperationsBytes: 1024 * 1024,
}

/**
 * The largest multipart body a valid quote can need (photos, the GraphQL part, part headers):
 * what a proxy in front must let through for `multipart/form-data` POSTs to /graphql.
 */
export const QUOTE_UPLOAD_MAX_BODY_BYTES = wireLimitOf(QUOTE_UPLOAD_LIMITS)

export interface QuoteUploads {
  readonly photos: QuotePhotoStore
  readonly maxConcurrentUploads: number
}

const errorResponse = (
  ResponseClass: typeof Response,
  status: number,
  message: string,
  headers: Record<string, string> = {},
  category = "graphql-input",
): Response =>
  new ResponseClass(JSON.stringify({ errors: [{ message, extensions: { category } }] }), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", ...headers },
  })

/** Sets `value` at a `variables.a.0.b` path inside `root` (only where the request put a null). */
const placeAt = (root: Record<string, unknown>, path: string, value: ReceivedFile): boolean => {
  const keys = path.split(".")
  const last = keys.pop()
  if (last === undefined) return false
  let node: unknown = root
  for (const key of keys) {
    if (typeof node !== "object" || node === null) return false
    node = (node as Record<string, unknown>)[key]
  }
  if (typeof node !== "object" || node === null) return false
  const parent = node as Record<string, unknown>
  if (parent[last] !== null) return false
  parent[last] = value
  return true
}

export const quoteUploadsPlugin = (uploads: QuoteUploads): Plugin => {
  const slots = createUploadSlots(uploads.maxConcurrentUploads)
  const limits = QUOTE_UPLOAD_LIMITS
  // By the request's server context: the one object every hook of one request is given (later
  // plugins may replace the Request itself).
  const received = new WeakMap<object, { files: ReceivedMultipart; release: () => void }>()
  /** Removes the request's received files, then frees its slot (before the answer leaves). */
  const finish = async (serverContext: object) => {
    const entry = received.get(serverContext)
    if (entry === undefined) return
    received.delete(serverContext)
    try {
      await removeReceived(entry.files)
    } finally {
      entry.release()
    }
  }
  return {
    async onRequest({ request, serverContext, setRequest, endResponse, fetchAPI }) {
      if (request.method !== "POST" || !isMultipartRequest(request.headers.get("content-type")))
        return
      const declared = Number(request.headers.get("content-length") ?? Number.NaN)
      if (Number.isFinite(declared) && declared > QUOTE_UPLOAD_MAX_BODY_BYTES) {
        endResponse(errorResponse(fetchAPI.Response, 413, QUOTE_MESSAGES.photosTooLarge))
        return
      }
      const release = slots.tryAcquire()
      if (release === undefined) {
        endResponse(
          errorResponse(
            fetchAPI.Response,
            503,
            UPLOADS_BUSY_MESSAGE,
            { "retry-after": String(UPLOADS_BUSY_RETRY_SECONDS) },
            "graphql-too-many-requests",
          ),
        )
        return
      }
      const req = (serverContext as { req?: IncomingMessage } | undefined)?.req
      const body =
        req !== undefined && typeof req.pipe === "function"
          ? req
          : request.body === null
            ? Readable.from([])
            : Readable.fromWeb(request.body as import("node:stream/web").ReadableStream)
      const headers = Object.fromEntries(request.headers.entries())
      let outcome: Awaited<ReturnType<typeof receiveMultipart>>
      try {
        outcome = await receiveMultipart(
          body,
          headers,
          limits,
          uploads.photos.incomingDir,
          QUOTE_MESSAGES.tooManyPhotos,
          QUOTE_MESSAGES.photosTooLarge,
        )
      } catch (error) {
        release()
        throw error
      }
      if ("refused" in outcome) {
        release()
        const { status, message } = outcome.refused
        endResponse(errorResponse(fetchAPI.Response, status, message))
        return
      }
      const next = new fetchAPI.Request(request.url, {
        method: "POST",
        headers: (() => {
          const h = new fetchAPI.Headers(request.headers)
          h.set("content-type", "application/json")
          h.delete("content-length")
          return h
        })(),
        body: outcome.received.operations,
      })
      received.set(serverContext, { files: outcome.received, release })
      setRequest(next)
    },
    onParams({ context, params, setParams }) {
      const entry = received.get(context)
      if (entry === undefined) return
      const variables: Record<string, unknown> = { ...(params.variables ?? {}) }
      const root = { variables }
      for (const [name, paths] of entry.files.map) {
        const file = entry.files.files.get(name)
        if (file === undefined) continue
        for (const path of paths) placeAt(root, path, file)
      }
      setParams({ ...params, variables })
    },
    onResponse({ serverContext }) {
      return finish(serverContext)
    },
  }
}
