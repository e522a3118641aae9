// PGlite on Node keeps its data folder through Emscripten's NODEFS, which has no fsync: every
// write reaches the operating system (a crashed process loses nothing committed) but none is
// forced to the disk (a power cut can lose the last commits). This file system adds the fsync,
// and `durableStartParams` turns PostgreSQL's own fsync back on (PGlite starts it with -F) with
// `wal_sync_method=fsync` (Emscripten's fdatasync does nothing), so a commit returns only once
// its WAL is on disk.
import { fsyncSync } from "node:fs"
import { PGlite } from "@electric-sql/pglite"
import { NodeFS } from "@electric-sql/pglite/nodefs"

type InitOptions = Parameters<NodeFS["init"]>[1]

interface EmscriptenModule {
  readonly NODEFS: { stream_ops: Record<string, unknown> }
  readonly FS: { ErrnoError: new (errno: number) => Error }
}

const EIO = 29

export class DurableNodeFS extends NodeFS {
  override async init(pg: PGlite, opts: InitOptions) {
    const { emscriptenOpts } = await super.init(pg, opts)
    const addFsync = (mod: EmscriptenModule): void => {
      mod.NODEFS.stream_ops.fsync = (stream: { nfd?: number }) => {
        if (stream.nfd === undefined) return 0
        try {
          fsyncSync(stream.nfd)
        } catch {
          // PostgreSQL treats a failed fsync as a lost write and stops: the right answer.
          throw new mod.FS.ErrnoError(EIO)
        }
        return 0
      }
    }
    const preRun = emscriptenOpts.preRun ?? []
    return {
      emscriptenOpts: {
        ...emscriptenOpts,
        preRun: [addFsync, ...(Array.isArray(preRun) ? preRun : [preRun])],
      } as InitOptions,
    }
  }
}

/** PGlite's start parameters with PostgreSQL's fsync on and WAL flushed with fsync(). */
export const durableStartParams = (): string[] => [
  ...PGlite.defaultStartParams.filter((param) => param !== "-F"),
  "-c",
  "wal_sync_method=fsync",
]
