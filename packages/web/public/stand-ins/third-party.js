// A stand-in for the storefront's other third-party scripts (ad tracker, reviews widget,
// financing widget, analytics, ratings widget), for tests and local development: no vendor, no
// network, nothing on screen. It records that it ran, under its script element's name, in
// window.thirdPartyStandIns; as the ad tracker it also records what reaches the tracker's queue
// (window._learnq, which stays the queue the storefront pushes to).
;(() => {
  const element = document.currentScript
  const name = element?.dataset.thirdParty ?? "unknown"
  const record = { key: element?.dataset.key ?? "", events: [] }
  window.thirdPartyStandIns ??= {}
  window.thirdPartyStandIns[name] = record
  if (name !== "adTracker") return
  window._learnq ??= []
  const queue = window._learnq
  record.events.push(...queue)
  const push = queue.push.bind(queue)
  queue.push = (...events) => {
    record.events.push(...events)
    return push(...events)
  }
})()
