// Fails when a package's own modules import each other in a cycle (a → b → … → a), through the
// TypeScript import graph: imports, re-exports and dynamic imports of relative paths, type-only
// ones too (a type shared both ways belongs in a module of its own). Tests are left out.
// For the server it also fails when its top-level source folders import each other in a cycle,
// so that platform/, db/ and graphql/ (the kernel) never import the domains built on them, no
// folder imports app/ (composition), and domains depend one way, but for the groups listed below.
// `npm test` runs it with the lint.
import { readdirSync, readFileSync, statSync } from "node:fs"
import { dirname, join, relative, resolve, sep } from "node:path"
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

// Tarjan's strongly connected components of a graph (node → targets): every component of two or
// more nodes (or a node importing itself) is a cycle.
const stronglyConnected = (edges) => {
  const components = []
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
    for (const target of edges.get(node) ?? []) {
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
    if (component.length > 1 || (edges.get(node) ?? []).includes(node)) components.push(component)
  }
  for (const node of edges.keys()) if (!index.has(node)) visit(node)
  return components
}

const cycles = stronglyConnected(graph)

// Server folders that may import each other, each group counted as one folder. A group must be
// a cycle of its own: one that no longer is has to leave this list.
const serverRoot = join(root, "packages/server/src")
const serverFolderGroups = [
  {
    folders: ["cart", "checkout", "sales", "giftCard", "salesRule", "warranty"],
    reason:
      "cart totals apply coupons, gift cards and warranties, which act on carts; placing, cancelling and reordering move between carts and orders",
  },
  {
    folders: ["customer", "newsletter"],
    reason:
      "account mutations set the subscription through the newsletter, which finds its subscribers' customer accounts",
  },
  {
    folders: ["catalog", "search"],
    reason: "products(search:) runs the search plan, which ranks the catalogue's product rows",
  },
]

/** The top-level folder of a server module ("(entry)" for the files at the root: index, bin…). */
const serverFolderOf = (file) => {
  const path = relative(serverRoot, file).split(sep)
  return path.length === 1 ? "(entry)" : path[0]
}

const folderCycles = []
const staleGroups = []
{
  const groupOf = new Map()
  for (const group of serverFolderGroups)
    for (const folder of group.folders) groupOf.set(folder, group.folders.join("+"))
  const folderEdges = new Map()
  const groupEdges = new Map()
  // One import that makes each edge, to say where a cycle comes from.
  const example = new Map()
  const addEdge = (edges, from, to) => {
    if (!edges.has(from)) edges.set(from, [])
    if (!edges.has(to)) edges.set(to, [])
    if (from !== to && !edges.get(from).includes(to)) edges.get(from).push(to)
  }
  for (const [file, targets] of graph) {
    if (!file.startsWith(serverRoot + sep)) continue
    const from = serverFolderOf(file)
    for (const target of targets) {
      const to = serverFolderOf(target)
      const groupFrom = groupOf.get(from) ?? from
      const groupTo = groupOf.get(to) ?? to
      addEdge(folderEdges, from, to)
      addEdge(groupEdges, groupFrom, groupTo)
      const edge = `${groupFrom} → ${groupTo}`
      if (groupFrom !== groupTo && !example.has(edge))
        example.set(edge, `${relative(serverRoot, file)} imports ${relative(serverRoot, target)}`)
    }
  }
  for (const cycle of stronglyConnected(groupEdges))
    folderCycles.push({
      folders: cycle.sort(),
      imports: cycle.flatMap((from) =>
        groupEdges
          .get(from)
          .filter((to) => cycle.includes(to))
          .map((to) => `${from} → ${to}: ${example.get(`${from} → ${to}`)}`),
      ),
    })
  const folderComponents = stronglyConnected(folderEdges)
  for (const group of serverFolderGroups) {
    const together = folderComponents.some((component) =>
      group.folders.every((folder) => component.includes(folder)),
    )
    if (!together) staleGroups.push(group.folders.join(" + "))
  }
}

let failed = false
if (cycles.length > 0) {
  failed = true
  console.error(`Import cycles (${cycles.length}):`)
  for (const cycle of cycles)
    console.error(
      `  ${cycle
        .map((f) => relative(root, f))
        .sort()
        .join(" ↔ ")}`,
    )
}
if (folderCycles.length > 0) {
  failed = true
  console.error(`Import cycles between packages/server/src folders (${folderCycles.length}):`)
  for (const cycle of folderCycles) {
    console.error(`  ${cycle.folders.join(" ↔ ")}`)
    for (const line of cycle.imports.sort()) console.error(`    ${line}`)
  }
}
if (staleGroups.length > 0) {
  failed = true
  console.error("Server folder groups that are no longer a cycle (drop them from the list):")
  for (const group of staleGroups) console.error(`  ${group}`)
}
if (failed) process.exit(1)
console.log(
  `No import cycles among ${graph.size} modules, nor between the server's folders (${serverFolderGroups.length} groups allowed).`,
)
