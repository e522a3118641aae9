import { type Command, CommanderError } from "commander"
import { ExitCode, exitCodeFor } from "./exitCodes.js"
import { type Output, printError } from "./output.js"
import { CliExit, UsageError } from "./run.js"

/** `--json` before any `--` terminator: every error is then one JSON object, commander's too. */
export const wantsJson = (args: ReadonlyArray<string>): boolean => {
  const end = args.indexOf("--")
  return (end === -1 ? args : args.slice(0, end)).includes("--json")
}

const commandTree = (command: Command): ReadonlyArray<Command> => [
  command,
  ...command.commands.flatMap(commandTree),
]

/** commander's message without its "error: " prefix (a bare group such as `cart` shows help). */
const usageMessage = (error: CommanderError): string =>
  error.code === "commander.help"
    ? "a command is required (see --help)"
    : error.message.replace(/^error: /, "")

/**
 * Parses and runs one command line (the arguments after `shutter`) and returns its exit code.
 * Failures are printed here unless the command printed them already (CliExit); with --json,
 * commander's usage errors become the same `{"error": …}` object as every other failure.
 */
export const runCommandLine = async (
  program: Command,
  output: Output,
  args: ReadonlyArray<string>,
): Promise<number> => {
  const json = wantsJson(args)
  if (json) {
    for (const command of commandTree(program)) {
      command.showHelpAfterError(false).configureOutput({ writeErr: () => {} })
    }
  }
  try {
    await program.parseAsync([...args], { from: "user" })
    return ExitCode.ok
  } catch (error) {
    if (error instanceof CliExit) return error.code
    if (error instanceof CommanderError) {
      // --help and --version end the parse with exit code 0.
      if (error.exitCode === 0) return ExitCode.ok
      if (json) printError(output, true, new UsageError(usageMessage(error)))
      return ExitCode.usage
    }
    printError(output, json, error)
    return exitCodeFor(error)
  }
}
