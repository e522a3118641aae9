import { describe, expect, it } from "vitest"
import type { CategoryNode } from "../catalog/catalog.graphql.js"
import type { MegaMenuItem } from "./content.graphql.js"
import {
  buildMegaMenu,
  clampColumns,
  MEGA_MENU_COLUMNS,
  MEGA_MENU_END_LEVEL,
  type MegaMenuEntry,
  megaMenuRowsFromCategories,
  menuIconUrl,
  normalizeMenuLink,
  opensInNewTab,
} from "./megaMenu.js"

// The fixtures' values (fixtures/src/content/megaMenu.ts: OWN_HOST, PLACEHOLDER_LINK).
const OWN_HOST = "https://www.shutter.example"
const PLACEHOLDER_LINK = "{{placeholder}}"
const options = { ownHosts: [OWN_HOST] }

describe("spec §2 mega-menu link rules", () => {
  it.each([
    [`${OWN_HOST}/video/drones.html`, "/video/drones.html"],
    [
      `${OWN_HOST}/photography/film.html?sort=price-ASC&page=1`,
      "/photography/film.html?sort=price-ASC&page=1",
    ],
    ["HTTP://WWW.SHUTTER.EXAMPLE/audio", "/audio"],
    ["//www.shutter.example/lighting", "/lighting"],
    [OWN_HOST, "/"],
  ])("an absolute link to our own host becomes site-relative: %s → %s", (link, href) => {
    expect(normalizeMenuLink(link, options)).toBe(href)
  })

  it.each([PLACEHOLDER_LINK, "{{ placeholder }}", "#", "", "  ", null, "javascript:void(0)"])(
    "a placeholder-only link %j becomes '#'",
    (link) => {
      expect(normalizeMenuLink(link, options)).toBe("#")
    },
  )

  it.each([
    ["https://lab.shutter.example/film-processing", "https://lab.shutter.example/film-processing"],
    ["/photography", "/photography"],
    ["gift-cards", "/gift-cards"],
    ['{{store url="used-equipment-quote"}}', "/used-equipment-quote"],
    ["mailto:help@shutter.example", "mailto:help@shutter.example"],
  ])("other links: %s → %s", (link, href) => {
    expect(normalizeMenuLink(link, options)).toBe(href)
  })

  it("treats our host as foreign when it is not configured", () => {
    expect(normalizeMenuLink(`${OWN_HOST}/video`, { ownHosts: [] })).toBe(`${OWN_HOST}/video`)
    expect(normalizeMenuLink(`${OWN_HOST}/video`, { ownHosts: ["www.shutter.example"] })).toBe(
      "/video",
    )
  })

  it.each([
    ["_blank", true],
    ["_blank noopener", true],
    ["", false],
    ["_self", false],
    [null, false],
  ])("target %j opens in a new tab: %s", (target, newTab) => {
    expect(opensInNewTab(target)).toBe(newTab)
  })

  it("prefixes icons with the base URL + media/wysiwyg/mega-menu/icon", () => {
    expect(menuIconUrl("photography.svg", "https://www.shutter.example")).toBe(
      "https://www.shutter.example/media/wysiwyg/mega-menu/icon/photography.svg",
    )
    expect(menuIconUrl("audio.svg", "/")).toBe("/media/wysiwyg/mega-menu/icon/audio.svg")
    expect(menuIconUrl("", "/")).toBeUndefined()
  })
})

const row = (
  fields: Partial<MegaMenuItem> & Pick<MegaMenuItem, "items_id" | "parent_id" | "depth">,
): MegaMenuItem => ({
  title: "",
  link: "",
  target: "",
  li_class: "",
  a_class: "",
  a_id: "",
  icon: "",
  description: "",
  cols_nb: 1,
  is_align_right: 0,
  show_title: 1,
  content_type: "childmenu",
  end_level: 5,
  sub_menu_div_class: "",
  ...fields,
})

