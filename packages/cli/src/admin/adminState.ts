import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs"
import { join } from "node:path"

/** The admin sign-in the CLI keeps: which REST API, as whom, and the bearer token (never printed). */
export interface AdminSignIn {
  readonly restUrl: string
  readonly username: string
  readonly token: string
}

export interface AdminStateStore {
  readonly read: () => AdminSignIn | undefined
  readonly write: (signIn: AdminSignIn) => void
  readonly clear: () => void
}

// The state file the SDK's fileStorage writes (its STATE_FILE_NAME): the admin sign-in sits
// beside the customer's cookies and local values under its own key, which fileStorage keeps.
const STATE_FILE = "state.json"

const readFile = (file: string): Record<string, unknown> => {
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, "utf8"))
    return typeof parsed === "object" && parsed !== null ? (parsed as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

const isSignIn = (value: unknown): value is AdminSignIn =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as AdminSignIn).restUrl === "string" &&
  typeof (value as AdminSignIn).username === "string" &&
  typeof (value as AdminSignIn).token === "string"

/** The admin sign-in in `dir`/state.json (mode 0600, written atomically like the SDK's). */
export const fileAdminState = (dir: string): AdminStateStore => {
  const file = join(dir, STATE_FILE)
  const update = (change: (state: Record<string, unknown>) => void) => {
    const state = readFile(file)
    change(state)
    mkdirSync(dir, { recursive: true })
    const temp = `${file}.${process.pid}.${Date.now()}.admin.tmp`
    writeFileSync(temp, `${JSON.stringify(state, null, 2)}\n`, { mode: 0o600 })
    renameSync(temp, file)
  }
  return {
    read: () => {
      const { admin } = readFile(file)
      return isSignIn(admin) ? admin : undefined
    },
    write: (signIn) =>
      update((state) => {
        state.admin = { ...signIn }
      }),
    clear: () =>
      update((state) => {
        delete state.admin
      }),
  }
}

/** For a program built without a state folder (flows' steps share their parent's). */
export const memoryAdminState = (): AdminStateStore => {
  let signIn: AdminSignIn | undefined
  return {
    read: () => signIn,
    write: (next) => {
      signIn = next
    },
    clear: () => {
      signIn = undefined
    },
  }
}
