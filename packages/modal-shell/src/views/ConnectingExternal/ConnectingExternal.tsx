import { useStore } from '@nanostores/react'
import { useEffect, useRef, useState } from 'react'
import { Img } from '../../components/Img/Img.js'
import { Spinner } from '../../components/Spinner/Spinner.js'
import type { ViewProps } from '../../components/ViewHost/ViewHost.js'
import { useEngine } from '../../context/GangwayContext.js'
import { type ChainNamespace, connect, UserRejectedRequestError } from '../../internal/core.js'
import { errorText } from '../../utils/errorText.js'

type State = { status: 'connecting' } | { status: 'error'; message: string; declined: boolean }

/**
 * ConnectingExternal: asks the wallet of `data.connectorId` to connect and waits ("Continue in
 * {wallet}"); a declined request shows "Connection declined", any other failure its message, both
 * with Retry. On success core closes the modal (or shows Account when embedded, SIWX when
 * sign-in is configured).
 */
export function ConnectingExternal({ data }: ViewProps) {
  const engine = useEngine()
  const connectorId = data?.connectorId ?? ''
  const namespace = data?.namespace as ChainNamespace | undefined
  const connector = useStore(engine.$connectors).find((c) => c.id === connectorId)
  const name = connector?.name ?? 'your wallet'
  const [state, setState] = useState<State>({ status: 'connecting' })

  const attempt = () => {
    setState({ status: 'connecting' })
    connect(engine, { connectorId, ...(namespace ? { namespace } : {}) }).catch((error) =>
      setState({
        status: 'error',
        message: errorText(error),
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
      <Img src={connector?.imageUrl} name={name} size={72} />
      {state.status === 'connecting' ? (
        <>
          <p className="gw-title">
            Continue in <bdi>{name}</bdi>
          </p>
          <p className="gw-muted">Accept the connection request in your wallet.</p>
          <Spinner label="Connecting" />
        </>
      ) : (
        <>
          <p className="gw-title" role="alert">
            {state.declined ? 'Connection declined' : 'Connection failed'}
          </p>
          <p className="gw-muted">
            {state.declined
              ? 'The request was declined in the wallet. You can try again.'
              : state.message}
          </p>
          <button type="button" className="gw-btn" onClick={attempt}>
            Retry
          </button>
        </>
      )}
    </div>
  )
}
