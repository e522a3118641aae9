#!/usr/bin/env node
// `shutter-server`. Production unless NODE_ENV says otherwise: graphql-js picks its checks when
// it is first loaded (outside production every failed instanceof test looks for a second copy of
// the library), so the mode is set before the server, and graphql-js with it, is imported.
process.env.NODE_ENV ??= "production"
await import("./main.js")
