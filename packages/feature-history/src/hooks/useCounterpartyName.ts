import { useStore } from '@nanostores/react'
import { useEffect, useState } from 'react'
import { type Engine, fetchIdentity, formatAddress } from '../internal/core.js'

/**
 * How a counterparty shows: the account's own label for it (`addressLabels`, any case), else
 * the name the data API's identity endpoint knows (cached by core), else the address shortened
 * to 4…6 characters (spec §9) — also while the name loads or when it cannot be had.
 */
export function useCounterpartyName(engine: Engine, address: string): string {
  const account = useStore(engine.$account)
  const network = useStore(engine.$activeNetwork)
  const label = labelOf(account?.addressLabels, address)
  const [identity, setIdentity] = useState<{ address: string; name: string }>()
  const chainId = network?.caipNetworkId
  const sender = account?.address

  useEffect(() => {
    if (label) return
    let live = true
    fetchIdentity(engine, { address, chainId, sender }).then(
      ({ name }) => {
        if (live && name?.trim()) setIdentity({ address, name: name.trim() })
      },
      (error: unknown) => engine.logger.debug('Activity: no identity for a counterparty', error),
    )
    return () => {
      live = false
    }
  }, [engine, address, chainId, sender, label])

  if (label) return label
  if (identity?.address === address) return identity.name
  return formatAddress(address)
}

function labelOf(labels: Record<string, string> | undefined, address: string): string | undefined {
  if (!labels) return undefined
  const wanted = address.toLowerCase()
  for (const [key, label] of Object.entries(labels)) {
    if (key.toLowerCase() === wanted && label.trim()) return label.trim()
  }
  return undefined
}
