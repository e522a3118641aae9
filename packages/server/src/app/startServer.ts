import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { dirname, resolve } from "node:path"
import { type AdminAuthOptions, upsertAdminUser } from "../admin/adminAccounts.js"
import { createStoreAdmin, type StoreAdmin } from "../admin/storeAdmin.js"
import { type AdminRestState, withAdminRest } from "../adminRest/adminRest.js"
import type { AccountOptions } from "../customer/accountOptions.js"
import { type Database, openPglite, openPostgres } from "../db/database.js"
import { runSeedSteps } from "../db/seed.js"
import type { ShutterYoga } from "../graphql/endpoint.js"
import {
  createGraphqlResponseCache,
  type GraphqlCacheOptions,
} from "../graphqlCache/graphqlResponseCache.js"
import {
  DEFAULT_RESPONSE_CACHE_LIMITS,
  memoryResponseCache,
  type ResponseCacheStore,
} from "../graphqlCache/responseCache.js"
import { sharedResponseCache } from "../graphqlCache/sharedResponseCache.js"
import type { GraphqlGuardOptions } from "../guards/guardOptions.js"
import { type InputLimitOptions, resolveInputLimits } from "../limits/inputLimits.js"
import { type RateLimitOverrides, resolveRateLimits } from "../limits/rateLimitRules.js"
import { createMailDelivery, type MailDelivery, type MailOptions } from "../mail/mailDelivery.js"
import { createRenditionCache } from "../media/imageRenditions.js"
import { withNewsletterLinks } from "../newsletter/newsletterRoute.js"
import { paymentProviders } from "../payment/offlineProviders.js"
import { type OrderPaymentRecord, orderPaymentByNumber } from "../payment/orderPayments.js"
import type { PaymentProviders } from "../payment/paymentProvider.js"
import type { StripeOptions } from "../payment/stripe/stripeOptions.js"
import { createStripeProvider } from "../payment/stripe/stripeProvider.js"
import { withStripeWebhook } from "../payment/stripe/stripeWebhook.js"
import { type Clock, systemClock } from "../platform/clock.js"
import { DEFAULT_TRUSTED_PROXIES, trustedProxyMatcher } from "../platform/http/trustedProxies.js"
import { consoleLogger, type Logger } from "../platform/logger.js"
import {
  createSharedState,
  type SharedStateOptions,
} from "../platform/sharedState/createSharedState.js"
import type { SharedState } from "../platform/sharedState/sharedState.js"
import { type ReCaptchaVerifier, siteVerify } from "../recaptcha/recaptchaVerifier.js"
import type { ReviewOptions } from "../review/reviewOptions.js"
import { createSitemapHandler } from "../sitemap/serveSitemap.js"
import { createQuotePhotoStore } from "../usedGearQuote/quotePhotoStore.js"
import { DEFAULT_MAX_CONCURRENT_UPLOADS } from "../usedGearQuote/quoteUploads.js"
import { withWarrantyOffers } from "../warranty/warrantyOffersRoute.js"
import { createRequestListener, type ReadyState } from "./requestListener.js"
import { seedSteps } from "./seedSteps.js"
import { createGraphqlEndpoint } from "./yoga.js"

