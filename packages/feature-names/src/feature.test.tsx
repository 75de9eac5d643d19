import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { open, UserRejectedRequestError } from '@gangway/core'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devstack, freshLabel, namesModal, renderModal } from '../test/fixtures.js'
import { NAMES_MESSAGES } from './constants.js'
import { register } from './flow/register.js'
import { lookupAddressNames, lookupName } from './lookup.js'
import { namesFeature } from './namesFeature.js'
import { buildNameMessage, registerName, toCoinType } from './service/nameService.js'
import { namesState } from './state.js'

describe('descriptor', () => {
  it('declares the views and the entry rule as data (spec: EVM, embedded connector, no name)', () => {
    const feature = namesFeature()
    expect(feature).toMatchObject({
      id: 'names',
      loadOn: 'use',
      provides: {
        views: [
          { name: 'ChooseAccountName' },
          { name: 'RegisterAccountName' },
          { name: 'RegisterAccountNameSuccess' },
        ],
        actions: [
          {
            view: 'ChooseAccountName',
            namespaces: ['eip155'],
            unnamed: true,
            connectors: ['AUTH', 'embedded'],
          },
        ],
      },
    })
    expect(namesFeature({ entry: 'evm' }).provides?.actions?.[0]).not.toHaveProperty('connectors')
    expect(namesFeature({ entry: false }).provides?.actions).toEqual([])
  })
})

describe('the name service (spec §7)', () => {
  it('coin_type is (0x80000000 | chainId) >>> 0', () => {
    expect(toCoinType(1)).toBe(2147483649)
    expect(toCoinType(8453)).toBe(0x80000000 + 8453)
  })

  it('the signed message is {name, attributes, timestamp} (seconds) in that order, then what binds it: domain, address, coin_type, chain_id, nonce', () => {
    expect(
      buildNameMessage({
        name: 'abcd.reown.id',
        timestamp: 1_760_000_000,
        domain: 'app.example',
        address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
        coinType: 2147483649,
        chainId: 1,
        nonce: '0123456789abcdef0123456789abcdef',
      }),
    ).toBe(
      '{"name":"abcd.reown.id","attributes":{},"timestamp":1760000000,"domain":"app.example",' +
        '"address":"0x70997970C51812dc3A010C7d01b50e0d17dc79C8","coin_type":2147483649,' +
        '"chain_id":1,"nonce":"0123456789abcdef0123456789abcdef"}',
    )
  })
})

