import type { RenderedPage } from "./ssrContract.js"

type Page = Extract<RenderedPage, { kind: "page" }>

const escapeText = (text: string): string =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")

const escapeAttribute = (text: string): string => escapeText(text).replace(/"/g, "&quot;")

/**
 * JSON inside <script type="application/json">: `<` is written as \u003c so no value can close
 * the script (`</script>`) or open a comment; U+2028/2029 are escaped for old parsers.
 */
export const escapeJsonForHtml = (json: string): string =>
  json
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029")

/** The id of the script holding the query store's entries (read by src/main.tsx). */
export const STATE_SCRIPT_ID = "shutter-state"

/**
 * Written where an answer's CSP nonce goes (`<script nonce="…">`): pages are rendered and cached
 * once, and each answer puts a fresh nonce in its place (`ssr.ts`).
 */
export const NONCE_PLACEHOLDER = "__SHUTTER_CSP_NONCE__"

/** How long a page waits for its `load` event before hydrating anyway (an image that hangs). */
export const HYDRATION_AT_THE_LATEST_MS = 3000

/**
 * The loader of a server-rendered page's hydration scripts: it adds them once the page has
 * loaded and is on screen, or after `HYDRATION_AT_THE_LATEST_MS`, or at the shopper's first
 * tap, key or scroll, whichever comes first. "On screen" is what the browser reports as
 * presented, not an animation frame: a busy phone runs the frame's script long before it shows
 * the frame, and hydration started then (75 KB of script to fetch, one long task) holds back the
 * largest paint. So it waits for the first contentful paint and, when a priority image
 * (`fetchpriority="high"`, the LCP candidate) is in view, for that image's largest-contentful-
 * paint entry, or for a larger one it can no longer beat (a paragraph larger than the picture a
 * contained image paints takes the entry, and the image then never gets one). A browser without
 * these entries waits an animation frame; a background tab (no frames, no paints) starts at once.
 */
const hydrationLoader = (scripts: ReadonlyArray<string>, preloads: ReadonlyArray<string>): string =>
  `<script nonce="${NONCE_PLACEHOLDER}">(function(s,p){var d=document,n=0;function go(){if(n++)return;` +
  `p.forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=h;d.head.appendChild(l)});` +
  `s.forEach(function(u){var e=d.createElement("script");e.type="module";e.crossOrigin="";e.src=u;d.head.appendChild(e)})}` +
  `function later(){setTimeout(go,0)}` +
  `function shown(){var P=typeof PerformanceObserver=="function"&&PerformanceObserver.supportedEntryTypes||[];` +
  `if(P.indexOf("paint")<0)return requestAnimationFrame(later);` +
  // The largest priority image in view, and the area LCP gives it: what it paints (the picture
  // inside an `object-fit: contain` box, centred) within the viewport.
  `var t=null,a=0,f=0,i=P.indexOf("largest-contentful-paint")<0,o;` +
  `[].forEach.call(d.querySelectorAll("img[fetchpriority=high]"),function(m){var r=m.getBoundingClientRect(),` +
  `x=r.left,y=r.top,W=r.right-x,H=r.bottom-y,u=m.naturalWidth,v=m.naturalHeight,k,c=getComputedStyle(m).objectFit;` +
  `if((c==="contain"||c==="scale-down")&&u&&v){k=Math.min(W/u,H/v);if(c==="scale-down")k=Math.min(k,1);` +
  `x+=(W-u*k)/2;y+=(H-v*k)/2;W=u*k;H=v*k}` +
  `var w=Math.min(x+W,innerWidth)-Math.max(x,0),h=Math.min(y+H,innerHeight)-Math.max(y,0);` +
  `if(w>0&&h>0&&w*h>a){a=w*h;t=m}});if(!t)i=1;` +
  `o=new PerformanceObserver(function(l){l.getEntries().forEach(function(e){` +
  `if(e.name==="first-contentful-paint")f=1;else if(e.entryType==="largest-contentful-paint"&&(e.element===t||e.size>=a))i=1});` +
  `if(f&&i){o.disconnect();later()}});` +
  `o.observe({type:"paint",buffered:true});if(!i)o.observe({type:"largest-contentful-paint",buffered:true})}` +
  `function loaded(){d.hidden?go():shown()}` +
  `["pointerdown","keydown","scroll"].forEach(function(e){addEventListener(e,go,{once:true,passive:true})});` +
  `d.readyState==="complete"?loaded():addEventListener("load",loaded);setTimeout(go,${HYDRATION_AT_THE_LATEST_MS})` +
  `})(${escapeJsonForHtml(JSON.stringify(scripts))},${escapeJsonForHtml(JSON.stringify(preloads))})</script>`

/**
 * A server-rendered page paints without JavaScript: its scripts only hydrate it, so they are
 * fetched after the page has loaded and painted instead of from <head>. Downloaded beside the
 * LCP image (72 KB of entry script on a slow phone link) they compete with it for bandwidth,
 * and evaluated before the first paint they hold it back. The cost: hydration starts once the
 * page's eager images have loaded and been shown (a few KB; `bench:web` lists them).
 */
export const hydrationScriptsAfterLoad = (html: string): string => {
  const scripts: string[] = []
  const preloads: string[] = []
  const rest = html
    .replace(
      /<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>/g,
      (_: string, src: string) => {
        scripts.push(src)
        return ""
      },
    )
    .replace(
      /<link rel="modulepreload"(?: crossorigin)? href="([^"]+)">/g,
      (_: string, href: string) => {
        preloads.push(href)
        return ""
      },
    )
  if (scripts.length === 0 || !rest.includes("</body>")) return html
  return rest.replace("</body>", () => `${hydrationLoader(scripts, preloads)}</body>`)
}

