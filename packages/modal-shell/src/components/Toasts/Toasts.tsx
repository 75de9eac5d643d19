import { useStore } from '@nanostores/react'
import { useEngine } from '../../context/GangwayContext.js'

/**
 * The toasts of `$toasts` (core queues them one at a time, 150 ms apart). The region is always
 * in the page so screen readers announce each new toast politely.
 */
export function Toasts() {
  const toasts = useStore(useEngine().$toasts)
  return (
    <div className="gw-toasts" role="status" aria-live="polite">
      {toasts.map((t) => (
        <div key={t.id} className="gw-toast" data-testid="gw-toast" data-variant={t.variant}>
          <span className="gw-dot" aria-hidden="true" />
          {t.message}
        </div>
      ))}
    </div>
  )
}
