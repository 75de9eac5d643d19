import { deployErc1271Wallet } from '@gangway/devstack'
import { createPublicClient, http } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  account,
  counterfactualSignature,
  devstack,
  messageData,
  rpcUrl,
  signedSession,
} from '../../test/chain.js'
import { createSiwxMessage } from '../message/createSiwxMessage.js'
import { eip155Verifier } from './eip155Verifier.js'

const verifier = () => eip155Verifier({ rpcUrl })
const ME = account(3)

describe('eip155Verifier on the real dev chain (anvil)', () => {
  it('accepts an EOA signature and refuses a tampered signature or message', async () => {
    const session = await signedSession(ME.privateKey, messageData(ME.address))
    expect(await verifier().verify(session)).toBe(true)
    const flipped = `${session.signature.slice(0, 10)}${session.signature[10] === 'a' ? 'b' : 'a'}${session.signature.slice(11)}`
    expect(await verifier().verify({ ...session, signature: flipped })).toBe(false)
    expect(
      await verifier().verify({ ...session, message: session.message.replace('tests', 'test') }),
    ).toBe(false)
    // Another account's real signature over the same message.
    const other = await signedSession(account(4).privateKey, session.data)
    expect(await verifier().verify({ ...session, signature: other.signature })).toBe(false)
    expect(await verifier().verify({ ...session, signature: '0x1234' })).toBe(false)
    expect(await verifier().verify({ ...session, signature: 'not hex' })).toBe(false)
  })

  it('refuses an account that is not a 20-byte hex address, whatever its case', async () => {
    const session = await signedSession(ME.privateKey, messageData(ME.address))
    const lower = { ...session.data, accountAddress: ME.address.toLowerCase() }
    expect(await verifier().verify(await signedSession(ME.privateKey, lower))).toBe(true)
    for (const accountAddress of [ME.address.slice(0, -1), `${ME.address}00`, 'alice.eth'])
      expect(
        await verifier().verify({ ...session, data: { ...session.data, accountAddress } }),
      ).toBe(false)
  })

  it('accepts an ERC-1271 contract wallet signed by its owner, not by someone else', async () => {
    const chain = devstack().chains[0]!
    const wallet = await deployErc1271Wallet({
      rpcUrl: chain.rpcUrl,
      chainId: chain.chainId,
      owner: ME.address,
      deployerKey: account(9).privateKey,
    })
    const code = await createPublicClient({ transport: http(chain.rpcUrl) }).getCode({
      address: wallet,
    })
    expect(code?.length).toBeGreaterThan(100)
    const data = messageData(wallet, `eip155:${chain.chainId}`)
    const byOwner = await signedSession(ME.privateKey, data)
    expect(await verifier().verify(byOwner)).toBe(true)
    const byStranger = await signedSession(account(4).privateKey, data)
    expect(await verifier().verify(byStranger)).toBe(false)
  })

  it('accepts an ERC-6492 signature of a wallet not deployed yet (counterfactual)', async () => {
    // The message names the counterfactual address (it does not depend on the message).
    const { address } = await counterfactualSignature(ME.privateKey, 'address only')
    const wallet = { ...messageData(ME.address), accountAddress: address }
    const message = createSiwxMessage(wallet)
    const signed = await counterfactualSignature(ME.privateKey, message)
    const client = createPublicClient({ transport: http(rpcUrl('eip155:1')) })
    expect(await client.getCode({ address })).toBeUndefined()
    expect(await verifier().verify({ data: wallet, message, signature: signed.signature })).toBe(
      true,
    )
    const stranger = await counterfactualSignature(account(4).privateKey, message)
    expect(await verifier().verify({ data: wallet, message, signature: stranger.signature })).toBe(
      false,
    )
  })

  it('throws (unknown, not invalid) when the chain cannot be reached', async () => {
    const session = await signedSession(ME.privateKey, messageData(ME.address))
    const down = eip155Verifier({ rpcUrl: () => 'http://127.0.0.1:9/' })
    const wallet = { ...session, data: { ...session.data, accountAddress: account(9).address } }
    await expect(down.verify(wallet)).rejects.toThrow()
    await expect(eip155Verifier({ rpcUrl: () => undefined }).verify(session)).rejects.toThrow(
      'No RPC url provided for chainId eip155:1',
    )
  })
})
