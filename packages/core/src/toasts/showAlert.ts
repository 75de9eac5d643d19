import type { Engine } from '../engine/types.js'
import { showToast } from './showToast.js'

/** How long an alert stays on screen: long enough to read two lines. */
export const ALERT_DURATION_MS = 8000

/**
 * Shows one of the spec §8 alerts (`ALERTS.invalidAppConfiguration`…) as an error toast with
 * its description under the title; the shell announces it to screen readers at once
 * (role=alert).
 *
 * @param engine The Gangway engine.
 * @param alert The alert's title and description.
 * @returns The toast's id (for `dismissToast`).
 * @example
 * import { ALERTS, showAlert } from '@gangway/core/internal'
 * showAlert(engine, ALERTS.invalidAppConfiguration)
 */
export function showAlert(
  engine: Engine,
  alert: { readonly title: string; readonly description: string },
): number {
  return showToast(engine, {
    variant: 'error',
    message: alert.title,
    description: alert.description,
    duration: ALERT_DURATION_MS,
  })
}
