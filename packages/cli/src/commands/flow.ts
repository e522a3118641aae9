import { readFile } from "node:fs/promises"
import type { Storefront } from "@shutter/sdk"
import type { Command } from "commander"
import type { CliDeps } from "../deps.js"
import { ExitCode, exitCodeFor } from "../exitCodes.js"
import { printError, printValue } from "../output.js"
import { CliExit, type GlobalOptions, resolveEndpoint, resolveMagento } from "../run.js"
import { parseFlow } from "./flowFile.js"
import { describeFailure, runFlow, type StepOutcome } from "./flowRunner.js"
import { subcommand } from "./subcommand.js"

/**
 * Runs one step through the same program and handlers a user's command line reaches, with
 * --json, capturing its output. Steps share one storefront, so the flow keeps its cart id in
 * the state folder exactly as separate invocations would.
 */
const stepRunner =
  (deps: CliDeps, options: GlobalOptions, storefront: Storefront, runArgs: RunCommandLine) =>
  async (args: ReadonlyArray<string>): Promise<StepOutcome> => {
    const stdout: Array<string> = []
    const stderr: Array<string> = []
    const stepDeps: CliDeps = {
      out: (text) => stdout.push(text),
      err: (text) => stderr.push(text),
      envEndpoint: deps.envEndpoint,
      ...(deps.envAdminUrl === undefined ? {} : { envAdminUrl: deps.envAdminUrl }),
      ...(deps.adminState === undefined ? {} : { adminState: deps.adminState }),
      // The flow owns the storefront: a step must not dispose it.
      openStorefront: () => ({ ...storefront, dispose: async () => {} }),
    }
    const endpoint = options.endpoint === undefined ? [] : ["--endpoint", options.endpoint]
    const code = await runArgs(stepDeps, ["--json", ...endpoint, ...args])
    return { code, stdout: stdout.join("\n"), stderr: stderr.join("\n") }
  }

/** Runs one command line (the arguments after `shutter`) with the given deps; its exit code. */
export type RunCommandLine = (deps: CliDeps, args: ReadonlyArray<string>) => Promise<number>

const runCommand = (
  deps: CliDeps,
  globals: () => GlobalOptions,
  runArgs: RunCommandLine,
): Command =>
  subcommand("run", deps)
    .description("run a scripted flow (JSON or YAML); exits 1 at the first failed expectation")
    .argument("<file>")
    .action(async (file: string) => {
      const options = globals()
      let flow: ReturnType<typeof parseFlow>
      try {
        flow = parseFlow(await readFile(file, "utf8"), file)
      } catch (error) {
        printError(deps, options.json, error)
        throw new CliExit(
          (error as { code?: unknown }).code === "ENOENT" ? ExitCode.usage : exitCodeFor(error),
        )
      }
      const storefront = deps.openStorefront(resolveEndpoint(deps, options), resolveMagento(deps))
      const report = await runFlow(flow, stepRunner(deps, options, storefront, runArgs)).finally(
        () => storefront.dispose(),
      )
      if (options.json) {
        printValue(deps, true, report, [])
        const failed = report.steps.find((step) => !step.passed)
        // The report is the result; stderr carries the one error object every failure has.
        if (failed) printError(deps, true, new FlowFailedError(describeFailure(failed).join("\n")))
      } else {
        deps.out(`Flow: ${report.flow}`)
        for (const step of report.steps) {
          if (step.passed) {
            const exit = step.exitCode === 0 ? "" : ` (exit ${step.exitCode})`
            deps.out(`  ok   ${step.step}. ${step.name}${exit}`)
          } else for (const line of describeFailure(step)) deps.err(line)
        }
        deps.out(
          report.passed
            ? `Passed: ${report.steps.length} steps`
            : `Failed at step ${report.steps.length} of ${flow.steps.length}`,
        )
      }
      if (!report.passed) throw new CliExit(ExitCode.domain)
    })

/** A flow that stopped at a failed step: a domain failure, exit 1. */
export class FlowFailedError extends Error {
  readonly _tag = "FlowFailedError"
}

/** `shutter flow run <file>`. */
export const flowCommand = (
  deps: CliDeps,
  globals: () => GlobalOptions,
  runArgs: RunCommandLine,
): Command =>
  subcommand("flow", deps)
    .description("scripted flows: steps of shutter commands with expectations")
    .addCommand(runCommand(deps, globals, runArgs))
