/*
 * The English of the PSBT summary the gate writes (describePsbt, psbt.ts's sighash warnings,
 * onDemand's broadcast, transfer's wallet-set fee), one phrase or template per key of the shell's
 * `account` catalogue (`request.value.*`, `request.warning.*`). The gate writes its record of what
 * is signed with `psbtWord`; the describer finds each value's key again with `psbtWordsIn` and shows
 * it through the visitor's translator. No imports: the describer must not pull the gate's
 * @scure/btc-signer code in with it.
 */

/**
 * The phrases and templates, by catalogue key; `{name}` is a placeholder. Order matters to
 * `psbtWordsIn`: the first that matches wins (the payment and ordinals change before any purpose's).
 */
export const PSBT_WORDS = {
  'request.value.opReturn': 'OP_RETURN data (unspendable)',
  'request.value.script': 'script {hex}',
  'request.value.unknown': 'unknown',
  'request.value.unknownPrevout': 'unknown (the PSBT does not say)',
  'request.value.unknownFee': 'unknown (the PSBT does not give every spent amount)',
  'request.value.no': 'no',
  'request.value.signsWith': 'yes ({sighash})',
  'request.value.or': '{0} or {1}',
  'request.value.changePayment': 'back to your payment address',
  'request.value.changeOrdinals': 'back to your ordinals address',
  'request.value.change': 'back to your {purpose} address',
  'request.value.broadcastOnceSigned': 'yes, once signed',
  'request.value.feeSetByWallet': '≈ {fee} (set by the wallet)',
  'request.warning.highFeeRate':
    'The fee rate, {rate}, is above {max} sat/vB, far above what the network usually asks: check the fee ({fee}) before you approve',
  'request.warning.sighashNone':
    'Input {index}: {sighash}: outputs can be changed after you sign: whoever holds this signature can send these coins anywhere',
  'request.warning.sighashNoneAnyone':
    'Input {index}: {sighash}: outputs can be changed and other inputs added after you sign: whoever holds this signature can send these coins anywhere',
  'request.warning.sighashSingle':
    'Input {index}: {sighash}: only output {index} is fixed; the other outputs can be changed after you sign',
  'request.warning.sighashSingleAnyone':
    'Input {index}: {sighash}: only output {index} is fixed; the other outputs can be changed and other inputs added after you sign',
  'request.warning.sighashAnyone':
    'Input {index}: {sighash}: other inputs can be added after you sign (the outputs stay as shown)',
} as const

export type PsbtWord = keyof typeof PSBT_WORDS

/** A phrase of the summary in English, its placeholders filled. */
export const psbtWord = (key: PsbtWord, params: Record<string, string | number> = {}): string =>
  PSBT_WORDS[key].replace(/\{(\w+)\}/g, (whole, name: string) => `${params[name] ?? whole}`)

/** Each template as an anchored pattern, its placeholders' names in the order they capture. */
const patterns = Object.entries(PSBT_WORDS).map(([key, english]) => {
  const names: string[] = []
  const source = english
    .split(/(\{\w+\})/)
    .map((part, i) => {
      if (i % 2 === 0) return part.replace(/[.*+?^$()[\]{}|\\]/g, '\\$&')
      const name = part.slice(1, -1)
      // A placeholder written twice (SINGLE's input index) must read the same both times.
      if (names.includes(name)) return `\\${names.indexOf(name) + 1}`
      names.push(name)
      return '(.+?)'
    })
    .join('')
  return { key: key as PsbtWord, english, names, pattern: new RegExp(`^${source}$`) }
})

/**
 * The key, English and placeholders of a value the gate wrote with `psbtWord`; undefined for
 * anything else (an address, an amount, a rate, a sighash name).
 */
export function psbtWordsIn(
  value: string,
): { key: PsbtWord; english: string; params: Record<string, string> } | undefined {
  for (const { key, english, names, pattern } of patterns) {
    const match = pattern.exec(value)
    if (match)
      return {
        key,
        english,
        params: Object.fromEntries(names.map((name, i) => [name, match[i + 1]!])),
      }
  }
  return undefined
}
