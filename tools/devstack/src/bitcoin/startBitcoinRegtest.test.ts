import { createBitcoinTestWallet } from '@gangway/testing/bitcoin'
import { hexToBytes } from '@noble/hashes/utils'
import { p2tr, p2wpkh, SigHash, Transaction } from '@scure/btc-signer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REGTEST } from './regtestKeys.js'
import {
  REGTEST_FEE_ESTIMATES,
  type StartBitcoinRegtestReturnType,
  startBitcoinRegtest,
} from './startBitcoinRegtest.js'

let regtest: StartBitcoinRegtestReturnType
beforeAll(async () => {
  regtest = await startBitcoinRegtest()
})
afterAll(() => regtest.stop())

const get = async (path: string) => {
  const response = await fetch(`${regtest.esploraUrl}${path}`)
  return { status: response.status, body: await response.text() }
}
const post = (path: string, body: string) =>
  fetch(`${regtest.esploraUrl}${path}`, { method: 'POST', body }).then(async (r) => ({
    status: r.status,
    body: await r.text(),
  }))

/** A transfer from account #0's payment coin of 0.6 BTC to `to`, signed with `key`. */
function transfer(
  to: string,
  sats: bigint,
  coin = regtest.ledger
    .utxos(regtest.accounts[0]!.payment.address)
    .find((u) => u.value === 60_000_000),
  key = regtest.accounts[0]!.payment.privateKey,
) {
  const payment = regtest.accounts[0]!.payment
  const tx = new Transaction()
  tx.addInput({
    txid: coin!.txid,
    index: coin!.vout,
    witnessUtxo: {
      script: p2wpkh(hexToBytes(payment.publicKey), REGTEST).script,
      amount: 60_000_000n,
    },
  })
  tx.addOutputAddress(to, sats, REGTEST)
  tx.addOutputAddress(payment.address, 60_000_000n - sats - 1_000n, REGTEST)
  tx.signIdx(hexToBytes(key), 0)
  tx.finalize()
  return tx
}

