// The links of the newsletter e-mails, answered over plain HTTP as Magento's
// newsletter/subscriber controllers do: GET /newsletter/subscriber/unsubscribe?id=…&code=… and
// GET /newsletter/subscriber/confirm?id=…&code=…, each with a short page saying what happened.
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http"
import type { Db } from "../db/database.js"
import { requestUrls } from "../graphql/context.js"
import type { IsTrustedProxy } from "../platform/http/trustedProxies.js"
import type { Logger } from "../platform/logger.js"
import { NEWSLETTER_PATH } from "./newsletterMail.js"
import {
  CONFIRMED,
  INVALID_CONFIRM_CODE,
  INVALID_SUBSCRIPTION_ID,
  UNSUBSCRIBE_FAILED,
  UNSUBSCRIBED,
} from "./newsletterMessages.js"
import { confirmByLink, unsubscribeByLink } from "./newsletterSubscription.js"

const UNSUBSCRIBE = `/${NEWSLETTER_PATH}/unsubscribe`
const CONFIRM = `/${NEWSLETTER_PATH}/confirm`

const page = (res: ServerResponse, status: number, message: string) => {
  res.writeHead(status, {
    "content-type": "text/html; charset=utf-8",
    "cache-control": "no-store",
  })
  const text = message.replaceAll("&", "&amp;").replaceAll("<", "&lt;")
  res.end(
    `<!doctype html><html lang="en"><meta charset="utf-8"><title>Newsletter</title><p>${text}</p></html>`,
  )
}

const headersOf = (req: IncomingMessage): Headers => {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers))
    if (typeof value === "string") headers.set(name, value)
  return headers
}

export const withNewsletterLinks =
  (
    next: RequestListener,
    db: () => Db | undefined,
    isTrustedProxy: IsTrustedProxy,
    fallbackHost: () => string,
    logger: Logger,
  ): RequestListener =>
  (req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost")
    if (url.pathname !== UNSUBSCRIBE && url.pathname !== CONFIRM) {
      next(req, res)
      return
    }
    const ready = db()
    if (req.method !== "GET" || ready === undefined) {
      page(res, req.method !== "GET" ? 405 : 503, UNSUBSCRIBE_FAILED)
      return
    }
    const base = requestUrls(
      headersOf(req),
      fallbackHost(),
      isTrustedProxy(req.socket.remoteAddress),
    ).base
    const id = url.searchParams.get("id") ?? ""
    const code = url.searchParams.get("code") ?? ""
    const unsubscribing = url.pathname === UNSUBSCRIBE
    const run = unsubscribing
      ? unsubscribeByLink(ready, base, id, code)
      : confirmByLink(ready, base, id, code)
    run
      .then((outcome) => {
        if (unsubscribing)
          page(
            res,
            outcome === "done" ? 200 : 404,
            outcome === "done" ? UNSUBSCRIBED : UNSUBSCRIBE_FAILED,
          )
        else
          page(
            res,
            outcome === "done" ? 200 : 404,
            outcome === "done"
              ? CONFIRMED
              : outcome === "invalid-id"
                ? INVALID_SUBSCRIPTION_ID
                : INVALID_CONFIRM_CODE,
          )
      })
      .catch((error: unknown) => {
        logger.error("newsletter link failed", { path: url.pathname, error: String(error) })
        if (!res.headersSent) page(res, 500, UNSUBSCRIBE_FAILED)
        else res.end()
      })
  }
