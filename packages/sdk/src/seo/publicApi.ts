// The SEO breadcrumbs part of the "@shutter/sdk" facade exports.
export { categoryBreadcrumbs, productBreadcrumbs } from "./breadcrumbs.js"
export type { Crumb } from "./structuredData.js"