/**
 * Vite's stylesheet link replaced by the stylesheet itself (`read` gets a file by its URL
 * path): one round trip less before the first paint. Left as a link if it cannot be inlined.
 */
export const inlineStylesheets = async (
  html: string,
  read: (path: string) => Promise<string>,
): Promise<string> => {
  let result = html
  for (const match of html.matchAll(/<link rel="stylesheet"(?: crossorigin)? href="([^"]+)">/g)) {
    const css = await read(match[1] ?? "").catch(() => undefined)
    if (css === undefined || /<\/style/i.test(css)) continue
    result = result.replace(match[0], () => `<style>${css}</style>`)
  }
  return result
}

/**
 * For each stylesheet `inlineStylesheets` inlined, a `disabled` link to it at the end of <head>:
 * never fetched nor applied (a disabled stylesheet is not loaded), but Vite's preload helper
 * finds it when a lazy page chunk lists that CSS as a dependency. Without it, the helper adds
 * the whole stylesheet again once the page's chunk loads: a second download and a style
 * recalculation and layout of the whole page in the middle of hydration (category and product
 * pages, measured 2026-11-22).
 */
export const markInlinedStylesheets = (template: string, pageTemplate: string): string => {
  const marks: string[] = []
  for (const match of template.matchAll(
    /<link rel="stylesheet"(?: crossorigin)? href="([^"]+)">/g,
  )) {
    if (!pageTemplate.includes(match[0]))
      marks.push(`<link rel="stylesheet" href="${match[1] ?? ""}" disabled>`)
  }
  return marks.length === 0
    ? pageTemplate
    : pageTemplate.replace("</head>", () => `${marks.join("")}</head>`)
}

/** The template server-rendered pages go into: scripts after the load, the CSS inlined. */
export const pageTemplateOf = (
  template: string,
  read: (path: string) => Promise<string>,
): Promise<string> => inlineStylesheets(hydrationScriptsAfterLoad(template), read)

const attributeOf = (tag: string, name: string): string | undefined =>
  new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1]

