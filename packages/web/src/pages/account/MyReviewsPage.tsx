import { useMyReviews } from "@shutter/react/engagement"
import { MY_REVIEWS_PAGE_SIZE, productPath } from "@shutter/sdk/rules"
import { Link, useSearch } from "wouter"
import { Rating } from "../../components/Rating.js"
import "../../styles/engagement.css"
import { Pager, pageOf } from "../../components/Pager.js"
import { EmptyAccountList } from "./EmptyAccountList.js"
import { orderDateText } from "./orderFormat.js"

/**
 * `/customer/my-reviews`: the customer's reviews, newest first, ten a page, with their stars and
 * a link to each product (pending ones too: the shop has not published them yet).
 */
export const MyReviewsPage = () => {
  const currentPage = pageOf(useSearch())
  const { data, error, showLoading } = useMyReviews({
    currentPage,
    pageSize: MY_REVIEWS_PAGE_SIZE,
  })
  if (error !== undefined && error !== null && data === undefined)
    return (
      <p className="form-alert" role="alert">
        Your reviews could not be loaded. Please try again.
      </p>
    )
  if (data === undefined)
    return (
      <div className="account-card skeleton-block" aria-busy="true" data-loading={showLoading} />
    )
  if (data.items.length === 0)
    return (
      <EmptyAccountList
        heading="You haven't reviewed any products yet"
        text="Used something you bought from us? Write a review on its product page: your reviews and their ratings are listed here."
      />
    )
  return (
    <div className="my-reviews" data-testid="my-reviews">
      <ul className="engagement-list">
        {data.items.map((review) => {
          const href = productPath(review.product)
          return (
            <li
              key={`${review.product.sku}-${review.created_at}-${review.summary}`}
              className="engagement-item"
              data-testid="my-review"
            >
              {review.product.thumbnail?.url ? (
                <img
                  className="engagement-item__image"
                  src={review.product.thumbnail.url}
                  alt=""
                  width={96}
                  height={96}
                  loading="lazy"
                />
              ) : (
                <span className="engagement-item__image" aria-hidden="true" />
              )}
              <div className="engagement-item__body">
                <h2 className="engagement-item__title">
                  <Link href={href}>{review.product.name ?? review.product.sku}</Link>
                </h2>
                <p className="engagement-item__meta">
                  <Rating value={review.stars} /> {orderDateText(review.created_at)} · by{" "}
                  {review.nickname}
                </p>
                {review.statusText === null ? null : (
                  <p className="engagement-item__status" data-testid="my-review-status">
                    {review.statusText}
                  </p>
                )}
                <h3 className="engagement-item__summary">{review.summary}</h3>
                <p>{review.text}</p>
              </div>
            </li>
          )
        })}
      </ul>
      <Pager
        path="/customer/my-reviews"
        label="My reviews pages"
        currentPage={currentPage}
        totalPages={data.pageInfo.total_pages ?? 1}
      />
    </div>
  )
}
