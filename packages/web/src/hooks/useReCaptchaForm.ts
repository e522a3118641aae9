import { useStorefront } from "@shutter/react"
import type { ReCaptchaForm } from "@shutter/sdk/rules"
import { useRef } from "react"

/**
 * Props for a form the store may protect with reCAPTCHA v3: the first focus inside it asks the
 * SDK to get reCAPTCHA ready, which (only when the store protects this form) loads the
 * provider's script and so shows its badge. Nothing of it runs at first paint; the token itself
 * is added by the SDK to the form's call.
 */
export const useReCaptchaForm = (form: ReCaptchaForm) => {
  const storefront = useStorefront()
  const asked = useRef(false)
  return {
    onFocusCapture: () => {
      if (asked.current) return
      asked.current = true
      // A failure is the form's to show when it is sent (the SDK fails the call with it).
      storefront.recaptcha.prepare({ form }).catch(() => {
        asked.current = false
      })
    },
  }
}
