// The demo admin (documented in the root README beside the demo customer): username `admin`,
// password `shutter-admin1` — for local shops only; SHUTTER_ADMIN_USERNAME/PASSWORD set another.
import type { SeedStep } from "../db/seed.js"
import { upsertAdminUser } from "./adminAccounts.js"

export const DEMO_ADMIN = { username: "admin", password: "shutter-admin1" } as const

export const adminSeed: SeedStep = {
  name: "demo-admin",
  run: async (tx) => {
    await upsertAdminUser(tx, {
      ...DEMO_ADMIN,
      email: "admin@example.com",
      firstname: "Shop",
      lastname: "Owner",
    })
  },
}
