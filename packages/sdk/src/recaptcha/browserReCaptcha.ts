import * as Effect from "effect/Effect"
import type { ReCaptchaSite, ReCaptchaTokenSource } from "./ReCaptchaProvider.js"
import { reCaptchaError } from "./recaptchaErrors.js"

/** Google's reCAPTCHA script; `render=<key>` turns on v3 and shows the badge. */
export const GOOGLE_RECAPTCHA_SCRIPT = "https://www.google.com/recaptcha/api.js"

interface GrecaptchaV3 {
  readonly ready: (callback: () => void) => void
  readonly execute: (key: string, options: { readonly action: string }) => PromiseLike<string>
}

/** The page's globals this module touches (the SDK is typed without the DOM library). */
interface ScriptElement {
  src: string
  async: boolean
  defer: boolean
  onload: (() => void) | null
  onerror: (() => void) | null
  remove(): void
}
interface BrowserGlobals {
  readonly grecaptcha?: GrecaptchaV3
  readonly location?: { readonly href: string }
  readonly document: {
    createElement(tag: "script"): ScriptElement
    readonly head: { appendChild(node: ScriptElement): unknown }
  }
}

const page = (): BrowserGlobals => globalThis as unknown as BrowserGlobals

const grecaptchaOf = (): GrecaptchaV3 | undefined => page().grecaptcha

/** The script's URL for a site: key, language and badge position as query parameters. */
export const reCaptchaScriptUrl = (scriptUrl: string, site: ReCaptchaSite): string => {
  const url = new URL(scriptUrl, page().location?.href)
  url.searchParams.set("render", site.key)
  if (site.languageCode) url.searchParams.set("hl", site.languageCode)
  url.searchParams.set("badge", site.badgePosition)
  return url.href
}

/**
 * The browser's token source: on first need it adds the provider's script to the page (once;
 * the provider then shows its badge), waits for `grecaptcha.ready` and runs
 * `grecaptcha.execute(key, { action })`. `scriptUrl` defaults to Google's; a shop or a test can
 * point it at another provider speaking the same API.
 */
export const browserReCaptcha = (
  options: { readonly scriptUrl?: string } = {},
): ReCaptchaTokenSource => {
  let loading: Promise<GrecaptchaV3> | undefined
  const loadScript = (site: ReCaptchaSite): Promise<GrecaptchaV3> => {
    const existing = grecaptchaOf()
    if (existing !== undefined) return Promise.resolve(existing)
    return new Promise<GrecaptchaV3>((resolve, reject) => {
      const { document } = page()
      const script = document.createElement("script")
      script.src = reCaptchaScriptUrl(options.scriptUrl ?? GOOGLE_RECAPTCHA_SCRIPT, site)
      script.async = true
      script.defer = true
      script.onload = () => {
        const grecaptcha = grecaptchaOf()
        if (grecaptcha === undefined) reject(new Error("the script defines no grecaptcha"))
        else grecaptcha.ready(() => resolve(grecaptcha))
      }
      script.onerror = () => {
        script.remove()
        reject(new Error(`could not load ${script.src}`))
      }
      document.head.appendChild(script)
    })
  }
  const load = (site: ReCaptchaSite) =>
    Effect.tryPromise({
      try: () => {
        // A failed load is tried again on the next need.
        loading ??= loadScript(site).catch((error: unknown) => {
          loading = undefined
          throw error
        })
        return loading
      },
      catch: (cause) => reCaptchaError("load", cause),
    })
  return {
    load: (site) => Effect.asVoid(load(site)),
    execute: (site, action) =>
      Effect.flatMap(load(site), (grecaptcha) =>
        Effect.tryPromise({
          try: async () => {
            const token = await grecaptcha.execute(site.key, { action })
            if (typeof token !== "string" || token === "") throw new Error("no token")
            return token
          },
          catch: (cause) => reCaptchaError("execute", cause),
        }),
      ),
  }
}
