import { Spinner, View, ViewTitle } from '@gangway/modal-shell/kit'
import { useStore } from '@nanostores/react'
import { ACCOUNT_TYPE_NAMES } from '../../constants.js'
import type { AccountType as Type } from '../../state.js'
import { useAuthView } from '../useAuthView.js'

const TYPES = ['smartAccount', 'eoa'] as const satisfies readonly Type[]
const HINTS: Record<Type, string> = {
  smartAccount: 'An account the embedded wallet manages on this network',
  eoa: 'The account of your key',
}

/**
 * AccountType: the embedded wallet's account types on this network (spec §3: eoa, smartAccount;
 * smartAccount by default on eip155) as a radio group; picking one asks the frame to make it the
 * preferred type (spec §7 "set preferred account"), and the connected address follows.
 */
export function AccountType() {
  const { engine, runtime } = useAuthView()
  const type = useStore(runtime.$accountType)
  const networks = useStore(runtime.$smartNetworks)
  const switching = useStore(runtime.$switchingType)
  const network = useStore(engine.$activeNetwork)
  const available = network !== undefined && networks.includes(network.caipNetworkId)
  return (
    <View name="AccountType" className="gw-auth" busy={switching}>
      <ViewTitle kind="muted">
        {available
          ? `The account you use on ${network.name}`
          : 'Smart accounts are not available on this network'}
      </ViewTitle>
      {available && (
        <fieldset className="gw-auth-types" disabled={switching}>
          <legend className="gw-sr">Account type</legend>
          {TYPES.map((option) => (
            <label key={option} className="gw-item" data-testid={`gw-account-type-${option}`}>
              <input
                type="radio"
                name="gw-account-type"
                value={option}
                checked={type === option}
                onChange={() =>
                  void runtime.session().then((session) => session.setAccountType(option))
                }
              />
              <span className="gw-item-main">
                <span className="gw-title">{ACCOUNT_TYPE_NAMES[option]}</span>
                <span className="gw-muted">{HINTS[option]}</span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {switching && <Spinner label="Switching the account" />}
    </View>
  )
}
