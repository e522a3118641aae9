// Where a store change leads from the current page (spec §2 routes, Magento's store switcher). Pure.

/**
 * The storefront's own pages (its routes other than home and the URL-resolved catch-all): every
 * store view has them, so a store change keeps the shopper on them.
 */
export const STORE_WIDE_PATHS: ReadonlyArray<string> = [
  "/catalogsearch/result",
  "/p",
  "/cart",
  "/checkout",
  "/checkoutlogin",
  "/track-order",
  "/used-equipment-quote",
  "/createpassword",
  "/reset-password",
  "/customer",
  "/gift-cards",
  "/wishlist/shared",
  "/order/order_print",
  "/order/orderDetail",
]

/** Whether a path (under a store's prefix) is one of the app's own pages or below one. */
export const isStoreWidePath = (path: string): boolean =>
  STORE_WIDE_PATHS.some((page) => path === page || path.startsWith(`${page}/`))

/**
 * Magento's store-switch marker: on a URL-resolved page the web server answers with the same
 * page in the new store when it has one, else with that store's home, and drops the marker.
 */
export const FROM_STORE_PARAM = "___from_store"

/**
 * Where a store change from this page leads: `home` is the other store's locale path ("/",
 * "/ca_en/"), `path` and `search` the current page's under its own store's prefix.
 */
export const samePageIn = (
  home: string,
  page: { readonly path: string; readonly search: string; readonly fromStore: string },
): string => {
  if (page.path === "/" || page.path === "") return home
  const there = `${home}${page.path.replace(/^\//, "")}`
  const params = new URLSearchParams(page.search)
  if (!isStoreWidePath(page.path)) params.set(FROM_STORE_PARAM, page.fromStore)
  const query = params.toString()
  return query === "" ? there : `${there}?${query}`
}
