// The newsletter part of the "@shutter/sdk" facade exports.
export { type NewsletterChoice, NewsletterError } from "./Newsletter.js"
export * from "./newsletterMessages.js"
