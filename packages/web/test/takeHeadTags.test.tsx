import type { ReactNode } from "react"
import { prerender } from "react-dom/static"
import { describe, expect, it } from "vitest"
import { PageHead, SHOP_DESCRIPTION } from "../src/seo/PageHead.js"
import { takeHeadTags } from "../src/seo/takeHeadTags.js"

const render = async (node: ReactNode): Promise<string> => {
  const { prelude } = await prerender(node, { progressiveChunkSize: Number.POSITIVE_INFINITY })
  return new Response(prelude).text()
}

describe("the page's <PageHead> in the server's HTML", () => {
  it("takes the title and description React hoisted out of the markup, as text", async () => {
    const markup = await render(
      <main>
        <PageHead title={`Lenses & "filters" <new>`} description="Glass & light, 'sharp'" />
        <img src="/media/logo.svg" alt="Shutter" fetchPriority="high" />
        <h1>Lenses</h1>
      </main>,
    )
    expect(takeHeadTags(markup)).toEqual({
      // React's preload stays first: server/shell.ts moves it into <head>.
      markup:
        '<link rel="preload" as="image" href="/media/logo.svg" fetchPriority="high"/>' +
        '<main><img src="/media/logo.svg" alt="Shutter" fetchPriority="high"/><h1>Lenses</h1></main>',
      title: `Lenses & "filters" <new>`,
      description: "Glass & light, 'sharp'",
    })
  })

  it("a page without a description has the shop's; one without a title has none", async () => {
    const { title, description } = takeHeadTags(
      await render(
        <section>
          <PageHead title={undefined} />
          <p>Loading</p>
        </section>,
      ),
    )
    expect(title).toBeUndefined()
    expect(description).toBe(SHOP_DESCRIPTION)
  })

  it("the outer page's title wins, as in the browser", async () => {
    const { title, markup } = takeHeadTags(
      await render(
        <section>
          <PageHead title="My account" />
          <div>
            <PageHead title="Order #1" />
          </div>
        </section>,
      ),
    )
    expect(title).toBe("My account")
    expect(markup).toBe("<section><div></div></section>")
  })

  it("leaves markup without hoisted tags as it is", () => {
    expect(takeHeadTags("<main><title>not hoisted</title></main>")).toEqual({
      markup: "<main><title>not hoisted</title></main>",
      title: undefined,
      description: undefined,
    })
  })
})