/** Where reCAPTCHA tokens are verified (see `StartServerOptions.recaptcha`). */
export interface ReCaptchaOptions {
  readonly verifier?: ReCaptchaVerifier
  readonly siteVerifyUrl?: string
}
export interface StartServerOptions {
  /**
   * The admin user created (or whose password is set) at start, for the admin REST API
   * (SHUTTER_ADMIN_USERNAME / SHUTTER_ADMIN_PASSWORD).
   */
  readonly admin?: { readonly username: string; readonly password: string }
  /** Payment providers by method code (default: the offline ones, and Stripe when configured). */
  readonly payments?: PaymentProviders
  /** Admin token lifetime and lockout (Magento's defaults: 4 h; 6 failures lock 30 min). */
  readonly adminAuth?: AdminAuthOptions
  /** TCP port; 0 picks a free one. Default 4000. */
  readonly port?: number
  /** Interface to listen on. Default 127.0.0.1. */
  readonly host?: string
  /** PGlite data folder, created and seeded on first start. Default `.shutter-data/db` (cwd). */
  readonly dataDir?: string
  /**
   * PGlite only: fsync each commit (default true), so an acknowledged order survives a power
   * cut. `false`: commits reach the OS but are not forced to disk (faster, crash-safe only).
   */
  readonly pgliteFsync?: boolean
  /** PostgreSQL connection string; when set, used instead of PGlite. */
  readonly databaseUrl?: string
  readonly logger?: Logger
  /** Query depth/complexity, body size and introspection limits (Magento's defaults). */
  readonly graphql?: GraphqlGuardOptions
  /**
   * Proxies (IPs/CIDRs) whose X-Forwarded-Host/-Proto say the client's origin; default loopback
   * (the web server's proxy and renderer). `[]`: none.
   */
  readonly trustedProxies?: readonly string[]
  /** Review settings overriding the store views' config. */
  readonly reviews?: ReviewOptions
  /** Customer token lifetime, lockout and password reset limits (Magento's defaults). */
  readonly accounts?: AccountOptions
  /**
   * Where token lifetimes, reset links, lockouts and rate-limit windows (counted in memory) read
   * the time. Default: the system's, and the database's `now()` in SQL. Tests pass a
   * `manualClock` and move it on instead of waiting.
   */
  readonly clock?: Clock
  /**
   * Per-operation rate limits laid over the defaults (`rateLimitRules.ts`); `false` turns every
   * rate limit off (benchmarks).
   */
  readonly rateLimits?: RateLimitOverrides | false
  /**
   * How X-ReCaptcha tokens are checked when a store view turns reCAPTCHA v3 on: `verifier`
   * (any function; tests pass a local one), else Google's siteverify at `siteVerifyUrl`
   * (default https://www.google.com/recaptcha/api/siteverify).
   */
  readonly recaptcha?: ReCaptchaOptions
  /** Longest text per input (default 255 characters; the table in `inputLimits.ts`). */
  readonly inputLimits?: InputLimitOptions
  /**
   * Card payments through Stripe (`stripe_payments`); without it (or without a secret key) the
   * method is not offered.
   */
  readonly stripe?: StripeOptions
  /** Where rate-limit counters, cached values and invalidation messages live (Redis or memory). */
  readonly sharedState?: SharedStateOptions
  /**
   * Mail delivery: `smtpUrl` sends through SMTP; without it each message is an `.eml` file in
   * `outboxDir` (default: `outbox/` beside the PGlite folder, `.shutter-data/outbox`).
   */
  readonly mail?: MailOptions
  /**
   * Disk cache of the pictures' AVIF/WebP/JPEG renditions (rendered on first request). Default:
   * `media-cache/` beside the PGlite folder (`.shutter-data/media-cache`); `launchServer` without
   * one uses `shutter-media-cache` in the OS temp folder. It can be emptied at any time.
   */
  readonly mediaCacheDir?: string
  /**
   * Used-gear quote photos: `dir` keeps them as files (default: `quote-photos/` beside the PGlite
   * folder, `.shutter-data/quote-photos`; processes sharing a database must share it too);
   * `maxConcurrentUploads` is how many uploads one process receives at once (default 4), the
   * next is refused with 503 and Retry-After.
   */
  readonly quotePhotos?: { readonly dir?: string; readonly maxConcurrentUploads?: number }
  /**
   * The response cache of cacheable GraphQL GET queries (on by default; `false`: every query
   * runs). `maxEntries`/`maxBytes` bound this process's copy; `ttlSeconds` is the longest an
   * answer is kept (changes made outside the server, e.g. in SQL, show after it).
   */
  readonly graphqlCache?:
    | false
    | (GraphqlCacheOptions & {
        readonly maxEntries?: number
        readonly maxBytes?: number
        readonly ttlSeconds?: number
      })
}

export interface RunningServer {
  /** e.g. `http://127.0.0.1:4000` */
  readonly url: string
  /** e.g. `http://127.0.0.1:4000/graphql` */
  readonly graphqlUrl: string
  readonly port: number
  /** Where mail is written as `.eml` files, or null when it goes through SMTP. */
  readonly outboxDir: string | null
  /** Where used-gear quote photos are kept (the rows hold paths relative to it). */
  readonly quotePhotosDir: string
  /** The shop owner's operations (review moderation, stock and prices). */
  readonly admin: StoreAdmin
  /** The payment providers by method code, and an order's payment as the port sees it. */
  readonly payments: {
    readonly providers: PaymentProviders
    readonly orderPayment: (orderNumber: string) => Promise<OrderPaymentRecord | undefined>
  }
  /** Stops accepting, lets in-flight requests finish, closes the database. Idempotent. */
  readonly close: () => Promise<void>
}

export const DEFAULT_DATA_DIR = ".shutter-data/db"

/** The quote photo folder beside a PGlite data folder (`.shutter-data/quote-photos` by default). */
export const defaultQuotePhotosDir = (dataDir: string = DEFAULT_DATA_DIR): string =>
  resolve(dirname(resolve(dataDir)), "quote-photos")

