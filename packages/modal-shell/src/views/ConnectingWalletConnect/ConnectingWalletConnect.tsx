import { useEffect, useRef, useState } from 'react'
import { Button } from '../../components/Button/Button.js'
import { CopyButton } from '../../components/CopyButton/CopyButton.js'
import { Img } from '../../components/Img/Img.js'
import { QrMatrix } from '../../components/QrCode/QrMatrix.js'
import { Spinner } from '../../components/Spinner/Spinner.js'
import type { ViewProps } from '../../components/ViewHost/ViewHost.js'
import { useEngine } from '../../context/GangwayContext.js'
import { useT } from '../../hooks/useT.js'
import {
  loadWalletConnect,
  push,
  UserRejectedRequestError,
  type WalletConnectClient,
  type WalletConnectState,
  type WalletListEntry,
} from '../../internal/core.js'
import { connectingMessages } from '../../messages/connecting.js'
import { frameMessages } from '../../messages/frame.js'
import { useViewStyles } from '../../theme/useViewStyles.js'
import { errorText } from '../../utils/errorText.js'
import { fillNodes } from '../../utils/fillNodes.js'
import { css } from './styles.js'

type Props = ViewProps & { basic?: boolean }

/** The wallet picked in the wallet list, when the router data carries one that looks right. */
function walletOf(data: ViewProps['data']): WalletListEntry | undefined {
  const wallet = data?.wallet as WalletListEntry | undefined
  return wallet && typeof wallet.id === 'string' && typeof wallet.name === 'string'
    ? wallet
    : undefined
}

/**
 * ConnectingWalletConnect: connects a remote wallet over a WalletConnect pairing. Loads
 * `@gangway/walletconnect` on first show, creates a pairing and shows its URI as a QR code on
 * desktop (with copy link and the wallet's desktop / web app links), or "Open {wallet}" with a
 * deep link and retry on mobile. An expired URI is replaced by the client without a click; a
 * declined pairing shows "Connection declined" and Retry makes a fresh URI. On approval core
 * connects every namespace of the session and closes the modal.
 */
