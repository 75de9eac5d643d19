import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Adapter, RequestDescription } from '../../internal/core.js'
import {
  APPROVE_ARM_DELAY_MS,
  approvalSurfaceView,
  UserRejectedRequestError,
} from '../../internal/core.js'
import { deferred, renderModal } from '../../test/fixtures.js'

/** Gives the fake eip155 adapter a `describeRequest` (the capability this view renders). */
function describeWith(
  engine: ReturnType<typeof renderModal>['engine'],
  describe: Adapter['describeRequest'],
) {
  Object.assign(engine.adapters.get('eip155')!, { describeRequest: describe })
}

describe('ApproveTransaction', () => {
  // A connector whose wallet asks the visitor itself (FeatureContext.approvalSurfaces).
  it("shows the connector's approval surface instead of its own summary, hands the request to the wallet and stays until it settles", async () => {
    const { fake, engine } = renderModal()
    engine.$views.setKey(
      approvalSurfaceView('embedded'),
      ({ requestId }: { requestId: string }) => (
        <p data-testid="wallet-page">wallet asks about {requestId}</p>
      ),
    )
    let approval!: Promise<void>
    act(() => {
      approval = fake.ctx.requestApproval({
        method: 'personal_sign',
        params: ['0x68', '0xabc'],
        id: 'r1',
        connectorId: 'embedded',
      })
    })
    expect((await screen.findByTestId('wallet-page')).textContent).toBe('wallet asks about r1')
    expect(screen.queryByTestId('gw-request-approve')).toBeNull()
    await expect(approval).resolves.toBeUndefined()
    expect(engine.$router.get().view).toBe('ApproveTransaction')
    expect(engine.$modal.get().open).toBe(true)
    act(() => fake.ctx.settleApproval('r1', { ok: true }))
    await waitFor(() => expect(engine.$modal.get().open).toBe(false))
  })

  it("shows the adapter's description as text; Approve resolves the request and leaves", async () => {
    const { fake, engine } = renderModal()
    const asked: unknown[] = []
    describeWith(engine, (request) => {
      asked.push(request)
      return {
        title: 'Sign a message',
        warnings: ['Check <i>this</i>'],
        rows: [{ label: 'account', value: '<b>0xabc</b>' }],
        message: 'Hello Gangway',
      }
    })
    let approval!: Promise<void>
    act(() => {
      approval = fake.ctx.requestApproval({
        method: 'personal_sign',
        params: ['0x48656c6c6f2047616e67776179', '0xabc'],
      })
    })
    const view = await screen.findByTestId('gw-view-ApproveTransaction')
    await waitFor(() => expect(view.textContent).toContain('Sign a message'))
    expect(asked).toEqual([
      { method: 'personal_sign', params: ['0x48656c6c6f2047616e67776179', '0xabc'] },
    ])
    expect(view.textContent).toContain('personal_sign')
    expect(screen.getByTestId('gw-request-warning').textContent).toBe('Check <i>this</i>')
    expect(screen.getByTestId('gw-request-rows').textContent).toBe('account <b>0xabc</b>')
    // Text only: nothing the adapter returns becomes markup.
    expect(view.querySelector('b, i')).toBeNull()
    expect(view.querySelector('pre')!.textContent).toBe('Hello Gangway')
    // The whole request, uncut, one click away.
    expect(view.querySelector('details pre')!.textContent).toContain('0x48656c6c6f2047616e67776179')
    await waitFor(() =>
      expect((screen.getByTestId('gw-request-approve') as HTMLButtonElement).disabled).toBe(false),
    )
    fireEvent.click(screen.getByTestId('gw-request-approve'))
    await expect(approval).resolves.toBeUndefined()
    await waitFor(() => expect(engine.$modal.get().open).toBe(false))
  })

  // Issue 32: a describer that fails must not take the view down, nor hide the request.
  it.each([
    [
      'throws',
      () => {
        throw new TypeError('bad params')
      },
    ],
    ['rejects', () => Promise.reject(new TypeError('bad params'))],
  ])(
    'a describer that %s: the raw request, with a line saying it could not be decoded',
    async (_, describe) => {
      const { fake, engine } = renderModal()
      describeWith(engine, describe)
      act(() => {
        void fake.ctx
          .requestApproval({ method: 'solana_signTransaction', params: { transaction: '%%%' } })
          .catch(() => {})
      })
      const view = await screen.findByTestId('gw-view-ApproveTransaction')
      await waitFor(() =>
        expect(screen.getByTestId('gw-request-undecoded').textContent).toBe(
          'This request could not be decoded: check it below before you approve.',
        ),
      )
      expect(view.textContent).toContain('Approve request')
      expect(view.querySelector('pre')!.textContent).toContain('"transaction": "%%%"')
      await waitFor(() =>
        expect((screen.getByTestId('gw-request-approve') as HTMLButtonElement).disabled).toBe(
          false,
        ),
      )
    },
  )

  it('Approve waits for the description (an adapter loading its decoder)', async () => {
    const { fake, engine } = renderModal()
    const answer = deferred<RequestDescription | undefined>()
    describeWith(engine, () => answer.promise)
    act(() => {
      void fake.ctx
        .requestApproval({ method: 'personal_sign', params: ['0x6f6e65'] })
        .catch(() => {})
    })
    const view = await screen.findByTestId('gw-view-ApproveTransaction')
    expect(view.textContent).toContain('Reading the request…')
    await new Promise((resolve) => setTimeout(resolve, APPROVE_ARM_DELAY_MS + 100))
    expect((screen.getByTestId('gw-request-approve') as HTMLButtonElement).disabled).toBe(true)
    await act(async () => answer.resolve({ title: 'Sign a message', message: 'one' }))
    expect(view.querySelector('pre')!.textContent).toBe('one')
    expect((screen.getByTestId('gw-request-approve') as HTMLButtonElement).disabled).toBe(false)
  })

  // Issue 20: a cut at 2,000 characters with Approve enabled hid what was approved.
  it('pretty-prints other params in full, never cut; Reject rejects the request', async () => {
    const { fake, engine } = renderModal()
    let approval!: Promise<void>
    const tx = { to: '0x1234', value: 10n, note: '<b>hi</b>', data: `0x${'ab'.repeat(3000)}` }
    act(() => {
      approval = fake.ctx.requestApproval({ method: 'eth_sendTransaction', params: [tx] })
    })
    const view = await screen.findByTestId('gw-view-ApproveTransaction')
    // The params show once the view has asked the adapter for a description ("Reading the
    // request…" until then; CI's loaded run saw the view before its <pre>).
    const pre = await waitFor(() => {
      const found = view.querySelector('pre')
      expect(found).not.toBeNull()
      return found!
    })
    expect(pre.textContent).toContain('"value": "10"')
    expect(pre.textContent).toContain('"note": "<b>hi</b>"')
    expect(pre.textContent).toContain(tx.data)
    expect(pre.textContent).not.toContain('more characters')
    expect(pre.querySelector('b')).toBeNull()
    fireEvent.click(screen.getByTestId('gw-request-reject'))
    await expect(approval).rejects.toBeInstanceOf(UserRejectedRequestError)
    await waitFor(() => expect(engine.$modal.get().open).toBe(false))
  })

  // Spec §6 "Unsafe (need approval): … wallet_sendCalls": every call is shown (the adapter
  // summarises each; the shell lists every item it gets).
  it("lists every item of the adapter's description in a scrollable list", async () => {
    const { fake, engine } = renderModal()
    const items = Array.from({ length: 40 }, (_, i) => ({
      title: `Call ${i + 1}`,
      rows: [
        { label: 'to', value: `0x${(i + 1).toString(16).padStart(40, '0')}` },
        { label: 'value', value: `${i} ETH` },
      ],
    }))
    describeWith(engine, () => ({ title: 'Send a batch of calls', items, itemsLabel: '40 calls' }))
    act(() => {
      void fake.ctx
        .requestApproval({ method: 'wallet_sendCalls', params: [{ chainId: '0x1', calls: [] }] })
        .catch(() => {})
    })
    const view = await screen.findByTestId('gw-view-ApproveTransaction')
    await waitFor(() => expect(view.querySelectorAll('[data-testid="gw-call"]')).toHaveLength(40))
    const list = view.querySelector('[data-testid="gw-calls"]')!
    expect(list.getAttribute('tabindex')).toBe('0')
    expect(list.getAttribute('aria-label')).toBe('40 calls')
    expect(view.querySelectorAll('[data-testid="gw-call"]')[30]!.textContent).toBe(
      `Call 31to 0x${(31).toString(16).padStart(40, '0')}value 30 ETH`,
    )
    expect(view.textContent).toContain('40 calls')
  })

  it('an adapter with no description for the request: the generic view', async () => {
    const { fake, engine } = renderModal()
    describeWith(engine, () => undefined)
    act(() => {
      void fake.ctx.requestApproval({ method: 'toy_mint', params: { count: 2 } }).catch(() => {})
    })
    const view = await screen.findByTestId('gw-view-ApproveTransaction')
    await waitFor(() => expect(view.querySelector('pre')?.textContent).toContain('"count": 2'))
    expect(view.textContent).toContain('Approve request')
    expect(view.textContent).toContain('toy_mint')
    expect(screen.queryByTestId('gw-request-undecoded')).toBeNull()
  })

  // Issue 20: after one approval the next request replaced it at once, so a double-click
  // approved both. Approve is disabled for APPROVE_ARM_DELAY_MS whenever the request changes.
  it('disables Approve briefly when the request in view changes', async () => {
    const { fake } = renderModal()
    const answers: string[] = []
    act(() => {
      void fake.ctx
        .requestApproval({ method: 'personal_sign', params: ['0x6f6e65', '0xabc'] })
        .then(() => answers.push('one'))
      void fake.ctx
        .requestApproval({ method: 'personal_sign', params: ['0x74776f', '0xabc'] })
        .then(
          () => answers.push('two'),
          () => {}, // rejected when the test's modal is destroyed
        )
    })
    const approve = () => screen.getByTestId('gw-request-approve') as HTMLButtonElement
    await screen.findByTestId('gw-view-ApproveTransaction')
    const shown = performance.now()
    expect(approve().disabled).toBe(true)
    fireEvent.click(approve()) // too early: ignored
    await waitFor(() => expect(approve().disabled).toBe(false), { timeout: 2000 })
    expect(performance.now() - shown).toBeGreaterThanOrEqual(APPROVE_ARM_DELAY_MS - 50)
    expect(answers).toEqual([])
    act(() => {
      fireEvent.click(approve())
      fireEvent.click(approve()) // the double-click's second click lands on request two
    })
    await waitFor(() => expect(answers).toEqual(['one']))
    expect(
      screen.getByTestId('gw-view-ApproveTransaction').querySelector('pre')!.textContent,
    ).toContain('0x74776f')
    expect(approve().disabled).toBe(true)
    await waitFor(() => expect(approve().disabled).toBe(false), { timeout: 2000 })
    expect(answers).toEqual(['one'])
  })

  it('shows the next waiting request after the first is answered', async () => {
    const { fake } = renderModal()
    act(() => {
      void fake.ctx.requestApproval({ method: 'personal_sign', params: ['0x6f6e65', '0xabc'] })
      void fake.ctx
        .requestApproval({ method: 'personal_sign', params: ['0x74776f', '0xabc'] })
        .catch(() => {})
    })
    await waitFor(() =>
      expect(
        screen.getByTestId('gw-view-ApproveTransaction').querySelector('pre')!.textContent,
      ).toContain('0x6f6e65'),
    )
    await waitFor(() =>
      expect((screen.getByTestId('gw-request-approve') as HTMLButtonElement).disabled).toBe(false),
    )
    fireEvent.click(screen.getByTestId('gw-request-approve'))
    await waitFor(() =>
      expect(
        screen.getByTestId('gw-view-ApproveTransaction').querySelector('pre')!.textContent,
      ).toContain('0x74776f'),
    )
  })
})
