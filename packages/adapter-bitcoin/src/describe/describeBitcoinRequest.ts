import type {
  DescribedRequest,
  DescriptionRow,
  RequestDescription,
  RequestText,
} from '@gangway/core'
import { InvalidRequestParamsError } from '@gangway/core'
import * as v from 'valibot'
import { psbtWordsIn } from '../actions/psbtWords.js'

/*
 * ApproveTransaction's words for the Bitcoin requests the adapter's gate shows. A PSBT reaches
 * the gate already decoded (`describePsbt`: every input and output, change, fee and rate,
 * warnings): this lays that summary out, it decodes nothing again. Its words (titles, labels,
 * owners, counts, and the summary's own phrases: psbtWords, found again in the values the gate
 * wrote) come from `Adapter.describeRequest`'s translator; addresses, amounts, rates and sighash
 * names are shown as the gate wrote them.
 */

const Text = v.string()
const PsbtShown = v.object({
  warnings: v.optional(v.array(Text)),
  to: v.optional(Text),
  amount: v.optional(Text),
  fee: Text,
  feeRate: Text,
  broadcast: v.optional(Text),
  inputs: v.optional(
    v.array(v.object({ index: v.number(), from: Text, amount: Text, yours: Text, sign: Text })),
  ),
  outputs: v.optional(
    v.array(v.object({ index: v.number(), to: Text, amount: Text, change: v.optional(Text) })),
  ),
})
const MessageShown = v.object({
  address: v.optional(Text),
  message: Text,
  protocol: v.optional(Text),
})

/**
 * A value of the gate's summary in the visitor's words: a psbtWords phrase through `text`, its
 * placeholders too ('yes (SIGHASH_NONE or SIGHASH_SINGLE)' carries an 'or'); anything else (an
 * address, an amount, a rate) as written.
 */
function say(value: string, text: RequestText): string {
  const found = psbtWordsIn(value)
  if (!found) return value
  const params: Record<string, string> = {}
  for (const [name, part] of Object.entries(found.params)) params[name] = say(part, text)
  return text(found.key, found.english, params)
}

/** What a signature with the usual sighash types commits to, in words. */
const signWords = (sign: string, text: RequestText) =>
  /^yes \(SIGHASH_(ALL|DEFAULT)( or SIGHASH_(ALL|DEFAULT))?\)$/.test(sign)
    ? text(
        'request.value.signsAll',
        '{sign}: the signature covers every input and output as shown',
        { sign: say(sign, text) },
      )
    : say(sign, text)

/** Whose address an input spends from: the visitor's (by purpose) or not. */
function owner(yours: string, text: RequestText): string {
  if (yours === 'no') return text('request.value.notYou', 'not you')
  if (yours === 'payment') return text('request.value.yourPayment', 'your payment address')
  if (yours === 'ordinals') return text('request.value.yourOrdinals', 'your ordinals address')
  return text('request.value.yourAddress', 'your {purpose} address', { purpose: yours })
}

function parse<T extends v.GenericSchema>(schema: T, params: unknown, method: string) {
  const parsed = v.safeParse(schema, params)
  if (!parsed.success)
    throw new InvalidRequestParamsError({ details: `${method}: ${parsed.issues[0].message}` })
  return parsed.output as v.InferOutput<T>
}

/**
 * Describes a Bitcoin wallet request for ApproveTransaction (`Adapter.describeRequest`):
 * signMessage's message and address; signPsbt and sendTransfer as the decoded PSBT the gate
 * shows, each input with the address and amount it spends, whether it is the visitor's and how
 * it is signed (sighash in words), each output with its address and amount and change marked,
 * the fee and its rate, and the warnings (special sighash types, a rate over 500 sat/vB). The
 * words come from `text` (the shell's translator, issue 36 §1), in English without it.
 *
 * @returns undefined for a method it does not know
 * @throws InvalidRequestParamsError for params that are not what the gate shows
 */
export function describeBitcoinRequest(
  { method, params }: DescribedRequest,
  text: RequestText,
): RequestDescription | undefined {
  const row = (key: string, english: string, value: string): DescriptionRow => ({
    label: text(`request.row.${key}`, english),
    value,
  })
  if (method === 'signMessage') {
    const p = parse(MessageShown, params, method)
    return {
      title: text('request.signMessage', 'Sign a message'),
      rows: [
        ...(p.address ? [row('address', 'address', p.address)] : []),
        row('protocol', 'protocol', p.protocol?.toLowerCase() === 'ecdsa' ? 'ECDSA' : 'BIP-322'),
      ],
      message: p.message,
    }
  }
  if (method !== 'signPsbt' && method !== 'sendTransfer') return undefined
  const p = parse(PsbtShown, params, method)
  const rows: DescriptionRow[] = [
    ...(p.to ? [row('to', 'to', p.to)] : []),
    ...(p.amount ? [row('amount', 'amount', p.amount)] : []),
    row('networkFee', 'network fee', say(p.fee, text)),
    row('feeRate', 'fee rate', say(p.feeRate, text)),
    ...(p.broadcast ? [row('broadcast', 'broadcast', say(p.broadcast, text))] : []),
  ]
  const inputs = (p.inputs ?? []).map(({ index, ...input }) => ({
    title:
      input.yours === 'no'
        ? text('request.item.input', 'Input {index}', { index: `${index}` })
        : text('request.item.inputYours', 'Input {index} (yours)', { index: `${index}` }),
    rows: [
      row('spendsFrom', 'spends from', say(input.from, text)),
      row('amount', 'amount', say(input.amount, text)),
      row('owner', 'owner', owner(input.yours, text)),
      row('youSign', 'you sign it', signWords(input.sign, text)),
    ],
  }))
  const outputs = (p.outputs ?? []).map(({ index, ...output }) => ({
    title: output.change
      ? text('request.item.outputChange', 'Output {index} (change)', { index: `${index}` })
      : text('request.item.output', 'Output {index}', { index: `${index}` }),
    rows: [
      row('to', 'to', say(output.to, text)),
      row('amount', 'amount', output.amount),
      ...(output.change ? [row('change', 'change', say(output.change, text))] : []),
    ],
  }))
  return {
    title:
      method === 'sendTransfer'
        ? text('request.sendBitcoin', 'Send bitcoin')
        : text('request.signPsbt', 'Sign a transaction (PSBT)'),
    ...(p.warnings?.length ? { warnings: p.warnings.map((w) => say(w, text)) } : {}),
    rows,
    ...(p.inputs || p.outputs
      ? {
          items: [...inputs, ...outputs],
          itemsLabel: text('request.pair', '{0}, {1}', {
            0: text(
              'request.inputs',
              { one: '{count} input', other: '{count} inputs' },
              { count: inputs.length },
            ),
            1: text(
              'request.outputs',
              { one: '{count} output', other: '{count} outputs' },
              { count: outputs.length },
            ),
          }),
        }
      : {}),
  }
}
