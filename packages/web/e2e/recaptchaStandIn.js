// A local stand-in for Google's reCAPTCHA v3 script (api.js?render=KEY&badge=POSITION), served by
// the e2e run's admin bridge: it shows a badge as the provider does and executes tokens the
// e2e backend's local verifier accepts ("stand-in:<key>:<action>").
;(() => {
  const params = new URL(document.currentScript.src).searchParams
  const key = params.get("render")
  const badge = document.createElement("div")
  badge.className = "grecaptcha-badge"
  badge.setAttribute("data-style", params.get("badge") || "bottomright")
  badge.setAttribute("role", "note")
  badge.textContent = "protected by reCAPTCHA"
  badge.style.cssText =
    "position:fixed;right:0;bottom:14px;width:256px;height:60px;z-index:2000000000;background:#f9f9f9;color:#555;font:12px sans-serif;display:flex;align-items:center;justify-content:center;box-shadow:0 0 5px grey"
  document.body.appendChild(badge)
  window.grecaptcha = {
    ready: (callback) => setTimeout(callback, 0),
    execute: (siteKey, options) =>
      siteKey === key
        ? Promise.resolve(`stand-in:${siteKey}:${options.action}`)
        : Promise.reject(new Error("unknown site key")),
  }
})()
