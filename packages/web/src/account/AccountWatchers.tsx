import { useHomeRequest } from "@shutter/react"
import { HOME_PATH, opensRegisterView } from "@shutter/sdk/rules"
import { useEffect, useRef } from "react"
import { useLocation, useSearch } from "wouter"
import { openLogin } from "../state/ui.js"

/**
 * The SDK's account requests to the router: a new home request (an authorization failure
 * signed the customer out; a password reset ended) goes home; `?accountcreate` opens the login
 * modal on its register view (spec §2).
 */
export const AccountWatchers = () => {
  const request = useHomeRequest()
  const [, navigate] = useLocation()
  const search = useSearch()
  const handled = useRef<number | null>(null)
  useEffect(() => {
    if (request === null || handled.current === request.id) return
    handled.current = request.id
    navigate(HOME_PATH)
  }, [request, navigate])
  useEffect(() => {
    if (opensRegisterView(search)) openLogin("register")
  }, [search])
  return null
}
