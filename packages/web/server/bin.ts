// The web server's entry. Production unless NODE_ENV says otherwise: React picks its build when
// it is first loaded (the development one checks and warns on every render, and server-renders
// a page at a fraction of the speed), so the mode is set before the server, and React with it,
// is imported.
process.env.NODE_ENV ??= "production"
await import("./start.js")
