import { open, UserRejectedRequestError } from '@gangway/core'
import { goBack, loadFeature, push } from '@gangway/core/internal'
import { METAMASK } from '@gangway/testkit'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { account, connectedModal } from '../test/fixtures.js'
import { SEND_RETRY_LOCK_MS } from './constants.js'
import { sendMessages } from './messages/send.js'
import { receiveFeature } from './receiveFeature.js'
import {
  initFromArguments,
  resolveReceiver,
  selectSpeed,
  selectToken,
  setAmount,
  setMax,
  setReceiverInput,
  submitSend,
} from './send/actions.js'
import { getSendStore } from './send/sendStore.js'
import { sendFeature } from './sendFeature.js'

const ME = account(5)
const ALICE = account(1).address
const ETH = { name: 'Ether', symbol: 'ETH', decimals: 18, balance: '1', price: '3000' }

afterEach(() => {
  vi.useRealTimers()
})

type Engine = Awaited<ReturnType<typeof connectedModal>>['engine']
/** Every toast shown or queued so far ('variant: message', then ' / description' when it has one). */
const toasts = (engine: Engine) =>
  [...engine.$toasts.get(), ...engine._internal.toastQueue].map(
    (t) => `${t.variant}: ${t.message}${t.description === undefined ? '' : ` / ${t.description}`}`,
  )

describe('descriptors', () => {
  it('declare the views and the Account entries as data; loading registers the views', async () => {
    expect(sendFeature()).toMatchObject({
      id: 'send',
      loadOn: 'use',
      provides: {
        actions: [{ id: 'send', label: 'Send', view: 'WalletSend', requires: 'transfer' }],
      },
    })
    expect(receiveFeature().provides?.actions).toEqual([
      {
        id: 'receive',
        label: 'Receive',
        view: 'WalletReceive',
        order: 2,
        icon: expect.stringMatching(/^M[\d .]/), // a 24-unit SVG path (issue 36 §3)
      },
    ])
    const { engine } = await connectedModal({ address: ME.address })
    expect(engine.$actions.get().map((a) => a.id)).toEqual(['send', 'receive'])
    expect(engine.$views.get().WalletSend).toBeUndefined()
    await loadFeature(engine, 'send')
    await loadFeature(engine, 'receive')
    for (const view of [
      'WalletSend',
      'WalletSendSelectToken',
      'WalletSendPreview',
      'WalletReceive',
      'WalletCompatibleNetworks',
    ])
      expect(engine.$views.get()[view]).toBeTypeOf('function')
    // Spec §2 "After a send starts, the Account view shows": no view of a started send.
    expect(engine.$views.get().WalletSendConfirmed).toBeUndefined()
  })
})

describe('send state', () => {
  it('lives per engine, resets when the modal closes or Send is left', async () => {
    const a = await connectedModal({ address: ME.address })
    const b = await connectedModal({ address: ME.address })
    await loadFeature(a.engine, 'send')
    open(a.engine)
    push(a.engine, 'WalletSend')
    setAmount(a.engine, '0.5')
    expect(getSendStore(a.engine).get().amount).toBe('0.5')
    expect(getSendStore(b.engine).get().amount).toBe('')
    push(a.engine, 'WalletSendSelectToken')
    expect(getSendStore(a.engine).get().amount).toBe('0.5')
    // A view on top of Send (the wallet request's approval) keeps it; going back past it resets.
    push(a.engine, 'ApproveTransaction')
    expect(getSendStore(a.engine).get().amount).toBe('0.5')
    goBack(a.engine)
    goBack(a.engine)
    expect(getSendStore(a.engine).get().amount).toBe('0.5')
    goBack(a.engine)
    expect(a.engine.$router.get().view).toBe('Account')
    expect(getSendStore(a.engine).get().amount).toBe('')
    open(a.engine, { view: 'WalletSend' })
    setAmount(a.engine, '0.25')
    a.modal.close()
    expect(getSendStore(a.engine).get().amount).toBe('')
  })

  it('re-initialises when the account or the network changes', async () => {
    const { engine, fake } = await connectedModal({ address: ME.address })
    await loadFeature(engine, 'send')
    open(engine, { view: 'WalletSend' })
    setAmount(engine, '0.5')
    fake.ctx.emit({
      type: 'accountsChanged',
      connectorId: METAMASK.id,
      accounts: [{ address: ALICE, type: 'eoa' }],
    })
    await vi.waitFor(() => expect(engine.$account.get()?.address).toBe(ALICE))
    expect(getSendStore(engine).get().amount).toBe('')
    setAmount(engine, '0.25')
    fake.ctx.emit({ type: 'chainChanged', connectorId: METAMASK.id, chainId: 8453 })
    await vi.waitFor(() => expect(engine.$activeNetwork.get()?.id).toBe(8453))
    expect(getSendStore(engine).get().amount).toBe('')
  })

  it('Max on the native currency leaves gas limit × the data API standard gas price', async () => {
    const { engine, transfer } = await connectedModal({ address: ME.address })
    await loadFeature(engine, 'send')
    open(engine, { view: 'WalletSend' })
    selectToken(engine, ETH)
    await setMax(engine)
    expect(transfer.estimate).toHaveBeenCalled()
    const response = await fetch(
      `${(await import('../test/fixtures.js')).devstack().services.api}/v1/convert/gas-price?chainId=eip155:1&projectId=p`,
    )
    const { standard } = (await response.json()) as { standard: string }
    const reserve = 21000n * BigInt(standard)
    const amount = getSendStore(engine).get().amount
    const [whole, fraction = ''] = amount.split('.')
    expect(BigInt(whole! + fraction.padEnd(18, '0'))).toBe(10n ** 18n - reserve)
    // The send is priced exactly as the reserve was, so Max never exceeds the balance.
    getSendStore(engine).setKey('receiverInput', ALICE)
    await resolveReceiver(engine, ALICE)
    await vi.waitFor(() => expect(getSendStore(engine).get().pricing).toBeDefined())
    const { pricing } = getSendStore(engine).get()
    await submitSend(engine)
    expect(transfer.send).toHaveBeenCalledWith(
      expect.objectContaining({
        fee: { units: '21000', rate: String(pricing!.rate) },
      }),
    )
  })
})

