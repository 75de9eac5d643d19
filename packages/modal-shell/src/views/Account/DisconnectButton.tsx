import { useState } from 'react'
import { Button } from '../../components/Button/Button.js'
import { useEngine } from '../../context/GangwayContext.js'
import { disconnect } from '../../internal/core.js'
import { errorText } from '../../utils/errorText.js'

/** Disconnects the active namespace; core then closes the modal (Connect when embedded). */
export function DisconnectButton() {
  const engine = useEngine()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()
  const onClick = async () => {
    setBusy(true)
    setError(undefined)
    try {
      await disconnect(engine)
    } catch (e) {
      setError(errorText(e))
    } finally {
      setBusy(false)
    }
  }
  return (
    <>
      <Button wide kind="danger" data-testid="gw-disconnect" disabled={busy} onClick={onClick}>
        {busy ? 'Disconnecting…' : 'Disconnect'}
      </Button>
      {error && (
        <p className="gw-err" role="alert">
          {error}
        </p>
      )}
    </>
  )
}