describe('registration on the devstack registry', () => {
  it('signs with personal_sign, registers, and names the account everywhere', async () => {
    const { modal, engine, fake, address } = await namesModal()
    renderModal(modal)
    act(() => open(modal.engine, { view: 'RegisterAccountName' }))
    const label = freshLabel()
    fireEvent.change(await screen.findByTestId('gw-name-input'), {
      target: { value: label.toUpperCase() },
    })
    // Lowercased as typed; the suggestions come from the service, the name itself Available.
    expect((screen.getByTestId('gw-name-input') as HTMLInputElement).value).toBe(label)
    const own = await screen.findByTestId(`gw-name-suggestion-${label}.reown.id`)
    expect(own.textContent).toContain('Available')
    const before = Math.floor(Date.now() / 1000)
    fireEvent.click(screen.getByTestId('gw-name-register'))
    // A polite live region says the progress, then the success, in one node.
    const status = await screen.findByTestId('gw-name-status')
    expect(status.getAttribute('aria-live')).toBe('polite')
    await waitFor(() =>
      expect(screen.getByTestId('gw-view-RegisterAccountNameSuccess').dataset.state).toBe('done'),
    )
    expect(screen.getByTestId('gw-name-registered').textContent).toBe(`${label}.reown.id`)
    expect(screen.getByTestId('gw-name-status')).toBe(status)
    expect(status.textContent).toBe(`Account name chosen successfully: ${label}.reown.id`)
    // The message the wallet signed: the spec's keys in order, the timestamp in seconds, then
    // the page's domain, the account, its coin type and chain, a nonce.
    const [[{ message }]] = fake.instance.signMessage.mock.calls as unknown as [
      [{ message: string }],
    ]
    expect(Object.keys(JSON.parse(message))).toEqual([
      'name',
      'attributes',
      'timestamp',
      'domain',
      'address',
      'coin_type',
      'chain_id',
      'nonce',
    ])
    expect(JSON.parse(message)).toMatchObject({
      domain: location.host,
      address,
      coin_type: toCoinType(1),
      chain_id: 1,
    })
    const { timestamp } = JSON.parse(message)
    expect(timestamp).toBeGreaterThanOrEqual(before)
    expect(timestamp).toBeLessThanOrEqual(Math.floor(Date.now() / 1000))
    // The name is the account's at once, and the service answers it both ways.
    expect(engine.$account.get()?.profileName).toBe(`${label}.reown.id`)
    const profile = await lookupName(modal.engine, `${label}.reown.id`)
    expect(profile?.addresses[String(toCoinType(1))]?.address).toBe(address)
    expect((await lookupAddressNames(modal.engine, address)).map((p) => p.name)).toEqual([
      `${label}.reown.id`,
    ])
  })

  it("a taken name: Registered in the suggestions, Register disabled; the service's reason if it races", async () => {
    const { modal, engine } = await namesModal()
    renderModal(modal)
    act(() => open(modal.engine, { view: 'RegisterAccountName' }))
    fireEvent.change(await screen.findByTestId('gw-name-input'), { target: { value: 'alice' } })
    const alice = await screen.findByTestId('gw-name-suggestion-alice.reown.id')
    expect(alice.textContent).toContain('Registered')
    expect((screen.getByTestId('gw-name-register') as HTMLButtonElement).disabled).toBe(true)
    // Taken between the suggestions and the click: back to RegisterAccountName with the reason.
    await act(() => register(engine, namesState.get(engine), 'alice'))
    expect(engine.$router.get().view).toBe('RegisterAccountName')
    expect((await screen.findByTestId('gw-name-register-error')).textContent).toBe(
      'Name is already registered: alice.reown.id',
    )
    expect(engine.$account.get()?.profileName).toBeFalsy()
  })

  it('too short, or not letters/digits/hyphens: the spec rule, Register disabled', async () => {
    const { modal } = await namesModal()
    renderModal(modal)
    act(() => open(modal.engine, { view: 'RegisterAccountName' }))
    fireEvent.change(await screen.findByTestId('gw-name-input'), { target: { value: 'abc' } })
    expect(screen.getByTestId('gw-name-error').textContent).toBe(
      'Name must be at least 4 characters',
    )
    expect((screen.getByTestId('gw-name-register') as HTMLButtonElement).disabled).toBe(true)
    fireEvent.change(screen.getByTestId('gw-name-input'), { target: { value: 'ab_cd' } })
    expect(screen.getByTestId('gw-name-error').textContent).toBe(
      'Name can only contain letters, digits and hyphens',
    )
  })

  it("an account with a name in either zone: 'You already own a name'", async () => {
    // Account #3 owns carol.wcn.id (the legacy zone) in the devstack's seed.
    const { modal } = await namesModal({ privateKey: devstack().accounts[3]!.privateKey })
    renderModal(modal)
    act(() => open(modal.engine, { view: 'RegisterAccountName' }))
    const owned = await screen.findByTestId('gw-name-owned')
    expect(owned.textContent).toBe('You already own a namecarol.wcn.id')
    expect((screen.getByTestId('gw-name-register') as HTMLButtonElement).disabled).toBe(true)
  })

  it("a declined signature goes back with 'Signature declined'; nothing is registered", async () => {
    const { modal, engine, fake, address } = await namesModal()
    fake.instance.signMessage.mockRejectedValueOnce(new UserRejectedRequestError())
    renderModal(modal)
    act(() => open(modal.engine, { view: 'RegisterAccountName' }))
    await screen.findByTestId('gw-view-RegisterAccountName')
    const label = freshLabel('declined')
    await act(() => register(engine, namesState.get(engine), label))
    expect(engine.$router.get().view).toBe('RegisterAccountName')
    expect(screen.getByTestId('gw-name-register-error').textContent).toBe('Signature declined')
    expect(await lookupAddressNames(modal.engine, address)).toEqual([])
  })

  it('a signature slower than the 10 s window: back with the expiry message, and Register again works', async () => {
    const { modal, engine, fake, address } = await namesModal()
    const sign = fake.instance.signMessage.getMockImplementation()!
    // The visitor reads the prompt for 11 s (the clock moves while the wallet is open).
    const realNow = Date.now
    fake.instance.signMessage.mockImplementationOnce(async (params) => {
      const shifted = realNow() + 11_000
      Date.now = () => shifted
      return sign(params)
    })
    renderModal(modal)
    act(() => open(modal.engine, { view: 'RegisterAccountName' }))
    const label = freshLabel('slow')
    fireEvent.change(await screen.findByTestId('gw-name-input'), { target: { value: label } })
    await screen.findByTestId(`gw-name-suggestion-${label}.reown.id`)
    try {
      fireEvent.click(screen.getByTestId('gw-name-register'))
      expect((await screen.findByTestId('gw-name-register-error')).textContent).toBe(
        NAMES_MESSAGES.signatureExpired,
      )
    } finally {
      Date.now = realNow
    }
    expect(engine.$router.get().view).toBe('RegisterAccountName')
    expect(await lookupAddressNames(modal.engine, address)).toEqual([])
    // Register stays possible: the second signature is in time and the name is registered.
    const register = screen.getByTestId('gw-name-register') as HTMLButtonElement
    await waitFor(() => expect(register.disabled).toBe(false))
    fireEvent.click(register)
    await waitFor(() =>
      expect(screen.getByTestId('gw-name-registered').textContent).toBe(`${label}.reown.id`),
    )
    expect(fake.instance.signMessage).toHaveBeenCalledTimes(2)
  })
})

