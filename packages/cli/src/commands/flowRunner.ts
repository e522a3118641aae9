import { checkExpectations, type Mismatch, valueAt } from "./flowExpectations.js"
import type { Flow, FlowStep } from "./flowFile.js"
import { capturePath, substitute, substituteArgs } from "./flowVariables.js"

/** What one CLI invocation produced. */
export interface StepOutcome {
  readonly code: number
  readonly stdout: string
  readonly stderr: string
}

export interface StepReport {
  readonly step: number
  readonly name: string
  readonly command: string
  readonly passed: boolean
  /** The step's exit code (`exit_code` in the JSON report). */
  readonly exitCode: number
  /** The values the step captured for later steps, in file order. */
  readonly captures: ReadonlyArray<{ readonly name: string; readonly value: unknown }>
  /** The exit code when it was not the expected one. */
  readonly exit?: { readonly expected: number; readonly actual: number; readonly stderr: string }
  readonly mismatches: ReadonlyArray<Mismatch>
}

export interface FlowReport {
  readonly flow: string
  readonly passed: boolean
  readonly steps: ReadonlyArray<StepReport>
}

/** The step's JSON result: stdout on success, the `{ error }` object on stderr on failure. */
export const stepResult = (outcome: StepOutcome): unknown => {
  const text = (outcome.code === 0 ? outcome.stdout : outcome.stderr).trim()
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

const checkStep = (
  index: number,
  step: FlowStep,
  args: ReadonlyArray<string>,
  expect: Readonly<Record<string, unknown>>,
  outcome: StepOutcome,
): StepReport => {
  const base = {
    step: index + 1,
    name: step.name,
    command: args.join(" "),
    exitCode: outcome.code,
    captures: [],
  }
  if (outcome.code !== step.exit) {
    return {
      ...base,
      passed: false,
      exit: { expected: step.exit, actual: outcome.code, stderr: outcome.stderr.trim() },
      mismatches: [],
    }
  }
  const result = stepResult(outcome)
  const mismatches = checkExpectations(result, expect)
  const captures = Object.entries(step.capture).map(([name, path]) => ({
    name,
    path,
    value: valueAt(result, capturePath(path)),
  }))
  const missing = captures
    .filter((capture) => capture.value === undefined)
    .map((capture) => ({
      path: `capture ${capture.name} (${capture.path})`,
      expected: "a value",
      actual: "nothing",
    }))
  return {
    ...base,
    passed: mismatches.length === 0 && missing.length === 0,
    captures: captures.map(({ name, value }) => ({ name, value })),
    mismatches: [...mismatches, ...missing],
  }
}

/** Runs the steps in order, each with the values earlier steps captured; stops at the first that fails. */
export const runFlow = async (
  flow: Flow,
  runStep: (args: ReadonlyArray<string>) => Promise<StepOutcome>,
): Promise<FlowReport> => {
  const steps: Array<StepReport> = []
  const variables = new Map<string, unknown>()
  for (const [index, step] of flow.steps.entries()) {
    const args = substituteArgs(step.args, variables)
    const expect = substitute(step.expect, variables) as Readonly<Record<string, unknown>>
    const report = checkStep(index, step, args, expect, await runStep(args))
    steps.push(report)
    if (!report.passed) return { flow: flow.name, passed: false, steps }
    for (const { name, value } of report.captures) variables.set(name, value)
  }
  return { flow: flow.name, passed: true, steps }
}

/** A failed step as readable lines: which step, and what differed. */
export const describeFailure = (report: StepReport): ReadonlyArray<string> => [
  `Step ${report.step} failed: ${report.name} (shutter ${report.command})`,
  ...(report.exit
    ? [
        `  exit code: expected ${report.exit.expected}, got ${report.exit.actual}`,
        ...(report.exit.stderr ? [`  ${report.exit.stderr}`] : []),
      ]
    : []),
  ...report.mismatches.map((m) => `  ${m.path}: expected ${m.expected}, got ${m.actual}`),
]
