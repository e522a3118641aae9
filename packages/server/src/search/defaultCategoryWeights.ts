// The category weights a new shop starts with, by category URL path (0–1): what a camera shop
// shows first when a query names no kind of product ("canon", "sony a7"): bodies, then lenses,
// then video cameras, then lighting and support, then consumables and small accessories.
// Merchants edit `search_category_weights`; categories not listed weigh 0 (services, gift cards).
export const DEFAULT_CATEGORY_WEIGHTS: ReadonlyMap<string, number> = new Map([
  ["photography/cameras", 1],
  ["lenses", 0.8],
  ["video/cinema-cameras", 0.7],
  ["video/camcorders", 0.6],
  ["shop-used-gear/used-cameras", 0.5],
  ["shop-used-gear/used-lenses", 0.4],
  ["video/drones", 0.4],
  ["lighting/flashes-strobes", 0.4],
  ["lighting/continuous-lighting", 0.3],
  ["video/gimbals-stabilizers", 0.3],
  ["video/monitors-recorders", 0.3],
  ["audio/microphones", 0.3],
  ["photography/tripods-supports", 0.3],
  ["shop-used-gear", 0.3],
  ["audio", 0.2],
  ["lighting", 0.2],
  ["photography/film-darkroom-supplies", 0.2],
  ["photography/bags-straps", 0.2],
  ["photography/memory-cards", 0.2],
  ["photography/camera-accessories", 0.1],
])