/**
 * The preload of a high-priority <img>: inside a <picture>, of its first <source> (AVIF) with
 * that source's type, srcset and sizes, so the browser fetches exactly the file the picture
 * shows (a preload of the <img>'s JPEG `src` is a download no AVIF browser uses, competing with
 * the real one); a browser without the type skips the preload and picks from the picture itself.
 */
const preloadOf = (appHtml: string, img: string, at: number): string | undefined => {
  const before = appHtml.slice(0, at)
  const pictureStart = before.lastIndexOf("<picture")
  const source =
    pictureStart > before.lastIndexOf("</picture>")
      ? /<source [^>]*>/i.exec(before.slice(pictureStart))?.[0]
      : undefined
  if (source !== undefined) {
    const srcset = attributeOf(source, "srcSet")
    if (srcset === undefined) return undefined
    const type = attributeOf(source, "type")
    const sizes = attributeOf(source, "sizes")
    return (
      `<link rel="preload" as="image"${type ? ` type="${type}"` : ""} imagesrcset="${srcset}"` +
      `${sizes ? ` imagesizes="${sizes}"` : ""} fetchpriority="high"/>`
    )
  }
  const src = attributeOf(img, "src")
  return src === undefined
    ? undefined
    : `<link rel="preload" as="image" href="${src}" fetchpriority="high"/>`
}

/**
 * The images the page marks `fetchpriority="high"` (a listing's first card, a product's main
 * image, the home hero: the LCP candidates) preloaded from <head>, so their download starts
 * with the stylesheet instead of when the parser reaches them deep in the body.
 */
export const priorityImagePreloads = (appHtml: string, existing = ""): string => {
  const links: string[] = []
  for (const match of appHtml.matchAll(/<img [^>]*fetchPriority="high"[^>]*>/gi)) {
    const link = preloadOf(appHtml, match[0], match.index)
    const target = link && /(?:href|imagesrcset)="([^"]+)"/.exec(link)?.[1]
    if (
      link === undefined ||
      target === undefined ||
      existing.includes(`="${target}"`) ||
      links.some((l) => l.includes(`="${target}"`))
    )
      continue
    links.push(link)
    if (links.length === 2) break
  }
  return links.join("")
}

const ROOT_PARSED_ID = "root-parsed"

/**
 * The first paint waits until the whole server-rendered #root is parsed. A browser that yields
 * while parsing (a busy phone) would otherwise paint half a header: the right-aligned controls
 * then move left as the next ones arrive, a layout shift (CLS must stay 0, DESIGN.md). The
 * document is complete when it is sent (`prerender`), so this costs only the parse.
 */
const RENDER_AFTER_ROOT = `<link rel="expect" href="#${ROOT_PARSED_ID}" blocking="render"/>`

/** Puts a server render into the page template (`pageTemplateOf`): #root's markup, the state, title and description. */
export const pageIntoShell = (template: string, page: Page): string => {
  // React puts the preloads it derives (e.g. the logo, `fetchPriority="high"`) before the
  // markup; they belong in <head>, where the browser finds them first, not inside #root.
  const reactPreloads = /^(?:<link [^>]*\/>)+/.exec(page.appHtml)?.[0] ?? ""
  const appHtml = page.appHtml.slice(reactPreloads.length)
  const preloads = reactPreloads + priorityImagePreloads(appHtml, reactPreloads)
  let html = template.replace(
    /<div id="root"><\/div>/,
    () =>
      `<div id="root">${appHtml}</div><span id="${ROOT_PARSED_ID}" hidden></span>` +
      `<script type="application/json" id="${STATE_SCRIPT_ID}">${escapeJsonForHtml(page.stateJson)}</script>`,
  )
  const head = preloads + RENDER_AFTER_ROOT + (page.head ?? "")
  if (head !== "") html = html.replace("</head>", () => `${head}</head>`)
  if (page.title !== undefined) {
    const title = escapeText(page.title)
    html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
  }
  if (page.description !== undefined) {
    const description = escapeAttribute(page.description)
    html = html.replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${description}" />`,
    )
  }
  return html
}
