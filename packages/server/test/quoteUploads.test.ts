// Quote photos travel as GraphQL multipart requests, streamed to disk within the quote's limits:
// other requests are answered while uploads arrive, the database keeps where a photo is (never its
// bytes), over-limit uploads are refused while they arrive, and uploads at once are capped.
import { mkdtemp, readdir, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { eq } from "drizzle-orm"
import sharp from "sharp"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { launchServer, type RunningServer } from "../src/app/startServer.js"
import type { Database } from "../src/db/database.js"
import { usedGearQuoteItems, usedGearQuotePhotos, usedGearQuotes } from "../src/db/schema.js"
import { silentLogger } from "../src/platform/logger.js"
import { openTestDatabase } from "../src/testing.js"
import { UPLOADS_BUSY_MESSAGE } from "../src/usedGearQuote/quoteUploads.js"
import { uniqueEmail } from "./customerTestKit.js"
import { graphql } from "./helpers.js"
import {
  multipartBody,
  noisyJpeg,
  openUpload,
  photoFile,
  smallImage,
  submitMultipart,
} from "./quoteUploadKit.js"

const SUBMIT = `mutation submit($input: UsedGearQuoteInput!) {
  submitUsedGearQuote(input: $input) {
    quote { number items { brand photo_count } }
    user_errors { field code message }
  }
}`

interface Submitted {
  submitUsedGearQuote: {
    quote: { number: string; items: Array<{ brand: string; photo_count: number }> } | null
    user_errors: Array<{ field: string; code: string; message: string }>
  }
}

const input = (email: string, photos: ReadonlyArray<unknown>) => ({
  firstname: "Dana",
  lastname: "Reyes",
  email,
  items: [{ brand: "Canon", model: "EOS R5", condition: "EXCELLENT", photos }],
})

const PHOTOS_TOO_LARGE = "The photos of one request can total 12 MB. Send fewer or smaller photos."
const MB = 1024 * 1024

const filesIn = async (dir: string) =>
  (await readdir(dir, { withFileTypes: true })).filter((f) => f.isFile()).map((f) => f.name)

describe("quote photo uploads", () => {
  let server: RunningServer
  let database: Database
  /** Three photos of about 4 MB: a 12 MB quote. */
  let photos: Buffer[]
  beforeAll(async () => {
    photos = await Promise.all([
      noisyJpeg(4 * MB - 64 * 1024),
      noisyJpeg(4 * MB - 64 * 1024),
      noisyJpeg(4 * MB - 64 * 1024),
    ])
    const dir = await mkdtemp(join(tmpdir(), "shutter-photos-"))
    const outboxDir = await mkdtemp(join(tmpdir(), "shutter-outbox-"))
    // A test server with a handle on its database, to read the rows back.
    server = await launchServer(
      async () => {
        database = await openTestDatabase()
        return database
      },
      {
        port: 0,
        logger: silentLogger,
        rateLimits: false,
        mail: { outboxDir, pollMs: 1000 },
        quotePhotos: { dir, maxConcurrentUploads: 2 },
      },
      async () => {
        await rm(dir, { recursive: true, force: true })
        await rm(outboxDir, { recursive: true, force: true })
      },
    )
  }, 180_000)
  afterAll(() => server?.close())

  it("streams two 12 MB quotes to disk while other requests are answered; rows hold paths, not bytes", async () => {
    const emails = [uniqueEmail("stream-a"), uniqueEmail("stream-b")]
    const bodies = await Promise.all(
      emails.map((email) =>
        multipartBody(SUBMIT, {
          input: input(
            email,
            photos.map((p, i) => photoFile(`side-${i}.jpg`, p)),
          ),
        }),
      ),
    )
    expect(bodies[0]?.body.length).toBeGreaterThan(11.5 * MB)
    const uploads = bodies.map(({ body, contentType }) => {
      const upload = openUpload(server, contentType, { contentLength: body.length })
      return { upload, body }
    })
    // Half of each body is on its way …
    await Promise.all(
      uploads.map(({ upload, body }) => upload.send(body.subarray(0, body.length / 2))),
    )
    // … and a shopper's request is answered meanwhile.
    const probe = await graphql<{ storeConfig: { store_code: string } }>(
      server,
      "{ storeConfig { store_code } }",
    )
    expect(probe.data?.storeConfig.store_code).toBe("default")
    expect(uploads.map(({ upload }) => upload.answered())).toEqual([false, false])
    for (const { upload, body } of uploads) {
      await upload.send(body.subarray(body.length / 2))
      upload.end()
    }
    const answers = await Promise.all(uploads.map(({ upload }) => upload.answer))
    for (const answer of answers) {
      expect(answer.status).toBe(200)
      const { quote, user_errors } = (answer.data as Submitted).submitUsedGearQuote
      expect(user_errors).toEqual([])
      expect(quote?.items).toEqual([{ brand: "Canon", photo_count: 3 }])
    }
    const rows = await database.db
      .select({
        path: usedGearQuotePhotos.path,
        bytes: usedGearQuotePhotos.bytes,
        contentType: usedGearQuotePhotos.contentType,
        width: usedGearQuotePhotos.width,
        byteSize: usedGearQuotePhotos.byteSize,
      })
      .from(usedGearQuotePhotos)
      .innerJoin(usedGearQuoteItems, eq(usedGearQuoteItems.id, usedGearQuotePhotos.itemId))
      .innerJoin(usedGearQuotes, eq(usedGearQuotes.id, usedGearQuoteItems.quoteId))
      .where(eq(usedGearQuotes.email, emails[0] ?? ""))
    expect(rows).toHaveLength(3)
    for (const row of rows) {
      expect(row.bytes).toBeNull()
      expect(row.contentType).toBe("image/jpeg")
      // Kept upright and fitted inside 2560 px: the file is a JPEG of the size the row says.
      const meta = await sharp(join(server.quotePhotosDir, row.path ?? "")).metadata()
      expect(meta).toMatchObject({ format: "jpeg", width: row.width })
      expect(row.width).toBeLessThanOrEqual(2560)
      expect(row.byteSize).toBeGreaterThan(0)
    }
    // The received bytes are gone once the quote is stored.
    expect(await filesIn(join(server.quotePhotosDir, "incoming"))).toEqual([])
  }, 60_000)

  it("refuses photos over 12 MB together while they arrive, before the body ends", async () => {
    const { body, contentType } = await multipartBody(SUBMIT, {
      input: input(uniqueEmail("over"), [
        ...photos.map((p, i) => photoFile(`side-${i}.jpg`, p)),
        photoFile("extra.jpg", photos[0] ?? Buffer.alloc(0)),
      ]),
    })
    const before = await filesIn(server.quotePhotosDir)
    // No Content-Length (chunked): only the bytes as they come can tell.
    const upload = openUpload(server, contentType)
    const sent = 13 * MB
    for (let at = 0; at < sent; at += MB) await upload.send(body.subarray(at, at + MB))
    // The body is not finished (we never end it), yet the answer is there.
    const answer = await upload.answer
    expect(answer.status).toBe(413)
    expect(answer.errors).toEqual([
      { message: PHOTOS_TOO_LARGE, extensions: { category: "graphql-input" } },
    ])
    upload.request.destroy()
    expect(await filesIn(server.quotePhotosDir)).toEqual(before)
    expect(await filesIn(join(server.quotePhotosDir, "incoming"))).toEqual([])
  }, 60_000)

  it("refuses a declared Content-Length over the limit before reading the body", async () => {
    const upload = openUpload(server, "multipart/form-data; boundary=x", {
      contentLength: 20 * MB,
    })
    const answer = await upload.answer
    expect(answer.status).toBe(413)
    expect(answer.errors?.[0]?.message).toBe(PHOTOS_TOO_LARGE)
    upload.request.destroy()
  })

  it("refuses a photo over 5 MB and files that are not JPEG, PNG or WebP images; keeps nothing", async () => {
    const before = await filesIn(server.quotePhotosDir)
    const huge = await noisyJpeg(5 * MB + 200 * 1024)
    const pretending = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4000, 7)])
    const res = await submitMultipart<Submitted>(server, SUBMIT, {
      input: input(uniqueEmail("types"), [
        photoFile("notes.pdf", Buffer.from("%PDF-1.7 not a photo"), "image/jpeg"),
        photoFile("huge.jpg", huge),
        photoFile("fine.png", await smallImage("png")),
      ]),
    })
    expect(res.data?.submitUsedGearQuote.user_errors).toEqual([
      {
        field: "items.0.photos.0",
        code: "NOT_AN_IMAGE",
        message: "notes.pdf is not a JPEG, PNG or WebP image.",
      },
      {
        field: "items.0.photos.1",
        code: "FILE_TOO_LARGE",
        message: "huge.jpg is larger than 5 MB. Choose a smaller photo.",
      },
    ])
    // A JPEG signature over bytes that do not decode is refused once sharp reads it.
    const broken = await submitMultipart<Submitted>(server, SUBMIT, {
      input: input(uniqueEmail("broken"), [
        photoFile("fine.webp", await smallImage("webp")),
        photoFile("broken.jpg", pretending),
      ]),
    })
    expect(broken.data?.submitUsedGearQuote).toEqual({
      quote: null,
      user_errors: [
        {
          field: "items.0.photos.1",
          code: "NOT_AN_IMAGE",
          message: "broken.jpg is not a JPEG, PNG or WebP image.",
        },
      ],
    })
    expect(await filesIn(server.quotePhotosDir)).toEqual(before)
  })

  it("a photo written into the JSON variables is not a file", async () => {
    const res = await graphql(server, SUBMIT, {
      variables: { input: input(uniqueEmail("json"), ["/9j/4AAQSkZJRg=="]) },
    })
    expect(res.errors?.[0]).toMatchObject({
      message: expect.stringContaining(
        "Upload value invalid: send the file as a part of a multipart request",
      ),
    })
  })

  it("a JSON body keeps the 1 MiB limit, whatever the operation", async () => {
    const res = await fetch(server.graphqlUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        query: SUBMIT,
        variables: { input: input(uniqueEmail("big"), []), padding: "x".repeat(MB) },
      }),
    })
    expect(res.status).toBe(413)
  })

  it("receives at most the configured number of uploads at once; the next is told to retry", async () => {
    const small = await smallImage("jpeg")
    const bodies = await Promise.all(
      [1, 2].map((n) =>
        multipartBody(SUBMIT, {
          input: input(uniqueEmail(`slot${n}`), [photoFile("a.jpg", photos[0] ?? small)]),
        }),
      ),
    )
    const open = bodies.map(({ body, contentType }) => {
      const upload = openUpload(server, contentType, { contentLength: body.length })
      return { upload, body }
    })
    await Promise.all(open.map(({ upload, body }) => upload.send(body.subarray(0, 1024))))
    // Both slots (maxConcurrentUploads: 2) are taken: a third upload is refused at once.
    const third = await submitMultipart<Submitted>(server, SUBMIT, {
      input: input(uniqueEmail("slot3"), [photoFile("a.jpg", small)]),
    })
    expect(third.status).toBe(503)
    expect(third.headers["retry-after"]).toBe("5")
    expect(third.errors).toEqual([
      { message: UPLOADS_BUSY_MESSAGE, extensions: { category: "graphql-too-many-requests" } },
    ])
    for (const { upload, body } of open) {
      await upload.send(body.subarray(1024))
      upload.end()
      expect((await upload.answer).status).toBe(200)
    }
    // Finished uploads give their slots back.
    const again = await submitMultipart<Submitted>(server, SUBMIT, {
      input: input(uniqueEmail("slot4"), [photoFile("a.jpg", small)]),
    })
    expect(again.data?.submitUsedGearQuote.quote?.items).toEqual([
      { brand: "Canon", photo_count: 1 },
    ])
  }, 60_000)

  it("an upload the client abandons halfway gives its slot back and leaves no file", async () => {
    const small = await smallImage("jpeg")
    const abandoned = await Promise.all(
      [1, 2].map(async (n) => {
        const { body, contentType } = await multipartBody(SUBMIT, {
          input: input(uniqueEmail(`gone${n}`), [photoFile("a.jpg", photos[0] ?? small)]),
        })
        const upload = openUpload(server, contentType, { contentLength: body.length })
        upload.answer.catch(() => {})
        await upload.send(body.subarray(0, body.length / 2))
        return upload
      }),
    )
    for (const upload of abandoned) upload.request.destroy()
    // The server learns of each disconnection on its own time (on a busy machine, more than
    // vitest's default second of polling): the next upload gets through once it has.
    await expect
      .poll(
        async () =>
          (
            await submitMultipart<Submitted>(server, SUBMIT, {
              input: input(uniqueEmail("after"), [photoFile("a.jpg", small)]),
            })
          ).status,
        { timeout: 20_000, interval: 100 },
      )
      .toBe(200)
    expect(await filesIn(join(server.quotePhotosDir, "incoming"))).toEqual([])
  }, 60_000)
})
