import { existsSync } from "node:fs"

// Debian's browsers from apt; Playwright never downloads one here. A headless run takes
// chromium-headless-shell (apt-get install chromium-headless-shell) when it is installed: the
// same Blink and V8 without the desktop browser around them, about 15% less CPU than
// /usr/bin/chromium in headless mode. A headed run (--headed, --debug, --ui, PWDEBUG)
// needs the full browser. CHROMIUM_PATH overrides both.
const HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell"
const CHROMIUM = "/usr/bin/chromium"

const headed = (): boolean =>
  process.env.PWDEBUG !== undefined ||
  process.argv.some((arg) => arg === "--headed" || arg === "--debug" || arg === "--ui")

export const chromiumPath = (): string =>
  process.env.CHROMIUM_PATH ?? (!headed() && existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM)