/** The outbox folder beside a PGlite data folder (`.shutter-data/outbox` by default). */
export const defaultOutboxDir = (dataDir: string = DEFAULT_DATA_DIR): string =>
  resolve(dirname(resolve(dataDir)), "outbox")

// In-flight requests get this long to finish on close before their connections are cut.
const SHUTDOWN_GRACE_MS = 10_000

/** Starts the GraphQL server on PGlite (a data folder) or PostgreSQL (`databaseUrl`). */
export const startServer = (options: StartServerOptions = {}): Promise<RunningServer> =>
  launchServer(
    () =>
      options.databaseUrl !== undefined && options.databaseUrl !== ""
        ? openPostgres(options.databaseUrl, {
            onConnectionError: (error) =>
              (options.logger ?? consoleLogger).warn("idle database connection lost", {
                error: error.message,
              }),
          })
        : openPglite({
            dataDir: resolve(options.dataDir ?? DEFAULT_DATA_DIR),
            ...(options.pgliteFsync === false ? { fsync: false } : {}),
          }),
    {
      ...options,
      mail: { outboxDir: defaultOutboxDir(options.dataDir), ...options.mail },
      quotePhotos: { dir: defaultQuotePhotosDir(options.dataDir), ...options.quotePhotos },
      mediaCacheDir:
        options.mediaCacheDir ??
        resolve(dirname(resolve(options.dataDir ?? DEFAULT_DATA_DIR)), "media-cache"),
    },
  )

/**
 * Listens first (health says 503), then opens, migrates and seeds the database, then serves.
 * `afterClose` runs once the database is closed (the testing entry drops its database there).
 */
