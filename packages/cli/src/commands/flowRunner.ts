import { checkExpectations, type Mismatch } from "./flowExpectations.js"
import type { Flow, FlowStep } from "./flowFile.js"

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

const checkStep = (index: number, step: FlowStep, outcome: StepOutcome): StepReport => {
  const base = { step: index + 1, name: step.name, command: step.args.join(" ") }
  if (outcome.code !== step.exit) {
    return {
      ...base,
      passed: false,
      exit: { expected: step.exit, actual: outcome.code, stderr: outcome.stderr.trim() },
      mismatches: [],
    }
  }
  const mismatches = checkExpectations(stepResult(outcome), step.expect)
  return { ...base, passed: mismatches.length === 0, mismatches }
}

/** Runs the steps in order and stops at the first that fails. */
export const runFlow = async (
  flow: Flow,
  runStep: (args: ReadonlyArray<string>) => Promise<StepOutcome>,
): Promise<FlowReport> => {
  const steps: Array<StepReport> = []
  for (const [index, step] of flow.steps.entries()) {
    const report = checkStep(index, step, await runStep(step.args))
    steps.push(report)
    if (!report.passed) return { flow: flow.name, passed: false, steps }
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
