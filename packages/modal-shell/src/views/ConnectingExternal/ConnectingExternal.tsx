import { useStore } from '@nanostores/react'
import { useEffect, useRef, useState } from 'react'
import { Img } from '../../components/Img/Img.js'
import { Spinner } from '../../components/Spinner/Spinner.js'
import type { ViewProps } from '../../components/ViewHost/ViewHost.js'
import { useEngine } from '../../context/GangwayContext.js'
import { useT } from '../../hooks/useT.js'
import { type ChainNamespace, connect, UserRejectedRequestError } from '../../internal/core.js'
import { connectingMessages } from '../../messages/connecting.js'
import { errorText } from '../../utils/errorText.js'
import { fillNodes } from '../../utils/fillNodes.js'

type State = { status: 'connecting' } | { status: 'error'; message: string; declined: boolean }

/**
 * ConnectingExternal: asks the wallet of `data.connectorId` to connect and waits ("Continue in
 * {wallet}"); a declined request shows "Connection declined", any other failure its message, both
 * with Retry. On success core closes the modal (or shows Account when embedded, SIWX when
 * sign-in is configured).
 */
export function ConnectingExternal({ data }: ViewProps) {
  const engine = useEngine()
  const t = useT('shell', connectingMessages)
  const connectorId = data?.connectorId ?? ''
  const namespace = data?.namespace as ChainNamespace | undefined
  const connector = useStore(engine.$connectors).find((c) => c.id === connectorId)
  const name = connector?.name
  const [state, setState] = useState<State>({ status: 'connecting' })

  const attempt = () => {
    setState({ status: 'connecting' })
    connect(engine, { connectorId, ...(namespace ? { namespace } : {}) }).catch((error) =>
      setState({
        status: 'error',
        message: errorText(error, engine),
        declined: error instanceof UserRejectedRequestError,
      }),
    )
  }
  // Once per view (refs survive StrictMode's effect replay, so the wallet is asked only once).
  const started = useRef(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: connect once, on mount
  useEffect(() => {
    if (started.current) return
    started.current = true
    attempt()
  }, [])

  return (
    <div className="gw-center" data-testid="gw-view-ConnectingExternal">
      {/* In the page from the start, so a screen reader hears each wait (after Retry too); a
          failure is an alert of its own, so this region is quiet then (said once, not twice). */}
      <p className="gw-sr" role="status" aria-live="polite" data-testid="gw-connecting-status">
        {state.status !== 'connecting'
          ? ''
          : name
            ? t('status.acceptIn', { name })
            : t('acceptRequest')}
      </p>
      <Img src={connector?.imageUrl} name={name ?? ''} size={72} />
      {state.status === 'connecting' ? (
        <>
          <p className="gw-title">
            {name
              ? fillNodes(t('continueIn'), { name: <bdi>{name}</bdi> })
              : t('continueInYourWallet')}
          </p>
          <p className="gw-muted">{t('acceptRequest')}</p>
          <Spinner label={t('connectingProgress')} />
        </>
      ) : (
        <>
          <p className="gw-title" role="alert">
            {t(state.declined ? 'connectionDeclined' : 'connectionFailed')}
          </p>
          <p className="gw-muted">{state.declined ? t('declinedText') : state.message}</p>
          <button type="button" className="gw-btn" onClick={attempt}>
            {t('retryConnection')}
          </button>
        </>
      )}
    </div>
  )
}
