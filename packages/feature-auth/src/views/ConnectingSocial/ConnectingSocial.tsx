import { Spinner, View, ViewTitle } from '@gangway/modal-shell/kit'
import { useStore } from '@nanostores/react'
import { SOCIAL_NAMES, type SocialProvider } from '../../constants.js'
import { useAuthT } from '../useAuthT.js'
import { useAuthView } from '../useAuthView.js'

/** ConnectingSocial (spec §2): waits for the login window; its failure shows here. */
export function ConnectingSocial() {
  const { runtime } = useAuthView()
  const provider = useStore(runtime.$social)
  const step = useStore(runtime.$step)
  const error = useStore(runtime.$error)
  const t = useAuthT()
  return (
    <View
      name="ConnectingSocial"
      className="gw-auth"
      busy={step === 'social' || step === 'connecting'}
    >
      <ViewTitle>
        {t('logInWith', { provider: SOCIAL_NAMES[provider as SocialProvider] ?? provider ?? '' })}
      </ViewTitle>
      {error ? (
        <p className="gw-auth-error" role="alert" data-testid="gw-social-error">
          {error}
        </p>
      ) : (
        <>
          <p className="gw-muted">{t('continueInWindow')}</p>
          <Spinner label={t('waitingForWindow')} />
        </>
      )}
    </View>
  )
}
