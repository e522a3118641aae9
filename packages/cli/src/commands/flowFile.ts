import { parse as parseYaml } from "yaml"
import { UsageError } from "../run.js"
import { referencedNames, VARIABLE_NAME } from "./flowVariables.js"

// A scripted flow: steps (CLI commands) with expectations on each step's JSON result.
//   name: guest buys a camera
//   steps:
//     - run: cart add CAM-1 --qty 2           # or a list: [cart, add, CAM-1]
//       expect: { cart.total_quantity: 2 }
//     - run: cart coupon NOPE
//       exit: 0                               # the expected exit code (default 0)
//       capture: { cartId: $.cart.id }        # later steps say ${cartId}

export interface FlowStep {
  readonly name: string
  readonly args: ReadonlyArray<string>
  readonly expect: Readonly<Record<string, unknown>>
  readonly exit: number
  /** Variable name → path in the step's JSON result. */
  readonly capture: Readonly<Record<string, string>>
}

export interface Flow {
  readonly name: string
  readonly steps: ReadonlyArray<FlowStep>
}

/** Splits a command line on spaces, keeping "double" or 'single' quoted parts together. */
export const splitCommandLine = (line: string): ReadonlyArray<string> =>
  [...line.matchAll(/"([^"]*)"|'([^']*)'|(\S+)/g)].map((m) => m[1] ?? m[2] ?? m[3] ?? "")

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

const stepOf = (raw: unknown, index: number): FlowStep => {
  const where = `step ${index + 1}`
  if (!isRecord(raw)) throw new UsageError(`${where}: expected an object with 'run'`)
  const { run, expect, exit, name, capture } = raw
  const args =
    typeof run === "string"
      ? splitCommandLine(run)
      : Array.isArray(run) && run.every((a) => ["string", "number"].includes(typeof a))
        ? run.map(String)
        : undefined
  if (args === undefined || args.length === 0)
    throw new UsageError(`${where}: 'run' must be a command line or a list of arguments`)
  if (args[0] === "flow") throw new UsageError(`${where}: a flow cannot run another flow`)
  if (expect !== undefined && !isRecord(expect))
    throw new UsageError(`${where}: 'expect' must map paths to expected values`)
  if (exit !== undefined && !Number.isInteger(exit))
    throw new UsageError(`${where}: 'exit' must be an exit code`)
  if (
    capture !== undefined &&
    (!isRecord(capture) ||
      !Object.entries(capture).every(
        ([variable, path]) => VARIABLE_NAME.test(variable) && typeof path === "string",
      ))
  )
    throw new UsageError(
      `${where}: 'capture' must map variable names (letters, digits, _) to paths such as $.cart.id`,
    )
  return {
    name: typeof name === "string" ? name : typeof run === "string" ? run.trim() : args.join(" "),
    args,
    expect: expect ?? {},
    exit: (exit as number | undefined) ?? 0,
    capture: (capture as Record<string, string> | undefined) ?? {},
  }
}

/** A `${name}` must be captured by an earlier step. */
const checkReferences = (steps: ReadonlyArray<FlowStep>): void => {
  const captured = new Set<string>()
  for (const [index, step] of steps.entries()) {
    for (const name of referencedNames([step.args, step.expect])) {
      if (!captured.has(name)) {
        throw new UsageError(`step ${index + 1}: \${${name}} is not captured by an earlier step`)
      }
    }
    for (const name of Object.keys(step.capture)) captured.add(name)
  }
}

/** Parses a flow file's text (JSON when the name ends in .json, else YAML). */
export const parseFlow = (text: string, fileName: string): Flow => {
  let raw: unknown
  try {
    raw = fileName.endsWith(".json") ? JSON.parse(text) : parseYaml(text)
  } catch (error) {
    throw new UsageError(
      `${fileName} is not valid ${fileName.endsWith(".json") ? "JSON" : "YAML"}: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
  if (!isRecord(raw) || !Array.isArray(raw.steps) || raw.steps.length === 0)
    throw new UsageError(`${fileName}: a flow needs a non-empty 'steps' list`)
  const steps = raw.steps.map(stepOf)
  checkReferences(steps)
  return { name: typeof raw.name === "string" ? raw.name : fileName, steps }
}
