// What a worker's tests read of its shop (globalSetup starts one per worker and sets each of
// these with the worker's index appended: SHUTTER_WEB_URL_0, SHUTTER_WEB_URL_1…).
export const SHOP_ENV = [
  "SHUTTER_WEB_URL",
  "SHUTTER_E2E_ADMIN_URL",
  "SHUTTER_E2E_BACKEND_URL",
  "SHUTTER_OUTBOX_DIR",
] as const

/**
 * In a worker process (Playwright sets TEST_PARALLEL_INDEX, 0…workers−1, kept by a worker that
 * replaces a failed one), points the plain names at this worker's shop.
 */
export const pointAtWorkerShop = (): void => {
  const index = process.env.TEST_PARALLEL_INDEX
  if (index === undefined) return
  for (const name of SHOP_ENV) {
    const value = process.env[`${name}_${index}`]
    if (value !== undefined) process.env[name] = value
  }
}
