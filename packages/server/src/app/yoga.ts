import type { IncomingMessage } from "node:http"
import { createYoga, type Plugin } from "graphql-yoga"
import { createCatalogLoaders } from "../catalog/catalogLoaders.js"
import { type AccountOptions, resolveAccountOptions } from "../customer/accountOptions.js"
import { resolveRequestCustomer } from "../customer/requestCustomer.js"
import type { Db } from "../db/database.js"
import { boundedCache } from "../graphql/boundedCache.js"
import { type GraphqlContext, requestUrls } from "../graphql/context.js"
import type { ShutterYoga } from "../graphql/endpoint.js"
import { formatError } from "../graphql/formatError.js"
import { magentoErrorsPlugin } from "../graphql/magentoErrorsPlugin.js"
import { recordCacheTags } from "../graphqlCache/cacheTags.js"
import {
  invalidationHeaderPlugin,
  recordingInvalidations,
} from "../graphqlCache/invalidationHeader.js"
import { type GraphqlGuardOptions, resolveGuardOptions } from "../guards/guardOptions.js"
import { guardsPlugin } from "../guards/guardsPlugin.js"
import { limitPageSize } from "../guards/pageSizeLimit.js"
import { guardOperations, type OperationGuards } from "../limits/operationGuards.js"
import type { MailDelivery } from "../mail/mailDelivery.js"
import { paymentProviders } from "../payment/offlineProviders.js"
import type { PaymentProviders } from "../payment/paymentProvider.js"
import { type Clock, systemClock } from "../platform/clock.js"
import { corsPolicy } from "../platform/http/cors.js"
import {
  serviceUnavailablePlugin,
  unavailableAwareMask,
} from "../platform/http/databaseUnavailable.js"
import { clientAddressOf, type IsTrustedProxy } from "../platform/http/trustedProxies.js"
import type { Logger } from "../platform/logger.js"
import type { SharedState } from "../platform/sharedState/sharedState.js"
import { guardReCaptcha } from "../recaptcha/recaptcha.graphql.js"
import type { ReCaptchaVerifier } from "../recaptcha/recaptchaVerifier.js"
import { createReviewLoader } from "../review/reviewLoaders.js"
import type { ReviewOptions } from "../review/reviewOptions.js"
import { resolveDisplayCurrency } from "../store/displayCurrency.js"
import { resolveRequestStore } from "../store/requestStore.js"
import { createStoreConfigLoader } from "../store/storeConfigLoader.js"
import { type QuoteUploads, quoteUploadsPlugin } from "../usedGearQuote/quoteUploads.js"
import { createSchema } from "./schema.js"

const noCache = async (): Promise<void> => {}

/** Query texts whose parsed document (or parse error) a process keeps. */
const DOCUMENT_CACHE_SIZE = 1024

/** The GraphQL endpoint: POST and GET on /graphql, Magento's error shape, no GraphiQL. */
export const createGraphqlEndpoint = (options: {
  readonly db: Db
  readonly sharedState: SharedState
  readonly logger: Logger
  readonly fallbackHost: string
  readonly guards?: GraphqlGuardOptions
  readonly reviews?: ReviewOptions
  readonly mail: Pick<MailDelivery, "deliverSoon">
  readonly accounts?: AccountOptions
  /** Token lifetimes, reset links and lockouts read the time here (default: the system's). */
  readonly clock?: Clock
  /** Payment providers by method code (default: the offline ones). */
  readonly payments?: PaymentProviders
  /** The response cache's header plugin and invalidation (none: nothing is cached). */
  readonly cache?: {
    readonly headersPlugin: Plugin
    readonly invalidate: (tags: readonly string[]) => Promise<void>
  }
  /** Input length limits and per-operation rate limits. */
  readonly operationGuards: OperationGuards
  /** Peers whose X-Forwarded-Host/-Proto/-For are believed. */
  readonly isTrustedProxy: IsTrustedProxy
  /** Asks the reCAPTCHA provider about the X-ReCaptcha tokens of protected forms. */
  readonly reCaptchaVerifier: ReCaptchaVerifier
  /** The used-gear quote photos' folder and how many uploads may run at once. */
  readonly quoteUploads: QuoteUploads
}): ShutterYoga => {
  const accounts = resolveAccountOptions(options.accounts)
  const clock = options.clock ?? systemClock
  const guards = resolveGuardOptions(options.guards)
  const isTrustedProxy = options.isTrustedProxy
  const payments = options.payments ?? paymentProviders()
  return createYoga<Record<string, unknown>, GraphqlContext>({
    schema: limitPageSize(
      recordCacheTags(
        guardReCaptcha(
          guardOperations(createSchema(), options.operationGuards),
          options.reCaptchaVerifier,
        ),
      ),
      guards.maxPageSize,
    ),
    graphqlEndpoint: "/graphql",
    cors: corsPolicy(guards.corsOrigins),
    graphiql: false,
    landingPage: false,
    logging: false,
    maskedErrors: {
      maskError: unavailableAwareMask(formatError(options.logger), (message, fields) =>
        options.logger.warn(message, fields),
      ),
    },
    // Multipart requests (quote photos) are streamed to disk before anything else reads a body.
    multipart: false,
    // Every POST body is read within the guards' limit before yoga sees it (guardsPlugin).
    maxRequestBodySize: false,
    // Parsed documents by text, without the default cache's TTL (a timer per request); the
    // guards validate each document once (guardsPlugin).
    parserAndValidationCache: {
      documentCache: boundedCache(DOCUMENT_CACHE_SIZE),
      errorCache: boundedCache(DOCUMENT_CACHE_SIZE),
      validationCache: false,
    },
    plugins: [
      quoteUploadsPlugin(options.quoteUploads),
      guardsPlugin(guards),
      magentoErrorsPlugin(),
      // After Magento's shaping, which would answer it 200.
      serviceUnavailablePlugin(),
      invalidationHeaderPlugin(),
      ...(options.cache !== undefined ? [options.cache.headersPlugin] : []),
    ],
    context: async ({ request, req }) => {
      const store = await resolveRequestStore(options.db, request.headers.get("store"))
      return {
        db: options.db,
        sharedState: options.sharedState,
        logger: options.logger,
        reviews: options.reviews ?? {},
        mail: options.mail,
        quotePhotos: options.quoteUploads.photos,
        payments,
        store,
        loaders: {
          catalog: createCatalogLoaders(options.db, store.id),
          storeConfig: createStoreConfigLoader(options.db),
          reviews: createReviewLoader(options.db, store.id),
        },
        displayCurrency: await resolveDisplayCurrency(
          options.db,
          store,
          request.headers.get("content-currency"),
        ),
        urls: requestUrls(
          request.headers,
          options.fallbackHost,
          isTrustedProxy((req as IncomingMessage | undefined)?.socket?.remoteAddress),
        ),
        accounts,
        clock,
        ...(await resolveRequestCustomer(options.db, request.headers.get("authorization"), clock)),
        invalidateCache: recordingInvalidations(
          req as IncomingMessage | undefined,
          options.cache?.invalidate ?? noCache,
        ),
        reCaptchaToken: request.headers.get("x-recaptcha")?.trim() ?? "",
        clientAddress: clientAddressOf(
          (req as IncomingMessage | undefined)?.socket?.remoteAddress,
          request.headers.get("x-forwarded-for"),
          isTrustedProxy,
        ),
      }
    },
  })
}
