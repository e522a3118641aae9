import * as Context from "effect/Context"
import * as Data from "effect/Data"
import { type DefinitionText, documentOf, type GraphqlDocument } from "./document.js"
import { MAGENTO_EXTENSIONS, type MagentoExtension } from "./magentoExtensions.js"

export {
  isMagentoExtension,
  MAGENTO_EXTENSIONS,
  type MagentoExtension,
  parseMagentoExtensions,
} from "./magentoExtensions.js"

/** The extensions the Magento behind the endpoint serves; default: all (the Shutter server). */
export const MagentoCapabilities = Context.Reference<ReadonlySet<MagentoExtension>>(
  "@shutter/sdk/MagentoCapabilities",
  { defaultValue: () => new Set(MAGENTO_EXTENSIONS) },
)

/** The feature needs a Magento extension the configured installation does not have. */
export class FeatureUnavailableError extends Data.TaggedError("FeatureUnavailableError")<{
  readonly capability: MagentoExtension
  readonly operationName: string
  readonly message: string
}> {
  readonly retryable = false
}

const fragmentCapabilities = new Map<string, MagentoExtension>()
const operationCapabilities = new WeakMap<GraphqlDocument, MagentoExtension>()

/**
 * Declares the fragments of `document` as belonging to `capability`: where the capability is
 * off, their spreads and definitions are left out of every document that uses them.
 */
export const capabilityFragment = <D extends GraphqlDocument>(
  capability: MagentoExtension,
  document: D,
): D => {
  for (const definition of document.definitions) {
    if (definition.kind === "fragment") fragmentCapabilities.set(definition.name, capability)
  }
  return document
}

/** Declares an operation that exists only with `capability` (its root field is an extension's). */
export const capabilityOperation = <D extends GraphqlDocument>(
  capability: MagentoExtension,
  document: D,
): D => {
  operationCapabilities.set(document, capability)
  return document
}

/** The capability an operation cannot be sent without, if any. */
export const operationCapability = (document: GraphqlDocument): MagentoExtension | undefined =>
  operationCapabilities.get(document)

const SPREAD = /\.\.\.\s*([_A-Za-z]\w*)/g

/**
 * A field or inline fragment whose selection set is empty, e.g. `storeConfig { }` once its only
 * spread is gone (arguments hold no parentheses in the SDK's documents).
 */
const EMPTY_SELECTION =
  /(\.\.\.\s*on\s+\w+|[_A-Za-z]\w*(\s*:\s*[_A-Za-z]\w*)?(\s*\([^()]*\))?)(\s*@\w+(\([^()]*\))?)*\s*\{\s*\}/g

const withoutEmptySelections = (text: string): string => {
  for (;;) {
    const next = text.replace(EMPTY_SELECTION, "")
    if (next === text) return text
    text = next
  }
}

/**
 * The document as sent to a Magento with `enabled` extensions: spreads of the other
 * capabilities' fragments removed, fields and inline fragments left with nothing to select
 * removed, and the fragment definitions nothing uses any more (e.g. label fields) left out.
 */
export const documentFor = <D extends GraphqlDocument>(
  document: D,
  enabled: ReadonlySet<MagentoExtension>,
): D => {
  const off = (name: string) => {
    const capability = fragmentCapabilities.get(name)
    return capability !== undefined && !enabled.has(capability)
  }
  if (!document.definitions.some((d) => d.kind === "fragment" && off(d.name))) return document
  let definitions: ReadonlyArray<DefinitionText> = document.definitions
    .filter((d) => !(d.kind === "fragment" && off(d.name)))
    .map((d) => ({
      ...d,
      text: withoutEmptySelections(
        d.text.replace(SPREAD, (spread, name: string) =>
          name !== "on" && off(name) ? "" : spread,
        ),
      ),
    }))
  for (;;) {
    const used = new Set(definitions.flatMap((d) => [...d.text.matchAll(SPREAD)].map((m) => m[1])))
    const next = definitions.filter((d) => d.kind !== "fragment" || used.has(d.name))
    if (next.length === definitions.length) break
    definitions = next
  }
  return documentOf(definitions) as D
}

/** Memoized `documentFor` per capability set (documents are module constants). */
export const documentsFor = (enabled: ReadonlySet<MagentoExtension>) => {
  const cache = new WeakMap<GraphqlDocument, GraphqlDocument>()
  return <D extends GraphqlDocument>(document: D): D => {
    const cached = cache.get(document)
    if (cached !== undefined) return cached as D
    const result = documentFor(document, enabled)
    cache.set(document, result)
    return result
  }
}
