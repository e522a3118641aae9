/**
 * The key a client's requests are counted under: its IPv4 address, or the /64 network of an
 * IPv6 address (one subscriber usually holds a whole /64). IPv4-mapped IPv6 reads as IPv4.
 */
export const clientKeyOf = (address: string | undefined): string => {
  if (address === undefined || address === "") return "unknown"
  const mapped = address.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i)
  if (mapped?.[1] !== undefined) return mapped[1]
  if (!address.includes(":")) return address
  const [head = "", tail = ""] = address.toLowerCase().split("::")
  const headGroups = head === "" ? [] : head.split(":")
  const tailGroups = tail === "" ? [] : tail.split(":")
  const missing = 8 - headGroups.length - tailGroups.length
  const groups = address.includes("::")
    ? [...headGroups, ...Array.from({ length: missing }, () => "0"), ...tailGroups]
    : headGroups
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`
}
