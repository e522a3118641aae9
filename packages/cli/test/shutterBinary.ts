// Shared by the *.bin tests: runs the built `shutter` binary as a user would.
import { execFile } from "node:child_process"
import { fileURLToPath } from "node:url"
import { promisify } from "node:util"

const exec = promisify(execFile)
export const bin = fileURLToPath(new URL("../bin/shutter.js", import.meta.url))

export interface BinResult {
  readonly code: number
  readonly stdout: string
  readonly stderr: string
}

/** Runs `shutter args…` with its state in `stateDir`; resolves with the exit code, never rejects. */
export const runShutter = async (
  args: ReadonlyArray<string>,
  env: Readonly<Record<string, string>>,
): Promise<BinResult> => {
  try {
    const { stdout, stderr } = await exec(process.execPath, [bin, ...args], {
      env: { ...process.env, ...env },
    })
    return { code: 0, stdout, stderr }
  } catch (error) {
    const failure = error as { code?: number; stdout?: string; stderr?: string }
    return { code: failure.code ?? -1, stdout: failure.stdout ?? "", stderr: failure.stderr ?? "" }
  }
}

/**
 * The databases the shopping tests run on: PGlite. The CLI's side of the wire is the same on
 * either database; the server's suites cover PostgreSQL.
 */
export const databases: ReadonlyArray<"pglite" | "postgres"> = ["pglite"]

export const guestAddress = [
  "--firstname",
  "Ada",
  "--lastname",
  "Lovelace",
  "--street",
  "12 Lens Road",
  "--city",
  "Los Angeles",
  "--region",
  "CA",
  "--postcode",
  "90001",
  "--country",
  "US",
  "--telephone",
  "555-0100",
] as const
