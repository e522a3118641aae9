/** The store's URLs as the request reached it (base and secure base). */
export interface RequestUrls {
  /** e.g. `http://127.0.0.1:4000/`, always with a trailing slash. */
  readonly base: string
  readonly secure: string
}