describe('fee speeds (TransferEstimate.speeds: a family priced by a market rate, e.g. Bitcoin)', () => {
  it("shows the default speed's fee, follows the pick, keeps it on re-estimate and sends with it", async () => {
    const { engine, transfer } = await connectedModal({ address: ME.address })
    transfer.estimate.mockImplementation(
      async () =>
        ({
          fee: { value: '0.00001', symbol: 'ETH' },
          feeUnits: '21000',
          speed: 'normal',
          speeds: [
            { id: 'slow', label: 'Slow', fee: { value: '0.000002', symbol: 'ETH' } },
            { id: 'normal', label: 'Normal', fee: { value: '0.00001', symbol: 'ETH' } },
            { id: 'fast', label: 'Fast', fee: { value: '0.000025', symbol: 'ETH' } },
          ],
        }) as never,
    )
    await loadFeature(engine, 'send')
    open(engine, { view: 'WalletSend' })
    selectToken(engine, ETH)
    await vi.waitFor(() => expect(getSendStore(engine).get().speed).toBe('normal'))
    // The speed's fee, not gas units × a gas price.
    expect(getSendStore(engine).get().fee).toBe(10_000_000_000_000n)
    expect(getSendStore(engine).get().pricing).toBeUndefined()
    selectSpeed(engine, 'fast')
    expect(getSendStore(engine).get().fee).toBe(25_000_000_000_000n)
    selectSpeed(engine, 'unknown')
    expect(getSendStore(engine).get().speed).toBe('fast')
    setAmount(engine, '0.1')
    getSendStore(engine).setKey('receiverInput', ALICE)
    await resolveReceiver(engine, ALICE)
    await vi.waitFor(() => expect(transfer.estimate).toHaveBeenCalledTimes(2))
    await vi.waitFor(() => expect(getSendStore(engine).get().fee).toBe(25_000_000_000_000n))
    await submitSend(engine)
    expect(transfer.send).toHaveBeenCalledWith(expect.objectContaining({ speed: 'fast' }))
    expect((transfer.send.mock.calls as unknown as [object][])[0]![0]).not.toHaveProperty('fee')
  })
})

describe('Max follows the fee', () => {
  it('a new fee (a faster speed, a re-estimate) lowers a native Max; typing ends it', async () => {
    const { engine, transfer } = await connectedModal({ address: ME.address })
    let normal = '0.00001'
    transfer.estimate.mockImplementation(
      async () =>
        ({
          fee: { value: normal, symbol: 'ETH' },
          speed: 'normal',
          speeds: [
            { id: 'normal', label: 'Normal', fee: { value: normal, symbol: 'ETH' } },
            { id: 'fast', label: 'Fast', fee: { value: '0.000025', symbol: 'ETH' } },
          ],
        }) as never,
    )
    await loadFeature(engine, 'send')
    open(engine, { view: 'WalletSend' })
    selectToken(engine, ETH)
    await setMax(engine)
    // 1 ETH less the normal fee.
    expect(getSendStore(engine).get().amount).toBe('0.99999')
    selectSpeed(engine, 'fast')
    expect(getSendStore(engine).get().amount).toBe('0.999975')
    selectSpeed(engine, 'normal')
    // The price moved before the receiver's re-estimate: Max leaves the new fee, so the form
    // never says 'Insufficient funds' for an amount Max chose.
    normal = '0.00002'
    getSendStore(engine).setKey('receiverInput', ALICE)
    await resolveReceiver(engine, ALICE)
    await vi.waitFor(() => expect(getSendStore(engine).get().amount).toBe('0.99998'))
    setAmount(engine, '0.5')
    selectSpeed(engine, 'fast')
    expect(getSendStore(engine).get().amount).toBe('0.5')
  })
})