export function ConnectingWalletConnect({ data, basic = false }: Props) {
  const engine = useEngine()
  useViewStyles('walletconnect', css)
  const t = useT('shell', connectingMessages)
  const tFrame = useT('shell', frameMessages)
  const wallet = walletOf(data)
  const name = wallet?.name
  // The wallet's name kept left to right inside right-to-left text.
  const named = (text: string) => fillNodes(text, { name: <bdi>{name}</bdi> })
  const mobile = engine.isMobile()
  const [client, setClient] = useState<WalletConnectClient>()
  const [state, setState] = useState<WalletConnectState>()
  const [failure, setFailure] = useState<{ message: string; declined: boolean }>()
  const [showQr, setShowQr] = useState(!mobile)
  const attempts = useRef(0)

  const attempt = (wc: WalletConnectClient) => {
    const id = ++attempts.current
    setFailure(undefined)
    wc.connect({ wallet }).catch((error: unknown) => {
      // A newer attempt (Retry) or leaving the view supersedes this one.
      if (id !== attempts.current) return
      setFailure({
        message: errorText(error, engine),
        declined: error instanceof UserRejectedRequestError,
      })
    })
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: one pairing per view
  useEffect(() => {
    let alive = true
    let unsubscribe: (() => void) | undefined
    loadWalletConnect(engine).then(
      (wc) => {
        if (!alive) return
        setClient(wc)
        unsubscribe = wc.$state.subscribe(setState)
        attempt(wc)
      },
      (error: unknown) =>
        alive && setFailure({ message: errorText(error, engine), declined: false }),
    )
    return () => {
      alive = false
      attempts.current++
      unsubscribe?.()
      // Leaving the view stops waiting on this pairing; a finished connection is kept.
      loadWalletConnect(engine).then(
        (wc) => wc.$state.get().status !== 'connected' && wc.cancel(),
        () => {},
      )
    }
  }, [])

  const testId = `gw-view-${basic ? 'ConnectingWalletConnectBasic' : 'ConnectingWalletConnect'}`
  const uri = state?.wcUri
  const [linkRefused, setLinkRefused] = useState(false)
  // The client opens only http(s) and app-scheme links; anything else is refused and said so.
  const open = (platform: 'mobile' | 'desktop' | 'web') => {
    if (wallet && client) setLinkRefused(!client.openWallet({ wallet, platform }))
  }

  if (failure || state?.status === 'rejected') {
    const declined = failure?.declined ?? state?.status === 'rejected'
    return (
      <div className="gw-center" data-testid={testId}>
        {/* The live region, first in both returns (React keeps the node): quiet beside the alert. */}
        <p className="gw-sr" role="status" aria-live="polite" data-testid="gw-connecting-status" />
        {name ? <Img src={undefined} name={name} size={72} /> : null}
        <p className="gw-title" role="alert">
          {t(declined ? 'connectionDeclined' : 'connectionFailed')}
        </p>
        <p className="gw-muted">
          {declined
            ? t('declinedText')
            : (failure?.message ?? state?.errorMessage ?? tFrame('somethingWentWrong'))}
        </p>
        {client ? (
          <button type="button" className="gw-btn" onClick={() => attempt(client)}>
            {t('retryConnection')}
          </button>
        ) : null}
      </div>
    )
  }

  const connecting = state?.status === 'connecting'
  return (
    <div className="gw-center gw-wc" data-testid={testId} aria-busy={!uri}>
      {/* In the page from the start (and kept across a decline and Retry): each wait is heard. */}
      <p className="gw-sr" role="status" aria-live="polite" data-testid="gw-connecting-status">
        {!uri
          ? t('creatingPairing')
          : showQr
            ? connecting
              ? name
                ? t('approveIn', { name })
                : t('approveInYourWallet')
              : basic || !name
                ? t('status.scanWithPhone')
                : t('status.scanWith', { name })
            : name
              ? t(connecting ? 'status.continueApprove' : 'status.continueOpen', { name })
              : t(connecting ? 'approveInYourWallet' : 'status.openWalletApp')}
      </p>
      {showQr ? (
        <>
          <p className="gw-title">
            {basic || !name ? t('scanWithPhone') : t('scanWith', { name })}
          </p>
          <div className="gw-qr-box">
            {uri && client ? (
              <QrMatrix
                matrix={client.qrMatrix(uri)}
                label={name ? t('qrFor', { name }) : t('qrWalletConnect')}
              />
            ) : (
              <Spinner label={t('creatingPairing')} />
            )}
          </div>
          <p className="gw-muted">
            {!connecting
              ? t('scanSteps')
              : name
                ? t('approveIn', { name })
                : t('approveInYourWallet')}
          </p>
        </>
      ) : (
        <>
          {name ? <Img src={undefined} name={name} size={72} /> : null}
          <p className="gw-title">{name ? named(t('continueIn')) : t('continueInYourWallet')}</p>
          <p className="gw-muted">{t(connecting ? 'approveInTheWallet' : 'openAppAndApprove')}</p>
          {uri && wallet?.mobile_link ? (
            <button type="button" className="gw-btn" onClick={() => open('mobile')}>
              {named(t('open'))}
            </button>
          ) : null}
        </>
      )}
      {linkRefused ? (
        <p className="gw-muted" role="alert">
          {t('linkRefused')}
        </p>
      ) : null}
      {state?.buffering ? (
        <p className="gw-muted" role="status">
          {t('reconnecting')}
        </p>
      ) : null}
      <div className="gw-row gw-wc-actions">
        {uri ? (
          <CopyButton
            text={uri}
            label={t('copyLink')}
            copiedLabel={t('linkCopied')}
            labelled
            data-testid="gw-copy-uri"
          />
        ) : null}
        {!mobile && uri && wallet?.desktop_link ? (
          <Button kind="secondary" onClick={() => open('desktop')}>
            {t('openDesktopApp')}
          </Button>
        ) : null}
        {uri && wallet?.webapp_link ? (
          <Button kind="secondary" onClick={() => open('web')}>
            {t('openWebApp')}
          </Button>
        ) : null}
        {mobile ? (
          <Button kind="secondary" onClick={() => setShowQr((v) => !v)}>
            {t(showQr ? 'openAppInstead' : 'showQrCode')}
          </Button>
        ) : null}
      </div>
      <p className="gw-muted">
        {name ? t('dontHave', { name }) : t('dontHaveWallet')}{' '}
        <button type="button" className="gw-link" onClick={() => push(engine, 'AllWallets')}>
          {t('browseWallets')}
        </button>
      </p>
    </div>
  )
}

/** ConnectingWalletConnectBasic: the QR-first view (spec §2 opening rules, no adapter can connect directly). */
export function ConnectingWalletConnectBasic(props: ViewProps) {
  return <ConnectingWalletConnect {...props} basic />
}
