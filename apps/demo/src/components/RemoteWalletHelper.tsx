import { loadWalletConnect, type WalletConnectState } from '@gangway/core'
import { useEffect, useRef, useState } from 'react'
import { devstack } from '../devstack'
import { modal } from '../modal'

const query = new URLSearchParams(location.search)
/** How long the stand-in "phone" takes to scan a QR code. */
const SCAN_DELAY_MS = 1200

/**
 * Development only: the devstack's remote test wallet (a real WalletConnect wallet SDK in Node)
 * plays the visitor's phone. With "scan automatically" on, every pairing URI the modal shows is
 * sent to it after a moment, as if the QR code were scanned, so the whole remote flow runs
 * offline. `?autoPair=0` starts with it off, and so does a page the browser tests open (they set
 * `window.__gangwayNoAutoPair`: only walletconnect.spec may pair the one remote wallet).
 */
export function RemoteWalletHelper() {
  const control = devstack?.walletConnect?.controlUrl
  const [auto, setAuto] = useState(
    query.get('autoPair') !== '0' &&
      !(window as { __gangwayNoAutoPair?: boolean }).__gangwayNoAutoPair,
  )
  const [status, setStatus] = useState('')
  const paired = useRef(new Set<string>())

  useEffect(() => {
    if (!control || !auto) return
    let unsubscribe: (() => void) | undefined
    let timer: ReturnType<typeof setTimeout> | undefined
    let stopped = false
    const onState = (state: WalletConnectState) => {
      const uri = state.wcUri
      if (!uri || paired.current.has(uri) || state.status === 'connected') return
      paired.current.add(uri)
      clearTimeout(timer)
      timer = setTimeout(() => {
        setStatus('The remote wallet is scanning the QR code…')
        fetch(`${control}/pair`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ uri }),
        }).then(
          (res) =>
            setStatus(
              res.ok
                ? 'Scanned: approve happens in the remote wallet.'
                : `Pairing failed (${res.status})`,
            ),
          (error) => setStatus(`Pairing failed: ${error}`),
        )
      }, SCAN_DELAY_MS)
    }
    // Watch only once WalletConnect is loaded for another reason (a QR view opened), so the
    // helper never loads it itself.
    const unwatch = modal.subscribeState(({ view }) => {
      if (stopped || unsubscribe || !String(view).startsWith('ConnectingWalletConnect')) return
      loadWalletConnect(modal.engine).then(
        (client) => {
          if (!stopped && !unsubscribe) unsubscribe = client.$state.subscribe(onState)
        },
        () => setStatus('WalletConnect failed to load'),
      )
    })
    return () => {
      stopped = true
      clearTimeout(timer)
      unwatch()
      unsubscribe?.()
    }
  }, [control, auto])

  if (!control) return null
  return (
    <div className="remote-helper small" data-testid="demo-remote-helper">
      <label>
        <input
          type="checkbox"
          checked={auto}
          data-testid="demo-auto-pair"
          onChange={(e) => setAuto(e.target.checked)}
        />{' '}
        The remote test wallet scans WalletConnect QR codes automatically
      </label>
      {status ? (
        <span className="muted" role="status">
          {status}
        </span>
      ) : null}
    </div>
  )
}
