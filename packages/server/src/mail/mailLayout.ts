// One layout for every message the shop sends: the store's logo and name on top, a heading,
// paragraphs, an optional highlighted value (a code), a list of facts; HTML and plain text
// carry the same words.

/** Who is writing: the store view's name, its logo and its address on the web. */
export interface MailBrand {
  readonly storeName: string
  /** Absolute URL of the store's logo. */
  readonly logoUrl: string
  /** The shop's base URL, with a trailing slash. */
  readonly baseUrl: string
}

export interface MailContent {
  readonly subject: string
  readonly heading: string
  readonly paragraphs: readonly string[]
  /** A value the reader has to copy, shown large (a gift card code). */
  readonly highlight?: { readonly label: string; readonly value: string }
  readonly facts?: readonly { readonly label: string; readonly value: string }[]
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
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${e(c.subject)}</title></head>
<body style="margin:0;background:#f2f3f5;font:15px/1.4 Helvetica,Arial,sans-serif;color:${INK}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#fff;border-radius:8px;overflow:hidden">
<tr><td style="background:${INK};padding:18px 24px"><a href="${e(brand.baseUrl)}"><img src="${e(brand.logoUrl)}" alt="${e(brand.storeName)}" height="40" style="display:block;height:40px;border:0"></a></td></tr>
<tr><td style="padding:28px 24px 8px"><h1 style="margin:0 0 16px;font-size:22px">${e(c.heading)}</h1>${paragraphs}${highlight}${facts}${closing}</td></tr>
<tr><td style="padding:16px 24px 24px;color:${MUTED};font-size:12px">${e(brand.storeName)} · <a href="${e(brand.baseUrl)}" style="color:${MUTED}">${e(brand.baseUrl)}</a></td></tr>
</table></td></tr></table></body></html>`
}

const textOf = (brand: MailBrand, c: MailContent): string => {
  const lines = [brand.storeName, "", c.heading, "", ...c.paragraphs.flatMap((p) => [p, ""])]
  if (c.highlight) lines.push(`${c.highlight.label}: ${c.highlight.value}`, "")
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
