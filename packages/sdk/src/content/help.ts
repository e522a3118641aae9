// Spec §1/§2: the Help popup, the help modal and the help-and-FAQs button of the header.

/** The Help popup's three entries, in the spec's order and words. */
export const HELP_ENTRIES = {
  sellUsedGear: { label: "I've got used gear to sell", href: "/used-equipment-quote" },
  /** Opens the chat widget (the third-party script loader's `openChat`); without one, the help modal. */
  sendMessage: { label: "Send us a Message" },
  trackOrder: { label: "Track my web order", href: "/track-order" },
} as const

/** The header's help-and-FAQs button: it opens the help modal. */
export const HELP_AND_FAQS_LABEL = "Help & FAQs"

/**
 * The CMS block the help modal shows (its title is the modal's heading): how to reach the shop
 * by phone and e-mail, the hours, and links to the FAQ, order tracking and used-gear quotes.
 */
export const HELP_CONTACT_BLOCK = "help-contact"
