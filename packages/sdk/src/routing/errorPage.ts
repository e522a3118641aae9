// Spec §2 Error page (§8): a 404 says 'Page not found' (then searches for the path), any other
// error 'Content does not load properly'; both link back home.

export const PAGE_NOT_FOUND_TITLE = "Page not found"
export const CONTENT_NOT_LOADED_TITLE = "Content does not load properly"
export const BACK_TO_HOME_TEXT = "Back to Home page"

/** The error page's title: a page that was not found, or one whose content did not load. */
export const errorPageTitle = (notFound: boolean): string =>
  notFound ? PAGE_NOT_FOUND_TITLE : CONTENT_NOT_LOADED_TITLE
