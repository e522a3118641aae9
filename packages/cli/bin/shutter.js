#!/usr/bin/env node
// Node keeps the compiled code on disk (Node ≥ 22.1), so a second start skips compiling it.
import module from "node:module"

const args = process.argv.slice(2)
if (args.length === 1 && (args[0] === "--version" || args[0] === "-V")) {
  // Nothing else to parse: the version without loading the program.
  const { version } = module.createRequire(import.meta.url)("../package.json")
  process.stdout.write(`${version}\n`)
} else {
  module.enableCompileCache?.()
  await import("../dist/bin.js")
}
