import { useState } from 'react'
import { Button } from '../../components/Button/Button.js'
import { useEngine } from '../../context/GangwayContext.js'
import { useT } from '../../hooks/useT.js'
import { disconnect } from '../../internal/core.js'
import { accountMessages } from '../../messages/account.js'
import { errorText } from '../../utils/errorText.js'

/** Disconnects the active namespace; core then closes the modal (Connect when embedded). */
export function DisconnectButton() {
  const engine = useEngine()
  const t = useT('shell', accountMessages)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()
  const onClick = async () => {
    setBusy(true)
    setError(undefined)
    try {
      await disconnect(engine)
    } catch (e) {
      setError(errorText(e, engine))
    } finally {
      setBusy(false)
    }
  }
  return (
    <>
      <Button wide kind="danger" data-testid="gw-disconnect" disabled={busy} onClick={onClick}>
        {t(busy ? 'disconnecting' : 'disconnect')}
      </Button>
      {error && (
        <p className="gw-err" role="alert">
          {error}
        </p>
      )}
    </>
  )
}
