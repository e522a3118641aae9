import { CmsPageView } from "../CmsPageView.js"
import { GiftCardBalanceForm } from "./GiftCardBalanceForm.js"

/** The CMS page the `/gift-cards` landing shows (its copy links to the gift card products). */
export const GIFT_CARDS_CMS_PAGE = "gift-cards"

/**
 * `/gift-cards`: the spec lists it as a route of its own, so it wins over the catalogue's
 * suffix redirect to the `gift-cards.html` category: the CMS landing plus the balance check.
 */
export const GiftCardsLanding = () => (
  <div className="gift-cards-landing">
    <CmsPageView identifier={GIFT_CARDS_CMS_PAGE} />
    <GiftCardBalanceForm />
  </div>
)
