import { fileURLToPath } from "node:url"
// esbuild comes with tsup (the SDK's build); bundling is the honest way to see what an entry pulls in.
import { build } from "esbuild"
import { describe, expect, it } from "vitest"
import * as root from "./index.js"
import * as rules from "./rules.js"

/** The files a browser bundle of `entry` contains (tree-shaken, like Vite's production build). */
const bundledInputs = async (entry: string): Promise<Array<string>> => {
  const result = await build({
    entryPoints: [fileURLToPath(new URL(entry, import.meta.url))],
    bundle: true,
    write: false,
    metafile: true,
    format: "esm",
    platform: "browser",
    treeShaking: true,
    logLevel: "silent",
  })
  return Object.keys(result.metafile.inputs)
}

describe("the Effect-free entries", () => {
  it.each(["./rules.ts", "./lazy.ts", "./seo/index.ts", "./thirdParty.ts", "./admin/index.ts"])(
    "%s bundles without Effect or the services",
    async (entry) => {
      const inputs = await bundledInputs(entry)
      expect(inputs.length).toBeGreaterThan(0)
      expect(inputs.filter((input) => /node_modules\/(effect|ky|graphql)\//.test(input))).toEqual(
        [],
      )
      expect(inputs.filter((input) => /\/[A-Z]\w+\.ts$/.test(input))).toEqual([])
    },
  )

  it("the root entry does pull Effect in (so the check above can fail)", async () => {
    const inputs = await bundledInputs("./index.ts")
    expect(inputs.some((input) => input.includes("node_modules/effect/"))).toBe(true)
  })

  it("every rule is the root entry's own value", () => {
    const rootValues: Record<string, unknown> = { ...root }
    const ruleValues: Record<string, unknown> = { ...rules }
    const own = new Set(["hasErrorTag"])
    const names = Object.keys(ruleValues).filter((name) => !own.has(name))
    expect(names.length).toBeGreaterThan(50)
    for (const name of names) expect([name, rootValues[name]]).toEqual([name, ruleValues[name]])
  })

  it("hasErrorTag tells the SDK's tagged errors apart without their classes", () => {
    const notFound = new root.NotFoundError({
      entity: "product",
      key: "x",
      message: "Product not found",
    })
    expect(rules.hasErrorTag(notFound, "NotFoundError")).toBe(true)
    expect(rules.hasErrorTag(notFound, "GraphqlError")).toBe(false)
    expect(rules.hasErrorTag({ _tag: "NotFoundError" }, "NotFoundError")).toBe(false)
    expect(rules.hasErrorTag(undefined, "NotFoundError")).toBe(false)
  })
})
