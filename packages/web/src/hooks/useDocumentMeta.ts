import { useEffect } from "react"

const setMeta = (name: string, content: string): void => {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)
  if (tag === null) {
    tag = document.createElement("meta")
    tag.name = name
    document.head.append(tag)
  }
  tag.content = content
}

/** Writes the page's title and meta description into the document head. */
export const useDocumentMeta = (title: string | undefined, description?: string | null): void => {
  useEffect(() => {
    if (title) document.title = title
    if (description) setMeta("description", description)
  }, [title, description])
}
