import { Command, InvalidArgumentError } from "commander"
import type { Output } from "../output.js"

/**
 * A command whose parse errors (missing argument, unknown option) throw a CommanderError for
 * bin.ts to map to exit code 2, instead of commander calling process.exit itself: commander does
 * not pass the root's exitOverride/configureOutput on to commands added with addCommand().
 */
export const subcommand = (name: string, output: Output): Command =>
  new Command(name)
    .exitOverride()
    .showHelpAfterError()
    .configureOutput({
      writeOut: (s) => output.out(s.trimEnd()),
      writeErr: (s) => output.err(s.trimEnd()),
    })

/** commander argParser for repeatable options. */
export const collect = (value: string, previous: ReadonlyArray<string>): ReadonlyArray<string> => [
  ...previous,
  value,
]

/** commander argParser for a positive whole number, e.g. --qty. */
export const positiveInteger =
  (flag: string) =>
  (value: string): number => {
    const n = Number(value)
    if (!Number.isInteger(n) || n <= 0) {
      throw new InvalidArgumentError(`${flag} expects a whole number above 0, got '${value}'`)
    }
    return n
  }
