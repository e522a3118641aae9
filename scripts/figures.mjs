// docs/figures.md holds every performance figure of the project, one section per benchmark
// between `<!-- figures:NAME:begin -->` and `<!-- figures:NAME:end -->`. A benchmark run with
// `--write` records what it prints and replaces its own section, leaving the others as they are.
import { Console } from "node:console"
import { readFile, writeFile } from "node:fs/promises"
import { Writable } from "node:stream"
import { fileURLToPath } from "node:url"
import { format } from "node:util"

export const FIGURES_FILE = fileURLToPath(new URL("../docs/figures.md", import.meta.url))

const markers = (name) => [`<!-- figures:${name}:begin -->`, `<!-- figures:${name}:end -->`]

export const replaceFiguresSection = (doc, name, body) => {
  const [begin, end] = markers(name)
  const from = doc.indexOf(begin)
  const to = doc.indexOf(end)
  if (from === -1 || to === -1 || to < from) {
    throw new Error(`figures: no section "${name}" (expected ${begin} … ${end})`)
  }
  return `${doc.slice(0, from + begin.length)}\n${body.trim()}\n${doc.slice(to)}`
}

export const writeFiguresSection = async (name, body, file = FIGURES_FILE) => {
  const doc = await readFile(file, "utf8")
  await writeFile(file, replaceFiguresSection(doc, name, body))
}

// The section is dated and keeps the run's output as printed (a fenced block unless it is markdown).
export const recordFigures = (name, options = {}) => {
  const lines = []
  const log = console.log
  const table = console.table
  console.log = (...args) => {
    lines.push(format(...args))
    log.apply(console, args)
  }
  // A table is rendered by a console of our own, then printed and recorded as text.
  console.table = (...args) => {
    let text = ""
    const sink = new Writable({
      write: (chunk, _encoding, done) => {
        text += chunk
        done()
      },
    })
    new Console(sink).table(...args)
    console.log(text.trimEnd())
  }
  return {
    write: async (file = FIGURES_FILE) => {
      console.log = log
      console.table = table
      const output = lines.join("\n").trim()
      const when = `Run ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC (\`${options.command ?? name}\`).`
      // A markdown run's own headings go one level under the section's.
      const body = options.markdown
        ? output.replace(/^(#+) /gm, "#$1 ")
        : `\`\`\`text\n${output}\n\`\`\``
      await writeFiguresSection(name, `${when}\n\n${body}`, file)
      log(`figures: rewrote section "${name}" of ${file}`)
    },
  }
}
