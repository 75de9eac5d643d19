import { useStore } from '@nanostores/react'
import { useEngine } from '../../context/GangwayContext.js'

/**
 * The toasts of `$toasts` (core queues them one at a time, 150 ms apart). The region is always
 * in the page so screen readers announce each new toast politely. Alerts (a toast with a
 * description, spec §8 "Alerts", e.g. 'Invalid App Configuration') are announced at once
 * (role=alert) with their title and description.
 */
export function Toasts() {
  const toasts = useStore(useEngine().$toasts)
  const plain = toasts.filter((t) => !t.description)
  const alerts = toasts.filter((t) => t.description)
  return (
    <>
      <div className="gw-toasts" role="status" aria-live="polite">
        {plain.map((t) => (
          <div key={t.id} className="gw-toast" data-testid="gw-toast" data-variant={t.variant}>
            <span className="gw-dot" aria-hidden="true" />
            {t.message}
          </div>
        ))}
      </div>
      {alerts.length > 0 && (
        <div className="gw-toasts" role="alert">
          {alerts.map((t) => (
            <div
              key={t.id}
              className="gw-toast gw-alert"
              data-testid="gw-alert"
              data-variant={t.variant}
            >
              <span className="gw-dot" aria-hidden="true" />
              <span>
                <strong>{t.message}</strong>
                <span className="gw-alert-text">{t.description}</span>
              </span>
            </div>
          ))}
        </div>
      )}
    </>
  )
}
