// Stripe's request bodies: application/x-www-form-urlencoded with bracketed keys
// (`metadata[cart_id]=1`, `expand[0]=latest_charge`, `automatic_payment_methods[enabled]=true`).

export type FormValue = string | FormObject | FormValue[]
export interface FormObject {
  [key: string]: FormValue
}

const pathOf = (key: string): string[] => {
  const head = key.split("[", 1)[0] ?? key
  const rest = [...key.slice(head.length).matchAll(/\[([^\]]*)\]/g)].map((m) => m[1] ?? "")
  return [head, ...rest]
}

/** Parses a form body into nested objects; numeric segments make arrays. */
export const parseFormBody = (body: string): FormObject => {
  const root: FormObject = {}
  for (const [key, value] of new URLSearchParams(body)) {
    const path = pathOf(key)
    let node: FormObject | FormValue[] = root
    path.forEach((segment, index) => {
      const last = index === path.length - 1
      const nextIsIndex = /^\d*$/.test(path[index + 1] ?? "")
      const container = node as Record<string, FormValue>
      const slot = Array.isArray(node) && segment === "" ? String(node.length) : segment
      if (last) container[slot] = value
      else {
        container[slot] ??= nextIsIndex ? [] : {}
        node = container[slot] as FormObject | FormValue[]
      }
    })
  }
  return root
}
