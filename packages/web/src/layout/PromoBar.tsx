import { Link } from "wouter"
import { promo } from "../config/links.js"

/** Spec §1: the promo bar links to the shipping policy page. Its height is reserved (no CLS). */
export const PromoBar = () => (
  <div className="promo-bar" data-testid="promo-bar">
    <Link href={promo.href}>{promo.text}</Link>
  </div>
)