describe('receiver', () => {
  it('resolves a seeded name through the profile lookup, 500 ms after the last keystroke', async () => {
    const { engine } = await connectedModal({ address: ME.address })
    await loadFeature(engine, 'send')
    open(engine, { view: 'WalletSend' })
    setReceiverInput(engine, 'alice.reo')
    setReceiverInput(engine, 'alice.reown.id')
    expect(getSendStore(engine).get().receiver).toEqual({ status: 'resolving' })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(getSendStore(engine).get().receiver).toEqual({ status: 'resolving' })
    await vi.waitFor(() =>
      expect(getSendStore(engine).get().receiver).toMatchObject({
        status: 'valid',
        address: ALICE,
        name: 'alice.reown.id',
      }),
    )
  })

  it("refuses a bad checksum ('Invalid address: checksum mismatch') and unknown names", async () => {
    const { engine } = await connectedModal({ address: ME.address })
    await loadFeature(engine, 'send')
    open(engine, { view: 'WalletSend' })
    const bad = ALICE.replace('C51812dc', 'c51812dc')
    getSendStore(engine).setKey('receiverInput', bad)
    await resolveReceiver(engine, bad)
    expect(getSendStore(engine).get().receiver).toEqual({ status: 'invalid', reason: 'checksum' })
    getSendStore(engine).setKey('receiverInput', 'nobody.reown.id')
    await resolveReceiver(engine, 'nobody.reown.id')
    expect(getSendStore(engine).get().receiver).toEqual({ status: 'invalid', reason: 'notFound' })
  })
})

describe('submit', () => {
  async function ready() {
    const setup = await connectedModal({ address: ME.address })
    await loadFeature(setup.engine, 'send')
    open(setup.engine, { view: 'WalletSend' })
    selectToken(setup.engine, ETH)
    setAmount(setup.engine, '0.1')
    getSendStore(setup.engine).setKey('receiverInput', ALICE)
    await resolveReceiver(setup.engine, ALICE)
    push(setup.engine, 'WalletSendPreview')
    return setup
  }

  it("success: 'Transaction started', the state resets, Account shows", async () => {
    const { engine, transfer } = await ready()
    await submitSend(engine)
    expect(transfer.send).toHaveBeenCalledWith(
      expect.objectContaining({ to: ALICE, amount: '0.1', from: ME.address }),
    )
    expect(toasts(engine)).toContain(`success: ${sendMessages.transactionStarted}`)
    expect(engine.$router.get().view).toBe('Account')
    expect(getSendStore(engine).get().amount).toBe('')
  })

  // Spec §4: "Send: initiated, then success (toast Transaction started, state reset) or error
  // (toast Something went wrong)." The wallet's own message goes under it, not in its place.
  it("failure: 'Something went wrong' with the wallet's message under it, the form keeps its input, Send locked 30 s", async () => {
    const { engine, transfer } = await ready()
    transfer.send.mockRejectedValueOnce(new Error('insufficient funds for gas'))
    const before = Date.now()
    await submitSend(engine)
    expect(toasts(engine)).toEqual(['error: Something went wrong / insufficient funds for gas'])
    const state = getSendStore(engine).get()
    expect(state.amount).toBe('0.1')
    expect(state.receiverInput).toBe(ALICE)
    expect(state.lockedUntil).toBeGreaterThanOrEqual(before + SEND_RETRY_LOCK_MS)
    await submitSend(engine)
    expect(transfer.send).toHaveBeenCalledTimes(1)
  })

  // Spec §4 (error: toast Something went wrong) and §8 "User rejection yields a user-rejected
  // error": a rejection is a send's error, said under the toast; it does not lock Send.
  it("a rejection in the wallet: 'Something went wrong' with the rejection under it, Send not locked", async () => {
    const { engine, transfer } = await ready()
    transfer.send.mockRejectedValueOnce(new UserRejectedRequestError())
    await submitSend(engine)
    expect(toasts(engine)).toEqual([
      `error: Something went wrong / ${new UserRejectedRequestError().shortMessage}`,
    ])
    expect(getSendStore(engine).get()).toMatchObject({ lockedUntil: 0, amount: '0.1' })
    await submitSend(engine)
    expect(transfer.send).toHaveBeenCalledTimes(2)
  })

  it("a failure with nothing better to say: 'Something went wrong' alone", async () => {
    const { engine, transfer } = await ready()
    transfer.send.mockRejectedValueOnce(new Error('x'.repeat(201)))
    await submitSend(engine)
    expect(toasts(engine)).toEqual(['error: Something went wrong'])
  })

  it('a send to oneself needs the explicit confirmation', async () => {
    const { engine, transfer } = await ready()
    getSendStore(engine).setKey('receiverInput', ME.address)
    await resolveReceiver(engine, ME.address)
    await submitSend(engine)
    expect(transfer.send).not.toHaveBeenCalled()
    getSendStore(engine).setKey('confirmedRisk', true)
    await submitSend(engine)
    expect(transfer.send).toHaveBeenCalledTimes(1)
  })
})

