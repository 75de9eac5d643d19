import { toDisplayName } from '../internal/core.js'
import { mixedScripts } from './mixedScripts.js'

/** The longest name the name service holds (255): shown whole, so no look-alike hides in a cut. */
const NAME_MAX_CHARS = 255

/**
 * A receiver's name as Send shows it: core's `toDisplayName` (bidi controls, zero-width and other
 * control characters removed), never shortened, with the look-alike scripts it mixes.
 *
 * @returns `undefined` without a name (or when nothing of it is left).
 * @example
 * receiverName('carol\u202e.wcn.id') // { text: 'carol.wcn.id', scripts: [] }
 */
export function receiverName(
  name: string | undefined,
): { text: string; scripts: string[] } | undefined {
  const text = name === undefined ? '' : toDisplayName(name, NAME_MAX_CHARS)
  return text ? { text, scripts: mixedScripts(text) } : undefined
}
