import { Button, QrCode, Spinner, View, ViewTitle } from '@gangway/modal-shell/kit'
import { useStore } from '@nanostores/react'
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
  return (
    <View name="ConnectingFarcaster" className="gw-auth">
      <ViewTitle>
        {mobile ? 'Continue in Farcaster' : 'Scan this QR code with your phone'}
      </ViewTitle>
      {error ? (
        <p className="gw-auth-error" role="alert" data-testid="gw-farcaster-error">
          {error}
        </p>
      ) : !uri ? (
        <Spinner label="Preparing the sign-in" />
      ) : mobile ? (
        <a className="gw-btn" href={uri} data-testid="gw-farcaster-link" rel="noopener">
          Open Farcaster
        </a>
      ) : (
        <>
          <QrCode value={uri} label="Farcaster sign-in QR code" />
          <p className="gw-muted">Waiting for you to approve in Farcaster…</p>
        </>
      )}
      <Button
        kind="secondary"
        data-testid="gw-farcaster-cancel"
        onClick={() => runtime.current?.cancelFarcaster()}
      >
        Cancel
      </Button>
    </View>
  )
}
