import type { RequestText } from '@gangway/core'
import { formatMessage } from '../internal/core.js'

/**
 * A describer's words without a translator (a direct caller, a shell that passes none): the
 * English source, placeholders and plurals filled by core's formatter. The adapter's up-front
 * module passes it, so the describer's lazy chunk imports no formatter: a module both the first
 * chunk and a lazy one import makes Vite 8 split it into one more file loaded up front.
 */
export const inEnglish: RequestText = (_key, english, params) =>
  formatMessage(english, 'en', params)
