// `shutter-server`'s start: the only module besides bin.ts that reads process.env/argv or
// handles signals.
import cluster from "node:cluster"
import { resolve } from "node:path"
import {
  DEFAULT_DATA_DIR,
  defaultOutboxDir,
  defaultQuotePhotosDir,
  startServer,
} from "./app/startServer.js"
import { superviseWorkers, workerCount } from "./app/workers.js"
import { rateLimitOverridesFromEnv } from "./limits/rateLimitRules.js"
import { corsOriginsFromEnv } from "./platform/http/cors.js"
import { trustedProxiesFromEnv } from "./platform/http/trustedProxies.js"

const env = process.env
const port = Number.parseInt(env.PORT ?? "4000", 10)
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`Invalid PORT: ${env.PORT}`)
  process.exit(2)
}

/** "1"/"true"/"yes" → true, "0"/"false"/"no" → false, unset → undefined. */
function flagFromEnv(name: string): boolean | undefined {
  const value = env[name]?.trim().toLowerCase()
  if (value === undefined || value === "") return undefined
  return ["1", "true", "yes", "on"].includes(value)
}

function numberFromEnv<K extends string>(name: string, key: K): Partial<Record<K, number>> {
  const raw = env[name]
  if (raw === undefined || raw === "") return {}
  const value = Number.parseInt(raw, 10)
  if (!Number.isInteger(value) || value <= 0) {
    console.error(`Invalid ${name}: ${raw}`)
    process.exit(2)
  }
  return { [key]: value } as Partial<Record<K, number>>
}

const workers = workerCount(env.SHUTTER_WORKERS, Boolean(env.DATABASE_URL), (message) =>
  console.warn(message),
)

/** `SHUTTER_RATE_LIMITS=off` turns every limit off; `SHUTTER_RATE_LIMIT_<OPERATION>` tunes one. */
function rateLimitsFromEnv() {
  if (["off", "0", "false", "no"].includes(env.SHUTTER_RATE_LIMITS?.trim().toLowerCase() ?? ""))
    return false as const
  try {
    return rateLimitOverridesFromEnv(env)
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error))
    process.exit(2)
  }
}

/** `SHUTTER_CORS_ORIGINS`: other frontends' origins; an entry that is not one stops the start. */
function corsOrigins(): readonly string[] {
  try {
    return corsOriginsFromEnv(env.SHUTTER_CORS_ORIGINS)
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error))
    process.exit(2)
  }
}

/** SHUTTER_STRIPE_CAPTURE: `automatic` (default) or `manual`; anything else stops the start. */
const stripeCaptureFromEnv = (value: string | undefined): "automatic" | "manual" => {
  if (value === undefined || value === "" || value === "automatic") return "automatic"
  if (value === "manual") return "manual"
  throw new Error(`SHUTTER_STRIPE_CAPTURE must be "automatic" or "manual", not "${value}"`)
}

