// server/index.ts
import { createServer } from "http";
import { fileURLToPath } from "url";

// server/proxy.ts
import { request } from "http";
var hopByHop = /* @__PURE__ */ new Set([
  "connection",
  "keep-alive",
  "proxy-authenticate",
  "proxy-authorization",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade"
]);
var forwardable = (headers) => Object.fromEntries(Object.entries(headers).filter(([name]) => !hopByHop.has(name)));
var proxyTo = (backend, req, res) => {
  const target = new URL(req.url ?? "/", backend);
  const upstream = request(
    target,
    {
      method: req.method,
      headers: {
        // The original Host stays, so the backend builds its absolute URLs (media, base_url)
        // on the shop's origin, like nginx's `proxy_set_header Host $host`.
        ...forwardable(req.headers),
        "x-forwarded-proto": "http"
      }
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, forwardable(answer.headers));
      answer.pipe(res);
    }
  );
  upstream.on("error", () => {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res.writeHead(502, { "content-type": "application/json" });
    res.end(
      JSON.stringify({
        errors: [{ message: "The store backend is unavailable", extensions: { category: "graphql" } }]
      })
    );
  });
  req.pipe(upstream);
};

// server/static.ts
import { createReadStream } from "fs";
import { stat } from "fs/promises";
import { extname, join, normalize, sep } from "path";
import { createGzip } from "zlib";
var contentTypes = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".map": "application/json",
  ".txt": "text/plain; charset=utf-8",
  ".woff2": "font/woff2"
};
var compressible = /* @__PURE__ */ new Set([".html", ".js", ".css", ".json", ".svg", ".webmanifest", ".map", ".txt"]);
var fileFor = (root, urlPath) => {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return void 0;
  }
  const candidate = normalize(join(root, decoded));
  return candidate === root || candidate.startsWith(root + sep) ? candidate : void 0;
};
var isFile = async (path) => stat(path).then(
  (s) => s.isFile(),
  () => false
);
var serveStatic = async (root, req, res) => {
  const urlPath = new URL(req.url ?? "/", "http://local").pathname;
  const requested = fileFor(root, urlPath);
  const file = requested && await isFile(requested) ? requested : join(root, "index.html");
  const ext = extname(file);
  const headers = {
    "content-type": contentTypes[ext] ?? "application/octet-stream",
    "cache-control": urlPath.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "no-cache",
    vary: "accept-encoding"
  };
  const gzip = compressible.has(ext) && /\bgzip\b/.test(String(req.headers["accept-encoding"]));
  if (gzip) headers["content-encoding"] = "gzip";
  res.writeHead(200, headers);
  if (req.method === "HEAD") {
    res.end();
    return;
  }
  const body = createReadStream(file);
  if (gzip) body.pipe(createGzip()).pipe(res);
  else body.pipe(res);
};

// server/index.ts
var defaultDist = fileURLToPath(new URL("../dist", import.meta.url));
var isBackendPath = (path) => path === "/graphql" || path.startsWith("/graphql?") || path.startsWith("/media/");
var startWebServer = async (options) => {
  const backend = new URL(options.backendUrl);
  const root = options.distDir ?? defaultDist;
  const host = options.host ?? "127.0.0.1";
  const server = createServer((req, res) => {
    const path = req.url ?? "/";
    if (path === "/health") {
      res.writeHead(200, { "content-type": "application/json" }).end('{"status":"ok"}');
      return;
    }
    if (isBackendPath(path)) {
      proxyTo(backend, req, res);
      return;
    }
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { allow: "GET, HEAD" }).end();
      return;
    }
    serveStatic(root, req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address();
  return {
    url: `http://${host}:${port}`,
    port,
    close: () => new Promise((resolve, reject) => {
      server.close((error) => error ? reject(error) : resolve());
      server.closeIdleConnections();
    })
  };
};

export {
  startWebServer
};
