import { defineConfig } from "tsup"

export default defineConfig({
  entry: {
    index: "src/index.ts",
    // A catalogue-only client (createCatalog): no cart, checkout or account code.
    catalog: "src/catalogEntry.ts",
    // Effect-free entries for a UI's first paint: pure rules and a lazily loaded storefront.
    rules: "src/rules.ts",
    // Head tags for server renders (canonical, hreflang, JSON-LD).
    seo: "src/seo/index.ts",
    lazy: "src/lazy.ts",
    // The third-party script loader, for a chunk of its own.
    "third-party": "src/thirdParty.ts",
    effect: "src/effect.ts",
    node: "src/node.ts",
    // The admin REST client (fulfilment tools, the CLI), never in a storefront bundle.
    admin: "src/admin/index.ts",
    testing: "src/testing/index.ts",
  },
  format: ["esm"],
  clean: true,
  // Split shared chunks so the browser entry never pulls node:fs from "./node".
  splitting: true,
  treeshake: true,
  removeNodeProtocol: false,
  target: "es2022",
})
