// A cached page is the same for every answer but for one value (the CSP nonce). Compressing the
// whole page again for each answer costs milliseconds of CPU per navigation (a home page is
// 350 KB of HTML); instead the text before the value is compressed once, and each answer
// compresses only the value and the short text after it. Two deflate streams one after the
// other are one valid gzip body: the first ends with a sync flush (byte-aligned, not final),
// the second ends the stream; the trailer's CRC-32 continues over both.
import { constants, crc32, deflateRawSync } from "node:zlib"

export interface GzipAround {
  /** The gzip header and the text before the value, deflated and flushed (no final block). */
  readonly head: Buffer
  /** The CRC-32 and byte length of that text. */
  readonly headCrc: number
  readonly headLength: number
  /** The uncompressed text before and after the value. */
  readonly before: Buffer
  readonly after: Buffer
}

// ID1 ID2, deflate, no flags, no modification time, no extra flags, unknown OS.
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff])
const LEVEL = 6

/** The body split at its one `placeholder`; undefined when it has none or several. */
export const gzipAround = (body: Buffer, placeholder: string): GzipAround | undefined => {
  const at = body.indexOf(placeholder)
  if (at < 0 || body.indexOf(placeholder, at + 1) >= 0) return undefined
  const before = body.subarray(0, at)
  return {
    head: Buffer.concat([
      GZIP_HEADER,
      deflateRawSync(before, { level: LEVEL, finishFlush: constants.Z_SYNC_FLUSH }),
    ]),
    headCrc: crc32(before),
    headLength: before.length,
    before,
    after: body.subarray(at + Buffer.byteLength(placeholder)),
  }
}

/** The body with `value` in the placeholder's place, uncompressed. */
export const filledIn = (parts: GzipAround, value: string): Buffer =>
  Buffer.concat([parts.before, Buffer.from(value), parts.after])

/** The same, gzipped: the stored head, then the value and the rest compressed now. */
export const gzippedWith = (parts: GzipAround, value: string): Buffer => {
  const rest = Buffer.concat([Buffer.from(value), parts.after])
  const trailer = Buffer.alloc(8)
  trailer.writeUInt32LE(crc32(rest, parts.headCrc) >>> 0, 0)
  trailer.writeUInt32LE((parts.headLength + rest.length) % 2 ** 32, 4)
  return Buffer.concat([parts.head, deflateRawSync(rest, { level: LEVEL }), trailer])
}
