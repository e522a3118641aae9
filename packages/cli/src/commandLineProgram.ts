import { Command } from "commander"
import { COMMANDS } from "./commandTable.js"
import type { CliDeps } from "./deps.js"
import { configureCommands, programRoot } from "./programRoot.js"

/** The command a command line runs: the first argument naming one (`help cart` names cart). */
export const commandNamed = (args: ReadonlyArray<string>): string | undefined => {
  const end = args.indexOf("--")
  return (end === -1 ? args : args.slice(0, end)).find((arg) =>
    COMMANDS.some((command) => command.name === arg),
  )
}

/**
 * The `shutter` program for one command line: the command it names is loaded (and with it the
 * SDK), every other one is only a name and a description for `--help`. `--version`, `--help`
 * and usage errors of the root therefore load neither the commands nor the SDK.
 */
export const commandLineProgram = async (
  deps: CliDeps,
  args: ReadonlyArray<string>,
): Promise<Command> => {
  const { program, globals } = programRoot(deps)
  const named = commandNamed(args)
  const loaded = await Promise.all(
    COMMANDS.map(async (entry) =>
      entry.name === named
        ? (await entry.load())(deps, globals)
        : new Command(entry.name).description(entry.description),
    ),
  )
  for (const command of loaded) program.addCommand(command)
  return configureCommands(program, deps)
}
