// A stand-in for a chat widget, for tests and local development: no vendor, no network. It
// keeps the storefront's chat contract: commands arrive on window.shutterChat (["open"]), those
// pushed before it loaded included. Enabled by pointing storeConfig.chat_widget_script_url here.
;(() => {
  const key = document.currentScript?.dataset.key ?? ""
  let panel
  const open = () => {
    if (panel === undefined) {
      panel = document.createElement("div")
      panel.setAttribute("role", "dialog")
      panel.setAttribute("aria-labelledby", "stand-in-chat-title")
      panel.dataset.standIn = "chatWidget"
      panel.style.cssText =
        "position:fixed;right:16px;bottom:88px;z-index:1000;width:min(320px,calc(100vw - 32px));" +
        "padding:16px;background:#fff;color:#1a1a1a;border:1px solid #595959;border-radius:8px;" +
        "box-shadow:0 4px 16px rgba(0,0,0,.25);font:16px/1.4 system-ui,sans-serif"
      panel.innerHTML =
        '<h2 id="stand-in-chat-title" style="margin:0 0 8px;font-size:18px">Chat with us</h2>' +
        '<label style="display:block">Your message<textarea rows="3" style="display:block;' +
        'width:100%;box-sizing:border-box;margin-top:4px;font:inherit"></textarea></label>' +
        '<button type="button" style="margin-top:8px;padding:8px 16px;font:inherit;' +
        'background:#1a1a1a;color:#fff;border:0;border-radius:4px">Close</button>'
      panel.querySelector("button").addEventListener("click", () => {
        panel.hidden = true
      })
      document.body.append(panel)
    }
    panel.hidden = false
    panel.querySelector("textarea").focus()
  }
  const run = (command) => {
    if (Array.isArray(command) && command[0] === "open") open()
  }
  window.shutterChat ??= []
  const queue = window.shutterChat
  for (const command of queue.splice(0)) run(command)
  queue.push = (...commands) => {
    for (const command of commands) run(command)
    return queue.length
  }
  window.thirdPartyStandIns ??= {}
  window.thirdPartyStandIns.chatWidget = { key }
})()
