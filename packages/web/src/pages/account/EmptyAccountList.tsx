import { Link } from "wouter"

/** An account list with nothing in it yet: what it is for, and a way back to the shop. */
export const EmptyAccountList = ({
  heading,
  text,
}: {
  readonly heading: string
  readonly text: string
}) => (
  <div className="account-empty" data-testid="account-empty">
    <h2>{heading}</h2>
    <p>{text}</p>
    <Link href="/" className="button button--primary">
      Continue shopping
    </Link>
  </div>
)
