import { createContext, useContext, useEffect } from "react"

/** What a render decided for the document head. */
export interface DocumentMeta {
  title?: string
  description?: string
}

/**
 * On the server no effect runs and there is no document: the renderer provides an object here,
 * the hook writes into it during render (the page's values come last and win), and the server
 * puts them into the HTML's <head>. In the browser there is no provider.
 */
export const DocumentMetaContext = createContext<DocumentMeta | undefined>(undefined)

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
  const serverHead = useContext(DocumentMetaContext)
  if (serverHead !== undefined) {
    if (title) serverHead.title = title
    if (description) serverHead.description = description
  }
  useEffect(() => {
    if (title) document.title = title
    if (description) setMeta("description", description)
  }, [title, description])
}
