// The loader's chunk arrives after hydration; a shopper may press before that. Listening from
// the page's first script on, such a press still counts as the first interaction (the loader
// hears only the presses made once it is there).
import { THIRD_PARTY_INTERACTION_EVENTS } from "@shutter/sdk/rules"

let pressed = false

const press = () => {
  pressed = true
  for (const type of THIRD_PARTY_INTERACTION_EVENTS) window.removeEventListener(type, press, true)
}

/** Starts listening (in the browser, once). */
export const watchEarlyPress = (): void => {
  if (typeof window === "undefined" || pressed) return
  for (const type of THIRD_PARTY_INTERACTION_EVENTS)
    window.addEventListener(type, press, { capture: true, passive: true })
}

/** Whether the shopper has pressed, touched or typed since the page's script started. */
export const pressedEarly = (): boolean => pressed
