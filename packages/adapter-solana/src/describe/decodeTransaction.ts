import type { DescriptionRow, RequestText } from '@gangway/core'
import { formatUnits, InvalidRequestParamsError } from '@gangway/core'
import bs58 from 'bs58'

/*
 * Reading a serialized Solana transaction for the visitor's approval, without web3.js: the
 * message's header, accounts and instructions (legacy and v0 layouts), and the instructions of
 * the programs a wallet request usually calls decoded into words.
 */

/** The programs by name, by id (names, as their authors write them: not translated). */
const PROGRAMS: Record<string, string> = {
  '11111111111111111111111111111111': 'System Program',
  TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA: 'SPL Token',
  TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb: 'Token-2022',
  ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL: 'Associated Token Account',
  ComputeBudget111111111111111111111111111111: 'Compute Budget',
  MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr: 'Memo',
  Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo: 'Memo (v1)',
}

/** One instruction, as ApproveTransaction lists it. */
type InstructionItem = { title: string; rows: DescriptionRow[] }

/** A transaction's summary rows and its instructions. */
export type DecodedTransaction = { rows: DescriptionRow[]; instructions: InstructionItem[] }

const truncated = (): never => {
  throw new InvalidRequestParamsError({ details: 'The transaction is cut short' })
}

/** A byte reader over a serialized transaction; every read past the end is an error. */
function reader(bytes: Uint8Array) {
  let at = 0
  const take = (n: number) => {
    if (at + n > bytes.length) truncated()
    const part = bytes.subarray(at, at + n)
    at += n
    return part
  }
  return {
    peek: () => (at < bytes.length ? bytes[at]! : truncated()),
    u8: () => take(1)[0]!,
    take,
    /** Solana's compact-u16 (short vector length). */
    short() {
      let value = 0
      for (let i = 0; i < 3; i++) {
        const byte = take(1)[0]!
        value |= (byte & 0x7f) << (7 * i)
        if ((byte & 0x80) === 0) break
      }
      return value
    },
  }
}

/** A little-endian unsigned integer of `data` at `offset` (`size` bytes), or undefined when cut. */
function uint(data: Uint8Array, offset: number, size: number): bigint | undefined {
  if (data.length < offset + size) return undefined
  let value = 0n
  for (let i = size - 1; i >= 0; i--) value = (value << 8n) | BigInt(data[offset + i]!)
  return value
}

/** Text of `data` when it is UTF-8, else undefined. */
export function utf8(data: Uint8Array): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data)
  } catch {
    return undefined
  }
}

type Instruction = { program: string; accounts: string[]; data: Uint8Array }

/** The words for one instruction of a known program, or undefined (shown by id and data size). */
function decodeKnown(
  { program, accounts, data }: Instruction,
  sol: (lamports: bigint) => string,
  text: RequestText,
): { title: string; rows: DescriptionRow[] } | undefined {
  const name = PROGRAMS[program]
  const at = (i: number) => accounts[i] ?? text('request.value.unknown', 'unknown')
  const row = (key: string, english: string, value: string) => ({
    label: text(`request.row.${key}`, english),
    value,
  })
  if (program === '11111111111111111111111111111111') {
    const kind = uint(data, 0, 4)
    const lamports = uint(data, 4, 8)
    if (kind === 2n && lamports !== undefined && data.length === 12)
      return {
        title: text('request.instruction.transfer', '{program}: transfer {amount}', {
          program: name!,
          amount: sol(lamports),
        }),
        rows: [
          row('from', 'from', at(0)),
          row('to', 'to', at(1)),
          row('amount', 'amount', sol(lamports)),
        ],
      }
    if (kind === 0n && lamports !== undefined)
      return {
        title: text('request.instruction.createAccount', '{program}: create an account', {
          program: name!,
        }),
        rows: [
          row('fundedBy', 'funded by', at(0)),
          row('newAccount', 'new account', at(1)),
          row('amount', 'amount', sol(lamports)),
        ],
      }
    return undefined
  }
  if (name === 'SPL Token' || name === 'Token-2022') {
    const amount = uint(data, 1, 8)
    if (data[0] === 3 && amount !== undefined && data.length === 9)
      return {
        title: text('request.instruction.tokenTransfer', '{program}: transfer', { program: name }),
        rows: [
          row('fromTokenAccount', 'from token account', at(0)),
          row('toTokenAccount', 'to token account', at(1)),
          row('owner', 'owner', at(2)),
          row(
            'amount',
            'amount',
            text('request.value.baseUnits', '{amount} (base units)', { amount: `${amount}` }),
          ),
        ],
      }
    if (data[0] === 12 && amount !== undefined && data.length === 10)
      return {
        title: text('request.instruction.tokenTransferChecked', '{program}: transfer (checked)', {
          program: name,
        }),
        rows: [
          row('fromTokenAccount', 'from token account', at(0)),
          row('mint', 'mint', at(1)),
          row('toTokenAccount', 'to token account', at(2)),
          row('owner', 'owner', at(3)),
          row('amount', 'amount', formatUnits(amount, data[9]!)),
        ],
      }
    return undefined
  }
  if (name === 'Associated Token Account' && (data.length === 0 || data[0]! <= 1))
    return {
      title:
        data[0] === 1
          ? text(
              'request.instruction.createTokenAccountIfMissing',
              '{program}: create (if missing)',
              {
                program: name,
              },
            )
          : text('request.instruction.createTokenAccount', '{program}: create', { program: name }),
      rows: [
        row('paidBy', 'paid by', at(0)),
        row('tokenAccount', 'token account', at(1)),
        row('owner', 'owner', at(2)),
        row('mint', 'mint', at(3)),
      ],
    }
  if (name === 'Compute Budget') {
    const limit = uint(data, 1, 4)
    const price = uint(data, 1, 8)
    if (data[0] === 2 && limit !== undefined)
      return {
        title: text('request.instruction.computeLimit', '{program}: set the compute unit limit', {
          program: name,
        }),
        rows: [row('units', 'units', `${limit}`)],
      }
    if (data[0] === 3 && price !== undefined)
      return {
        title: text('request.instruction.computePrice', '{program}: set the compute unit price', {
          program: name,
        }),
        rows: [
          row(
            'price',
            'price',
            text('request.value.microLamports', '{price} micro-lamports per unit', {
              price: `${price}`,
            }),
          ),
        ],
      }
    return undefined
  }
  if (name?.startsWith('Memo')) {
    const memo = utf8(data)
    return memo === undefined ? undefined : { title: name, rows: [row('memo', 'memo', memo)] }
  }
  return undefined
}

