import { describe, expect, it } from "vitest"
import { commandLineProgram, commandNamed } from "../src/commandLineProgram.js"
import type { CliDeps } from "../src/deps.js"
import { createProgram } from "../src/program.js"

const deps: CliDeps = {
  out: () => {},
  err: () => {},
  envEndpoint: undefined,
  openStorefront: () => {
    throw new Error("no storefront in this test")
  },
}

const listing = (commands: ReadonlyArray<{ name(): string; description(): string }>) =>
  commands.map((command) => `${command.name()}: ${command.description()}`)

describe("the command line's program", () => {
  it("lists every command of the full program, with the same descriptions, none loaded", async () => {
    const lazy = await commandLineProgram(deps, ["--help"])
    expect(listing(lazy.commands)).toEqual(listing(createProgram(deps).commands))
    expect(lazy.commands.every((command) => command.commands.length === 0)).toBe(true)
  })

  it("loads the named command with its subcommands", async () => {
    const program = await commandLineProgram(deps, ["--json", "cart", "add", "EOS-R5"])
    const cart = program.commands.find((command) => command.name() === "cart")
    const full = createProgram(deps).commands.find((command) => command.name() === "cart")
    expect(cart?.commands.map((c) => c.name())).toEqual(full?.commands.map((c) => c.name()))
  })

  it("names the command after global options, and `help cart` names cart", () => {
    expect(commandNamed(["--endpoint", "http://x/graphql", "products", "--search", "lens"])).toBe(
      "products",
    )
    expect(commandNamed(["help", "cart"])).toBe("cart")
    expect(commandNamed(["--version"])).toBeUndefined()
    expect(commandNamed(["flow", "run", "--", "store"])).toBe("flow")
  })
})
