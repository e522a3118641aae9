import { useIsSignedIn, useProduct } from "@shutter/react"
import {
  type BundleQuantities,
  type BundleSelection,
  type CustomOptionChoice,
  chooseBundleOption,
  chooseCustomOption,
  defaultBundleSelection,
  hasChoicePrice,
  hasErrorTag,
  isOnSale,
  notFoundRedirect,
  type ProductDetails,
  productBreadcrumbs,
  productGallery,
  selectedVariant,
  starsOfRatingSummary,
  toggleLink,
  type VariantSelection,
} from "@shutter/sdk/rules"
import { productMeta } from "@shutter/sdk/seo"
import { lazy, Suspense, useEffect, useState } from "react"
import { useLocation } from "wouter"
import { Breadcrumbs } from "../../components/Breadcrumbs.js"
import { CmsContent } from "../../components/CmsContent.js"
import { Labels } from "../../components/Labels.js"
import { Price } from "../../components/Price.js"
import { Rating } from "../../components/Rating.js"
import { StockLine } from "../../components/StockLine.js"
import { usePageProgress } from "../../hooks/usePageProgress.js"
import { deferredPart } from "../../layout/deferredPart.js"
import { PageHead } from "../../seo/PageHead.js"
import { WishlistHeart } from "../../wishlist/WishlistHeart.js"
import { ErrorPage } from "../ErrorPage.js"
import { AddToCart } from "./AddToCart.js"
import { Gallery } from "./Gallery.js"
import type { ProductTabId } from "./ProductTabs.js"
import {
  customOptionsCode,
  hasCustomOptions,
  productOptionsCode,
  typeWithOptions,
} from "./productOptionTypes.js"

const ConfigurableOptions = lazy(productOptionsCode.ConfigurableProduct)
const BundleOptions = lazy(productOptionsCode.BundleProduct)
const GroupedItems = lazy(productOptionsCode.GroupedProduct)
const DownloadableLinks = lazy(productOptionsCode.DownloadableProduct)
const CustomOptions = lazy(customOptionsCode)
// Only bundles, downloadables with links and products with custom options have a choice price.
const ChoicePrice = lazy(() => import("./ChoicePrice.js").then((m) => ({ default: m.ChoicePrice })))
const ChoicePriceAmount = lazy(() =>
  import("./ChoicePrice.js").then((m) => ({ default: m.ChoicePriceAmount })),
)
const GiftCardOptions = lazy(productOptionsCode.GiftCardProduct)

// Used by few visits: hydrated when the shopper reaches for it, or once a customer has signed
// in (their alerts decide what it shows).
const ProductAlertButtons = deferredPart("product-alerts", "touched", () =>
  import("./ProductAlertButtons.js").then((m) => m.ProductAlertButtons),
)

// Below the fold: hydrated (its code fetched) when it scrolls into view.
const ProductDetailsSection = deferredPart("product-details", "near", () =>
  import("./ProductDetailsSection.js").then((m) => m.ProductDetailsSection),
)

/** The product with `value` as its one price (no range, no special price), in its currency. */
const atOnePrice = <P extends Pick<ProductDetails, "price_range">>(
  product: P,
  value: number,
): P => {
  const money = { value, currency: product.price_range.minimum_price.final_price.currency }
  const price = { final_price: money, regular_price: money }
  return { ...product, price_range: { minimum_price: price, maximum_price: price } }
}

