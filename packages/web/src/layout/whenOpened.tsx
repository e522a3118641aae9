import { type ReactNode, Suspense, useState } from "react"

/**
 * For code that is not on the first paint (sidebars, modals, popups, each a `React.lazy`
 * component): renders `children` from the first time `open` is true, which fetches their code,
 * and keeps them mounted afterwards so closing and opening again behave as if they had always
 * been there. Until then it renders nothing, on the server too, so hydration matches.
 */
export const WhenOpened = ({
  open,
  children,
}: {
  readonly open: boolean
  readonly children: ReactNode
}) => {
  const [opened, setOpened] = useState(open)
  // Adjusting state while rendering (React's documented pattern): no extra commit.
  if (open && !opened) setOpened(true)
  return opened || open ? <Suspense fallback={null}>{children}</Suspense> : null
}
