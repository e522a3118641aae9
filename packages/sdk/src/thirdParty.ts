// "@shutter/sdk/third-party": which of the store's third-party scripts are on and when each loads
// (spec §9, §2), without Effect and apart from "@shutter/sdk/rules", so a UI can fetch it in a
// chunk of its own after the first paint, and only when the store set a script URL
// (`hasThirdPartyScripts`, a rule).
export * from "./content/thirdPartyScriptLoader.js"
export * from "./content/thirdPartyScripts.js"
