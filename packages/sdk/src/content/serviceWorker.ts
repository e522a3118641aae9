// Spec §2 and §8: the service worker a storefront registers, and what it logs without one.

export const SERVICE_WORKER_URL = "/sw.js"
export const SERVICE_WORKER_SCOPE = "/"
export const SERVICE_WORKER_UNSUPPORTED_MESSAGE =
  "serviceWorker is not supported in current browser!"
