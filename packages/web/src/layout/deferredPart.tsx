import { type ComponentType, lazy, memo, Suspense, useEffect } from "react"

/**
 * When a part the server rendered gets its code: `near` once it enters the viewport (the footer,
 * a product page's details; its HTML is already there, only its handlers wait), `touched` only
 * when the shopper points at it, touches it or moves focus into it (the mega menu: always on
 * screen, used by few visits).
 */
export type DeferUntil = "near" | "touched"

const TOUCH_EVENTS = ["pointerover", "touchstart", "focusin", "click"] as const

/**
 * Listens on the document, in the capture phase, to events inside `wrapper`: React stops a
 * click on HTML it has not hydrated at its root, before it could reach the wrapper.
 */
const listenInside = (
  wrapper: Element,
  types: ReadonlyArray<string>,
  listener: (event: Event) => void,
): (() => void) => {
  const inside = (event: Event) => {
    if (event.target instanceof Node && wrapper.contains(event.target)) listener(event)
  }
  for (const type of types) document.addEventListener(type, inside, true)
  return () => {
    for (const type of types) document.removeEventListener(type, inside, true)
  }
}

/** Resolves at the first sign that the part is about to be used, then stops watching. */
const whenWanted = (
  wrapper: Element,
  until: DeferUntil,
  exposeWake: (wake: () => void) => void,
): Promise<void> =>
  new Promise((resolve) => {
    let observer: IntersectionObserver | undefined
    const done = () => {
      observer?.disconnect()
      emptied.disconnect()
      stopListening()
      resolve()
    }
    const stopListening = listenInside(wrapper, TOUCH_EVENTS, done)
    exposeWake(done)
    // New props before the part hydrated make React drop the server's HTML: with nothing left
    // to see or touch, the part's code is wanted at once.
    const emptied = new MutationObserver(() => {
      if (wrapper.childElementCount === 0) done()
    })
    emptied.observe(wrapper, { childList: true })
    if (until !== "near") return
    if (typeof IntersectionObserver === "undefined") return done()
    observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) done()
    })
    // The wrapper is `display: contents` (no box of its own): its children are what shows.
    for (const child of wrapper.children) observer.observe(child)
  })

/** Keys a part handles itself (menus, tab lists); Enter and Space arrive as clicks. */
const HELD_KEYS = new Set([
  "ArrowDown",
  "ArrowUp",
  "ArrowLeft",
  "ArrowRight",
  "Home",
  "End",
  "Escape",
])

/**
 * Holds a click (or a key the part handles) on the part's server HTML until the part has
 * hydrated, then sends it again: React drops events on HTML it has not hydrated, and a link would
 * leave the app with a full load.
 */
const holdClicks = (wrapper: Element): (() => void) => {
  let held: Event | null = null
  const stopListening = listenInside(wrapper, ["click", "keydown"], (event) => {
    if (event instanceof KeyboardEvent && !HELD_KEYS.has(event.key)) return
    event.preventDefault()
    held = event
  })
  return () => {
    stopListening()
    const event = held
    held = null
    const target = event?.target
    if (!(target instanceof HTMLElement)) return
    if (event instanceof KeyboardEvent) {
      if (target.isConnected)
        target.dispatchEvent(new KeyboardEvent("keydown", { key: event.key, bubbles: true }))
    } else if (target.isConnected) target.click()
    else {
      // Hydration replaced it (the server's HTML did not match): follow a link the plain way.
      const link = target.closest("a")
      if (link?.href) window.location.assign(link.href)
    }
  }
}

/** A deferred part, and a way to want it now (e.g. before changing what it shows). */
export type DeferredPart<P> = ComponentType<P> & {
  /** Fetches the part's code now if it waits for it; resolves once the part has hydrated. */
  readonly wanted: () => Promise<void>
}

/**
 * A server-rendered part of the layout or a page whose code is not needed on the first paint.
 * The server renders it as usual. While the page hydrates, the browser keeps the server's HTML
 * of the part as it is (a Suspense boundary whose lazy code is still pending) and fetches its
 * code only when it is wanted (`until`); React then hydrates it in place, and a click that came
 * meanwhile is replayed. A part the server did not render (a client-side navigation, the
 * client-only shell) loads its code at once.
 *
 * Its props must keep their identity while the page stays (data from the query store, not
 * objects built while rendering): new props reaching a part that has not hydrated yet would make
 * React drop the server's HTML, and the part is memoized so that equal props never do. One part
 * of a `name` per page.
 */
export const deferredPart = <P extends object>(
  name: string,
  until: DeferUntil,
  load: () => Promise<ComponentType<P>>,
): DeferredPart<P> => {
  const selector = `[data-deferred-part="${name}"]`
  let wake: (() => void) | undefined
  // Wanted before React got to the part (its boundary hydrates after the page's first commit).
  let wantedEarly = false
  let markHydrated = () => {}
  const hydrated = new Promise<void>((resolve) => {
    markHydrated = resolve
  })
  const Part = lazy(async () => {
    const wrapper = typeof document === "undefined" ? null : document.querySelector(selector)
    let replay: (() => void) | undefined
    if (wrapper !== null && wrapper.childElementCount > 0 && !wantedEarly) {
      replay = holdClicks(wrapper)
      await whenWanted(wrapper, until, (done) => {
        wake = done
      })
    }
    const Component = await load()
    // biome-ignore lint/correctness/noComponentHookFactories: made once per part, like lazy()'s
    const Hydrated = (props: P) => {
      // Runs once React has hydrated the part (or rendered it on the client).
      useEffect(() => {
        replay?.()
        markHydrated()
      }, [])
      return <Component {...props} />
    }
    return { default: Hydrated }
  })
  // biome-ignore lint/correctness/noComponentHookFactories: made once per part, at module level
  const Deferred = (props: P) => (
    <div data-deferred-part={name} style={{ display: "contents" }}>
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    </div>
  )
  Deferred.displayName = `Deferred(${name})`
  return Object.assign(memo(Deferred) as unknown as ComponentType<P>, {
    wanted: () => {
      wantedEarly = true
      wake?.()
      return hydrated
    },
  })
}
