import {
  startWebServer
} from "./chunk-HUOKLHZJ.js";
export {
  startWebServer
};
