import { useEngine } from '@gangway/modal-shell/kit'
import { useStore } from '@nanostores/react'
import type { Engine } from '../internal/core.js'
import { balanceToBaseUnits, isSmartAccount } from '../internal/core.js'
import { getSendCheck, type SendCheck } from './rules.js'
import { getSendStore, type SendState } from './sendStore.js'

/** The engine, its send state and the Send button's check, for the Send views. */
export function useSend(): { engine: Engine; send: SendState; check: SendCheck } {
  const engine = useEngine()
  const send = useStore(getSendStore(engine))
  const { token } = send
  // Read below through isSmartAccount: a change of account type renders again.
  useStore(engine.$accounts)
  const check = getSendCheck({
    token: token && {
      decimals: token.decimals,
      balance: balanceToBaseUnits(token.balance, token.decimals),
      native: !token.address,
    },
    amount: send.amount,
    receiver: send.receiver,
    fee: send.fee,
    nativeBalance: send.nativeBalance,
    smartAccount: isSmartAccount(engine, engine.$activeNamespace.get()),
  })
  return { engine, send, check }
}
