// A PGlite dump (an uncompressed ustar archive of the data folder) carries every WAL segment file
// on disk, including the recycled ones PostgreSQL keeps for later (16 MB each by default). Loading
// the dump copies all of it into memory, so the test template keeps only the segments from the
// last checkpoint's redo point to the end of the WAL: recovery reads nothing else.

const BLOCK = 512

const field = (header: Uint8Array, start: number, length: number): string => {
  const bytes = header.subarray(start, start + length)
  const end = bytes.indexOf(0)
  return new TextDecoder().decode(end === -1 ? bytes : bytes.subarray(0, end))
}

const WAL_SEGMENT = /(^|\/)pg_wal\/([0-9A-F]{24})$/

/**
 * The archive without the WAL segment files named outside `first`…`last` (segment names sort in
 * WAL order). Every other entry is kept byte for byte.
 */
export const withWalSegmentsBetween = (
  tar: Uint8Array,
  first: string,
  last: string,
): Uint8Array<ArrayBuffer> => {
  const kept: Uint8Array[] = []
  let offset = 0
  while (offset + BLOCK <= tar.length) {
    const header = tar.subarray(offset, offset + BLOCK)
    if (header.every((byte) => byte === 0)) break
    const prefix = field(header, 345, 155)
    const path = `${prefix === "" ? "" : `${prefix}/`}${field(header, 0, 100)}`
    const size = Number.parseInt(field(header, 124, 12).trim() || "0", 8)
    const end = offset + BLOCK + Math.ceil(size / BLOCK) * BLOCK
    const segment = WAL_SEGMENT.exec(path)?.[2]
    if (segment === undefined || (segment >= first && segment <= last)) {
      kept.push(tar.subarray(offset, end))
    }
    offset = end
  }
  // The archive's end: two zero blocks.
  kept.push(new Uint8Array(BLOCK * 2))
  const out = new Uint8Array(kept.reduce((sum, part) => sum + part.length, 0))
  let at = 0
  for (const part of kept) {
    out.set(part, at)
    at += part.length
  }
  return out
}
