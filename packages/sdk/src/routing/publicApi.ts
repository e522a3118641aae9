// The routing part of the "@shutter/sdk" facade exports.
export * from "./cmsPageGuards.js"
export * from "./errorPage.js"
export * from "./guards.js"
export type { GuardOutcome, ResolvedRoute } from "./Routing.js"
export * from "./routePaths.js"
export * from "./storeSwitch.js"
