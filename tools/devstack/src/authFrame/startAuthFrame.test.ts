import type { Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type StartDevChainReturnType, startDevChain } from '../chain/startDevChain.js'
import { predictSmartAccountAddress, SMART_ACCOUNT_FACTORY } from './smartAccount.js'
import {
  AUTH_FRAME_VALID_CODE,
  type StartAuthFrameReturnType,
  startAuthFrame,
} from './startAuthFrame.js'

let chain: StartDevChainReturnType
let frame: StartAuthFrameReturnType
beforeAll(async () => {
  chain = await startDevChain({ chains: [{ chainId: 1, name: 'Ethereum' }] })
  frame = await startAuthFrame({ chains: chain.chains })
}, 60_000)
afterAll(async () => {
  await frame?.stop()
  await chain?.stop()
})

const post = (path: string, body: unknown) =>
  fetch(frame.origin + path, { method: 'POST', body: JSON.stringify(body) })

describe('startAuthFrame (the login frame stand-in)', () => {
  it('serves the frame page on its own origin with a frame-ancestors header, and its script', async () => {
    const page = await fetch(frame.url)
    expect(page.headers.get('content-security-policy')).toBe('frame-ancestors http://127.0.0.1:*')
    expect(await page.text()).toContain('<script src="/frame.js">')
    const script = await (await fetch(`${frame.origin}/frame.js`)).text()
    expect(script).toContain('__gangwayLoginFrame.install(')
    expect(script).toContain(chain.chains[0]!.rpcUrl)
  })

  it("the social consent page hands the app's state back unchanged, on Continue and on Deny (OAuth 2.0 state)", async () => {
    const state = 'a1'.repeat(32)
    const page = await fetch(
      `${frame.origin}/social/oauth?provider=github&origin=http%3A%2F%2F127.0.0.1%3A9&state=${state}`,
    ).then((r) => r.text())
    const link = (id: string) =>
      new URL(new RegExp(`id="${id}" href="([^"]+)"`).exec(page)![1]!.replaceAll('&amp;', '&'))
    for (const id of ['continue', 'deny']) {
      const back = link(id)
      expect(back.origin + back.pathname, id).toBe(`${frame.origin}/social/callback`)
      expect(back.searchParams.get('state'), id).toBe(state)
    }
    expect(link('continue').searchParams.get('code')).toMatch(/^code-github-/)
    expect(link('deny').searchParams.get('error')).toBe('access_denied')
  })

  it('sends the fixed code, refuses others with Invalid code, and funds the new key on the chain', async () => {
    const email = 'Ada@Example.com'
    const start = await post('/api/email/start', { email })
    expect(await start.json()).toEqual({ action: 'VERIFY_OTP' })
    const code = await (await fetch(`${frame.controlUrl}/last-code?email=${email}`)).json()
    expect(code).toEqual({ code: AUTH_FRAME_VALID_CODE, sent: 1 })
    const wrong = await post('/api/email/verify', { email, otp: '000000' })
    expect(wrong.status).toBe(400)
    expect(await wrong.json()).toEqual({ error: 'Invalid code' })
    const right = await post('/api/email/verify', { email, otp: AUTH_FRAME_VALID_CODE })
    const { privateKey } = (await right.json()) as { privateKey: string }
    expect(privateKey).toMatch(/^0x[0-9a-f]{64}$/)
    const address = frame.addressOf(email)!
    const balance = await fetch(chain.chains[0]!.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'eth_getBalance',
        params: [address, 'latest'],
      }),
    }).then((r) => r.json())
    expect(BigInt(balance.result)).toBe(100n * 10n ** 18n)
  })

  it('asks for the device approval when switched on, and waits for it', async () => {
    const email = 'device@example.com'
    await post('/control/device', { email })
    expect(await (await post('/api/email/start', { email })).json()).toEqual({
      action: 'VERIFY_DEVICE',
    })
    const waiting = post('/api/email/device', { email })
    await new Promise((r) => setTimeout(r, 50))
    await post('/control/approve-device', { email })
    expect((await waiting).status).toBe(200)
  })

  it('updates an email (spec §4): a code to the current address, then one to the new address; the key follows', async () => {
    const email = 'old@example.com'
    const newEmail = 'New@Example.com'
    const lastCode = (to: string) => fetch(`${frame.controlUrl}/last-code?email=${to}`)
    await post('/api/email/start', { email })
    await post('/api/email/verify', { email, otp: AUTH_FRAME_VALID_CODE })
    const address = frame.addressOf(email)
    expect((await post('/api/email/update', { email, newEmail: 'nope' })).status).toBe(400)
    const start = await post('/api/email/update', { email, newEmail })
    expect(await start.json()).toEqual({ action: 'VERIFY_PRIMARY_OTP' })
    expect((await lastCode(email)).status).toBe(200)
    // The new address gets its code only once the current one's is accepted.
    expect((await lastCode(newEmail)).status).toBe(404)
    const early = await post('/api/email/update/secondary', { email, otp: AUTH_FRAME_VALID_CODE })
    expect(early.status).toBe(400)
    const wrong = await post('/api/email/update/primary', { email, otp: '000000' })
    expect(await wrong.json()).toEqual({ error: 'Invalid code' })
    const primary = await post('/api/email/update/primary', { email, otp: AUTH_FRAME_VALID_CODE })
    expect(primary.status).toBe(200)
    expect(await (await lastCode(newEmail)).json()).toEqual({
      code: AUTH_FRAME_VALID_CODE,
      sent: 1,
    })
    // The same update again now: a resend of the new address's code, not a restart.
    const again = await post('/api/email/update', { email, newEmail })
    expect(await again.json()).toEqual({ action: 'VERIFY_SECONDARY_OTP' })
    expect(await (await lastCode(newEmail)).json()).toEqual({
      code: AUTH_FRAME_VALID_CODE,
      sent: 2,
    })
    const wrong2 = await post('/api/email/update/secondary', { email, otp: '000000' })
    expect(await wrong2.json()).toEqual({ error: 'Invalid code' })
    const secondary = await post('/api/email/update/secondary', {
      email,
      otp: AUTH_FRAME_VALID_CODE,
    })
    expect(await secondary.json()).toEqual({ newEmail: 'new@example.com' })
    expect(frame.addressOf(newEmail)).toBe(address)
    expect(frame.addressOf(email)).toBeUndefined()
  })

  it('a user with smart accounts (switched on before the first login) has them on every dev chain: counterfactual contract accounts, funded', async () => {
    const email = 'smart@example.com'
    await post('/control/smart-account', { email })
    await post('/api/email/start', { email })
    await post('/api/email/verify', { email, otp: AUTH_FRAME_VALID_CODE })
    const networks = await (await post('/api/smart-account/networks', { email })).json()
    expect(networks).toEqual({ networks: ['eip155:1'] })
    const none = await (await post('/api/smart-account/networks', { email: 'old@x.io' })).json()
    expect(none).toEqual({ networks: [] })
    // On chosen networks only (the account type after a network switch).
    await post('/control/smart-account', { email: 'some@example.com', networks: ['eip155:8453'] })
    const some = await (
      await post('/api/smart-account/networks', { email: 'some@example.com' })
    ).json()
    expect(some).toEqual({ networks: ['eip155:8453'] })
    // A user whose frame refuses the switch to the smart account (the frame reads the flag).
    await post('/control/smart-account', { email: 'refused@example.com', refuseSwitch: true })
    expect(
      await (await post('/api/smart-account/networks', { email: 'refused@example.com' })).json(),
    ).toEqual({ networks: ['eip155:1'], refuseSwitch: true })
    const { address } = await (
      await fetch(`${frame.controlUrl}/smart-address?email=${email}`)
    ).json()
    // The owner's counterfactual contract account: funded, its code not deployed yet.
    expect(address).toBe(predictSmartAccountAddress(frame.addressOf(email) as Address))
    const rpc = (method: string, params: unknown[]) =>
      fetch(chain.chains[0]!.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      })
        .then((r) => r.json())
        .then((r) => r.result as string)
    expect(BigInt(await rpc('eth_getBalance', [address, 'latest']))).toBe(100n * 10n ** 18n)
    expect(await rpc('eth_getCode', [address, 'latest'])).toBe('0x')
    // The factory it comes from is there since the server started.
    expect(await rpc('eth_getCode', [SMART_ACCOUNT_FACTORY, 'latest'])).not.toBe('0x')
  })

  it('keeps fault switches until reset', async () => {
    await post('/control/faults', { ready: 'absent', silent: ['GET_USER'] })
    expect(await (await fetch(`${frame.controlUrl}/faults`)).json()).toMatchObject({
      ready: 'absent',
      silent: ['GET_USER'],
    })
    await post('/control/reset', {})
    expect(await (await fetch(`${frame.controlUrl}/faults`)).json()).toMatchObject({
      ready: 'normal',
      silent: [],
    })
  })

  it("a project's fault switches reach only frames loaded for that project id", async () => {
    const read = async (projectId: string) =>
      (await fetch(`${frame.controlUrl}/faults?projectId=${projectId}`)).json()
    await post('/control/faults', { projectId: 'broken', ready: 'absent' })
    expect(await read('broken')).toMatchObject({ ready: 'absent' })
    expect(await read('other')).toMatchObject({ ready: 'normal' })
    expect(await (await fetch(`${frame.controlUrl}/faults`)).json()).toMatchObject({
      ready: 'normal',
    })
    // A global switch leaves the project's own in place; a project's reset, the global one.
    await post('/control/faults', { silent: ['GET_USER'] })
    expect(await read('broken')).toMatchObject({ ready: 'absent', silent: [] })
    await post('/control/reset', { projectId: 'broken' })
    expect(await read('broken')).toMatchObject({ ready: 'normal', silent: ['GET_USER'] })
    await post('/control/reset', {})
    expect(await read('broken')).toMatchObject({ silent: [] })
  })
})