const ProductView = ({ product }: { readonly product: ProductDetails }) => {
  const [selection, setSelection] = useState<VariantSelection>({})
  const [bundle, setBundle] = useState<BundleSelection>(() => defaultBundleSelection(product))
  const [bundleQuantities, setBundleQuantities] = useState<BundleQuantities>({})
  const [links, setLinks] = useState<ReadonlyArray<string>>([])
  const [options, setOptions] = useState<CustomOptionChoice>({})
  const choice = { bundle, bundleQuantities, links, options }
  const variant = selectedVariant(product, selection)
  const shown = variant ? { ...product, ...variant, name: product.name } : product
  const optionsType = typeWithOptions(product)
  const gallery = productGallery(product, variant)
  // A gift card's headline is the amount picked (or typed) once there is one, not its range.
  const [giftCardAmount, setGiftCardAmount] = useState<number | null>(null)
  const headline = giftCardAmount === null ? shown : atOnePrice(shown, giftCardAmount)
  const signedIn = useIsSignedIn()
  const onSale = isOnSale(product)
  useEffect(() => {
    if (signedIn) void ProductAlertButtons.wanted()
  }, [signedIn])
  // Unset: the first tab the product has (ProductDetailsSection knows which).
  const [tab, setTab] = useState<ProductTabId | undefined>(undefined)
  // The rating in the buy box opens the Reviews tab and brings it into view, once the tabs are
  // hydrated (they wait for their code until wanted).
  const showReviews = () =>
    void ProductDetailsSection.wanted().then(() => {
      setTab("reviews")
      const reviewsTab = document.getElementById("tab-reviews")
      reviewsTab?.focus({ preventScroll: true })
      reviewsTab?.scrollIntoView({ block: "start" })
    })
  return (
    <article className="product-page" data-testid="product-page">
      <Breadcrumbs crumbs={productBreadcrumbs(product)} />
      <div className="product-page__top">
        <div className="product-page__media">
          <Labels labels={product.am_product_labels ?? null} />
          <Gallery key={variant?.sku ?? product.sku} images={gallery} name={product.name ?? ""} />
        </div>
        <div className="product-page__buy" data-testid="buy-box">
          <h1>{product.name}</h1>
          {product.manufacturer_name && (
            <p className="product-page__brand">{product.manufacturer_name}</p>
          )}
          <p className="product-page__sku">
            SKU: <span data-testid="sku">{shown.sku}</span>
          </p>
          {product.review_count > 0 ? (
            <button
              type="button"
              className="product-page__rating link-button"
              onClick={showReviews}
            >
              <Rating
                value={starsOfRatingSummary(product.rating_summary)}
                count={product.review_count}
              />
            </button>
          ) : (
            <button
              type="button"
              className="product-page__rating link-button"
              onClick={showReviews}
            >
              Be the first to review
            </button>
          )}
          {onSale && <Price product={headline} size="page" />}
          <StockLine
            product={{
              ...product,
              ...(variant
                ? {
                    stock_status: variant.stock_status,
                    only_x_left_in_stock: variant.only_x_left_in_stock,
                  }
                : {}),
            }}
          />
          {product.short_description?.html && (
            <CmsContent className="product-page__short" html={product.short_description.html} />
          )}
          {onSale ? (
            <>
              <Suspense fallback={null}>
                {optionsType === "ConfigurableProduct" && (
                  <ConfigurableOptions
                    product={product}
                    selection={selection}
                    onSelect={(code, index) => setSelection((s) => ({ ...s, [code]: index }))}
                  />
                )}
                {optionsType === "BundleProduct" && (
                  <BundleOptions
                    product={product}
                    selection={bundle}
                    quantities={bundleQuantities}
                    onChoose={(option, picked, multiple) =>
                      setBundle((b) => chooseBundleOption(b, option, picked, multiple))
                    }
                    onQuantity={(uid, quantity) =>
                      setBundleQuantities((q) => ({ ...q, [uid]: quantity }))
                    }
                  />
                )}
                {optionsType === "GroupedProduct" && <GroupedItems product={product} />}
                {optionsType === "DownloadableProduct" && (
                  <DownloadableLinks
                    product={product}
                    links={links}
                    onToggle={(uid) => setLinks((l) => toggleLink(l, uid))}
                  />
                )}
                {hasCustomOptions(product) && (
                  <CustomOptions
                    product={product}
                    choice={options}
                    onChoose={(option, value) =>
                      setOptions((o) => chooseCustomOption(o, option, value))
                    }
                  />
                )}
                {optionsType === "GiftCardProduct" && (
                  <GiftCardOptions product={product} onAmount={setGiftCardAmount} />
                )}
              </Suspense>
              {hasChoicePrice(product) && (
                <Suspense fallback={null}>
                  <ChoicePrice product={product} choice={choice} />
                </Suspense>
              )}
              {/* No warranty offers here: the backend exposes no query for them (extensions.graphql). */}
              {/* A gift card's form has its own Add to cart (it checks the card's fields first). */}
              {optionsType !== "GiftCardProduct" && (
                <AddToCart
                  product={product}
                  price={shown.price_range?.minimum_price?.final_price}
                  choicePrice={
                    hasChoicePrice(product) ? (
                      <Suspense fallback={null}>
                        <ChoicePriceAmount product={product} choice={choice} />
                      </Suspense>
                    ) : undefined
                  }
                  selection={selection}
                  variant={variant}
                  bundle={bundle}
                  choice={choice}
                />
              )}
              {product.sku && (
                <ProductAlertButtons sku={product.sku} stockStatus={product.stock_status} />
              )}
              {/* A gift card's heart is in its form, which it takes along. */}
              {optionsType !== "GiftCardProduct" && (
                <WishlistHeart
                  product={product}
                  variantSku={variant?.sku ?? undefined}
                  className="product-page__heart"
                  withText
                />
              )}
            </>
          ) : (
            <p className="product-page__discontinued" data-testid="discontinued-note">
              No longer available: this product has been discontinued. Its specifications and
              reviews stay here for reference.
            </p>
          )}
        </div>
      </div>
      <ProductDetailsSection product={product} active={tab} onSelect={setTab} />
    </article>
  )
}

/** The product page (`{url_key}.html`, `/p/{sku}`). */
const ProductPage = ({
  by,
}: {
  readonly by: { readonly urlKey: string } | { readonly sku: string }
}) => {
  // A navigation keeps the current page until this product is here (see useQuery); never
  // show the previous product in its place.
  const { data: current, error, loading, stale } = useProduct(by, { suspendWhile: "key" })
  const product = stale ? undefined : current
  const [path] = useLocation()
  usePageProgress(loading)
  if (hasErrorTag(error, "NotFoundError")) return <ErrorPage redirectTo={notFoundRedirect(path)} />
  if (error) return <ErrorPage />
  if (!product) return <section className="page-pending" aria-busy="true" />
  // The head a crawler reads (server/shell.ts) and the browser's are the same: Magento's.
  const meta = productMeta(product)
  return (
    <>
      <PageHead title={meta.title} description={meta.description} />
      <ProductView key={product.uid} product={product} />
    </>
  )
}

export default ProductPage
