import { useEffect, useState } from "react"

/** `value`, once it has stopped changing for `ms`. */
export const useDebounced = <A>(value: A, ms: number): A => {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return settled
}
