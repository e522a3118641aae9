import { Link } from "wouter"

/** Placeholder 404 until the catch-all route resolver lands (spec §2 Error page). */
export const NotFoundPage = () => (
  <section className="error-page">
    <h1>Page not found</h1>
    <Link href="/">Back to Home page</Link>
  </section>
)
