import { useStore } from '@nanostores/react'
import { useEffect } from 'react'
import { useEngine } from '../../context/GangwayContext.js'
import { useT } from '../../hooks/useT.js'
import { errorText, preloadFeature } from '../../internal/core.js'
import { frameMessages } from '../../messages/frame.js'
import { Button } from '../Button/Button.js'
import { Spinner } from '../Spinner/Spinner.js'

/**
 * What shows in place of an entry (a view, a tab) whose feature has not registered it yet: the
 * feature starts loading on mount, a spinner shows meanwhile, and a failed load shows its
 * FeatureLoadError with Try again. A feature that loaded without registering the entry shows
 * "not available" (never an endless spinner).
 */
export function FeaturePending({
  featureId,
  testId,
  title,
}: {
  featureId: string
  testId?: string | undefined
  title?: string
}) {
  const engine = useEngine()
  const t = useT('shell', frameMessages)
  const status = useStore(engine.$features, { keys: [featureId] })[featureId]
  useEffect(() => {
    const now = engine.$features.get()[featureId]
    if (now === 'idle' || now === undefined) preloadFeature(engine, featureId)
  }, [engine, featureId])
  if (typeof status === 'object') {
    return (
      <div className="gw-center" role="alert" data-testid={testId}>
        <p className="gw-title">{title ?? t('viewUnavailable')}</p>
        <p className="gw-err">{errorText(engine, status.error)}</p>
        <Button
          kind="secondary"
          data-testid="gw-feature-retry"
          onClick={() => preloadFeature(engine, featureId)}
        >
          {t('tryAgain')}
        </Button>
      </div>
    )
  }
  if (status === 'ready') {
    return (
      <div className="gw-center" data-testid={testId}>
        <p className="gw-title">{title ?? t('viewUnavailable')}</p>
      </div>
    )
  }
  return (
    <div className="gw-center" data-testid={testId} aria-busy="true">
      <Spinner />
      <p className="gw-muted">{t('loading')}</p>
    </div>
  )
}
