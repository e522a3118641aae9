// Fails when a package's own modules import each other in a cycle (a → b → … → a), through the
// TypeScript import graph: imports, re-exports and dynamic imports of relative paths, type-only
// ones too (a type shared both ways belongs in a module of its own). Tests are left out.
// `npm test` runs it with the lint.
import { readdirSync, readFileSync, statSync } from "node:fs"
import { dirname, join, relative, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import ts from "typescript"

const root = join(dirname(fileURLToPath(import.meta.url)), "..")
const sourceRoots = [
  "packages/server/src",
  "packages/sdk/src",
  "packages/react-bindings/src",
  "packages/web/src",
  "packages/cli/src",
  "fixtures/src",
]
const isSource = (file) =>
  /\.(ts|tsx|mts)$/.test(file) && !/\.(test|spec)\.tsx?$/.test(file) && !file.endsWith(".d.ts")

const walk = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (name === "node_modules" || name === "dist") return []
    return statSync(path).isDirectory() ? walk(path) : isSource(path) ? [path] : []
  })

/** `./x.js` → the .ts/.tsx file it names (or its index), when it is one of ours. */
const resolveImport = (from, specifier, files) => {
  if (!specifier.startsWith(".")) return undefined
  const base = resolve(dirname(from), specifier).replace(/\.(m?js|jsx)$/, "")
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    `${base}.mts`,
    join(base, "index.ts"),
    join(base, "index.tsx"),
  ]) {
    if (files.has(candidate)) return candidate
  }
  return undefined
}

/** The module specifiers a file imports, re-exports or loads with import(). */
const importsOf = (file) =>
  ts.preProcessFile(readFileSync(file, "utf8"), true, true).importedFiles.map((i) => i.fileName)

const graph = new Map()
for (const sourceRoot of sourceRoots) {
  let files
  try {
    files = new Set(walk(join(root, sourceRoot)))
  } catch {
    continue
  }
  for (const file of files) {
    const imported = importsOf(file).flatMap(
      (specifier) => resolveImport(file, specifier, files) ?? [],
    )
    graph.set(file, [...new Set(imported)])
  }
}

// Tarjan's strongly connected components: every component of two or more modules (or a module
// importing itself) is a cycle.
const cycles = []
const index = new Map()
const low = new Map()
const stack = []
const onStack = new Set()
let next = 0
const visit = (node) => {
  index.set(node, next)
  low.set(node, next)
  next += 1
  stack.push(node)
  onStack.add(node)
  for (const target of graph.get(node) ?? []) {
    if (!index.has(target)) {
      visit(target)
      low.set(node, Math.min(low.get(node), low.get(target)))
    } else if (onStack.has(target)) low.set(node, Math.min(low.get(node), index.get(target)))
  }
  if (low.get(node) !== index.get(node)) return
  const component = []
  let member
  do {
    member = stack.pop()
    onStack.delete(member)
    component.push(member)
  } while (member !== node)
  if (component.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(component)
}
for (const node of graph.keys()) if (!index.has(node)) visit(node)

if (cycles.length > 0) {
  console.error(`Import cycles (${cycles.length}):`)
  for (const cycle of cycles)
    console.error(
      `  ${cycle
        .map((f) => relative(root, f))
        .sort()
        .join(" ↔ ")}`,
    )
  process.exit(1)
}
console.log(`No import cycles among ${graph.size} modules.`)
