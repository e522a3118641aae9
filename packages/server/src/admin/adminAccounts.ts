// Admin users and Magento's admin token flow (Integration's AdminTokenService): a username and
// password give a bearer token (4 hours, oauth/access_token_lifetime/admin). Refusals are
// Magento's: 6 failed token requests per username lock token requests for 30 minutes (the
// RequestThrottler), counted before the password is checked so a burst cannot outrun the
// limit; 6 failed sign-ins in a row lock the user for 30 minutes (admin/security/lockout_*).
import { and, eq, gt, isNull, sql } from "drizzle-orm"
import { hashPassword, verifyPassword } from "../customer/password.js"
import { digest, newSecret } from "../customer/secretTokens.js"
import { adminTokens, adminUsers } from "../db/adminSchema.js"
import type { Queryable } from "../db/sqlRows.js"
import type { SharedState } from "../platform/sharedState/sharedState.js"

export const SIGN_IN_INCORRECT =
  "The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later."

export interface AdminAuthOptions {
  /** Admin token lifetime (Magento: 4 hours). */
  readonly tokenLifetimeMs?: number
  /** Failed token requests per username before they are refused (oauth/authentication_lock = 6)… */
  readonly tokenFailures?: number
  /** …for this long (oauth/authentication_lock/timeout = 1800 s). */
  readonly tokenLockMs?: number
  /** Failed sign-ins that lock the user (admin/security/lockout_failures = 6)… */
  readonly lockoutFailures?: number
  /** …for this long (admin/security/lockout_threshold = 30 minutes). */
  readonly lockoutMs?: number
}

const MINUTE = 60_000

export const resolveAdminAuthOptions = (o: AdminAuthOptions = {}): Required<AdminAuthOptions> => ({
  tokenLifetimeMs: o.tokenLifetimeMs ?? 240 * MINUTE,
  tokenFailures: o.tokenFailures ?? 6,
  tokenLockMs: o.tokenLockMs ?? 30 * MINUTE,
  lockoutFailures: o.lockoutFailures ?? 6,
  lockoutMs: o.lockoutMs ?? 30 * MINUTE,
})

export interface AdminUserInput {
  readonly username: string
  readonly password: string
  readonly email?: string
  readonly firstname?: string
  readonly lastname?: string
}

/** Creates the admin, or sets its password (and unlocks it) when the username exists. */
export const upsertAdminUser = async (db: Queryable, input: AdminUserInput): Promise<void> => {
  const passwordHash = await hashPassword(input.password)
  await db
    .insert(adminUsers)
    .values({
      username: input.username,
      email: input.email ?? `${input.username}@localhost`,
      firstname: input.firstname ?? input.username,
      lastname: input.lastname ?? "Admin",
      passwordHash,
    })
    .onConflictDoUpdate({
      target: adminUsers.username,
      set: { passwordHash, isActive: true, failuresNum: 0, firstFailure: null, lockExpires: null },
    })
}

const nowPlusMs = (ms: number) => sql`now() + ${ms} * interval '1 millisecond'`

/** Counts a failed sign-in; locks the user at the limit (a new count after a lock ran out). */
const recordFailure = (db: Queryable, id: number, o: Required<AdminAuthOptions>) => {
  const u = adminUsers
  const startsOver = sql`(${u.failuresNum} = 0 or (${u.lockExpires} is not null and ${u.lockExpires} < now()))`
  return db
    .update(u)
    .set({
      failuresNum: sql`case when ${startsOver} then 1 else ${u.failuresNum} + 1 end`,
      firstFailure: sql`case when ${startsOver} then now() else ${u.firstFailure} end`,
      lockExpires: sql`case when ${startsOver} then null
        when ${u.failuresNum} + 1 >= ${o.lockoutFailures} then ${nowPlusMs(o.lockoutMs)}
        else ${u.lockExpires} end`,
    })
    .where(eq(u.id, id))
}

export class AdminAuthError extends Error {
  constructor(
    readonly kind: "input" | "unauthorized",
    message: string,
    readonly errors?: readonly { message: string; parameters: Record<string, string> }[],
  ) {
    super(message)
    this.name = "AdminAuthError"
  }
}

const requiredField = (fieldName: string) => ({
  message: '"%fieldName" is required. Enter and try again.',
  parameters: { fieldName },
})

/** POST /V1/integration/admin/token: a bearer token for the right username and password. */
export const createAdminToken = async (
  db: Queryable,
  shared: SharedState,
  options: Required<AdminAuthOptions>,
  username: unknown,
  password: unknown,
): Promise<string> => {
  const missing = [
    ...(typeof username !== "string" || username === "" ? [requiredField("username")] : []),
    ...(typeof password !== "string" || password === "" ? [requiredField("password")] : []),
  ]
  if (missing.length > 0 || typeof username !== "string" || typeof password !== "string")
    throw new AdminAuthError("input", "One or more input exceptions have occurred.", missing)
  const refused = () => new AdminAuthError("unauthorized", SIGN_IN_INCORRECT)
  const key = `admin-token-failures:${username.trim().toLowerCase()}`
  // Reserved before the check: the attempts evaluated never exceed the limit.
  const attempt = await shared.hit(key, options.tokenLockMs)
  if (attempt.count > options.tokenFailures) throw refused()
  const [user] = await db.select().from(adminUsers).where(eq(adminUsers.username, username))
  if (user === undefined || !user.isActive) throw refused()
  if (user.lockExpires !== null && user.lockExpires.getTime() > Date.now()) throw refused()
  if (!(await verifyPassword(user.passwordHash, password))) {
    await recordFailure(db, user.id, options)
    throw refused()
  }
  await shared.reset(key)
  await db
    .update(adminUsers)
    .set({ failuresNum: 0, firstFailure: null, lockExpires: null })
    .where(eq(adminUsers.id, user.id))
  const token = newSecret()
  await db.insert(adminTokens).values({
    adminId: user.id,
    tokenHash: digest(token),
    expiresAt: nowPlusMs(options.tokenLifetimeMs),
  })
  return token
}

/** The active admin a bearer token belongs to (unexpired, unrevoked); undefined otherwise. */
export const adminOfToken = async (db: Queryable, token: string): Promise<number | undefined> =>
  (
    await db
      .select({ id: adminUsers.id })
      .from(adminTokens)
      .innerJoin(adminUsers, eq(adminUsers.id, adminTokens.adminId))
      .where(
        and(
          eq(adminTokens.tokenHash, digest(token)),
          isNull(adminTokens.revokedAt),
          gt(adminTokens.expiresAt, sql`now()`),
          eq(adminUsers.isActive, true),
        ),
      )
  )[0]?.id