describe("spec §3/§9 mega-menu structure", () => {
  it("has columns Col-1…Col-5, column count 1–6 and end_level 5", () => {
    expect(MEGA_MENU_COLUMNS).toEqual(["Col-1", "Col-2", "Col-3", "Col-4", "Col-5"])
    expect(MEGA_MENU_END_LEVEL).toBe(5)
    expect([0, 1, 2, 6, 7, null].map(clampColumns)).toEqual([1, 1, 2, 6, 6, 1])
  })

  it("nests top items (depth 1) → columns in Col order (depth 2) → links (depth 3)", () => {
    const rows = [
      row({
        items_id: 1,
        parent_id: 0,
        depth: "1",
        title: "Video",
        link: "/video",
        icon: "video.svg",
        cols_nb: 5,
      }),
      row({ items_id: 3, parent_id: 1, depth: "2", title: "Col-2", cols_nb: 2, show_title: 0 }),
      row({ items_id: 2, parent_id: 1, depth: "2", title: "Col-1", show_title: 0 }),
      row({ items_id: 9, parent_id: 1, depth: "2", title: "Not a column" }),
      row({
        items_id: 4,
        parent_id: 2,
        depth: "3",
        title: "Drones",
        link: `${OWN_HOST}/video/drones.html`,
      }),
      row({
        items_id: 5,
        parent_id: 3,
        depth: "3",
        title: "Lab",
        link: "https://lab.shutter.example/film-processing",
        target: "_blank",
      }),
      row({ items_id: 6, parent_id: 3, depth: "3", title: "Photo Lab", link: PLACEHOLDER_LINK }),
      null,
    ]
    const [video, ...others] = buildMegaMenu(rows, { ...options, baseUrl: "https://cdn.example/" })
    expect(others).toEqual([])
    expect(video?.icon).toBe("https://cdn.example/media/wysiwyg/mega-menu/icon/video.svg")
    expect(video?.columns).toBe(5)
    expect(video?.children.map((c) => [c.title, c.depth, c.columns, c.showTitle])).toEqual([
      ["Col-1", 2, 1, false],
      ["Col-2", 2, 2, false],
    ])
    const [drones] = video?.children[0]?.children ?? []
    expect(drones).toMatchObject({
      href: "/video/drones.html",
      newTab: false,
      plainAnchor: false,
      depth: 3,
    })
    expect(
      video?.children[1]?.children.map((l) => [l.title, l.href, l.newTab, l.plainAnchor]),
    ).toEqual([
      ["Lab", "https://lab.shutter.example/film-processing", true, true],
      ["Photo Lab", "#", false, false],
    ])
  })

  it("stops nesting at end_level", () => {
    const rows = [
      row({ items_id: 1, parent_id: 0, depth: "1", title: "Top", end_level: 2 }),
      row({ items_id: 2, parent_id: 1, depth: "2", title: "Col-1" }),
      row({ items_id: 3, parent_id: 2, depth: "3", title: "Link" }),
    ]
    expect(buildMegaMenu(rows, { ...options, baseUrl: "/" })[0]?.children[0]?.children).toEqual([])
  })
})

describe("the main menu from the category tree (Magento without the mega-menu extension)", () => {
  const category = (
    name: string,
    urlPath: string,
    children: ReadonlyArray<CategoryNode> = [],
  ): CategoryNode => ({
    uid: btoa(name),
    name,
    position: 0,
    level: urlPath.split("/").length + 1,
    product_count: 1,
    url_path: urlPath,
    url_suffix: ".html",
    is_anchor: 1,
    include_in_menu: 1,
    children,
  })

  it("a top item per category, one untitled column, its sub-categories (and theirs) as links", () => {
    const tree = [
      category("Photography", "photography", [
        category("Cameras", "photography/cameras", [
          category("Mirrorless", "photography/cameras/mirrorless"),
        ]),
        category("Film", "photography/film"),
      ]),
      category("Gift Cards", "gift-cards"),
    ]
    const menu = buildMegaMenu(megaMenuRowsFromCategories(tree), { ownHosts: [], baseUrl: "/" })
    const shape = (entries: ReadonlyArray<MegaMenuEntry>): unknown =>
      entries.map((e) => ({
        title: e.title,
        href: e.href,
        depth: e.depth,
        showTitle: e.showTitle,
        children: shape(e.children),
      }))
    expect(shape(menu)).toEqual([
      {
        title: "Photography",
        href: "/photography.html",
        depth: 1,
        showTitle: true,
        children: [
          {
            title: "Col-1",
            href: "#",
            depth: 2,
            showTitle: false,
            children: [
              {
                title: "Cameras",
                href: "/photography/cameras.html",
                depth: 3,
                showTitle: true,
                children: [
                  {
                    title: "Mirrorless",
                    href: "/photography/cameras/mirrorless.html",
                    depth: 4,
                    showTitle: true,
                    children: [],
                  },
                ],
              },
              {
                title: "Film",
                href: "/photography/film.html",
                depth: 3,
                showTitle: true,
                children: [],
              },
            ],
          },
        ],
      },
      { title: "Gift Cards", href: "/gift-cards.html", depth: 1, showTitle: true, children: [] },
    ])
  })
})
