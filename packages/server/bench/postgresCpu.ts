// CPU milliseconds a local PostgreSQL's processes have used (postmaster and every backend), for
// the benches' CPU per request: unlike latencies, CPU time per request hardly moves with what
// else a shared machine runs.
import { execFileSync } from "node:child_process"
import { readdirSync, readFileSync } from "node:fs"
import pg from "pg"

/**
 * A reader of the CPU milliseconds PostgreSQL's processes have used so far, read from /proc;
 * undefined when the server is not a local one this process can read (or on PGlite, which runs
 * inside the server's process and is in its own CPU time).
 */
export const postgresCpuReader = async (
  url: string,
): Promise<(() => number | undefined) | undefined> => {
  const client = new pg.Client({ connectionString: url })
  try {
    await client.connect()
    const { rows } = await client.query<{ data_directory: string }>("show data_directory")
    const pid = Number(
      readFileSync(`${rows[0]?.data_directory}/postmaster.pid`, "utf8").split("\n")[0],
    )
    const ticks = Number(execFileSync("getconf", ["CLK_TCK"]).toString().trim()) || 100
    return () => {
      let total = 0
      for (const entry of readdirSync("/proc")) {
        if (!/^\d+$/.test(entry)) continue
        try {
          // Fields after the command's closing parenthesis: state, ppid, … utime (14), stime (15),
          // cutime (16), cstime (17).
          const stat = readFileSync(`/proc/${entry}/stat`, "utf8")
          const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ")
          if (Number(entry) !== pid && Number(fields[1]) !== pid) continue
          total += Number(fields[11]) + Number(fields[12])
          // The postmaster's cutime and cstime: backends that ended (the pool closes idle ones).
          if (Number(entry) === pid) total += Number(fields[13]) + Number(fields[14])
        } catch {
          // The process ended meanwhile.
        }
      }
      return (1000 * total) / ticks
    }
  } catch {
    return undefined
  } finally {
    await client.end().catch(() => {})
  }
}
