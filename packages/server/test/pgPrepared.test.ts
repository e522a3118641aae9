// Drizzle's statements on PostgreSQL run as named prepared statements, each connection keeping
// its most recently used ones (pgPrepared.ts): the answers, errors and transactions must be
// exactly those of unnamed statements. PostgreSQL only.
import { randomBytes } from "node:crypto"
import { sql } from "drizzle-orm"
import { drizzle } from "drizzle-orm/node-postgres"
import pg from "pg"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { prepareStatementsOn, STATEMENT_LIMIT } from "../src/db/pgPrepared.js"
import { installStatementCounter } from "./statementCounter.js"

const databaseUrl = process.env.DATABASE_URL

describe.skipIf(!databaseUrl)(
  databaseUrl
    ? "prepared statements on postgres"
    : "prepared statements on postgres — skipped: DATABASE_URL is not set",
  () => {
    const table = `lens_${randomBytes(4).toString("hex")}`
    // One connection, so that its prepared statements can be read back on it.
    let pool: pg.Pool
    let db: ReturnType<typeof drizzle>
    // The same statements unnamed.
    let plainPool: pg.Pool
    let plain: ReturnType<typeof drizzle>

    const prepared = async (): Promise<string[]> =>
      (
        await pool.query<{ statement: string }>(
          "select statement from pg_prepared_statements order by prepare_time",
        )
      ).rows.map((r) => r.statement)

    beforeAll(async () => {
      pool = new pg.Pool({ connectionString: databaseUrl, max: 1 })
      pool.on("connect", (client) => prepareStatementsOn(client as pg.Client))
      db = drizzle(pool)
      plainPool = new pg.Pool({ connectionString: databaseUrl, max: 1 })
      plain = drizzle(plainPool)
      await plainPool.query(
        `create table ${table} (id int primary key, name text not null, price real, tags int[],
           specs jsonb, added timestamptz not null default '2026-01-02T03:04:05Z')`,
      )
    })
    afterAll(async () => {
      await plainPool?.query(`drop table if exists ${table}`)
      await pool?.end()
      await plainPool?.end()
    })

    it("answers, counts and changes rows as unnamed statements do, each parsed once", async () => {
      const inserted = await db.execute(
        sql`insert into ${sql.raw(table)} (id, name, price, tags, specs) values
            (1, ${"RF 50mm f/1.8"}, ${199.5}, ${"{1,2}"}::int[], ${JSON.stringify({ mount: "RF" })}::jsonb),
            (2, ${"EF 85mm"}, null, ${"{}"}::int[], ${JSON.stringify({ mount: "EF" })}::jsonb)
            returning id`,
      )
      expect(inserted.rows).toEqual([{ id: 1 }, { id: 2 }])
      expect(inserted.rowCount).toBe(2)
      const select = sql`select id, name, price, tags, specs, added from ${sql.raw(table)}
        where id = any(${"{1,2}"}::int[]) order by id`
      const before = (await prepared()).length
      const first = await db.execute(select)
      const second = await db.execute(select)
      expect((await prepared()).length).toBe(before + 1)
      expect(first.rows).toEqual((await plain.execute(select)).rows)
      expect(second.rows).toEqual(first.rows)
      expect(first.rows[0]).toEqual({
        id: 1,
        name: "RF 50mm f/1.8",
        price: 199.5,
        tags: [1, 2],
        specs: { mount: "RF" },
        added: "2026-01-02 03:04:05+00",
      })
      const updated = await db.execute(
        sql`update ${sql.raw(table)} set price = ${249} where id = ${2}`,
      )
      expect(updated.rowCount).toBe(1)
      expect(
        (await plain.execute(sql`select price from ${sql.raw(table)} where id = 2`)).rows,
      ).toEqual([{ price: 249 }])
    })

    it("leaves full-text searches and everything but reads and writes unprepared", async () => {
      const before = await prepared()
      await db.execute(
        sql`select count(*) from ${sql.raw(table)}
            where to_tsvector('english', name) @@ to_tsquery('english', ${"lens:*"})`,
      )
      // Several statements in one text, without parameters: the simple protocol, as before.
      const several = await db.execute(
        sql.raw(
          `update ${table} set price = price where id = 1; select count(*)::int as n from ${table}`,
        ),
      )
      expect((several as unknown as { rows: unknown[] }[])[1]?.rows).toEqual([{ n: 2 }])
      await db.execute(sql`set local statement_timeout = 1000`)
      await db.execute(sql`analyze ${sql.raw(table)}`)
      expect(await prepared()).toEqual(before)
    })

    it(`keeps the ${STATEMENT_LIMIT} most recently used statements of a connection`, async () => {
      const nth = (n: number) =>
        sql`select ${sql.raw(String(n))}::int + id as n from ${sql.raw(table)} where id = 1`
      for (let n = 0; n < STATEMENT_LIMIT + 5; n++)
        expect((await db.execute(nth(n))).rows).toEqual([{ n: n + 1 }])
      const kept = await prepared()
      expect(kept.length).toBe(STATEMENT_LIMIT)
      expect(kept.some((text) => text.includes(`${STATEMENT_LIMIT + 4}::int + id`))).toBe(true)
      expect(kept.some((text) => text.includes("select 0::int + id"))).toBe(false)
      // The first ones were closed; run again, they are prepared again and answer the same.
      expect((await db.execute(nth(0))).rows).toEqual([{ n: 1 }])
      expect((await prepared()).length).toBe(STATEMENT_LIMIT)
    })

    it("fails as an unnamed statement does, and the connection goes on", async () => {
      const divide = (by: number) =>
        sql`select (100 / ${by}::int) as n from ${sql.raw(table)} where id = 1`
      expect((await db.execute(divide(4))).rows).toEqual([{ n: 25 }])
      await expect(db.execute(divide(0))).rejects.toMatchObject({ cause: { code: "22012" } })
      // In a transaction the failure rolls back what came before it.
      await expect(
        db.transaction(async (tx) => {
          await tx.execute(sql`update ${sql.raw(table)} set name = ${"changed"} where id = ${1}`)
          await tx.execute(divide(0))
        }),
      ).rejects.toMatchObject({ cause: { code: "22012" } })
      expect(
        (await db.execute(sql`select name from ${sql.raw(table)} where id = ${1}`)).rows,
      ).toEqual([{ name: "RF 50mm f/1.8" }])
      expect((await db.execute(divide(5))).rows).toEqual([{ n: 20 }])
    })

    it("prepares a statement again after its table's columns changed under it", async () => {
      const all = sql`select * from ${sql.raw(table)} where id = ${1}`
      expect(Object.keys((await db.execute(all)).rows[0] ?? {})).not.toContain("mount")
      await plainPool.query(`alter table ${table} add column mount text`)
      // PostgreSQL refuses the prepared one once ("cached plan must not change result type").
      await expect(db.execute(all)).rejects.toMatchObject({ cause: { code: "0A000" } })
      expect(Object.keys((await db.execute(all)).rows[0] ?? {})).toContain("mount")
    })

    it("prepares its statements again after the session dropped them", async () => {
      const one = sql`select name from ${sql.raw(table)} where id = ${1}`
      await db.execute(one)
      await pool.query("deallocate all")
      await expect(db.execute(one)).rejects.toMatchObject({ cause: { code: "26000" } })
      expect((await db.execute(one)).rows).toEqual([{ name: "RF 50mm f/1.8" }])
    })

    it("is counted by a statement counter installed after the connection opened", async () => {
      const counter = installStatementCounter()
      try {
        const sent = await counter.during(() =>
          db.execute(sql`select name from ${sql.raw(table)} where id = ${2}`),
        )
        expect(sent).toHaveLength(1)
      } finally {
        counter.uninstall()
      }
    })
  },
)
