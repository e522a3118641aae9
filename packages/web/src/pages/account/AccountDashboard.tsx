import { useCustomer } from "@shutter/react"
import { Link } from "wouter"

/** `/customer` (My Account): contact information, newsletter, and where addresses and orders are. */
export const AccountDashboard = () => {
  const customer = useCustomer()
  return (
    <div className="account-grid" aria-busy={customer === null}>
      <section className="account-card" aria-labelledby="dashboard-contact">
        <h2 id="dashboard-contact">Contact information</h2>
        {customer ? (
          <p data-testid="account-contact">
            {customer.firstname} {customer.lastname}
            <br />
            {customer.email}
          </p>
        ) : (
          <p className="skeleton-text" />
        )}
        <p className="account-card__links">
          <Link href="/customer/my-profile">Edit</Link>
          <Link href="/customer/my-profile#profile-password">Change password</Link>
        </p>
      </section>
      <section className="account-card" aria-labelledby="dashboard-newsletter">
        <h2 id="dashboard-newsletter">Newsletter</h2>
        <p>
          {customer?.isSubscribed
            ? "You are subscribed to our newsletter."
            : "You aren't subscribed to our newsletter."}
        </p>
        <p className="account-card__links">
          <Link href="/customer/my-newsletter">Edit</Link>
        </p>
      </section>
      <section className="account-card" aria-labelledby="dashboard-addresses">
        <h2 id="dashboard-addresses">Address book</h2>
        <p>Your default shipping and billing addresses, ready at checkout.</p>
        <p className="account-card__links">
          <Link href="/customer/addresses-details">Manage addresses</Link>
        </p>
      </section>
      <section className="account-card" aria-labelledby="dashboard-orders">
        <h2 id="dashboard-orders">Orders</h2>
        <p>Status, tracking numbers, invoices and reorders of everything you bought.</p>
        <p className="account-card__links">
          <Link href="/customer/order-history">View order history</Link>
        </p>
      </section>
    </div>
  )
}
