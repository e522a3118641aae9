#!/usr/bin/env node
// The typecheck's compiler: TypeScript 7, the native one (`@typescript/native`, an alias of
// typescript@7), half TypeScript 6's CPU on these packages. `typescript` 6 stays installed
// for the tools that import its JavaScript API, which 7 does not ship (tsup, typedoc,
// cosmiconfig's loader of codegen.ts). Both name their command `tsc`, so node_modules/.bin/tsc may
// be either: the packages' typecheck scripts run this file, which always takes 7. Arguments are
// tsc's.
import { spawnSync } from "node:child_process"
import { createRequire } from "node:module"
import { dirname, join } from "node:path"

const require = createRequire(import.meta.url)
const manifest = require.resolve("@typescript/native/package.json")
const { bin } = require(manifest)
const result = spawnSync(
  process.execPath,
  [join(dirname(manifest), bin.tsc), ...process.argv.slice(2)],
  {
    stdio: "inherit",
  },
)
process.exit(result.status ?? 1)
