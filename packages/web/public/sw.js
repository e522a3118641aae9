// Shutter's service worker (spec §2: registered from /sw.js at scope /). Hand-written, no build
// step: it caches the app shell (index.html and the hashed assets it loads) and product images.
// GraphQL answers are never cached here: prices and stock must be live.
// Pages are rendered on the server with their own data, so a page's HTML is never cached or
// served for another URL: offline, navigations get the client-only shell, /index.html (the
// web server serves that file as built, without server-rendered content), which renders the
// URL in the browser.
const SHELL_CACHE = "shutter-shell-v2"
const IMAGE_CACHE = "shutter-images-v1"
const IMAGE_CACHE_LIMIT = 200
const OFFLINE_SHELL = "/index.html"
const SHELL = [OFFLINE_SHELL, "/manifest.webmanifest", "/favicon.svg", "/icon.svg"]

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(SHELL))
      .then(() => self.skipWaiting()),
  )
})

self.addEventListener("activate", (event) => {
  const keep = new Set([SHELL_CACHE, IMAGE_CACHE])
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => !keep.has(k)).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  )
})

const trim = async (cacheName, limit) => {
  const cache = await caches.open(cacheName)
  const keys = await cache.keys()
  await Promise.all(keys.slice(0, Math.max(0, keys.length - limit)).map((k) => cache.delete(k)))
}

// Cache first, then network (and remember the answer).
const cacheFirst = async (request, cacheName) => {
  const cached = await caches.match(request)
  if (cached) return cached
  const response = await fetch(request)
  if (response.ok) {
    const cache = await caches.open(cacheName)
    await cache.put(request, response.clone())
    if (cacheName === IMAGE_CACHE) trim(IMAGE_CACHE, IMAGE_CACHE_LIMIT)
  }
  return response
}

// Network first for pages (each URL's own server-rendered HTML), the client-only shell offline.
// The offline shell is refreshed once per worker start, so it follows new deployments.
let shellRefreshed = false
const networkFirstPage = async (request) => {
  try {
    const response = await fetch(request)
    if (response.ok && !shellRefreshed) {
      shellRefreshed = true
      caches
        .open(SHELL_CACHE)
        .then((cache) => cache.add(OFFLINE_SHELL))
        .catch(() => {})
    }
    return response
  } catch {
    return (await caches.match(OFFLINE_SHELL)) ?? Response.error()
  }
}

self.addEventListener("fetch", (event) => {
  const { request } = event
  if (request.method !== "GET") return
  const url = new URL(request.url)
  if (url.origin !== self.location.origin) return
  if (request.mode === "navigate") {
    event.respondWith(networkFirstPage(request))
  } else if (url.pathname.startsWith("/assets/")) {
    event.respondWith(cacheFirst(request, SHELL_CACHE))
  } else if (url.pathname.startsWith("/media/catalog/product/")) {
    event.respondWith(cacheFirst(request, IMAGE_CACHE))
  }
})
