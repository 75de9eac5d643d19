import type { DescribedRequest, DescriptionRow, RequestDescription } from '@gangway/core'
import { InvalidRequestParamsError } from '@gangway/core'
import * as v from 'valibot'

/*
 * ApproveTransaction's words for the Bitcoin requests the adapter's gate shows. A PSBT reaches
 * the gate already decoded (`describePsbt`: every input and output, change, fee and rate,
 * warnings): this lays that summary out, it decodes nothing again.
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

/** What a signature with the usual sighash types commits to, in words. */
const signWords = (sign: string) =>
  /^yes \(SIGHASH_(ALL|DEFAULT)( or SIGHASH_(ALL|DEFAULT))?\)$/.test(sign)
    ? `${sign}: the signature covers every input and output as shown`
    : sign

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
 * the fee and its rate, and the warnings (special sighash types, a rate over 500 sat/vB).
 *
 * @returns undefined for a method it does not know
 * @throws InvalidRequestParamsError for params that are not what the gate shows
 */
export function describeBitcoinRequest({
  method,
  params,
}: DescribedRequest): RequestDescription | undefined {
  if (method === 'signMessage') {
    const p = parse(MessageShown, params, method)
    return {
      title: 'Sign a message',
      rows: [
        ...(p.address ? [{ label: 'address', value: p.address }] : []),
        { label: 'protocol', value: p.protocol?.toLowerCase() === 'ecdsa' ? 'ECDSA' : 'BIP-322' },
      ],
      message: p.message,
    }
  }
  if (method !== 'signPsbt' && method !== 'sendTransfer') return undefined
  const p = parse(PsbtShown, params, method)
  const rows: DescriptionRow[] = [
    ...(p.to ? [{ label: 'to', value: p.to }] : []),
    ...(p.amount ? [{ label: 'amount', value: p.amount }] : []),
    { label: 'network fee', value: p.fee },
    { label: 'fee rate', value: p.feeRate },
    ...(p.broadcast ? [{ label: 'broadcast', value: p.broadcast }] : []),
  ]
  const inputs = (p.inputs ?? []).map((input) => ({
    title: `Input ${input.index}${input.yours === 'no' ? '' : ' (yours)'}`,
    rows: [
      { label: 'spends from', value: input.from },
      { label: 'amount', value: input.amount },
      {
        label: 'owner',
        value: input.yours === 'no' ? 'not you' : `your ${input.yours} address`,
      },
      { label: 'you sign it', value: signWords(input.sign) },
    ],
  }))
  const outputs = (p.outputs ?? []).map((output) => ({
    title: `Output ${output.index}${output.change ? ' (change)' : ''}`,
    rows: [
      { label: 'to', value: output.to },
      { label: 'amount', value: output.amount },
      ...(output.change ? [{ label: 'change', value: output.change }] : []),
    ],
  }))
  const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`
  return {
    title: method === 'sendTransfer' ? 'Send bitcoin' : 'Sign a transaction (PSBT)',
    ...(p.warnings?.length ? { warnings: p.warnings } : {}),
    rows,
    ...(p.inputs || p.outputs
      ? {
          items: [...inputs, ...outputs],
          itemsLabel: `${count(inputs.length, 'input')}, ${count(outputs.length, 'output')}`,
        }
      : {}),
  }
}
