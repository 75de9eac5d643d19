import { hexToBytes } from '@noble/hashes/utils'
import { SigHash, Transaction } from '@scure/btc-signer'
import { Verifier } from 'bip322-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bitcoinTestAccounts, REGTEST } from '../bitcoin/regtestKeys.js'
import {
  type StartBitcoinRegtestReturnType,
  startBitcoinRegtest,
} from '../bitcoin/startBitcoinRegtest.js'
import { buildWalletNamespaces } from './buildWalletNamespaces.js'
import { type BitcoinRemoteSigner, createBitcoinRemoteSigner } from './createBitcoinRemoteSigner.js'

let regtest: StartBitcoinRegtestReturnType
let signer: BitcoinRemoteSigner
const account = bitcoinTestAccounts[3]!
const receiver = bitcoinTestAccounts[2]!.payment.address

beforeAll(async () => {
  regtest = await startBitcoinRegtest()
  signer = createBitcoinRemoteSigner({
    account,
    esploraUrl: regtest.esploraUrl,
    chains: [regtest.caipNetworkId],
  })
})
afterAll(() => regtest.stop())

const call = (method: string, params: unknown) =>
  signer.request({ method, params, chainId: regtest.caipNetworkId })
const sats = (address: string) => regtest.ledger.utxos(address).reduce((sum, u) => sum + u.value, 0)
const fromHex = (hex: string) => Buffer.from(hex, 'hex').toString('base64')

