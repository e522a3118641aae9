// `npm start`: builds what is stale, starts the backend and the web server, prints the shop's URL,
// restarts either one that dies (with backoff), and stops both on Ctrl-C. Runs on the Node 24
// that npm puts first on PATH.
import { spawn, spawnSync } from "node:child_process"
import { createServer } from "node:net"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"
import { supervise } from "./supervise.mjs"

const root = join(dirname(fileURLToPath(import.meta.url)), "..")
const host = "127.0.0.1"

/** The preferred port when it is free, else any free one (a newcomer may have 3000 taken). */
const freePort = (preferred) =>
  new Promise((resolve) => {
    const probe = createServer()
    probe.once("error", () => (preferred === 0 ? resolve(0) : freePort(0).then(resolve)))
    probe.listen(preferred, host, () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })

/** Waits for the first run to answer; a first run that dies is a start failure, not restarted. */
const waitForHealth = async (url, supervisor, name) => {
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (supervisor.restarts > 0 || supervisor.child.exitCode !== null)
      throw new Error(`${name} exited during start`)
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) return
    await new Promise((r) => setTimeout(r, 150))
  }
  throw new Error(`${name} did not become healthy within 120 s`)
}

// Turbo rebuilds only what changed since the last start; its log is shown only when it fails.
console.log("Building Shutter (first run takes about a minute)…")
const build = spawnSync("npx", ["turbo", "run", "build", "--output-logs=errors-only"], {
  cwd: root,
  env: { ...process.env, TURBO_TELEMETRY_DISABLED: "1" },
  encoding: "utf8",
  stdio: ["ignore", "pipe", "pipe"],
})
if (build.status !== 0) {
  process.stderr.write(`${build.stdout}${build.stderr}\nnpm start: the build failed.\n`)
  process.exit(build.status ?? 1)
}
console.log("Starting the shop…")

// Each child runs under a supervisor: a crash is restarted after 1 s, 2 s, 4 s … 30 s at most,
// back to 1 s once a run has lasted a minute.
const supervisors = []
const start = (name, script, env) => {
  const supervisor = supervise({
    name,
    start: () => {
      const child = spawn(process.execPath, [script], {
        cwd: root,
        env: { ...process.env, ...env },
        stdio: ["ignore", "ignore", "inherit"],
      })
      console.error(`${name} running (pid ${child.pid})`)
      return child
    },
  })
  supervisors.push(supervisor)
  return supervisor
}

let stopping = false
const stop = (code = 0) => {
  if (stopping) return
  stopping = true
  Promise.all(supervisors.map((s) => s.stop())).then(() => process.exit(code))
  setTimeout(() => process.exit(code), 10_000).unref()
}
process.on("SIGINT", () => stop(0))
process.on("SIGTERM", () => stop(0))

try {
  const backendPort = await freePort(Number(process.env.SHUTTER_BACKEND_PORT ?? 4000))
  const webPort = await freePort(Number(process.env.PORT ?? 3000))
  const backendUrl = `http://${host}:${backendPort}`
  const server = start("server", join(root, "packages/server/dist/bin.js"), {
    PORT: String(backendPort),
    HOST: host,
    SHUTTER_DATA_DIR: process.env.SHUTTER_DATA_DIR ?? join(root, ".shutter-data", "db"),
  })
  await waitForHealth(`${backendUrl}/health`, server, "server")
  const web = start("web", join(root, "packages/web/dist-server/serve.js"), {
    PORT: String(webPort),
    HOST: host,
    SHUTTER_BACKEND_URL: backendUrl,
  })
  await waitForHealth(`http://${host}:${webPort}/health`, web, "web")
  console.log(`http://${host}:${webPort}`)
} catch (error) {
  console.error(`npm start: ${error.message}`)
  stop(1)
}
