import type { ThirdPartyScriptsConfig } from "../content/thirdPartyScripts.js"
import { capabilityFragment } from "../graphql/capabilities.js"
import { gql, type TypedDocumentString } from "../graphql/document.js"
import type * as G from "../graphql/generated/operations.js"

// Result types are written beside their documents; every field is nullable as in Magento 2.4.

/**
 * The store view settings the storefront reads (spec §3 "Store / config"), with the third-party
 * scripts' settings where the installation has them.
 */
export interface StoreConfig extends ThirdPartyScriptsConfig {
  readonly store_code: string | null
  readonly store_name: string | null
  readonly store_group_code: string | null
  readonly is_default_store: boolean | null
  readonly default_title: string | null
  readonly locale: string | null
  readonly base_currency_code: string | null
  readonly default_display_currency_code: string | null
  readonly timezone: string | null
  readonly header_logo_src: string | null
  readonly logo_width: number | null
  readonly logo_height: number | null
  readonly logo_alt: string | null
  readonly base_url: string | null
  readonly base_link_url: string | null
  readonly base_media_url: string | null
  readonly secure_base_media_url: string | null
  readonly copyright: string | null
  readonly welcome: string | null
  readonly cms_home_page: string | null
  readonly product_url_suffix: string | null
  readonly category_url_suffix: string | null
  readonly root_category_uid: string | null
  readonly grid_per_page: number | null
  readonly list_per_page: number | null
  readonly grid_per_page_values: string | null
  readonly list_per_page_values: string | null
  readonly catalog_default_sort_by: string | null
  readonly minimum_password_length: string | null
  readonly required_character_classes_number: string | null
}

// The third-party scripts' settings (Shutter's extension) come with the store config, so a page
// knows its scripts without a request of its own.
const ThirdPartyScriptsConfigFields = capabilityFragment(
  "third-party-scripts",
  gql`
    fragment ThirdPartyScriptsConfigFields on StoreConfig {
      chat_widget_script_url
      chat_widget_key
      ad_tracker_script_url
      ad_tracker_key
      reviews_widget_script_url
      reviews_widget_key
      financing_widget_script_url
      financing_widget_key
      analytics_script_url
      analytics_key
      ratings_widget_script_url
      ratings_widget_key
    }
  `,
)

export const StoreConfigFields = gql`
  fragment StoreConfigFields on StoreConfig {
    store_code
    store_name
    store_group_code
    is_default_store
    default_title
    locale
    base_currency_code
    default_display_currency_code
    timezone
    header_logo_src
    logo_width
    logo_height
    logo_alt
    base_url
    base_link_url
    base_media_url
    secure_base_media_url
    copyright
    welcome
    cms_home_page
    product_url_suffix
    category_url_suffix
    root_category_uid
    grid_per_page
    list_per_page
    grid_per_page_values
    list_per_page_values
    catalog_default_sort_by
    minimum_password_length
    required_character_classes_number
    ...ThirdPartyScriptsConfigFields
  }
  ${ThirdPartyScriptsConfigFields}
`

export const StoreConfigQuery: TypedDocumentString<
  G.StoreConfigQuery,
  G.StoreConfigQueryVariables
> = gql`
  query storeConfig {
    storeConfig {
      ...StoreConfigFields
    }
  }
  ${StoreConfigFields}
`

export const AvailableStoresQuery: TypedDocumentString<
  G.AvailableStoresQuery,
  G.AvailableStoresQueryVariables
> = gql`
  query availableStores($useCurrentGroup: Boolean) {
    availableStores(useCurrentGroup: $useCurrentGroup) {
      ...StoreConfigFields
    }
  }
  ${StoreConfigFields}
`

export interface ExchangeRate {
  readonly currency_to: string | null
  readonly rate: number | null
}

export interface Currency {
  readonly base_currency_code: string | null
  readonly base_currency_symbol: string | null
  readonly default_display_currency_code: string | null
  readonly default_display_currency_symbol: string | null
  readonly available_currency_codes: ReadonlyArray<string | null> | null
  readonly exchange_rates: ReadonlyArray<ExchangeRate | null> | null
}

export const CurrencyQuery: TypedDocumentString<G.CurrencyQuery, G.CurrencyQueryVariables> = gql`
  query currency {
    currency {
      base_currency_code
      base_currency_symbol
      default_display_currency_code
      default_display_currency_symbol
      available_currency_codes
      exchange_rates {
        currency_to
        rate
      }
    }
  }
`

export interface Region {
  readonly id: number | null
  readonly code: string | null
  readonly name: string | null
}

export interface Country {
  readonly id: string | null
  readonly two_letter_abbreviation: string | null
  readonly three_letter_abbreviation: string | null
  readonly full_name_locale: string | null
  readonly full_name_english: string | null
  readonly available_regions: ReadonlyArray<Region | null> | null
}

export const CountryFields = gql`
  fragment CountryFields on Country {
    id
    two_letter_abbreviation
    three_letter_abbreviation
    full_name_locale
    full_name_english
    available_regions {
      id
      code
      name
    }
  }
`

export const CountriesQuery: TypedDocumentString<G.CountriesQuery, G.CountriesQueryVariables> = gql`
  query countries {
    countries {
      ...CountryFields
    }
  }
  ${CountryFields}
`

export const CountryQuery: TypedDocumentString<G.CountryQuery, G.CountryQueryVariables> = gql`
  query country($id: String) {
    country(id: $id) {
      ...CountryFields
    }
  }
  ${CountryFields}
`
