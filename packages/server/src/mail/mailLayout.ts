// One layout for every message the shop sends: the store's logo and name on top, a heading,
// paragraphs, an optional highlighted value (a code), labelled blocks side by side (addresses,
// methods), a table with totals (an order's lines), a list of facts; HTML and plain text carry
// the same words.

/** Who is writing: the store view's name, its logo and its address on the web. */
export interface MailBrand {
  readonly storeName: string
  /** Absolute URL of the store's logo. */
  readonly logoUrl: string
  /** The shop's base URL, with a trailing slash. */
  readonly baseUrl: string
}

/** A labelled block of lines: an address, a method. */
export interface MailBlock {
  readonly heading: string
  readonly lines: readonly string[]
}

/** Rows under column titles (the first column left, the others right), then totals. */
export interface MailTable {
  readonly columns: readonly string[]
  readonly rows: readonly {
    readonly cells: readonly string[]
    /** Smaller lines under the first cell (a sku, the options chosen). */
    readonly details?: readonly string[]
  }[]
  readonly totals?: readonly {
    readonly label: string
    readonly value: string
    readonly strong?: boolean
  }[]
}

export interface MailContent {
  readonly subject: string
  readonly heading: string
  readonly paragraphs: readonly string[]
  /** A value the reader has to copy, shown large (a gift card code). */
  readonly highlight?: { readonly label: string; readonly value: string }
  readonly facts?: readonly { readonly label: string; readonly value: string }[]
  /** Blocks shown two by two, after the paragraphs. */
  readonly blocks?: readonly MailBlock[]
  readonly table?: MailTable
  /** A closing line under the facts. */
  readonly closing?: string
}

export interface RenderedMail {
  readonly subject: string
  readonly html: string
  readonly text: string
}

const escapeHtml = (value: string): string =>
  value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;")

const INK = "#14171a"
const ACCENT = "#d62b1f"
const MUTED = "#5b6470"

const BORDER = "#e3e6ea"

const blocksHtml = (blocks: readonly MailBlock[]): string => {
  const e = escapeHtml
  const cell = (b: MailBlock) =>
    `<td valign="top" width="50%" style="padding:0 12px 16px 0"><h3 style="margin:0 0 6px;font-size:15px">${e(b.heading)}</h3><p style="margin:0;line-height:1.5">${b.lines.map(e).join("<br>")}</p></td>`
  const pairs: string[] = []
  for (let i = 0; i < blocks.length; i += 2)
    pairs.push(
      `<tr>${blocks
        .slice(i, i + 2)
        .map(cell)
        .join("")}</tr>`,
    )
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:8px 0">${pairs.join("")}</table>`
}

const tableHtml = (t: MailTable): string => {
  const e = escapeHtml
  const align = (i: number) => (i === 0 ? "left" : "right")
  const head = t.columns
    .map(
      (c, i) =>
        `<th align="${align(i)}" style="padding:8px 6px;border-bottom:2px solid ${BORDER};font-size:13px">${e(c)}</th>`,
    )
    .join("")
  const body = t.rows
    .map(
      (r) =>
        `<tr>${r.cells
          .map((c, i) => {
            const details =
              i === 0 && r.details?.length
                ? `<div style="color:${MUTED};font-size:13px;line-height:1.5">${r.details.map(e).join("<br>")}</div>`
                : ""
            return `<td align="${align(i)}" valign="top" style="padding:10px 6px;border-bottom:1px solid ${BORDER}">${i === 0 ? `<strong>${e(c)}</strong>` : e(c)}${details}</td>`
          })
          .join("")}</tr>`,
    )
    .join("")
  const span = Math.max(1, t.columns.length - 1)
  const totals = (t.totals ?? [])
    .map(
      (x) =>
        `<tr><td colspan="${span}" align="right" style="padding:6px;${x.strong ? "font-weight:700;font-size:16px" : ""}">${e(x.label)}</td><td align="right" style="padding:6px;${x.strong ? "font-weight:700;font-size:16px" : ""}">${e(x.value)}</td></tr>`,
    )
    .join("")
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:8px 0 16px;border-collapse:collapse"><thead><tr>${head}</tr></thead><tbody>${body}</tbody><tfoot>${totals}</tfoot></table>`
}

