// Calls to the admin REST API over real HTTP, as a fulfilment tool makes them.
import { DEMO_ADMIN } from "../src/admin/adminSeed.js"
import type { RunningServer } from "../src/app/startServer.js"
import { addProducts, createCart, placeOrder, prepareCheckout } from "./cartTestKit.js"

export interface RestAnswer<T = unknown> {
  readonly status: number
  readonly body: T
}

export const rest = async <T = unknown>(
  server: Pick<RunningServer, "url">,
  method: string,
  path: string,
  options: { token?: string | undefined; body?: unknown } = {},
): Promise<RestAnswer<T>> => {
  const response = await fetch(`${server.url}/rest/V1${path}`, {
    method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body !== undefined ? { "content-type": "application/json" } : {}),
    },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  })
  return { status: response.status, body: (await response.json()) as T }
}

export const adminToken = async (
  server: RunningServer,
  credentials: { username: string; password: string } = DEMO_ADMIN,
): Promise<string> => {
  const answer = await rest<string>(server, "POST", "/integration/admin/token", {
    body: credentials,
  })
  if (answer.status !== 200) throw new Error(`admin token: ${JSON.stringify(answer.body)}`)
  return answer.body
}

export interface RestOrder {
  entity_id: number
  increment_id: string
  state: string
  status: string
  total_paid: number
  total_refunded: number
  items: {
    item_id: number
    sku: string
    qty_ordered: number
    qty_invoiced: number
    qty_shipped: number
    qty_refunded: number
    qty_canceled: number
  }[]
  status_histories: { comment: string | null; is_customer_notified: number }[]
  extension_attributes: {
    shipments: { tracks: { track_number: string; carrier_code: string; title: string }[] }[]
  }
}

/** Places a checkmo order of `items` as a guest; answers its entity id and number. */
export const placeGuestOrder = async (
  server: RunningServer,
  items: { sku: string; quantity: number }[],
  email: string,
  token: string,
): Promise<{ id: number; number: string }> => {
  const cartId = await createCart(server)
  const added = await addProducts(server, cartId, items)
  if (added.errors) throw new Error(JSON.stringify(added.errors))
  await prepareCheckout(server, cartId, email)
  const placed = await placeOrder(server, cartId)
  const number = placed.data?.placeOrder.order.order_number
  if (!number) throw new Error(JSON.stringify(placed.errors))
  return { id: await orderIdOf(server, token, number), number }
}

export const orderIdOf = async (server: RunningServer, token: string, number: string) => {
  const query = new URLSearchParams({
    "searchCriteria[filter_groups][0][filters][0][field]": "increment_id",
    "searchCriteria[filter_groups][0][filters][0][value]": number,
    "searchCriteria[filter_groups][0][filters][0][condition_type]": "eq",
  })
  const found = await rest<{ items: RestOrder[] }>(server, "GET", `/orders?${query}`, { token })
  const id = found.body.items[0]?.entity_id
  if (id === undefined) throw new Error(`order ${number} not listed: ${JSON.stringify(found.body)}`)
  return id
}