/** One server process (the only one, or one of the cluster's workers). */
const serve = async (): Promise<void> => {
  try {
    const server = await startServer({
      port,
      host: env.HOST || "127.0.0.1",
      dataDir: resolve(env.SHUTTER_DATA_DIR || DEFAULT_DATA_DIR),
      ...(env.SHUTTER_MEDIA_CACHE_DIR
        ? { mediaCacheDir: resolve(env.SHUTTER_MEDIA_CACHE_DIR) }
        : {}),
      ...(flagFromEnv("SHUTTER_PGLITE_FSYNC") === false ? { pgliteFsync: false } : {}),
      ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
      ...(env.SHUTTER_ADMIN_USERNAME && env.SHUTTER_ADMIN_PASSWORD
        ? { admin: { username: env.SHUTTER_ADMIN_USERNAME, password: env.SHUTTER_ADMIN_PASSWORD } }
        : {}),
      ...(trustedProxiesFromEnv(env.SHUTTER_TRUSTED_PROXIES) !== undefined
        ? { trustedProxies: trustedProxiesFromEnv(env.SHUTTER_TRUSTED_PROXIES) ?? [] }
        : {}),
      sharedState: {
        ...(env.REDIS_URL ? { redisUrl: env.REDIS_URL } : {}),
        ...(env.SHUTTER_REDIS_PREFIX ? { redisPrefix: env.SHUTTER_REDIS_PREFIX } : {}),
      },
      mail: {
        ...(env.SHUTTER_SMTP_URL ? { smtpUrl: env.SHUTTER_SMTP_URL } : {}),
        outboxDir: env.SHUTTER_OUTBOX_DIR
          ? resolve(env.SHUTTER_OUTBOX_DIR)
          : defaultOutboxDir(env.SHUTTER_DATA_DIR || DEFAULT_DATA_DIR),
        ...(env.SHUTTER_MAIL_FROM ? { fromAddress: env.SHUTTER_MAIL_FROM } : {}),
      },
      quotePhotos: {
        dir: env.SHUTTER_QUOTE_PHOTOS_DIR
          ? resolve(env.SHUTTER_QUOTE_PHOTOS_DIR)
          : defaultQuotePhotosDir(env.SHUTTER_DATA_DIR || DEFAULT_DATA_DIR),
        ...numberFromEnv("SHUTTER_MAX_CONCURRENT_UPLOADS", "maxConcurrentUploads"),
      },
      graphql: {
        ...numberFromEnv("SHUTTER_GRAPHQL_MAX_DEPTH", "maxQueryDepth"),
        ...numberFromEnv("SHUTTER_GRAPHQL_MAX_COMPLEXITY", "maxQueryComplexity"),
        ...numberFromEnv("SHUTTER_GRAPHQL_MAX_BODY_BYTES", "maxBodyBytes"),
        ...numberFromEnv("SHUTTER_GRAPHQL_MAX_TOKENS", "maxTokens"),
        ...numberFromEnv("SHUTTER_GRAPHQL_MAX_PAGE_SIZE", "maxPageSize"),
        ...numberFromEnv("SHUTTER_GRAPHQL_MAX_ALIASES", "maxAliases"),
        ...numberFromEnv("SHUTTER_GRAPHQL_MAX_REPEATED_SELECTIONS", "maxRepeatedSelections"),
        // Introspection: off unless asked for (the schema is in schema/ for tools).
        introspection: flagFromEnv("SHUTTER_GRAPHQL_INTROSPECTION") === true,
        corsOrigins: corsOrigins(),
      },
      rateLimits: rateLimitsFromEnv(),
      ...(env.SHUTTER_RECAPTCHA_VERIFY_URL
        ? { recaptcha: { siteVerifyUrl: env.SHUTTER_RECAPTCHA_VERIFY_URL } }
        : {}),
      inputLimits: numberFromEnv("SHUTTER_INPUT_MAX_LENGTH", "defaultMaxLength"),
      ...(env.SHUTTER_STRIPE_SECRET_KEY
        ? {
            stripe: {
              secretKey: env.SHUTTER_STRIPE_SECRET_KEY,
              ...(env.SHUTTER_STRIPE_PUBLISHABLE_KEY
                ? { publishableKey: env.SHUTTER_STRIPE_PUBLISHABLE_KEY }
                : {}),
              ...(env.SHUTTER_STRIPE_WEBHOOK_SECRET
                ? { webhookSecret: env.SHUTTER_STRIPE_WEBHOOK_SECRET }
                : {}),
              ...(env.SHUTTER_STRIPE_API_BASE ? { apiBase: env.SHUTTER_STRIPE_API_BASE } : {}),
              capture: stripeCaptureFromEnv(env.SHUTTER_STRIPE_CAPTURE),
            },
          }
        : {}),
      reviews: {
        ...(flagFromEnv("SHUTTER_REVIEWS_ALLOW_GUESTS") !== undefined
          ? { allowGuests: flagFromEnv("SHUTTER_REVIEWS_ALLOW_GUESTS") === true }
          : {}),
        ...(flagFromEnv("SHUTTER_REVIEWS_AUTO_APPROVE") === true
          ? { newReviewStatus: "approved" as const }
          : {}),
      },
      accounts: {
        ...Object.fromEntries(
          Object.entries(numberFromEnv("SHUTTER_CUSTOMER_TOKEN_LIFETIME_MINUTES", "m")).map(
            ([, minutes]) => ["tokenLifetimeMs", minutes * 60_000],
          ),
        ),
      },
    })
    console.log(`Shutter server listening on ${server.graphqlUrl}`)
    console.log(
      env.DATABASE_URL
        ? "Database: PostgreSQL (durability as its own settings say)"
        : flagFromEnv("SHUTTER_PGLITE_FSYNC") === false
          ? `Database: PGlite in ${resolve(env.SHUTTER_DATA_DIR || DEFAULT_DATA_DIR)}, commits not fsynced (SHUTTER_PGLITE_FSYNC=off)`
          : `Database: PGlite in ${resolve(env.SHUTTER_DATA_DIR || DEFAULT_DATA_DIR)}, each commit fsynced`,
    )

    let stopping = false
    const shutdown = (signal: string): void => {
      if (stopping) return
      stopping = true
      console.log(`${signal} received, shutting down`)
      server.close().then(
        () => process.exit(0),
        (error: unknown) => {
          console.error("Shutdown failed", error)
          process.exit(1)
        },
      )
    }
    process.on("SIGINT", () => shutdown("SIGINT"))
    process.on("SIGTERM", () => shutdown("SIGTERM"))
  } catch (error) {
    console.error("Shutter server failed to start", error)
    process.exit(1)
  }
}

if (workers > 1 && cluster.isPrimary) superviseWorkers(workers, (message) => console.log(message))
else await serve()