const htmlOf = (brand: MailBrand, c: MailContent): string => {
  const e = escapeHtml
  const paragraphs = c.paragraphs
    .map((p) => `<p style="margin:0 0 14px;line-height:1.5">${e(p)}</p>`)
    .join("")
  const highlight = c.highlight
    ? `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:8px 0 20px"><tr><td style="border:2px dashed ${ACCENT};border-radius:6px;padding:16px;text-align:center"><div style="font-size:12px;letter-spacing:.08em;text-transform:uppercase;color:${MUTED}">${e(c.highlight.label)}</div><div style="font:700 26px/1.3 'Courier New',monospace;letter-spacing:.12em;color:${INK}">${e(c.highlight.value)}</div></td></tr></table>`
    : ""
  const facts = c.facts?.length
    ? `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border-top:1px solid #e3e6ea">${c.facts
        .map(
          (f) =>
            `<tr><td style="padding:8px 0;border-bottom:1px solid #e3e6ea;color:${MUTED}">${e(f.label)}</td><td style="padding:8px 0;border-bottom:1px solid #e3e6ea;text-align:right;font-weight:600">${e(f.value)}</td></tr>`,
        )
        .join("")}</table>`
    : ""
  const closing = c.closing ? `<p style="margin:0;line-height:1.5">${e(c.closing)}</p>` : ""
  const blocks = c.blocks?.length ? blocksHtml(c.blocks) : ""
  const table = c.table ? tableHtml(c.table) : ""
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${e(c.subject)}</title></head>
<body style="margin:0;background:#f2f3f5;font:15px/1.4 Helvetica,Arial,sans-serif;color:${INK}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#fff;border-radius:8px;overflow:hidden">
<tr><td style="background:${INK};padding:18px 24px"><a href="${e(brand.baseUrl)}"><img src="${e(brand.logoUrl)}" alt="${e(brand.storeName)}" height="40" style="display:block;height:40px;border:0"></a></td></tr>
<tr><td style="padding:28px 24px 8px"><h1 style="margin:0 0 16px;font-size:22px">${e(c.heading)}</h1>${paragraphs}${highlight}${blocks}${table}${facts}${closing}</td></tr>
<tr><td style="padding:16px 24px 24px;color:${MUTED};font-size:12px">${e(brand.storeName)} · <a href="${e(brand.baseUrl)}" style="color:${MUTED}">${e(brand.baseUrl)}</a></td></tr>
</table></td></tr></table></body></html>`
}

const tableText = (t: MailTable): string[] => {
  const out = [t.columns.join(" | ")]
  for (const r of t.rows) {
    const [first = "", ...rest] = r.cells
    out.push(`- ${first}`, ...(r.details ?? []).map((d) => `  ${d}`))
    out.push(`  ${rest.map((v, i) => `${t.columns[i + 1] ?? ""}: ${v}`).join(" · ")}`)
  }
  if (t.totals?.length) out.push("")
  for (const x of t.totals ?? []) out.push(`${x.label}: ${x.value}`)
  return out
}

const textOf = (brand: MailBrand, c: MailContent): string => {
  const lines = [brand.storeName, "", c.heading, "", ...c.paragraphs.flatMap((p) => [p, ""])]
  if (c.highlight) lines.push(`${c.highlight.label}: ${c.highlight.value}`, "")
  for (const b of c.blocks ?? []) lines.push(b.heading, ...b.lines.map((l) => `  ${l}`), "")
  if (c.table) lines.push(...tableText(c.table), "")
  for (const f of c.facts ?? []) lines.push(`${f.label}: ${f.value}`)
  if (c.facts?.length) lines.push("")
  if (c.closing) lines.push(c.closing, "")
  lines.push("--", `${brand.storeName} · ${brand.baseUrl}`)
  return `${lines.join("\n")}\n`
}

export const renderMail = (brand: MailBrand, content: MailContent): RenderedMail => ({
  subject: content.subject,
  html: htmlOf(brand, content),
  text: textOf(brand, content),
})