describe('startBitcoinRegtest: an Esplora stand-in over a regtest ledger', () => {
  it('CAIP-2 id is bip122: + the first 32 hex characters of the regtest genesis hash', () => {
    expect(regtest.caipNetworkId).toBe('bip122:0f9188f13cb7b2c71f2a335e3a4fc328')
  })

  it("answers /address/:a with Esplora's chain_stats and mempool_stats, and /utxo", async () => {
    const { address } = regtest.accounts[0]!.payment
    const stats = JSON.parse((await get(`/address/${address}`)).body)
    expect(stats.chain_stats).toMatchObject({ funded_txo_count: 2, funded_txo_sum: 100_000_000 })
    expect(stats.mempool_stats).toMatchObject({ funded_txo_sum: 0, spent_txo_sum: 0 })
    const utxos = JSON.parse((await get(`/address/${address}/utxo`)).body)
    expect(utxos).toHaveLength(2)
    expect(utxos[0].status).toMatchObject({ confirmed: true, block_height: 1 })
    expect(JSON.parse((await get('/fee-estimates')).body)['6']).toBe(10)
    expect((await get('/blocks/tip/height')).body).toBe('1')
  })

  it('refuses a transaction whose signature is not the owner key (badly signed)', async () => {
    // btc-signer refuses to sign with a key that is not the input's: flip a bit of the signature.
    const good = transfer(regtest.accounts[2]!.payment.address, 100_000n)
    const forged = Transaction.fromRaw(good.extract())
    const witness = forged.getInput(0).finalScriptWitness!
    const signature = Uint8Array.from(witness[0]!)
    signature[10] = signature[10]! ^ 1
    forged.updateInput(0, { finalScriptWitness: [signature, witness[1]!] }, true)
    const answer = await post('/tx', forged.hex)
    expect(answer.status).toBe(400)
    expect(answer.body).toMatch(/mandatory-script-verify-flag-failed/)
  })

  it('takes a signed transaction into the mempool, refuses a double spend, confirms on mine', async () => {
    const receiver = regtest.accounts[2]!.payment.address
    const coin = regtest.ledger
      .utxos(regtest.accounts[0]!.payment.address)
      .find((u) => u.value === 60_000_000)
    const tx = transfer(receiver, 100_000n, coin)
    const sent = await post('/tx', tx.hex)
    expect(sent).toEqual({ status: 200, body: tx.id })
    expect(JSON.parse((await get(`/tx/${tx.id}/status`)).body)).toEqual({ confirmed: false })
    const pending = JSON.parse((await get(`/address/${receiver}`)).body)
    expect(pending.mempool_stats.funded_txo_sum).toBe(100_000)
    // The same coin again, to someone else: the input is spent in the mempool.
    const conflict = await post(
      '/tx',
      transfer(regtest.accounts[1]!.payment.address, 5_000n, coin).hex,
    )
    expect(conflict.status).toBe(400)
    expect(conflict.body).toMatch(/txn-mempool-conflict/)
    await fetch(`${regtest.controlUrl}/mine`, { method: 'POST', body: '{"blocks":1}' })
    const status = JSON.parse((await get(`/tx/${tx.id}/status`)).body)
    expect(status).toMatchObject({ confirmed: true, block_height: 2 })
    const confirmed = JSON.parse((await get(`/address/${receiver}`)).body)
    expect(confirmed.chain_stats.funded_txo_sum).toBe(100_000)
    expect(JSON.parse((await get(`/tx/${tx.id}`)).body).fee).toBe(1_000)
  })

  it('refuses unknown inputs and outputs worth more than the inputs', async () => {
    const unknown = new Transaction()
    const payment = regtest.accounts[1]!.payment
    unknown.addInput({
      txid: 'ab'.repeat(32),
      index: 0,
      witnessUtxo: { script: p2wpkh(hexToBytes(payment.publicKey), REGTEST).script, amount: 1000n },
    })
    unknown.addOutputAddress(payment.address, 500n, REGTEST)
    unknown.signIdx(hexToBytes(payment.privateKey), 0)
    unknown.finalize()
    expect((await post('/tx', unknown.hex)).body).toMatch(/bad-txns-inputs-missingorspent/)
  })

  it('the test wallet signs the requested p2tr input with the requested sighash; unsigned mode signs nothing', async () => {
    const { wallet, control } = createBitcoinTestWallet({ accounts: regtest.accounts.slice(0, 2) })
    const [, ordinals] = (
      await wallet.features['bitcoin:connect'].connect({ purposes: ['payment', 'ordinals'] })
    ).accounts
    expect(ordinals!.purpose).toBe('ordinals')
    const key = regtest.accounts[0]!.ordinals
    const [coin] = regtest.ledger.utxos(key.address)
    const internal = hexToBytes(key.publicKey).slice(1)
    const tx = new Transaction()
    tx.addInput({
      txid: coin!.txid,
      index: coin!.vout,
      witnessUtxo: {
        script: p2tr(internal, undefined, REGTEST).script,
        amount: BigInt(coin!.value),
      },
      tapInternalKey: internal,
    })
    tx.addOutputAddress(regtest.accounts[2]!.ordinals.address, BigInt(coin!.value) - 500n, REGTEST)
    const request = {
      psbt: tx.toPSBT(),
      inputsToSign: [{ account: ordinals!, signingIndexes: [0], sigHash: SigHash.ALL }],
    }
    control.setMode('unsigned')
    const [unsigned] = await wallet.features['bitcoin:signTransaction'].signTransaction(request)
    expect(Transaction.fromPSBT(unsigned!.signedPsbt).getInput(0).tapKeySig).toBeUndefined()
    control.setMode('approve')
    const [signed] = await wallet.features['bitcoin:signTransaction'].signTransaction(request)
    const back = Transaction.fromPSBT(signed!.signedPsbt)
    // 64 bytes + the explicit sighash byte (ALL = 1).
    expect(back.getInput(0).tapKeySig?.[64]).toBe(SigHash.ALL)
    back.finalize()
    expect((await post('/tx', back.hex)).status).toBe(200)
  })

  it('answers /fee-estimates with the estimates posted to /control/fees until {} restores them', async () => {
    const control = (body: unknown) =>
      fetch(`${regtest.controlUrl}/fees`, { method: 'POST', body: JSON.stringify(body) })
    expect((await control({ estimates: { '1': 900, '6': 700 } })).status).toBe(200)
    expect(JSON.parse((await get('/fee-estimates')).body)).toEqual({ '1': 900, '6': 700 })
    expect((await control({ estimates: { '1': 'lots' } })).status).toBe(400)
    await control({})
    expect(JSON.parse((await get('/fee-estimates')).body)).toEqual(REGTEST_FEE_ESTIMATES)
  })

  it('answers 503 on every Esplora route while down', async () => {
    regtest.setFaults({ down: true })
    expect((await get('/fee-estimates')).status).toBe(503)
    regtest.setFaults({})
    expect((await get('/fee-estimates')).status).toBe(200)
  })

  it("a scope's faults and fee estimates apply to its own URLs only (the ledger is shared)", async () => {
    const scoped = `${regtest.esploraUrl}/scope/bitcoin-spec`
    const status = async (url: string) => (await fetch(url)).status
    await fetch(`${scoped}/control/faults`, {
      method: 'POST',
      body: JSON.stringify({ down: true }),
    })
    expect(await status(`${scoped}/fee-estimates`)).toBe(503)
    expect(await status(`${scoped}/blocks/tip/height`)).toBe(503)
    expect((await get('/fee-estimates')).status).toBe(200)
    expect(await status(`${regtest.esploraUrl}/scope/other/fee-estimates`)).toBe(200)
    regtest.setFaults({}, 'bitcoin-spec')
    await fetch(`${scoped}/control/fees`, {
      method: 'POST',
      body: JSON.stringify({ estimates: { '1': 900 } }),
    })
    expect(await (await fetch(`${scoped}/fee-estimates`)).json()).toEqual({ '1': 900 })
    expect(JSON.parse((await get('/fee-estimates')).body)).toEqual(REGTEST_FEE_ESTIMATES)
    // The same ledger under every scope.
    const address = regtest.accounts[0]!.payment.address
    expect(await (await fetch(`${scoped}/address/${address}`)).json()).toEqual(
      JSON.parse((await get(`/address/${address}`)).body),
    )
    await fetch(`${scoped}/control/fees`, { method: 'POST', body: '{}' })
    expect(await (await fetch(`${scoped}/fee-estimates`)).json()).toEqual(REGTEST_FEE_ESTIMATES)
  })
})
