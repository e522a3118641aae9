export type { CliDeps } from "./deps.js"
export { defaultEndpoint } from "./deps.js"
export { ExitCode, exitCodeFor } from "./exitCodes.js"
export { createProgram } from "./program.js"
