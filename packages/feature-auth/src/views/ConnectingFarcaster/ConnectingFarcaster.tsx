import { Button, QrCode, Spinner, View, ViewTitle } from '@gangway/modal-shell/kit'
import { useStore } from '@nanostores/react'
import { useAuthT } from '../useAuthT.js'
import { useAuthView } from '../useAuthView.js'

/**
 * ConnectingFarcaster (spec §2): the frame's sign-in URI as a QR code on desktop and a link to
 * open on mobile, a waiting state until the approval, and Cancel.
 */
export function ConnectingFarcaster() {
  const { engine, runtime } = useAuthView()
  const uri = useStore(runtime.$farcasterUri)
  const error = useStore(runtime.$error)
  const mobile = engine.isMobile()
  const t = useAuthT()
  return (
    <View name="ConnectingFarcaster" className="gw-auth">
      <ViewTitle>{mobile ? t('continueInFarcaster') : t('scanQr')}</ViewTitle>
      {error ? (
        <p className="gw-auth-error" role="alert" data-testid="gw-farcaster-error">
          {error}
        </p>
      ) : !uri ? (
        <Spinner label={t('preparingSignIn')} />
      ) : mobile ? (
        <a className="gw-btn" href={uri} data-testid="gw-farcaster-link" rel="noopener">
          {t('openFarcaster')}
        </a>
      ) : (
        <>
          <QrCode value={uri} label={t('farcasterQr')} />
          <p className="gw-muted">{t('waitingFarcaster')}</p>
        </>
      )}
      <Button
        kind="secondary"
        data-testid="gw-farcaster-cancel"
        onClick={() => runtime.current?.cancelFarcaster()}
      >
        {t('cancel')}
      </Button>
    </View>
  )
}