/**
 * Decodes a serialized (signed or unsigned) transaction, legacy or v0: the fee payer, version,
 * signatures required, and each instruction with its program named when known (System, SPL
 * Token, Token-2022, Associated Token, Compute Budget, Memo): SOL transfers with from / to and
 * the amount in `symbol`, SPL transfers with their amount; any other by program id and data size.
 * Accounts a v0 transaction loads from a lookup table are named by table and index. The words
 * come from `text` (`Adapter.describeRequest`'s translator).
 *
 * @throws InvalidRequestParamsError for bytes that are not a whole transaction
 */
export function decodeTransaction(
  bytes: Uint8Array,
  currency: { symbol: string; decimals: number },
  text: RequestText,
): DecodedTransaction {
  const r = reader(bytes)
  r.take(r.short() * 64)
  const versioned = (r.peek() & 0x80) !== 0
  const version = versioned ? `v${r.u8() & 0x7f}` : text('request.value.legacy', 'legacy')
  const signers = r.u8()
  r.take(2)
  const keys = Array.from({ length: r.short() }, () => bs58.encode(r.take(32)))
  const blockhash = bs58.encode(r.take(32))
  const raw = Array.from({ length: r.short() }, () => ({
    program: r.u8(),
    accounts: Array.from({ length: r.short() }, () => r.u8()),
    data: r.take(r.short()).slice(),
  }))
  // v0: accounts past the static keys come from lookup tables, writable ones first.
  const writable: string[] = []
  const readonly: string[] = []
  if (versioned)
    for (let t = r.short(); t > 0; t--) {
      const table = bs58.encode(r.take(32))
      const entry = (index: number) =>
        text('request.value.lookupEntry', 'entry {index} of lookup table {table}', {
          index: `${index}`,
          table,
        })
      for (let n = r.short(); n > 0; n--) writable.push(entry(r.u8()))
      for (let n = r.short(); n > 0; n--) readonly.push(entry(r.u8()))
    }
  const all = [...keys, ...writable, ...readonly]
  const account = (index: number) =>
    all[index] ??
    ((): never => {
      throw new InvalidRequestParamsError({ details: `Account ${index} is not in the transaction` })
    })()
  const sol = (lamports: bigint) => `${formatUnits(lamports, currency.decimals)} ${currency.symbol}`
  const instructions = raw.map((ins) => {
    const decoded: Instruction = {
      program: account(ins.program),
      accounts: ins.accounts.map(account),
      data: ins.data,
    }
    const known = decodeKnown(decoded, sol, text)
    if (known) return known
    return {
      title: PROGRAMS[decoded.program] ?? text('request.program.unknown', 'Unknown program'),
      rows: [
        { label: text('request.row.program', 'program'), value: decoded.program },
        { label: text('request.row.accounts', 'accounts'), value: `${decoded.accounts.length}` },
        {
          label: text('request.row.data', 'data'),
          value: text(
            'request.value.bytes',
            { one: '{count} byte', other: '{count} bytes' },
            { count: decoded.data.length },
          ),
        },
      ],
    }
  })
  return {
    rows: [
      {
        label: text('request.row.feePayer', 'fee payer'),
        value: keys[0] ?? text('request.value.none', 'none'),
      },
      { label: text('request.row.version', 'version'), value: version },
      { label: text('request.row.signers', 'signatures required'), value: `${signers}` },
      { label: text('request.row.blockhash', 'recent blockhash'), value: blockhash },
    ],
    instructions,
  }
}
