// The reviews part of the "@shutter/sdk" facade exports.
export type { MyReviewsInput, SubmittedReview } from "./Reviews.js"
export * from "./reviewModel.js"
