import {
  startWebServer
} from "./chunk-HUOKLHZJ.js";

// server/bin.ts
var web = await startWebServer({
  backendUrl: process.env.SHUTTER_BACKEND_URL ?? "http://127.0.0.1:4000",
  port: Number(process.env.PORT ?? 3e3),
  host: process.env.HOST ?? "127.0.0.1"
});
console.log(`Shutter web listening on ${web.url}`);
var stop = () => {
  web.close().then(
    () => process.exit(0),
    () => process.exit(1)
  );
};
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
