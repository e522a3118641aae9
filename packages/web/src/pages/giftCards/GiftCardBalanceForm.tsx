import { useCartActions } from "@shutter/react"
import type { GiftCardAccount } from "@shutter/sdk"
import { FIELD_REQUIRED_MESSAGE, formatMoney } from "@shutter/sdk/rules"
import { useState } from "react"
import { Field } from "../checkout/AddressFields.js"
import { errorMessage } from "../checkout/errorMessage.js"

/**
 * Balance check for a gift card code (Magento's `giftCardAccount`): the balance in the SDK's
 * money format, or the server's message for a code it does not know.
 */
export const GiftCardBalanceForm = () => {
  const { giftCardBalance } = useCartActions()
  const [code, setCode] = useState("")
  const [fieldError, setFieldError] = useState<string | undefined>()
  const [account, setAccount] = useState<GiftCardAccount | null | undefined>()
  const [failure, setFailure] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)

  const check = async () => {
    const wanted = code.trim()
    setFieldError(wanted === "" ? FIELD_REQUIRED_MESSAGE : undefined)
    if (wanted === "") return
    setBusy(true)
    setFailure(undefined)
    try {
      setAccount(await giftCardBalance({ code: wanted }))
    } catch (error) {
      setAccount(undefined)
      setFailure(errorMessage(error))
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="gift-card-balance" aria-labelledby="gift-card-balance-title">
      <h2 id="gift-card-balance-title">Check a gift card balance</h2>
      <form
        noValidate
        aria-label="Check a gift card balance"
        onSubmit={(e) => {
          e.preventDefault()
          void check()
        }}
      >
        <Field
          id="gift-card-balance-code"
          label="Gift card code"
          value={code}
          error={fieldError}
          required
          autoComplete="off"
          onChange={setCode}
        />
        {failure && (
          <p className="field__error" role="alert">
            {failure}
          </p>
        )}
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
          Check balance
        </button>
      </form>
      {account?.balance && (
        <p className="gift-card-balance__result" role="status" data-testid="gift-card-balance">
          Balance on {account.code}: <strong>{formatMoney(account.balance)}</strong>
          {account.expiration_date ? ` · expires ${account.expiration_date}` : ""}
        </p>
      )}
    </section>
  )
}