export const launchServer = async (
  openDatabase: () => Promise<Database>,
  options: Omit<StartServerOptions, "dataDir" | "databaseUrl">,
  afterClose?: () => Promise<void>,
): Promise<RunningServer> => {
  const logger = options.logger ?? consoleLogger
  const host = options.host ?? "127.0.0.1"
  let state: ReadyState | undefined
  let restState: AdminRestState | undefined
  let boundHost = host
  const isTrustedProxy = trustedProxyMatcher(options.trustedProxies ?? DEFAULT_TRUSTED_PROXIES)
  const stripe =
    options.stripe !== undefined && options.stripe.secretKey !== ""
      ? createStripeProvider(options.stripe, logger)
      : undefined
  // Every movement of money goes through these (placeOrder, invoices, cancels, refunds).
  const payments = options.payments ?? paymentProviders(stripe !== undefined ? [stripe] : [])
  const server: Server = createServer(
    // Magento's admin REST API (/rest/*): served here only, never proxied by the shop.
    withAdminRest(
      // Stripe's signed events about orders' payments (/stripe/webhook).
      withStripeWebhook(
        // The warranty provider's offers API (/warranty/*) sits beside the GraphQL pipeline.
        withWarrantyOffers(
          // The newsletter e-mails' unsubscribe and confirm links.
          withNewsletterLinks(
            createRequestListener(() => state, logger),
            () => state?.db,
            isTrustedProxy,
            () => boundHost,
            logger,
          ),
          () => state?.db,
          logger,
        ),
        () => state?.db,
        stripe,
        logger,
      ),
      () => restState,
      logger,
    ),
  )
  await listen(server, options.port ?? 4000, host)
  const port = (server.address() as AddressInfo).port
  boundHost = `${host}:${port}`

  let database: Database | undefined
  let sharedState: SharedState | undefined
  let mail: MailDelivery | undefined
  let responseStore: ResponseCacheStore | undefined
  let quotePhotosDir = ""
  let storeAdmin: StoreAdmin | undefined
  try {
    const clock = options.clock ?? systemClock
    sharedState = createSharedState(options.sharedState ?? {}, logger, clock.now)
    const started = performance.now()
    database = await openDatabase()
    await database.migrate()
    const applied = await runSeedSteps(database.db, seedSteps)
    logger.info("database ready", {
      driver: database.driver,
      seeded: applied,
      ms: Math.round(performance.now() - started),
    })
    const db = database.db
    if (options.admin !== undefined) await upsertAdminUser(db, options.admin)
    const fallbackHost = `${host}:${port}`
    const cacheSettings = options.graphqlCache
    let yoga: ShutterYoga | undefined
    const limits = {
      maxEntries:
        (cacheSettings || undefined)?.maxEntries ?? DEFAULT_RESPONSE_CACHE_LIMITS.maxEntries,
      maxBytes: (cacheSettings || undefined)?.maxBytes ?? DEFAULT_RESPONSE_CACHE_LIMITS.maxBytes,
      ttlMs:
        ((cacheSettings || undefined)?.ttlSeconds ?? DEFAULT_RESPONSE_CACHE_LIMITS.ttlMs / 1000) *
        1000,
    }
    // With Redis every process shares the answers and the invalidations; else this one's memory.
    responseStore =
      cacheSettings === false
        ? undefined
        : sharedState.kind === "redis"
          ? await sharedResponseCache(sharedState, limits)
          : memoryResponseCache(limits)
    const cache =
      responseStore === undefined
        ? undefined
        : createGraphqlResponseCache({
            db,
            logger,
            fallbackHost,
            isTrustedProxy,
            yoga: () => yoga as ShutterYoga,
            store: responseStore,
            ...(cacheSettings !== undefined && cacheSettings !== false
              ? { settings: cacheSettings }
              : {}),
          })
    mail = createMailDelivery(database.db, logger, options.mail ?? {})
    const quotePhotos = createQuotePhotoStore(
      resolve(options.quotePhotos?.dir ?? defaultQuotePhotosDir()),
    )
    quotePhotosDir = quotePhotos.dir
    yoga = createGraphqlEndpoint({
      db,
      sharedState,
      logger,
      fallbackHost,
      ...(options.graphql !== undefined ? { guards: options.graphql } : {}),
      ...(options.reviews !== undefined ? { reviews: options.reviews } : {}),
      mail,
      payments,
      ...(options.accounts !== undefined ? { accounts: options.accounts } : {}),
      clock,
      ...(cache !== undefined ? { cache } : {}),
      operationGuards: {
        rateLimits: options.rateLimits === false ? false : resolveRateLimits(options.rateLimits),
        inputLimits: resolveInputLimits(options.inputLimits),
        now: clock.now,
      },
      isTrustedProxy,
      reCaptchaVerifier:
        options.recaptcha?.verifier ??
        siteVerify(
          options.recaptcha?.siteVerifyUrl !== undefined
            ? { url: options.recaptcha.siteVerifyUrl }
            : {},
        ),
      quoteUploads: {
        photos: quotePhotos,
        maxConcurrentUploads:
          options.quotePhotos?.maxConcurrentUploads ?? DEFAULT_MAX_CONCURRENT_UPLOADS,
      },
    })
    state = {
      db,
      sharedState,
      yoga,
      sitemap: createSitemapHandler({
        db,
        fallbackHost,
        isTrustedProxy,
      }),
      ...(cache !== undefined ? { graphqlGet: cache.serveGet } : {}),
      renditions: createRenditionCache(options.mediaCacheDir),
    }
    const sender = mail
    const cached = responseStore
    const invalidate = async (tags: readonly string[]) => {
      await cached?.invalidate(tags)
    }
    const baseUrl = () => `http://${host}:${port}/`
    storeAdmin = createStoreAdmin({
      db,
      baseUrl,
      deliverSoon: () => sender.deliverSoon(),
      invalidate,
    })
    restState = {
      db,
      sharedState,
      payments,
      storeAdmin,
      baseUrl,
      deliverSoon: () => sender.deliverSoon(),
      invalidate,
      ...(options.adminAuth !== undefined ? { auth: options.adminAuth } : {}),
    }
    // Mail a previous run queued but could not send.
    mail.deliverSoon()
  } catch (error) {
    await mail?.close()
    await stopListening(server)
    await responseStore?.close()
    await sharedState?.close()
    await database?.close()
    await afterClose?.()
    throw error
  }

  const db = database
  const shared = sharedState
  const admin = storeAdmin
  if (admin === undefined) throw new Error("The store admin was not created")
  const mailer = mail
  const answers = responseStore
  let closing: Promise<void> | undefined
  const url = `http://${host}:${port}`
  return {
    url,
    graphqlUrl: `${url}/graphql`,
    port,
    outboxDir: mailer.outboxDir,
    quotePhotosDir,
    payments: {
      providers: payments,
      orderPayment: (orderNumber) => orderPaymentByNumber(db.db, orderNumber),
    },
    admin,
    close: () => {
      closing ??= (async () => {
        await stopListening(server)
        await answers?.close()
        await shared.close()
        await mailer.close()
        await db.close()
        await afterClose?.()
      })()
      return closing
    },
  }
}

const listen = (server: Server, port: number, host: string): Promise<void> =>
  new Promise((resolveListen, reject) => {
    server.once("error", reject)
    server.listen(port, host, () => {
      server.off("error", reject)
      resolveListen()
    })
  })

/** Stops accepting connections and waits for in-flight requests (cut after a grace period). */
const stopListening = (server: Server): Promise<void> =>
  new Promise((resolveClose) => {
    if (!server.listening) {
      resolveClose()
      return
    }
    const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS)
    force.unref()
    server.close(() => {
      clearTimeout(force)
      resolveClose()
    })
    server.closeIdleConnections()
  })
