import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import type { CategoryDetails } from "../catalog/catalog.graphql.js"
import type { HttpError, RateLimitedError, TransportError } from "../graphql/errors.js"
import { GraphqlClient } from "../graphql/GraphqlClient.js"
import type * as G from "../graphql/generated/operations.js"
import { Storage } from "../storage/Storage.js"
import { StoreLocale } from "../store/StoreLocale.js"
import { cmsPageGuardNames } from "./cmsPageGuards.js"
import {
  accessDecision,
  isGuardName,
  type UnknownMiddlewareError,
  unknownMiddleware,
} from "./guards.js"
import {
  notFoundRedirect,
  notFoundSearchTerm,
  routeQueryUrl,
  skuFromFallbackPath,
  stripPrefixes,
  withLocalePrefix,
} from "./routePaths.js"
import { RouteQuery } from "./routing.graphql.js"

export interface RoutingOptions {
  /** Where the storefront is mounted ("" by default); removed before the `route` query. */
  readonly urlPrefix?: string
}

export type ResolvedRoute =
  | {
      readonly _tag: "Product"
      readonly sku: string
      readonly uid: string | undefined
      readonly urlKey: string | undefined
      readonly typename: string | undefined
    }
  | {
      readonly _tag: "Category"
      readonly uid: string
      /** The category's name, meta fields and breadcrumbs, when the route answer carried them. */
      readonly category?: CategoryDetails
    }
  | {
      readonly _tag: "CmsPage"
      readonly identifier: string
      readonly title: string | undefined
      /** The guards the store puts on this page (`cms_page_guards`), run with `guardPage`. */
      readonly guards: ReadonlyArray<string>
    }
  | { readonly _tag: "Redirect"; readonly to: string; readonly code: number }
  | {
      readonly _tag: "NotFound"
      /** Spec §2: the path text with slashes and .html removed. */
      readonly searchTerm: string
      /** `/catalogsearch/result?term=…`, where the 404 page sends the shopper. */
      readonly redirectTo: string
    }

export type GuardOutcome =
  | { readonly _tag: "Continue"; readonly route?: ResolvedRoute }
  | { readonly _tag: "Redirect"; readonly to: string }

/** Transport, HTTP and rate-limit failures: a route query the server answered with errors is a 404. */
export type RouteError = TransportError | HttpError | RateLimitedError

/** URL → page resolution and the navigation guards (spec §2). */
export class Routing extends Context.Service<
  Routing,
  {
    readonly resolve: (input: { readonly path: string }) => Effect.Effect<ResolvedRoute, RouteError>
    /** Runs one named guard for a navigation to `path`. */
    readonly guard: (input: {
      readonly name: string
      readonly path: string
    }) => Effect.Effect<GuardOutcome, UnknownMiddlewareError | RouteError>
    /**
     * Runs a resolved page's guards in order (a CMS page's from the store's settings): the first
     * redirect wins; an unknown name fails with `UnknownMiddlewareError` (spec §2, a 500).
     */
    readonly guardPage: (input: {
      readonly route: ResolvedRoute
      readonly path: string
    }) => Effect.Effect<GuardOutcome, UnknownMiddlewareError | RouteError>
  }
