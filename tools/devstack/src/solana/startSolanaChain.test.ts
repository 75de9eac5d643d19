import { getAssociatedTokenAddressSync } from '@solana/spl-token'
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SendTransactionError,
  SystemProgram,
  sendAndConfirmTransaction,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDataApi } from '../services/dataApi/createDataApi.js'
import { type StartSolanaChainReturnType, startSolanaChain } from './startSolanaChain.js'

let chain: StartSolanaChainReturnType
let connection: Connection
const payer = () => Keypair.fromSecretKey(Uint8Array.from(chain.accounts[1]!.secretKey))

beforeAll(async () => {
  chain = await startSolanaChain({ slotMs: 50 })
  connection = new Connection(chain.rpcUrl, { wsEndpoint: chain.wsUrl, commitment: 'confirmed' })
})
afterAll(() => chain.stop())

describe('the local Solana chain with an unchanged web3.js Connection', () => {
  it('answers the chain facts: genesis hash, version, slot, block height, rent', async () => {
    expect(await connection.getGenesisHash()).toBe(chain.genesisHash)
    expect(chain.caipNetworkId).toBe(`solana:${chain.genesisHash.slice(0, 32)}`)
    expect((await connection.getVersion())['solana-core']).toMatch(/^\d+\.\d+/)
    const slot = await connection.getSlot()
    await new Promise((r) => setTimeout(r, 120))
    expect(await connection.getBlockHeight()).toBeGreaterThan(slot)
    expect(await connection.getMinimumBalanceForRentExemption(0)).toBe(890880)
  })

  it('holds 1000 SOL per test account and the fixture token in #1 and #2', async () => {
    for (const { address } of chain.accounts)
      expect(await connection.getBalance(new PublicKey(address))).toBeGreaterThanOrEqual(
        999 * LAMPORTS_PER_SOL,
      )
    const ata = getAssociatedTokenAddressSync(
      new PublicKey(chain.token.mint),
      new PublicKey(chain.accounts[1]!.address),
    )
    const balance = await connection.getTokenAccountBalance(ata)
    expect(balance.value).toMatchObject({
      amount: '1000000000',
      decimals: 6,
      uiAmountString: '1000',
    })
    const info = await connection.getAccountInfo(ata)
    expect(info?.owner.toBase58()).toBe('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')
  })

  it('sends and confirms a transfer over signatureSubscribe, with the fee getFeeForMessage gave', async () => {
    const to = Keypair.generate().publicKey
    const from = payer()
    const before = await connection.getBalance(from.publicKey)
    const { blockhash } = await connection.getLatestBlockhash()
    const message = new TransactionMessage({
      payerKey: from.publicKey,
      recentBlockhash: blockhash,
      instructions: [
        SystemProgram.transfer({
          fromPubkey: from.publicKey,
          toPubkey: to,
          lamports: LAMPORTS_PER_SOL / 4,
        }),
      ],
    }).compileToV0Message()
    const fee = await connection.getFeeForMessage(message)
    expect(fee.value).toBe(5000)
    const tx = new VersionedTransaction(message)
    tx.sign([from])
    const signature = await connection.sendTransaction(tx)
    const latest = await connection.getLatestBlockhash()
    const confirmed = await connection.confirmTransaction({ signature, ...latest }, 'confirmed')
    expect(confirmed.value.err).toBeNull()
    expect(await connection.getBalance(to)).toBe(LAMPORTS_PER_SOL / 4)
    expect(await connection.getBalance(from.publicKey)).toBe(before - LAMPORTS_PER_SOL / 4 - 5000)
    const [status] = (await connection.getSignatureStatuses([signature])).value
    expect(status?.confirmationStatus).toBe('finalized')
  })

  it('confirms a legacy transaction with sendAndConfirmTransaction, and airdrops', async () => {
    const to = Keypair.generate().publicKey
    const tx = new Transaction().add(
      SystemProgram.transfer({ fromPubkey: payer().publicKey, toPubkey: to, lamports: 1_000_000 }),
    )
    await sendAndConfirmTransaction(connection, tx, [payer()])
    const airdrop = await connection.requestAirdrop(to, LAMPORTS_PER_SOL)
    await connection.confirmTransaction({
      signature: airdrop,
      ...(await connection.getLatestBlockhash()),
    })
    expect(await connection.getBalance(to)).toBe(LAMPORTS_PER_SOL + 1_000_000)
  })

  it('fails preflight with the logs, so web3.js raises SendTransactionError', async () => {
    const poor = Keypair.generate()
    await connection.confirmTransaction({
      signature: await connection.requestAirdrop(poor.publicKey, 1_000_000),
      ...(await connection.getLatestBlockhash()),
    })
    const tx = new Transaction().add(
      SystemProgram.transfer({
        fromPubkey: poor.publicKey,
        toPubkey: Keypair.generate().publicKey,
        lamports: LAMPORTS_PER_SOL,
      }),
    )
    tx.recentBlockhash = (await connection.getLatestBlockhash()).blockhash
    tx.feePayer = poor.publicKey
    tx.sign(poor)
    const error = await connection.sendRawTransaction(tx.serialize()).catch((e) => e)
    expect(error).toBeInstanceOf(SendTransactionError)
    expect(error.message).toContain(
      'Transaction simulation failed: Error processing Instruction 0: custom program error: 0x1',
    )
    expect((error as SendTransactionError).logs?.join('\n')).toMatch(/insufficient lamports/)
    const simulated = await connection.simulateTransaction(tx)
    expect(simulated.value.err).toEqual({ InstructionError: [0, { Custom: 1 }] })
    expect(simulated.value.logs?.join('\n')).toMatch(/insufficient lamports/)
  })

  it('fault switches: expired blockhash, never confirm, RPC down (over the control URL)', async () => {
    const make = async () => {
      const tx = new Transaction().add(
        SystemProgram.transfer({
          fromPubkey: payer().publicKey,
          toPubkey: Keypair.generate().publicKey,
          lamports: 1000 + Math.floor(Math.random() * 1000),
        }),
      )
      tx.recentBlockhash = (await connection.getLatestBlockhash()).blockhash
      tx.feePayer = payer().publicKey
      tx.sign(payer())
      return tx
    }
    chain.setFaults({ expiredBlockhash: true })
    const expired = await connection.sendRawTransaction((await make()).serialize()).catch((e) => e)
    expect(String(expired.message)).toContain('Blockhash not found')
    chain.setFaults({ expiredBlockhash: false, neverConfirm: true })
    const signature = await connection.sendRawTransaction((await make()).serialize())
    await new Promise((r) => setTimeout(r, 200))
    expect((await connection.getSignatureStatuses([signature])).value[0]).toBeNull()
    const control = await fetch(chain.controlUrl, {
      method: 'POST',
      body: JSON.stringify({ faults: { neverConfirm: false, rpcDown: true } }),
    })
    expect((await control.json()).faults).toEqual({
      expiredBlockhash: false,
      neverConfirm: false,
      rpcDown: true,
    })
    await expect(connection.getBalance(payer().publicKey)).rejects.toThrow(/503/)
    chain.setFaults({ rpcDown: false })
    expect(await connection.getBalance(payer().publicKey)).toBeGreaterThan(0)
  })

  it("a scope's switches apply to its own URLs only (tests beside each other share the chain)", async () => {
    const base = chain.rpcUrl.replace(/\/$/, '')
    const scoped = new Connection(`${base}/scope/solana-spec`, {
      wsEndpoint: `${chain.wsUrl.replace(/\/$/, '')}/scope/solana-spec`,
      commitment: 'confirmed',
    })
    const control = await fetch(`${base}/scope/solana-spec/_control`, {
      method: 'POST',
      body: JSON.stringify({ faults: { rpcDown: true } }),
    })
    expect((await control.json()).faults).toMatchObject({ rpcDown: true })
    await expect(scoped.getBalance(payer().publicKey)).rejects.toThrow(/503/)
    // The chain's own URL and another scope answer as ever.
    expect(await connection.getBalance(payer().publicKey)).toBeGreaterThan(0)
    const other = new Connection(`${base}/scope/other`, { commitment: 'confirmed' })
    expect(await other.getBalance(payer().publicKey)).toBeGreaterThan(0)
    expect((await (await fetch(chain.controlUrl)).json()).faults.rpcDown).toBe(false)
    // neverConfirm in the scope: its sends never land, the chain's own still do.
    chain.setFaults({ rpcDown: false, neverConfirm: true }, 'solana-spec')
    const transfer = async () => {
      const tx = new Transaction().add(
        SystemProgram.transfer({
          fromPubkey: payer().publicKey,
          toPubkey: new PublicKey(chain.accounts[2]!.address),
          lamports: 1000 + Math.floor(Math.random() * 1000),
        }),
      )
      tx.recentBlockhash = (await connection.getLatestBlockhash()).blockhash
      tx.feePayer = payer().publicKey
      tx.sign(payer())
      return tx.serialize()
    }
    const lost = await scoped.sendRawTransaction(await transfer())
    const landed = await connection.sendRawTransaction(await transfer())
    await new Promise((r) => setTimeout(r, 200))
    expect((await connection.getSignatureStatuses([lost])).value[0]).toBeNull()
    expect((await connection.getSignatureStatuses([landed])).value[0]?.err).toBeNull()
    chain.setFaults({ neverConfirm: false }, 'solana-spec')
    expect(await scoped.getBalance(payer().publicKey)).toBeGreaterThan(0)
  })

  it("the data API stand-in answers the chain's balances (SOL and the SPL token) by its CAIP-2 id", async () => {
    const api = createDataApi({
      chains: [],
      switch: () => ({ mode: 'ok', delayMs: 0 }),
      solana: chain,
    })
    const owner = chain.accounts[2]!.address
    const path = `/v1/account/${owner}/balance`
    const response = await api.handle(
      new Request(
        `http://localhost/api${path}?projectId=p&currency=usd&chainId=${chain.caipNetworkId}`,
      ),
      path,
    )
    const { balances } = (await response!.json()) as {
      balances: { symbol: string; address?: string; quantity: { numeric: string } }[]
    }
    // As the real (Solscan-backed) server sends them: tokens under their bare mint, then SOL
    // under its pseudo-mint (bapi:src/providers/solscan.rs).
    expect(balances.map((b) => b.symbol)).toEqual(['TUSD', 'SOL'])
    expect(balances[0]).toMatchObject({ address: chain.token.mint, quantity: { numeric: '1000' } })
    expect(balances[1]).toMatchObject({ address: 'So11111111111111111111111111111111111111111' })
    const supported = await api.handle(
      new Request('http://localhost/api/v1/supported-chains?projectId=p'),
      '/v1/supported-chains',
    )
    expect(((await supported!.json()) as { http: string[] }).http).toContain(chain.caipNetworkId)
    const bad = await api.handle(
      new Request(
        `http://localhost/api/v1/account/0x12/balance?projectId=p&chainId=${chain.caipNetworkId}`,
      ),
      '/v1/account/0x12/balance',
    )
    expect(bad!.status).toBe(400)
    await api.stop()
  })
})
