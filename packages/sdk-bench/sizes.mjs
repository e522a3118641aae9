// Bundles each example consumer in consumers/ as a browser app would ship it (esbuild, ESM,
// minified, tree-shaken, everything it imports inside) and measures it minified and gzipped.
import { gzipSync } from "node:zlib"
import { build } from "esbuild"

/** The consumers and their budgets in gzipped KB (Medusa's SDK: measured, no budget). */
export const CONSUMERS = [
  {
    name: "catalog",
    file: "consumers/catalog.ts",
    budgetKb: 45,
    what: "createCatalog from @shutter/sdk/catalog",
  },
  {
    name: "checkout",
    file: "consumers/checkout.ts",
    budgetKb: 90,
    what: "createStorefront: checkout + account",
  },
  { name: "rules", file: "consumers/rules.ts", budgetKb: 2, what: "@shutter/sdk/rules" },
  {
    name: "medusa",
    file: "consumers/medusa.ts",
    budgetKb: undefined,
    what: "@medusajs/js-sdk, same kind of calls",
  },
]

/** One consumer's bundle: bytes minified and gzipped (zlib's default level, as servers send it). */
export const measure = async (file) => {
  const result = await build({
    entryPoints: [new URL(file, import.meta.url).pathname],
    bundle: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    minify: true,
    write: false,
    logLevel: "silent",
  })
  const [output] = result.outputFiles
  return { minified: output.contents.length, gzip: gzipSync(output.contents).length }
}

export const measureAll = async () =>
  Promise.all(
    CONSUMERS.map(async (consumer) => ({ ...consumer, ...(await measure(consumer.file)) })),
  )
