// Build-time stand-in for `ky` in the browser bundle (~8 KB gzipped): the SDK's GraphqlClient
// uses exactly `ky.create({ timeout, retry: 0, throwHttpErrors: false, fetch? }).post(url,
// { body, headers, signal })` (and `.get(url, { signal })` for warranty offers) and
// `isTimeoutError`. Retries are the SDK's own (Effect), so this
// only needs a POST with a per-attempt timeout. test/kyFetch.test.ts pins that behaviour.
export class TimeoutError extends Error {
  override readonly name = "TimeoutError"
}

export const isTimeoutError = (error: unknown): error is TimeoutError =>
  error instanceof TimeoutError

interface Options {
  readonly timeout?: number
  readonly fetch?: typeof fetch
  readonly retry?: number
  readonly throwHttpErrors?: boolean
}

interface RequestOptions {
  readonly body?: string
  readonly headers?: Record<string, string>
  readonly signal?: AbortSignal
}

const send =
  (options: Options, method: "GET" | "POST") =>
  async (url: string, request: RequestOptions = {}): Promise<Response> => {
    const doFetch = options.fetch ?? globalThis.fetch
    const controller = new AbortController()
    const onAbort = () => controller.abort(request.signal?.reason)
    request.signal?.addEventListener("abort", onAbort, { once: true })
    let timedOut = false
    const timer =
      options.timeout === undefined
        ? undefined
        : setTimeout(() => {
            timedOut = true
            controller.abort()
          }, options.timeout)
    try {
      return await doFetch(url, {
        method,
        ...(request.body === undefined ? {} : { body: request.body }),
        ...(request.headers === undefined ? {} : { headers: request.headers }),
        signal: controller.signal,
        credentials: "same-origin",
      })
    } catch (error) {
      if (timedOut) throw new TimeoutError(`Request timed out: ${method} ${url}`)
      throw error
    } finally {
      clearTimeout(timer)
      request.signal?.removeEventListener("abort", onAbort)
    }
  }

const ky = {
  create: (options: Options = {}) => ({
    post: send(options, "POST"),
    get: send(options, "GET"),
  }),
}

export default ky