describe('opened with arguments', () => {
  /** One of the token at ALICE's address (a contract the fake adapter's getAsset answers for). */
  const ONE_TOKEN_TO_ALICE = {
    amount: '1',
    assetAddress: ALICE,
    namespace: 'eip155',
    chainId: '1',
    to: ALICE,
  }

  // Spec §2: "After a send starts, the Account view shows." Also when the host opened Send.
  it('fixes the fields and ends on Account, like any send', async () => {
    const { engine, transfer } = await connectedModal({ address: ME.address })
    await loadFeature(engine, 'send')
    const args = { amount: '0.5', namespace: 'eip155', chainId: '1', to: ALICE }
    open(engine, { view: 'WalletSend', data: args })
    await initFromArguments(engine, args)
    const state = getSendStore(engine).get()
    expect(state.fixed).toEqual(args)
    expect(state.token?.symbol).toBe('ETH')
    expect(state.receiver).toMatchObject({ status: 'valid', address: ALICE })
    setAmount(engine, '9')
    expect(getSendStore(engine).get().amount).toBe('0.5')
    await submitSend(engine)
    expect(transfer.send).toHaveBeenCalled()
    expect(toasts(engine)).toContain(`success: ${sendMessages.transactionStarted}`)
    expect(engine.$router.get()).toMatchObject({ view: 'Account', history: ['Account'] })
    expect(getSendStore(engine).get().fixed).toBeUndefined()
  })

  it('spec toasts: unknown network, invalid amount, token not found, failed token information', async () => {
    const { engine, fake } = await connectedModal({ address: ME.address })
    await loadFeature(engine, 'send')
    open(engine, { view: 'WalletSend' })
    await initFromArguments(engine, { amount: '1', namespace: 'eip155', chainId: '999', to: ALICE })
    expect(toasts(engine)).toContain(`error: ${sendMessages.networkNotFound}`)
    await initFromArguments(engine, { amount: '1e3', namespace: 'eip155', chainId: '1', to: ALICE })
    expect(toasts(engine)).toContain(`error: ${sendMessages.invalidAmount}`)
    Object.assign(fake.instance, { getAsset: vi.fn(async () => null) })
    await initFromArguments(engine, ONE_TOKEN_TO_ALICE)
    expect(toasts(engine)).toContain(`error: ${sendMessages.tokenNotFound}`)
    Object.assign(fake.instance, {
      getAsset: vi.fn(async () => {
        throw new Error('rpc down')
      }),
    })
    await initFromArguments(engine, ONE_TOKEN_TO_ALICE)
    expect(toasts(engine)).toContain(`error: ${sendMessages.tokenInfoFailed}`)
  })

  it('token metadata read on chain is checked: a 40-char symbol or 77 decimals is refused', async () => {
    const { engine, fake } = await connectedModal({ address: ME.address })
    await loadFeature(engine, 'send')
    open(engine, { view: 'WalletSend' })
    Object.assign(fake.instance, {
      getAsset: vi.fn(async () => ({
        address: ALICE,
        name: 'Fake',
        symbol: 'X'.repeat(40),
        decimals: 77,
        balance: '1',
      })),
    })
    await initFromArguments(engine, ONE_TOKEN_TO_ALICE)
    expect(toasts(engine)).toContain(`error: ${sendMessages.tokenInfoFailed}`)
    expect(getSendStore(engine).get().token).toBeUndefined()
  })
})
