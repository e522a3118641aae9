import { Command, Option } from "commander"
import packageJson from "../package.json" with { type: "json" }
import type { CliDeps } from "./deps.js"
import { endpointOption } from "./endpoint.js"
import type { GlobalOptions } from "./run.js"

/** `shutter` with its global options and no commands yet, and a reader of those options. */
export const programRoot = (
  deps: CliDeps,
): { readonly program: Command; readonly globals: () => GlobalOptions } => {
  const program = new Command("shutter")
    .description("Drive a Shutter (or Magento 2.4) storefront from the terminal")
    .version(packageJson.version, "-V, --version", "print the version")
    .option("--json", "print machine-readable JSON (errors too, on stderr)")
    .addOption(
      new Option(
        "--endpoint <url>",
        "GraphQL endpoint (default: $SHUTTER_ENDPOINT or the local shop, http://127.0.0.1:3000/graphql)",
      ).argParser(endpointOption),
    )
    .showHelpAfterError()
    .configureOutput({
      writeOut: (s) => deps.out(s.trimEnd()),
      writeErr: (s) => deps.err(s.trimEnd()),
    })
    .exitOverride()
  const globals = (): GlobalOptions => {
    const options = program.opts<{ json?: boolean; endpoint?: string }>()
    return { json: options.json === true, endpoint: options.endpoint }
  }
  return { program, globals }
}

/**
 * commander does not hand the root's exitOverride/output settings to added commands: this applies
 * them to every command, so a parse error anywhere throws for bin.ts to map to exit code 2.
 */
export const configureCommands = (program: Command, deps: CliDeps): Command => {
  const configure = (command: Command): void => {
    command
      .exitOverride()
      .showHelpAfterError()
      .configureOutput({
        writeOut: (s) => deps.out(s.trimEnd()),
        writeErr: (s) => deps.err(s.trimEnd()),
      })
    for (const child of command.commands) configure(child)
  }
  for (const command of program.commands) configure(command)
  return program
}
