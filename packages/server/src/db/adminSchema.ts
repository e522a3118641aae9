// Admin users and their REST tokens (Magento's admin_user and oauth_token of type admin).
// Passwords are Argon2id hashes like customers'; tokens are stored only as SHA-256 digests.
import { boolean, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core"

export const adminUsers = pgTable("admin_users", {
  id: serial("id").primaryKey(),
  username: text("username").notNull().unique(),
  email: text("email").notNull(),
  firstname: text("firstname").notNull(),
  lastname: text("lastname").notNull(),
  passwordHash: text("password_hash").notNull(),
  isActive: boolean("is_active").notNull().default(true),
  /** Magento's admin lockout (admin/security/lockout_failures within lockout_threshold). */
  failuresNum: integer("failures_num").notNull().default(0),
  firstFailure: timestamp("first_failure", { withTimezone: true }),
  lockExpires: timestamp("lock_expires", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
})

export const adminTokens = pgTable(
  "admin_tokens",
  {
    id: serial("id").primaryKey(),
    adminId: integer("admin_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("admin_tokens_admin_idx").on(t.adminId)],
)
