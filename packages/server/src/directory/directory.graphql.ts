import type { GraphqlContext } from "../graphql/context.js"
import { inputError, noSuchEntityError } from "../graphql/errors.js"
import type { QueryCountryArgs } from "../graphql/generated/resolvers.js"
import { storeConfigOf } from "../store/storeConfigLoader.js"
import {
  type CountryRow,
  findCountry,
  listAllowedCurrencyCodes,
  listCountries,
  loadCurrencySymbols,
  loadRatesFrom,
  loadRegionsByCountry,
  type RegionRow,
} from "./directoryRepository.js"

// Magento's texts (DirectoryGraphQl Country resolver, Directory CountryInformationAcquirer).
export const COUNTRY_ID_REQUIRED = 'Country "id" value should be specified'
export const COUNTRY_NOT_AVAILABLE = "The country isn't available."

export const directoryTypeDefs = /* GraphQL */ `
  type Query {
    currency: Currency
    countries: [Country]
    country(id: String): Country
  }

  type Currency {
    base_currency_code: String
    base_currency_symbol: String
    default_display_currecy_code: String @deprecated(reason: "Symbol was missed. Use \`default_display_currency_code\`.")
    default_display_currency_code: String
    default_display_currecy_symbol: String @deprecated(reason: "Symbol was missed. Use \`default_display_currency_symbol\`.")
    default_display_currency_symbol: String
    available_currency_codes: [String]
    exchange_rates: [ExchangeRate]
  }

  type ExchangeRate {
    currency_to: String
    rate: Float
  }

  type Country {
    id: String
    two_letter_abbreviation: String
    three_letter_abbreviation: String
    full_name_locale: String
    full_name_english: String
    available_regions: [Region]
  }

  type Region {
    id: Int
    code: String
    name: String
  }
`

export interface CurrencyObject {
  readonly base_currency_code: string | null
  readonly base_currency_symbol: string | null
  readonly default_display_currency_code: string | null
  readonly default_display_currency_symbol: string | null
  readonly default_display_currecy_code: string | null
  readonly default_display_currecy_symbol: string | null
  readonly available_currency_codes: string[]
  readonly exchange_rates: { readonly currency_to: string; readonly rate: number }[]
}

export interface CountryObject {
  readonly id: string
  readonly two_letter_abbreviation: string
  readonly three_letter_abbreviation: string
  readonly full_name_locale: string
  readonly full_name_english: string
  /** Null for countries without regions, like Magento. */
  readonly available_regions: RegionRow[] | null
}

const stringOrNull = (value: unknown): string | null => (typeof value === "string" ? value : null)

// Names are stored in English only for now; full_name_locale falls back to it.
const toCountryObject = (country: CountryRow, regions: RegionRow[] | undefined): CountryObject => ({
  id: country.id,
  two_letter_abbreviation: country.id,
  three_letter_abbreviation: country.iso3,
  full_name_locale: country.name,
  full_name_english: country.name,
  available_regions: regions ?? null,
})

export const directoryResolvers = {
  Query: {
    currency: async (
      _parent: unknown,
      _args: Record<string, never>,
      context: GraphqlContext,
    ): Promise<CurrencyObject> => {
      const { db, store } = context
      const config = await storeConfigOf(context)
      const base = stringOrNull(config?.get("base_currency_code"))
      const display = stringOrNull(config?.get("default_display_currency_code"))
      const available = await listAllowedCurrencyCodes(db, store.id)
      const symbols = await loadCurrencySymbols(
        db,
        [base, display].filter((code) => code !== null),
      )
      const rates =
        base === null ? new Map<string, number>() : await loadRatesFrom(db, base, available)
      return {
        base_currency_code: base,
        base_currency_symbol: base === null ? null : (symbols.get(base) ?? null),
        default_display_currency_code: display,
        default_display_currency_symbol: display === null ? null : (symbols.get(display) ?? null),
        // Magento's misspelt deprecated twins answer the same values.
        default_display_currecy_code: display,
        default_display_currecy_symbol: display === null ? null : (symbols.get(display) ?? null),
        available_currency_codes: available,
        exchange_rates: available.flatMap((code) => {
          const rate = rates.get(code)
          return rate === undefined ? [] : [{ currency_to: code, rate }]
        }),
      }
    },

    countries: async (
      _parent: unknown,
      _args: Record<string, never>,
      context: GraphqlContext,
    ): Promise<CountryObject[]> => {
      const countries = await listCountries(context.db)
      const regions = await loadRegionsByCountry(
        context.db,
        countries.map((country) => country.id),
      )
      return countries.map((country) => toCountryObject(country, regions.get(country.id)))
    },

    country: async (
      _parent: unknown,
      args: QueryCountryArgs,
      context: GraphqlContext,
    ): Promise<CountryObject> => {
      if (args.id === undefined || args.id === null || args.id === "") {
        throw inputError(COUNTRY_ID_REQUIRED)
      }
      const country = await findCountry(context.db, args.id)
      if (country === undefined) throw noSuchEntityError(COUNTRY_NOT_AVAILABLE)
      const regions = await loadRegionsByCountry(context.db, [country.id])
      return toCountryObject(country, regions.get(country.id))
    },
  },
}
