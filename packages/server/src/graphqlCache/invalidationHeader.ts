// The tags a request invalidated (an order's products, an approved review's), sent back on its
// answer as `X-Shutter-Invalidated-Tags`. A proxy in front that keeps pages of its own (the web
// server's page cache) drops the pages carrying them, even with no Redis to hear it from.
import type { Plugin } from "graphql-yoga"

export const INVALIDATED_TAGS_HEADER = "x-shutter-invalidated-tags"

const invalidatedBy = new WeakMap<object, Set<string>>()

/** `invalidate` that also notes the tags against the request (`key`: its Node request). */
export const recordingInvalidations =
  (
    key: object | undefined,
    invalidate: (tags: readonly string[]) => Promise<void>,
  ): ((tags: readonly string[]) => Promise<void>) =>
  (tags) => {
    if (key !== undefined && tags.length > 0) {
      const noted = invalidatedBy.get(key) ?? new Set<string>()
      for (const tag of tags) noted.add(tag)
      invalidatedBy.set(key, noted)
    }
    return invalidate(tags)
  }

export const invalidationHeaderPlugin = (): Plugin => ({
  onResponse({ serverContext, response }) {
    const key = (serverContext as { req?: object } | undefined)?.req
    const tags = key === undefined ? undefined : invalidatedBy.get(key)
    if (tags === undefined || tags.size === 0) return
    response.headers.set(INVALIDATED_TAGS_HEADER, [...tags].join(","))
  },
})
