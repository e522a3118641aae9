import type { ChildProcess } from "node:child_process"

export interface Supervisor {
  readonly child: ChildProcess
  readonly restarts: number
  stop(signal?: NodeJS.Signals): Promise<void>
}

export declare const supervise: (options: {
  readonly name: string
  readonly start: () => ChildProcess
  readonly baseDelayMs?: number
  readonly maxDelayMs?: number
  readonly resetAfterMs?: number
  readonly log?: (line: string) => void
}) => Supervisor
