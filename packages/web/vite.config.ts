import { fileURLToPath } from "node:url"
import react from "@vitejs/plugin-react"
import { defineConfig, type Plugin } from "vite"
import { precompress } from "./tools/precompress.js"
import { drawStoreMap } from "./tools/storeMap.js"

const bundleShim = (file: string) => fileURLToPath(new URL(`./src/bundle/${file}`, import.meta.url))

// In `vite dev`, /graphql and /media go to the backend like the production web server does.
const backend = process.env.SHUTTER_BACKEND_URL ?? "http://127.0.0.1:4000"

// Opt-in (SHUTTER_UI_RUNTIME=preact): the same React code on preact/compat, ~55 KB gzipped less
// than react-dom. Measured in README.md; React 19 stays the default runtime.
const preact =
  process.env.SHUTTER_UI_RUNTIME === "preact"
    ? [
        { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
        { find: /^react-dom$/, replacement: "preact/compat" },
        { find: /^react\/jsx-runtime$/, replacement: "preact/jsx-runtime" },
        { find: /^react\/jsx-dev-runtime$/, replacement: "preact/jsx-dev-runtime" },
        { find: /^react$/, replacement: "preact/compat" },
      ]
    : []

// The browser bundles the SDK's rules from their source modules, not from the SDK's dist/: there
// they share one module (a tsup chunk) with the storefront, which a first load does not
// download, and Rolldown keeps every rule either of them uses in a chunk both load (4.1 KiB
// gzipped, mostly the storefront's). One module per rule lets the first load keep only its own
// (README "Speed"); the storefront chunk gets its own copies (about +2.7 KiB). Only plain values
// are duplicated (strings, numbers, functions): nothing compares them by identity.
// Types still come from dist/ (tsc), so a stale SDK build shows up in `npm run typecheck`.
const rulesFromSource = {
  find: /^@shutter\/sdk\/rules$/,
  replacement: fileURLToPath(new URL("../sdk/src/rules.ts", import.meta.url)),
}

// The browser bundles the React hooks (@shutter/react) from their source modules too: dist/ is
// one module, so every hook any page uses sat in the entry chunk (orders, addresses, the wish
// list page…). One module per group of hooks lets a first load keep only what it renders with;
// both entries come from source, so the hooks and <StorefrontProvider> share one context.
const reactBindingsFromSource = [
  {
    find: /^@shutter\/react$/,
    replacement: fileURLToPath(new URL("../react-bindings/src/index.ts", import.meta.url)),
  },
  {
    find: /^@shutter\/react\/engagement$/,
    replacement: fileURLToPath(new URL("../react-bindings/src/engagement.ts", import.meta.url)),
  },
]

/**
 * The modules of the catalogue pages' shared chunk (see `codeSplitting` below), with the hooks
 * only they use (a product, a listing, a route), which would otherwise be chunks of their own.
 */
const catalogParts =
  /src[\\/](pages[\\/]ResolvedPage|components[\\/](Breadcrumbs|Price|Labels|Rating|StockLine|CatalogImage|imageRenditions)|wishlist[\\/]WishlistHeart|catalog[\\/](money|pricing|productDisplay|rating|labelDisplay)|cart[\\/](productSelection|canAddToCart|addToCartButton)|seo[\\/]breadcrumbs)\.tsx?$|react-bindings[\\/]src[\\/](useCatalog|useRoute)\.ts$/

/** A listing's own code, for categories and search results alike. */
const listingParts =
  /src[\\/](pages[\\/](CategoryPage|SearchPage|listing[\\/](ListingView|FilterPanel|listingUrl))|components[\\/]ProductCard|catalog[\\/](listingParams|filterLabels))\.tsx?$/

/**
 * What a product page needs besides ProductPage.tsx itself, with the options of its most common
 * type (configurable). ProductPage.tsx stays out: as the dynamic import's module in a group
 * chunk, Rolldown 1 emits a facade importing a namespace export the group never defines.
 */
const productParts =
  /src[\\/](pages[\\/]product[\\/](Gallery|AddToCart|ConfigurableOptions)|catalog[\\/](gallery|variants)|cart[\\/]productChoice)\.tsx?$/

/**
 * The checkout's address fields with the SDK's checkout rules (validation, shipping methods):
 * every page with an address form (checkout, account, login) needs both.
 */
const checkoutFormParts =
  /src[\\/](pages[\\/]checkout[\\/]AddressFields|checkout[\\/]checkoutRules)\.tsx?$/

/** The catalogue pages' chunks: what a first load of home, a category or a product hydrates. */
const firstLoadPageChunk =
  /\/(ProductPage|CategoryPage|SearchPage|ResolvedPage|CmsPageView|listing|catalog|product)-/

/** The Store Location page's map, drawn by code at build time (tools/storeMap.ts). */
const storeMap = (client: boolean): Plugin => ({
  name: "shutter-store-map",
  configureServer(server) {
    server.middlewares.use("/store-map.svg", (_request, response) => {
      response.setHeader("content-type", "image/svg+xml")
      response.end(drawStoreMap())
    })
  },
  generateBundle() {
    if (client) this.emitFile({ type: "asset", fileName: "store-map.svg", source: drawStoreMap() })
  },
})

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), storeMap(!isSsrBuild), ...(isSsrBuild ? [] : [precompress("dist")])],
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim\/index\.js$/,
        replacement: bundleShim("useSyncExternalStore.ts"),
      },
      ...(isSsrBuild ? [] : [rulesFromSource, ...reactBindingsFromSource]),
      ...preact,
    ],
  },
  server: {
    proxy: {
      "/graphql": backend,
      "/media": backend,
      "/warranty": backend,
      "/newsletter/subscriber": backend,
    },
  },
  // `vite build --ssr src/entry-server.tsx --outDir dist-ssr` (package.json "build") makes the
  // server render the web server loads; public/ is the browser's, not copied there.
  // No modulepreload polyfill: every browser we support has modulepreload.
  build: {
    outDir: "dist",
    sourcemap: true,
    target: "es2022",
    copyPublicDir: !isSsrBuild,
    // A lazy chunk's CSS always comes with it. Its JavaScript dependencies are preloaded beside
    // it only for the catalogue pages (a first load fetches their chunks side by side before
    // hydrating); other chunks' imports follow them, and the checkout's are fetched while the
    // cart is on screen (CheckoutButton). A list of every chunk's file name in the entry chunk
    // cost 1 KiB gzipped.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (file, deps) =>
        firstLoadPageChunk.test(file) ? deps : deps.filter((dep) => dep.endsWith(".css")),
    },
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              // Fewer, larger first-load chunks: each chunk repeats its imports and exports and
              // gzip compresses it alone (README "Speed"). Their dependencies (react…) stay where
              // they are, so no group pulls code into a route that does not use it.
              groups: [
                // What every catalogue page (category, product) loads, as one chunk, not six of
                // 0.2–1.2 KiB each.
                { name: "catalog", test: catalogParts, includeDependenciesRecursively: false },
                { name: "listing", test: listingParts, includeDependenciesRecursively: false },
                { name: "product", test: productParts, includeDependenciesRecursively: false },
                {
                  name: "AddressFields",
                  test: checkoutFormParts,
                  includeDependenciesRecursively: false,
                },
                // Everything main.tsx imports statically (react-dom, react, valtio, wouter, the
                // layout) in the entry chunk itself, not in eight chunks Rolldown would split off.
                { name: "app", tags: ["$initial"], includeDependenciesRecursively: false },
              ],
            },
          },
        },
  },
}))
