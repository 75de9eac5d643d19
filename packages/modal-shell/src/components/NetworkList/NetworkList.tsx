import { useStore } from '@nanostores/react'
import { useState } from 'react'
import { useEngine } from '../../context/GangwayContext.js'
import { useT } from '../../hooks/useT.js'
import { type Network, switchNetwork } from '../../internal/core.js'
import { connectingMessages } from '../../messages/connecting.js'
import { errorText } from '../../utils/errorText.js'
import { switchableNetworks } from '../../utils/switchableNetworks.js'
import { ListItem } from '../ListItem/ListItem.js'
import { NetworkIcon } from '../NetworkIcon/NetworkIcon.js'

/**
 * The configured networks the visitor may pick (a family whose adapter cannot switch shows only
 * its active network) as buttons. Picking one switches to it: the entry shows "Approve in
 * wallet" while the wallet is asked, a failure shows its message and keeps the old network,
 * success calls `onSwitched`.
 */
export function NetworkList({
  markActive,
  onSwitched,
}: {
  /** Whether to mark the active network (not on UnsupportedChain, where the wallet is elsewhere). */
  markActive: boolean
  onSwitched: () => void
}) {
  const engine = useEngine()
  const t = useT('shell', connectingMessages)
  const active = useStore(engine.$activeNetwork)
  const networks = switchableNetworks(engine, useStore(engine.$activeNetworks))
  const [pending, setPending] = useState<string>()
  const [error, setError] = useState<string>()

  const select = async (network: Network) => {
    setError(undefined)
    setPending(network.caipNetworkId)
    try {
      await switchNetwork(engine, network)
      onSwitched()
    } catch (e) {
      setError(errorText(e, engine))
    } finally {
      setPending(undefined)
    }
  }

  return (
    <div className="gw-stack">
      <ul className="gw-list" aria-label={t('networks')}>
        {networks.map((n) => {
          const current = markActive && n.caipNetworkId === active?.caipNetworkId
          const waiting = pending === n.caipNetworkId
          return (
            <ListItem
              key={n.caipNetworkId}
              icon={<NetworkIcon network={n} name={n.name} size={32} />}
              trailing={
                (waiting || current) && (
                  <span className="gw-tag" data-tone={current ? 'ok' : undefined}>
                    {waiting ? t('approveInWallet') : t('activeNetwork')}
                  </span>
                )
              }
              current={current}
              busy={waiting}
              disabled={pending !== undefined && !waiting}
              onClick={() => (current ? onSwitched() : waiting || select(n))}
              data-testid={`gw-network-${n.caipNetworkId}`}
            >
              {n.name}
            </ListItem>
          )
        })}
      </ul>
      {error && (
        <p className="gw-err" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
