// "@shutter/sdk/seo": what goes into the head a crawler reads (canonical and robots, hreflang,
// meta fields, JSON-LD, breadcrumbs). Pure and Effect-free; a server render uses it, a browser
// bundle need not.
export * from "./alternates.js"
export * from "./breadcrumbs.js"
export * from "./indexing.js"
export * from "./pageMeta.js"
export * from "./shareImages.js"
export * from "./structuredData.js"
export * from "./text.js"
