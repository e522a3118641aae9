import { carrierTitle, type Track } from "@shutter/sdk/admin"
import { InvalidArgumentError } from "commander"

/**
 * `--track CARRIER:NUMBER` → Magento's track: a carrier code Magento knows keeps its title
 * (`ups:1Z…` → ups, "United Parcel Service"); any other name is a `custom` carrier titled as given.
 */
export const carrierOf = (value: string): Track => {
  const colon = value.indexOf(":")
  const carrier = colon === -1 ? "" : value.slice(0, colon).trim()
  const number = colon === -1 ? "" : value.slice(colon + 1).trim()
  if (carrier === "" || number === "") {
    throw new InvalidArgumentError(
      `expects CARRIER:NUMBER, e.g. ups:1Z999AA10123456784, got '${value}'`,
    )
  }
  const code = carrier.toLowerCase()
  const title = carrierTitle(code)
  return title === undefined
    ? { carrierCode: "custom", title: carrier, trackNumber: number }
    : { carrierCode: code, title, trackNumber: number }
}

/** commander argParser for repeatable --track. */
export const collectTrack = (
  value: string,
  previous: ReadonlyArray<Track>,
): ReadonlyArray<Track> => [...previous, carrierOf(value)]
