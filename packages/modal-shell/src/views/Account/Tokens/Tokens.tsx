import { useStore } from '@nanostores/react'
import { useContext, useEffect, useState } from 'react'
import { Button } from '../../../components/Button/Button.js'
import { TokenList } from '../../../components/TokenList/TokenList.js'
import { useEngine } from '../../../context/GangwayContext.js'
import { WarmUp } from '../../../context/WarmUp.js'
import { useLocale, useT } from '../../../hooks/useT.js'
import { fetchTokenBalances, watchTokenBalances } from '../../../internal/core.js'
import { accountMessages } from '../../../messages/account.js'
import { frameMessages } from '../../../messages/frame.js'
import { useViewStyles } from '../../../theme/useViewStyles.js'
import { formatUsd } from '../../../utils/formatUsd.js'
import { localBalance } from '../../../utils/localBalance.js'
import { css } from './styles.js'
import { useLockout } from './useLockout.js'

/**
 * The Tokens tab: the account's balances on the active network from the data API (30 s cache),
 * highest USD value first, with their total. Refreshes on a network or account change and after
 * a send. A failure shows why, with a retry that waits out the 30 s lockout (spec §5).
 */
export function Tokens() {
  const engine = useEngine()
  const t = useT('shell', accountMessages)
  const { locale } = useLocale()
  useViewStyles('tokens', css)
  const warm = useContext(WarmUp)
  const namespace = useStore(engine.$activeNamespace)
  const account = useStore(engine.$account)
  useEffect(() => {
    if (!warm) return watchTokenBalances(engine, { namespace })
  }, [engine, namespace, warm])

  const balances = account?.tokenBalance
  if (account?.lastRetry !== undefined) return <TokensError lastRetry={account.lastRetry} />
  if (!balances)
    return <TokenList loading rows={[]} testIdPrefix="" aria-label={t('loadingTokens')} />
  if (balances.length === 0) return <p className="gw-muted gw-center">{t('noTokens')}</p>
  const total = balances.reduce((sum, b) => sum + (b.value ?? 0), 0)
  return (
    <div className="gw-stack" data-testid="gw-tokens">
      <p className="gw-tokens-total">
        <span className="gw-muted">{t('total')}</span>
        <span data-testid="gw-tokens-total">{formatUsd(total, locale)}</span>
      </p>
      <TokenList
        aria-label={t('tab.Tokens')}
        testIdPrefix="gw-token-"
        rows={balances.map((b) => ({
          id: `${b.chainId}:${b.address ?? 'native'}`,
          name: b.name,
          symbol: b.symbol,
          iconUrl: b.iconUrl,
          detail: localBalance(b.quantity.numeric, b.symbol, locale),
          value: formatUsd(b.value, locale),
        }))}
      />
    </div>
  )
}

function TokensError({ lastRetry }: { lastRetry: number }) {
  const engine = useEngine()
  const t = useT('shell', accountMessages)
  const tf = useT('shell', frameMessages)
  const namespace = useStore(engine.$activeNamespace)
  const seconds = useLockout(lastRetry)
  const [busy, setBusy] = useState(false)
  const retry = async () => {
    setBusy(true)
    try {
      await fetchTokenBalances(engine, { namespace, force: true })
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="gw-center" data-testid="gw-tokens-error">
      <p className="gw-err" role="alert">
        {t('tokensUnavailable')}
      </p>
      <Button kind="secondary" disabled={seconds > 0 || busy} onClick={retry}>
        {busy ? t('retrying') : seconds > 0 ? t('tryAgainIn', { seconds }) : tf('tryAgain')}
      </Button>
    </div>
  )
}
