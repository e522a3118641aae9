import type { Command } from "commander"

/**
 * `npm exec shutter --json --endpoint URL store` (without `--`): npm reads the options before the
 * command as its own config and hands them to the command only as `npm_config_<name>`
 * variables. This puts the program's own global options back in front of the arguments. An option
 * npm took as a flag (`--endpoint URL` rather than `--endpoint=URL`) arrives as "true" with its
 * value left as the first argument.
 */
export const withOptionsNpmTook = (
  program: Command,
  args: ReadonlyArray<string>,
  env: Readonly<Record<string, string | undefined>>,
): ReadonlyArray<string> => {
  if (env.npm_command !== "exec") return args
  const isCommand = (arg: string | undefined) =>
    program.commands.some((command) => command.name() === arg)
  let rest = [...args]
  const recovered: Array<string> = []
  for (const option of program.options) {
    const flag = option.long
    if (flag === undefined || flag === "--version" || flag === "--help") continue
    if (rest.some((arg) => arg === flag || arg.startsWith(`${flag}=`))) continue
    const value = env[`npm_config_${flag.slice(2).replaceAll("-", "_")}`]
    if (value === undefined || value === "") continue
    if (option.isBoolean()) {
      if (value === "true") recovered.push(flag)
    } else if (value !== "true") {
      recovered.push(flag, value)
    } else if (rest[0] !== undefined && !isCommand(rest[0])) {
      recovered.push(flag, rest[0])
      rest = rest.slice(1)
    }
  }
  return [...recovered, ...rest]
}
