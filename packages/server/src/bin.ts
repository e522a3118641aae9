#!/usr/bin/env node
// `shutter-server`. Production unless NODE_ENV says otherwise: graphql-js picks its checks when
// it is first loaded (outside production every failed instanceof test looks for a second copy of
// the library), so the mode is set before the server, and graphql-js with it, is imported.
import { enableCompileCache } from "node:module"

process.env.NODE_ENV ??= "production"
// V8's compiled code of the server's modules is kept on disk (in the OS's temporary folder, or
// NODE_COMPILE_CACHE) and reused by the next start and by every cluster worker: compiling the
// bundle was a sixth of a start's CPU.
enableCompileCache?.()
await import("./main.js")