describe("the service's failures (spec §8)", () => {
  let url: string
  // A name service that refuses everything (CORS open, as the hosted one).
  const server = createServer((request, response) => {
    response.setHeader('access-control-allow-origin', '*')
    response.setHeader('access-control-allow-headers', '*')
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end()
      return
    }
    if (request.url?.startsWith('/plain/')) {
      response.writeHead(502, { 'content-type': 'text/plain' }).end('bad gateway')
      return
    }
    response.writeHead(400, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        status: 'FAILED',
        reasons: [{ field: '', description: 'Registry is down' }],
      }),
    )
  })
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it("shows the service's first reason description, else 'Error registering name {name}'", async () => {
    const withReason = await namesModal({ api: url })
    const sign = async () => '0x00'
    const params = { name: 'abcd.reown.id', address: withReason.address, chainId: 1, sign }
    await expect(registerName(withReason.engine, params)).rejects.toMatchObject({
      shortMessage: 'Registry is down',
    })
    const plain = await namesModal({ api: `${url}/plain` })
    await expect(registerName(plain.engine, params)).rejects.toMatchObject({
      shortMessage: 'Error registering name abcd.reown.id',
    })
  })

  it("lookups fail with 'Error resolving name' and 'Error fetching names for address'", async () => {
    const { modal, address } = await namesModal({ api: `${url}/plain` })
    await expect(lookupName(modal.engine, 'abcd.reown.id')).rejects.toMatchObject({
      shortMessage: 'Error resolving name',
    })
    await expect(lookupAddressNames(modal.engine, address)).rejects.toMatchObject({
      shortMessage: 'Error fetching names for address',
    })
  })
})

it('the signature the registry checks is a real EIP-191 one of the account', async () => {
  const { engine, address, fake } = await namesModal()
  const label = freshLabel('sig')
  await register(engine, namesState.find(engine) ?? (await loadNames(engine)), label)
  const [[{ message }]] = fake.instance.signMessage.mock.calls as unknown as [[{ message: string }]]
  const signature = (await fake.instance.signMessage.mock.results[0]!.value) as `0x${string}`
  expect(await verifyMessage({ address, message, signature })).toBe(true)
})

async function loadNames(engine: Awaited<ReturnType<typeof namesModal>>['engine']) {
  const { loadFeature } = await import('@gangway/core/internal')
  await loadFeature(engine, 'names')
  return namesState.get(engine)
}
