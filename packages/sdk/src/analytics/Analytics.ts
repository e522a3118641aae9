import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import type { Ga4Event, MarketingEvent } from "./ga4Events.js"

/**
 * Where e-commerce events go: GA4 events (dataLayer) and the marketing tracker's
 * 'Added to Cart'. One layer per platform; tracking never fails a shopper's action.
 */
export class Analytics extends Context.Service<
  Analytics,
  {
    readonly track: (event: Ga4Event) => Effect.Effect<void>
    readonly marketing: (event: MarketingEvent) => Effect.Effect<void>
  }
>()("@shutter/sdk/Analytics") {
  /** Drops every event (Node, the CLI, SSR). */
  static readonly noop = Layer.succeed(Analytics)(
    Analytics.of({ track: () => Effect.void, marketing: () => Effect.void }),
  )

  /** Logs every event at debug level (Node, development). */
  static readonly log = Layer.succeed(Analytics)(
    Analytics.of({
      track: (event) => Effect.logDebug(`analytics ${event.event}`, event),
      marketing: (event) => Effect.logDebug(`marketing ${event.name}`, event),
    }),
  )

  /**
   * Browser: GA4 events go to `window.dataLayer` (cleared ecommerce object first, as Google
   * documents); marketing events to the tracker queue `window._learnq` unless `marketing` is given.
   */
  static readonly browser = (options: BrowserAnalyticsOptions = {}) =>
    Layer.sync(Analytics, () => {
      const target = globalThis as unknown as {
        dataLayer?: Array<unknown>
        _learnq?: Array<unknown>
      }
      const safely = (push: () => void) =>
        Effect.try(push).pipe(
          Effect.catch((error) => Effect.logWarning("analytics push failed", error)),
        )
      return Analytics.of({
        track: (event) =>
          safely(() => {
            if (options.dataLayer === undefined && target.dataLayer === undefined) {
              target.dataLayer = []
            }
            const dataLayer = options.dataLayer ?? target.dataLayer ?? []
            dataLayer.push({ ecommerce: null })
            dataLayer.push(event)
          }),
        marketing: (event) =>
          safely(() => {
            if (options.marketing !== undefined) return options.marketing(event)
            if (target._learnq === undefined) target._learnq = []
            target._learnq.push(["track", event.name, event.properties])
          }),
      })
    })

  /** Records events in arrays (tests, and apps that forward events themselves). */
  static readonly memory = (): {
    readonly layer: Layer.Layer<Analytics>
    readonly events: ReadonlyArray<Ga4Event>
    readonly marketingEvents: ReadonlyArray<MarketingEvent>
  } => {
    const events: Array<Ga4Event> = []
    const marketingEvents: Array<MarketingEvent> = []
    const layer = Layer.succeed(Analytics)(
      Analytics.of({
        track: (event) => Effect.sync(() => void events.push(event)),
        marketing: (event) => Effect.sync(() => void marketingEvents.push(event)),
      }),
    )
    return { layer, events, marketingEvents }
  }
}

export interface BrowserAnalyticsOptions {
  /** The GTM data layer; default `window.dataLayer` (created when absent). */
  readonly dataLayer?: Array<unknown>
  /** Sends the marketing event; default pushes `["track", name, properties]` to `window._learnq`. */
  readonly marketing?: (event: MarketingEvent) => void
}
