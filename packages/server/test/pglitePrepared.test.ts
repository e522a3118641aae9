// Drizzle's statements on PGlite run as named prepared statements (pglitePrepared.ts): the
// answers, errors and transactions must be exactly PGlite's own.
import { PGlite } from "@electric-sql/pglite"
import { sql } from "drizzle-orm"
import { drizzle } from "drizzle-orm/pglite"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { preparedStatementClient, STATEMENT_LIMIT } from "../src/db/pglitePrepared.js"

describe("prepared statements on PGlite", () => {
  let client: PGlite
  let db: ReturnType<typeof drizzle>
  // The same statements through PGlite's own query().
  let plain: ReturnType<typeof drizzle>

  const preparedCount = async () =>
    (
      await client.query<{ n: number }>(
        "select count(*)::int as n from pg_prepared_statements where name like 'shutter\\_%'",
      )
    ).rows[0]?.n

  beforeAll(async () => {
    client = await PGlite.create()
    db = drizzle(preparedStatementClient(client) as unknown as PGlite)
    plain = drizzle(client)
    await client.exec(
      `create table lens (id int primary key, name text not null, price real, tags int[],
         specs jsonb, added timestamptz not null default '2026-01-02T03:04:05Z')`,
    )
  })
  afterAll(async () => {
    await client.close()
  })

  it("answers, counts and changes rows as PGlite's own query does", async () => {
    const inserted = await db.execute(
      sql`insert into lens (id, name, price, tags, specs) values
          (1, ${"RF 50mm f/1.8"}, ${199.5}, ${"{1,2}"}::int[], ${JSON.stringify({ mount: "RF" })}::jsonb),
          (2, ${"EF 85mm"}, null, ${"{}"}::int[], ${JSON.stringify({ mount: "EF" })}::jsonb)
          returning id`,
    )
    expect(inserted.rows).toEqual([{ id: 1 }, { id: 2 }])
    expect(inserted.affectedRows).toBe(2)
    const select = sql`select id, name, price, tags, specs, added from lens
      where id = any(${"{1,2}"}::int[]) order by id`
    const prepared = await db.execute(select)
    expect(prepared).toEqual(await plain.execute(select))
    expect(prepared.rows[0]).toEqual({
      id: 1,
      name: "RF 50mm f/1.8",
      price: 199.5,
      tags: [1, 2],
      specs: { mount: "RF" },
      added: "2026-01-02 03:04:05+00",
    })
    // Typed selects map their rows from arrays.
    const typed = sql`select id, name from lens order by id`
    expect(await db.execute(typed)).toEqual(await plain.execute(typed))
    const updated = await db.execute(sql`update lens set price = ${249} where id = ${2}`)
    expect(updated.affectedRows).toBe(1)
    expect(updated.rows).toEqual([])
    // Run again, prepared: the same statement text with other values.
    expect(
      (await db.execute(sql`update lens set price = ${259} where id = ${2}`)).affectedRows,
    ).toBe(1)
    expect((await db.execute(sql`select price from lens where id = ${2}`)).rows).toEqual([
      { price: 259 },
    ])
  })

  it("throws the database's error with its code, and stays usable", async () => {
    const duplicate = db.execute(sql`insert into lens (id, name) values (${1}, ${"again"})`)
    // Drizzle wraps the database's error, as with PGlite's own query().
    await expect(duplicate).rejects.toMatchObject({
      cause: {
        code: "23505",
        message: 'duplicate key value violates unique constraint "lens_pkey"',
        detail: "Key (id)=(1) already exists.",
      },
    })
    await expect(db.execute(sql`select nope from lens`)).rejects.toMatchObject({
      cause: { code: "42703", message: 'column "nope" does not exist' },
    })
    expect((await db.execute(sql`select count(*)::int as n from lens`)).rows).toEqual([{ n: 2 }])
  })

  it("commits and rolls back transactions, and runs nothing of others inside them", async () => {
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into lens (id, name) values (${3}, ${"kept"})`)
    })
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into lens (id, name) values (${4}, ${"dropped"})`)
        throw new Error("changed my mind")
      }),
    ).rejects.toThrow("changed my mind")
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    const inside = db.transaction(async (tx) => {
      await tx.execute(sql`insert into lens (id, name) values (${5}, ${"in transaction"})`)
      await held
      await tx.execute(sql`update lens set name = ${"still in transaction"} where id = ${5}`)
    })
    // Started while the transaction is open: it must wait for the commit, not run inside it.
    const outside = db.execute(sql`select id, name from lens where id >= ${3} order by id`)
    release()
    await inside
    expect((await outside).rows).toEqual([
      { id: 3, name: "kept" },
      { id: 5, name: "still in transaction" },
    ])
  })

  it("keeps at most STATEMENT_LIMIT statements prepared", async () => {
    for (let i = 0; i < STATEMENT_LIMIT + 30; i++) {
      const rows = await db.execute(sql.raw(`select ${i} as n from lens where id = 1`))
      expect(rows.rows).toEqual([{ n: i }])
    }
    // The last one closes the one before it on its next run.
    await db.execute(sql`select 1`)
    expect(await preparedCount()).toBeLessThanOrEqual(STATEMENT_LIMIT)
    expect(await preparedCount()).toBeGreaterThan(STATEMENT_LIMIT - 5)
  })

  it("prepares a statement again when its table changed under it", async () => {
    const all = sql.raw("select * from lens where id = 1")
    expect(Object.keys((await db.execute(all)).rows[0] ?? {})).not.toContain("mount")
    await client.exec("alter table lens add column mount text not null default 'RF'")
    expect((await db.execute(all)).rows[0]).toMatchObject({ id: 1, mount: "RF" })
  })

  it("leaves full-text searches to PGlite's own query: each is planned for its words", async () => {
    const search = sql`select id from lens where to_tsvector('english', name) @@ to_tsquery('english', ${"summilux:*"})`
    expect((await db.execute(search)).rows).toEqual((await plain.execute(search)).rows)
    const named = await client.query<{ statement: string }>(
      "select statement from pg_prepared_statements where name like 'shutter\\_%'",
    )
    expect(named.rows.map((r) => r.statement)).not.toContainEqual(
      expect.stringMatching(/to_tsquery/),
    )
  })

  it("leaves other statements (DDL, SET) to PGlite's own query", async () => {
    await db.execute(sql.raw("create index lens_name on lens (name)"))
    await db.execute(sql.raw("set statement_timeout = 0"))
    const named = await client.query<{ statement: string }>(
      "select statement from pg_prepared_statements where name like 'shutter\\_%'",
    )
    expect(named.rows.map((r) => r.statement)).not.toContainEqual(
      expect.stringMatching(/create index|set statement_timeout/),
    )
  })
})
