import { type RefObject, useEffect, useRef, useState } from "react"

/**
 * True once the element has come within `rootMargin` of the viewport (and stays true): the
 * moment to load what it shows. Without IntersectionObserver it is true at once.
 */
export const useNearViewport = <E extends Element>(
  rootMargin = "400px",
): readonly [RefObject<E | null>, boolean] => {
  const ref = useRef<E | null>(null)
  const [near, setNear] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (near || element === null) return
    if (typeof IntersectionObserver === "undefined") {
      setNear(true)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [near, rootMargin])
  return [ref, near]
}
