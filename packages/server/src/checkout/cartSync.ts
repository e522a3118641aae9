// The cart sync of an external checkout: the external site takes a storefront cart over.
//   GET  /vue/cart/sync/token/{customer token}/cart/{cart id}   (the storefront's redirect path)
//   GET  /vue/cart/sync/cart/{cart id}                           (a guest's cart)
//   POST /vue/cart/sync   {"token": "…", "cart": "…"}             (the same payload as JSON)
// Answers the cart as the checkout needs it. It runs the cart through the GraphQL pipeline, so a
// cart is reachable exactly as through `cart(cart_id)`: a customer's only with that customer's
// token, a guest's only without one. A token that is unknown, expired or revoked is refused (401),
// never read as a guest. Reading changes nothing: the same payload always gets the same answer
// and no cart, line or quantity is added however often the external site syncs.
import type { IncomingMessage, ServerResponse } from "node:http"
import type { ShutterYoga } from "../graphql/endpoint.js"
import { CART_SYNC_PATH } from "./externalCheckout.graphql.js"

export interface CartSyncPayload {
  readonly token: string | null
  readonly cart: string
}

/** Whether a request path is the cart sync's. */
export const isCartSyncPath = (pathname: string): boolean =>
  pathname === CART_SYNC_PATH || pathname.startsWith(`${CART_SYNC_PATH}/`)

/** Magento's URL parameters after the action (`/token/X/cart/Y`) as a payload. */
export const payloadOfPath = (pathname: string): CartSyncPayload | undefined => {
  const parts = pathname.slice(CART_SYNC_PATH.length).split("/").filter(Boolean)
  const params = new Map<string, string>()
  for (let i = 0; i + 1 < parts.length; i += 2)
    params.set(parts[i] ?? "", decodeURIComponent(parts[i + 1] ?? ""))
  const cart = params.get("cart")
  if (cart === undefined || cart === "") return undefined
  return { token: params.get("token") || null, cart }
}

const payloadOfJson = (text: string): CartSyncPayload | undefined => {
  try {
    const value: unknown = JSON.parse(text)
    if (typeof value !== "object" || value === null) return undefined
    const { token, cart } = value as Record<string, unknown>
    if (typeof cart !== "string" || cart === "") return undefined
    return { token: typeof token === "string" && token !== "" ? token : null, cart }
  } catch {
    return undefined
  }
}

const CART_SYNC_QUERY = /* GraphQL */ `
  query cartSync($cartId: String!, $signedIn: Boolean!) {
    customer @include(if: $signedIn) {
      email
      firstname
      lastname
    }
    cart(cart_id: $cartId) {
      id
      email
      total_quantity
      items {
        uid
        quantity
        product {
          sku
          name
        }
        prices {
          row_total {
            value
            currency
          }
        }
      }
      prices {
        grand_total {
          value
          currency
        }
      }
    }
  }
`

interface GraphqlAnswer {
  readonly data?: { readonly customer?: unknown; readonly cart?: unknown } | null
  readonly errors?: ReadonlyArray<{
    readonly message: string
    readonly path?: ReadonlyArray<string | number>
    readonly extensions?: { readonly category?: string }
  }>
}

/** A refused sync's HTTP status, from the Magento error category of the failed field. */
const statusOf = (category: string | undefined): number =>
  category === "graphql-authorization"
    ? 403
    : category === "graphql-no-such-entity"
      ? 404
      : category === "graphql-input"
        ? 400
        : 500

const send = (res: ServerResponse, status: number, body: unknown): void => {
  res.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    "cache-control": "no-store",
  })
  res.end(JSON.stringify(body))
}

/** The sync's answer for one payload: the HTTP status and body. */
export const syncCart = async (
  yoga: ShutterYoga,
  payload: CartSyncPayload,
  store: string | null,
): Promise<{ readonly status: number; readonly body: unknown }> => {
  const headers: Record<string, string> = { "content-type": "application/json" }
  if (payload.token !== null) headers.authorization = `Bearer ${payload.token}`
  if (store !== null) headers.store = store
  const response = await yoga.fetch("http://localhost/graphql", {
    method: "POST",
    headers,
    body: JSON.stringify({
      query: CART_SYNC_QUERY,
      variables: { cartId: payload.cart, signedIn: payload.token !== null },
    }),
  })
  const answer = (await response.json()) as GraphqlAnswer
  const errors = answer.errors ?? []
  const customerError = errors.find((e) => e.path?.[0] === "customer")
  if (customerError !== undefined) return { status: 401, body: { message: customerError.message } }
  const cartError = errors[0]
  if (cartError !== undefined || !answer.data?.cart)
    return {
      status: statusOf(cartError?.extensions?.category),
      body: { message: cartError?.message ?? "The cart could not be read." },
    }
  return {
    status: 200,
    body: { customer: answer.data.customer ?? null, cart: answer.data.cart },
  }
}

const readBody = (req: IncomingMessage, limit = 16_384): Promise<string | undefined> =>
  new Promise((resolve, reject) => {
    let text = ""
    req.setEncoding("utf8")
    req.on("data", (chunk: string) => {
      text += chunk
      if (text.length > limit) {
        resolve(undefined)
        req.destroy()
      }
    })
    req.on("end", () => resolve(text))
    req.on("error", reject)
  })

const MISSING_CART = 'Required parameter "cart" is missing.'

/** Answers /vue/cart/sync and its path form. */
export const serveCartSync = async (
  yoga: ShutterYoga,
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
): Promise<void> => {
  const method = req.method ?? "GET"
  let payload: CartSyncPayload | undefined
  if (method === "POST" && pathname === CART_SYNC_PATH) {
    const text = await readBody(req)
    if (text === undefined) return send(res, 413, { message: "The request is too large." })
    payload = payloadOfJson(text)
  } else if (method === "GET" || method === "HEAD") payload = payloadOfPath(pathname)
  else {
    res.writeHead(405, { allow: "GET, HEAD, POST" }).end()
    return
  }
  if (payload === undefined) return send(res, 400, { message: MISSING_CART })
  const store = req.headers.store
  const { status, body } = await syncCart(yoga, payload, typeof store === "string" ? store : null)
  send(res, status, body)
}
