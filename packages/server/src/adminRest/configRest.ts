// Store settings a merchant switches over the admin REST API, by Magento's configuration paths.
// Magento's own REST API has no endpoint that writes configuration (its admin panel does), so
// these two are Shutter's: `GET /V1/shutter/config` lists the settings, `PUT` changes one for
// every store view.
import type { Queryable } from "../db/sqlRows.js"
import {
  ALLOW_GUEST_SUBSCRIBE_PATH,
  NEED_CONFIRM_PATH,
  newsletterSettings,
} from "../newsletter/newsletterRepository.js"
import type { AdminRestState } from "./adminRestState.js"
import { asString, isRecord, RestError } from "./restHttp.js"

/** Magento's yes/no settings this API takes, and where the shop keeps each. */
export const SETTABLE_CONFIG: Readonly<Record<string, string>> = {
  "newsletter/subscription/allow_guest_subscribe": ALLOW_GUEST_SUBSCRIBE_PATH,
  "newsletter/subscription/confirm": NEED_CONFIRM_PATH,
}

export const unknownConfigPath = (path: string): string =>
  `The configuration path "${path}" can't be set here. Use one of: ${Object.keys(SETTABLE_CONFIG).join(", ")}.`
export const YES_NO_VALUE = 'The value must be "1" (yes) or "0" (no).'

/** Every settable path with the default store view's value ("1" or "0"). */
export const listConfig = async (db: Queryable, storeId: number) => {
  const newsletter = await newsletterSettings(db, storeId)
  const values: Record<string, boolean> = {
    "newsletter/subscription/allow_guest_subscribe": newsletter.allowGuests,
    "newsletter/subscription/confirm": newsletter.needConfirm,
  }
  return {
    items: Object.keys(SETTABLE_CONFIG).map((path) => ({
      path,
      value: values[path] ? "1" : "0",
    })),
  }
}

/** `{ config: { path, value } }`: sets the path for every store view, answers it. */
export const setConfig = async (state: AdminRestState, body: Record<string, unknown>) => {
  const config = isRecord(body.config) ? body.config : body
  const path = asString(config.path)?.trim() ?? ""
  const key = SETTABLE_CONFIG[path]
  if (key === undefined) throw new RestError(400, unknownConfigPath(path))
  const raw = config.value
  const value = raw === true || raw === 1 ? "1" : raw === false || raw === 0 ? "0" : asString(raw)
  if (value !== "1" && value !== "0") throw new RestError(400, YES_NO_VALUE)
  await state.storeAdmin.setStoreConfig(key, value)
  return { path, value }
}
