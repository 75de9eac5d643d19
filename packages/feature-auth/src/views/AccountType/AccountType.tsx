import { Spinner, View, ViewTitle } from '@gangway/modal-shell/kit'
import { useStore } from '@nanostores/react'
import type { AccountType as Type } from '../../state.js'
import { useAuthT } from '../useAuthT.js'
import { useAuthView } from '../useAuthView.js'

const TYPES = ['smartAccount', 'eoa'] as const satisfies readonly Type[]

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
  const t = useAuthT()
  const available = network !== undefined && networks.includes(network.caipNetworkId)
  return (
    <View name="AccountType" className="gw-auth" busy={switching}>
      <ViewTitle kind="muted">
        {available ? t('accountOn', { network: network.name }) : t('smartUnavailable')}
      </ViewTitle>
      {available && (
        <fieldset className="gw-auth-types" disabled={switching}>
          <legend className="gw-sr">{t('accountType')}</legend>
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
                <span className="gw-title">{t(`type.${option}`)}</span>
                <span className="gw-muted">{t(`hint.${option}`)}</span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {switching && <Spinner label={t('switchingAccount')} />}
    </View>
  )
}
