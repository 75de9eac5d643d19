import { NAME_MAX_CHARS } from '../constants/constants.js'

// C0 and C1 controls, DEL, the Arabic letter mark, zero-width characters, bidi marks, embeddings,
// overrides and isolates, the BOM, and lone surrogates.
const HIDDEN =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to remove them
  /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]|[\ud800-\udfff]/gu

/**
 * A name from a wallet or a service (wallet-list and EIP-6963 wallet names, identity and ENS
 * names, NFT and token names) as Gangway shows it (untrusted input): bidi controls (U+202E…), other
 * control and zero-width characters removed, whitespace runs made one space, trimmed, and cut
 * to `max` characters (code points) with an ellipsis. Views still render names isolated
 * (`<bdi>` or `unicode-bidi: isolate`), so a right-to-left name cannot reorder the text around it.
 *
 * @param value Any value; only strings give a name.
 * @param max Longest name, in characters; defaults to NAME_MAX_CHARS.
 * @returns The name to show; `''` when nothing is left.
 * @example
 * import { toDisplayName } from '@gangway/core/internal'
 * toDisplayName('MetaMask\u202eksaMateM') // 'MetaMaskksaMateM'
 */
/* @__NO_SIDE_EFFECTS__ */
export function toDisplayName(value: unknown, max: number = NAME_MAX_CHARS): string {
  if (typeof value !== 'string') return ''
  const name = value.replace(/\s+/g, ' ').replace(HIDDEN, '').replace(/\s+/g, ' ').trim()
  const chars = [...name]
  return chars.length <= max
    ? name
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`
}