describe('createBitcoinRemoteSigner: the remote wallet answers WalletConnect bip122', () => {
  it('the remote wallet owns account #3, funded on the ledger (1 BTC payment, 0.1 BTC ordinals)', () => {
    expect(signer.address).toBe(account.payment.address)
    expect(sats(account.payment.address)).toBe(100_000_000)
    expect(sats(account.ordinals.address)).toBe(10_000_000)
  })

  it('getAccountAddresses: payment and ordinal addresses with keys, paths and intentions; filtered', async () => {
    const all = (await call('getAccountAddresses', { account: signer.address })) as {
      address: string
      intention: string
      publicKey: string
    }[]
    expect(all.map((a) => [a.address, a.intention])).toEqual([
      [account.payment.address, 'payment'],
      [account.ordinals.address, 'ordinal'],
    ])
    expect(all[0]!.publicKey).toHaveLength(66)
    expect(all[1]!.publicKey).toHaveLength(64)
    const ordinals = await call('getAccountAddresses', {
      account: signer.address,
      intentions: ['ordinal'],
    })
    expect(ordinals).toEqual([expect.objectContaining({ address: account.ordinals.address })])
    await expect(call('getAccountAddresses', { account: receiver })).rejects.toMatchObject({
      code: 4100,
    })
  })

  it('signMessage: BIP-322 (payment and ordinals) and ECDSA signatures, hex, verified by bip322-js', async () => {
    const message = 'Gangway over WalletConnect bip122'
    for (const address of [account.payment.address, account.ordinals.address]) {
      const answer = (await call('signMessage', {
        account: signer.address,
        address,
        message,
        protocol: 'bip322',
      })) as { address: string; signature: string }
      expect(answer.address).toBe(address)
      expect(answer.signature).toMatch(/^[0-9a-f]+$/)
      expect(Verifier.verifySignature(address, message, fromHex(answer.signature))).toBe(true)
      expect(Verifier.verifySignature(address, 'another', fromHex(answer.signature))).toBe(false)
    }
    // The reference's default protocol is ecdsa (the payment address's legacy signed message).
    const ecdsa = (await call('signMessage', { account: signer.address, message })) as {
      signature: string
    }
    expect(ecdsa.signature).toHaveLength(130)
    expect(
      Verifier.verifySignature(account.payment.address, message, fromHex(ecdsa.signature)),
    ).toBe(true)
  })

  it('signPsbt: signs only the requested inputs (with the sighash), broadcasts when asked', async () => {
    const [coin] = regtest.ledger.utxos(account.ordinals.address)
    const [pay] = regtest.ledger.utxos(account.payment.address)
    const tx = new Transaction()
    tx.addInput({
      txid: coin!.txid,
      index: coin!.vout,
      witnessUtxo: {
        script: hexToBytes(regtest.ledger.tx(coin!.txid)!.vout[coin!.vout]!.scriptpubkey),
        amount: BigInt(coin!.value),
      },
      tapInternalKey: hexToBytes(account.ordinals.publicKey).slice(1),
    })
    tx.addInput({
      txid: pay!.txid,
      index: pay!.vout,
      witnessUtxo: {
        script: hexToBytes(regtest.ledger.tx(pay!.txid)!.vout[pay!.vout]!.scriptpubkey),
        amount: BigInt(pay!.value),
      },
    })
    tx.addOutputAddress(receiver, BigInt(coin!.value) - 1_000n, REGTEST)
    tx.addOutputAddress(account.payment.address, BigInt(pay!.value) - 1_000n, REGTEST)
    const psbt = Buffer.from(tx.toPSBT()).toString('base64')

    const only0 = (await call('signPsbt', {
      account: signer.address,
      psbt,
      signInputs: [{ address: account.ordinals.address, index: 0, sighashTypes: [SigHash.ALL] }],
    })) as { psbt: string; txid?: string }
    const half = Transaction.fromPSBT(Buffer.from(only0.psbt, 'base64'))
    expect(half.getInput(0).tapKeySig).toHaveLength(65)
    expect(half.getInput(1).partialSig).toBeUndefined()
    expect(only0.txid).toBeUndefined()

    signer.signPsbtResult = 'unsigned'
    const untouched = (await call('signPsbt', {
      account: signer.address,
      psbt,
      signInputs: [{ address: account.ordinals.address, index: 0 }],
    })) as { psbt: string }
    expect(untouched.psbt).toBe(psbt)
    signer.signPsbtResult = 'signed'

    const sent = (await call('signPsbt', {
      account: signer.address,
      psbt,
      signInputs: [
        { address: account.ordinals.address, index: 0 },
        { address: account.payment.address, index: 1 },
      ],
      broadcast: true,
    })) as { psbt: string; txid: string }
    expect(sent.txid).toMatch(/^[0-9a-f]{64}$/)
    expect(regtest.ledger.tx(sent.txid)).toBeDefined()
    await expect(
      call('signPsbt', {
        account: signer.address,
        psbt,
        signInputs: [{ address: receiver, index: 0 }],
      }),
    ).rejects.toMatchObject({ code: 4100 })
  })

  it('sendTransfer: builds, signs and broadcasts to the ledger; amount in sats, change back', async () => {
    const before = sats(account.payment.address)
    const received = sats(receiver)
    const { txid } = (await call('sendTransfer', {
      account: signer.address,
      recipientAddress: receiver,
      amount: '100000',
      memo: '67616e67776179',
    })) as { txid: string }
    const tx = regtest.ledger.tx(txid)!
    expect(tx).toBeDefined()
    expect(sats(receiver)).toBe(received + 100_000)
    const fee = before - 100_000 - sats(account.payment.address)
    // The 6-block estimate (10 sat/vB) on ~1 in, 3 out.
    expect(fee).toBeGreaterThan(1_000)
    expect(fee).toBeLessThan(3_000)
    await expect(
      call('sendTransfer', {
        account: signer.address,
        recipientAddress: 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu',
        amount: '100000',
      }),
    ).rejects.toMatchObject({ code: -32602 })
  })

  it('unknown methods are refused (4200)', async () => {
    await expect(call('signTransaction', {})).rejects.toMatchObject({ code: 4200 })
  })

  it('buildWalletNamespaces: a bip122 namespace for the requested regtest chain, both addresses', () => {
    const namespaces = buildWalletNamespaces({
      optionalNamespaces: { bip122: { chains: [regtest.caipNetworkId] } },
      chainIds: [1],
      addresses: ['0x0000000000000000000000000000000000000001'],
      methods: [],
      events: [],
      bip122: {
        chains: signer.chains,
        accounts: signer.accounts,
        methods: signer.methods!,
        events: signer.events!,
      },
    })
    expect(namespaces).toEqual({
      bip122: {
        chains: [regtest.caipNetworkId],
        accounts: [
          `${regtest.caipNetworkId}:${account.payment.address}`,
          `${regtest.caipNetworkId}:${account.ordinals.address}`,
        ],
        methods: ['getAccountAddresses', 'signMessage', 'signPsbt', 'sendTransfer'],
        events: ['bip122_addressesChanged'],
      },
    })
  })
})