>()("@shutter/sdk/Routing") {
  static readonly layer = (options: RoutingOptions = {}) =>
    Layer.effect(
      Routing,
      Effect.gen(function* () {
        const gql = yield* GraphqlClient
        const storage = yield* Storage
        const { locales } = yield* StoreLocale

        const resolve = Effect.fn("Routing.resolve")(function* (input: { readonly path: string }) {
          const { path, localePrefix } = stripPrefixes(input.path, {
            locales,
            ...(options.urlPrefix === undefined ? {} : { urlPrefix: options.urlPrefix }),
          })
          const notFound: ResolvedRoute = {
            _tag: "NotFound",
            searchTerm: notFoundSearchTerm(path),
            redirectTo: withLocalePrefix(notFoundRedirect(path), localePrefix),
          }
          const sku = skuFromFallbackPath(path)
          if (sku !== undefined)
            return {
              _tag: "Product",
              sku,
              uid: undefined,
              urlKey: undefined,
              typename: undefined,
            } satisfies ResolvedRoute
          if (path === "/") return notFound
          const answer = yield* gql.execute(RouteQuery, { url: routeQueryUrl(path) }).pipe(
            // Spec §8: a route not found or erroring is the 404 page; no response stays an error.
            Effect.catchTags({
              GraphqlError: () => Effect.succeed({ route: null }),
              GraphqlAuthorizationError: () => Effect.succeed({ route: null }),
              // The route query is stock Magento's: never unavailable.
              FeatureUnavailableError: (error) => Effect.die(error),
              // A query is no protected form: it never needs a reCAPTCHA token.
              ReCaptchaError: (error) => Effect.die(error),
            }),
          )
          return toResolved(answer, notFound, localePrefix)
        })

        const guard = Effect.fn("Routing.guard")(function* (input: {
          readonly name: string
          readonly path: string
        }) {
          if (!isGuardName(input.name)) return yield* unknownMiddleware(input.name)
          if (input.name === "url-resolver") {
            const route = yield* resolve({ path: input.path })
            return { _tag: "Continue", route } satisfies GuardOutcome
          }
          const customerToken = yield* storage.get("customerToken")
          return accessDecision(input.name, { customerToken }) satisfies GuardOutcome
        })

        const guardPage = Effect.fn("Routing.guardPage")(function* (input: {
          readonly route: ResolvedRoute
          readonly path: string
        }) {
          const names = input.route._tag === "CmsPage" ? input.route.guards : []
          for (const name of names) {
            const outcome = yield* guard({ name, path: input.path })
            if (outcome._tag === "Redirect") return outcome
          }
          return { _tag: "Continue", route: input.route } satisfies GuardOutcome
        })

        return Routing.of({ resolve, guard, guardPage })
      }),
    )
}

/** What `route(url)` answers: the entity behind a URL, or a redirect. */
type RouteData = NonNullable<G.RouteQuery["route"]>
type CategoryRoute = Extract<RouteData, { readonly __typename: "CategoryTree" }>

const toResolved = (
  answer: {
    readonly route: RouteData | null
    readonly storeConfig?: { readonly cms_page_guards?: string | null } | null
  },
  notFound: ResolvedRoute,
  localePrefix: string | undefined,
): ResolvedRoute => {
  const { route } = answer
  if (route === null) return notFound
  if (route.redirect_code === 301 || route.redirect_code === 302)
    return {
      _tag: "Redirect",
      to: withLocalePrefix(route.relative_url ?? "/", localePrefix),
      code: route.redirect_code,
    }
  switch (route.type) {
    case "PRODUCT":
      return "sku" in route && route.sku
        ? {
            _tag: "Product",
            sku: route.sku,
            uid: route.uid,
            urlKey: route.url_key ?? undefined,
            typename: route.__typename,
          }
        : notFound
    case "CATEGORY":
      if (!("uid" in route)) return notFound
      return "name" in route
        ? { _tag: "Category", uid: route.uid, category: categoryDetails(route) }
        : { _tag: "Category", uid: route.uid }
    case "CMS_PAGE":
      return "identifier" in route && route.identifier
        ? {
            _tag: "CmsPage",
            identifier: route.identifier,
            title: route.title ?? undefined,
            guards: cmsPageGuardNames(answer.storeConfig?.cms_page_guards, route.identifier),
          }
        : notFound
    default:
      return notFound
  }
}

const categoryDetails = (route: CategoryRoute): CategoryDetails => ({
  uid: route.uid,
  name: route.name ?? null,
  description: route.description ?? null,
  url_path: route.url_path ?? null,
  url_suffix: route.url_suffix ?? null,
  product_count: route.product_count ?? null,
  is_anchor: route.is_anchor ?? null,
  include_in_menu: route.include_in_menu ?? null,
  display_mode: route.display_mode ?? null,
  default_sort_by: route.default_sort_by ?? null,
  image: route.image ?? null,
  meta_title: route.meta_title ?? null,
  meta_description: route.meta_description ?? null,
  meta_keywords: route.meta_keywords ?? null,
  breadcrumbs: route.breadcrumbs ?? null,
})
