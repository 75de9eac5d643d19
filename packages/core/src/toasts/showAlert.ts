import type { Engine } from '../engine/types.js'
import { coreText } from '../i18n/coreText.js'
import { showToast } from './showToast.js'

/** How long an alert stays on screen: long enough to read two lines. */
export const ALERT_DURATION_MS = 8000

/**
 * Shows one of the spec §8 alerts (`ALERTS.invalidAppConfiguration`…) as an error toast with
 * its description under the title; the shell announces it to screen readers at once
 * (role=alert).
 *
 * @param engine The Gangway engine.
 * @param alert The alert's title and description, and its key in core's catalogue
 *   (`alert.<key>.title`…) for the locale shown.
 * @returns The toast's id (for `dismissToast`).
 * @example
 * import { ALERTS, showAlert } from '@gangway/core/internal'
 * showAlert(engine, ALERTS.invalidAppConfiguration)
 */
export function showAlert(
  engine: Engine,
  alert: { readonly key?: string; readonly title: string; readonly description: string },
): number {
  const key = `alert.${alert.key}`
  return showToast(engine, {
    variant: 'error',
    message: alert.key ? coreText(engine, `${key}.title`, alert.title) : alert.title,
    description: alert.key
      ? coreText(engine, `${key}.description`, alert.description)
      : alert.description,
    duration: ALERT_DURATION_MS,
  })
}
