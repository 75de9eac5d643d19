/** Where {@link around} splits a sentence: a character no translation contains. */
export const SLOT = '\u0000'

/**
 * A translated sentence around one value shown in its own element (`<bdi>` for an email): the
 * text before the value and after it. `message` is the sentence with the value's placeholder
 * filled with {@link SLOT}.
 *
 * @example const [before, after] = around(t('codeSentTo', { email: SLOT }))
 */
export function around(message: string): [string, string] {
  const at = message.indexOf(SLOT)
  return at < 0 ? [message, ''] : [message.slice(0, at), message.slice(at + SLOT.length)]
}
