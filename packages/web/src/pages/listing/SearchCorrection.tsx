import { SEARCH_RESULTS_PATH, searchCorrectionTexts, verbatimSearchTerm } from "@shutter/sdk/rules"
import { Link } from "wouter"

/**
 * Above corrected search results: which term they are for, and a link to the term as typed
 * ("Showing results for “tripod”" · "Search instead for “tripd”").
 */
export const SearchCorrection = ({
  asked,
  corrected,
}: {
  readonly asked: string
  readonly corrected: string
}) => {
  const texts = searchCorrectionTexts(asked, corrected)
  const verbatim = `${SEARCH_RESULTS_PATH}?term=${encodeURIComponent(verbatimSearchTerm(asked))}`
  return (
    <div className="listing__correction" data-testid="search-correction">
      <p className="listing__correction-showing">{texts.showing}</p>
      <p className="listing__correction-instead">
        <Link href={verbatim}>{texts.instead}</Link>
      </p>
    </div>
  )
}
