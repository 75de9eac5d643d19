import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  APPROVE_ARM_DELAY_MS,
  approvalSurfaceView,
  UserRejectedRequestError,
} from '../../internal/core.js'
import { renderModal } from '../../test/fixtures.js'

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

  it('shows the method and its message; Approve resolves the request and leaves', async () => {
    const { fake, engine } = renderModal()
    let approval!: Promise<void>
    act(() => {
      approval = fake.ctx.requestApproval({
        method: 'personal_sign',
        params: ['0x48656c6c6f2047616e67776179', '0xabc'],
      })
    })
    const view = await screen.findByTestId('gw-view-ApproveTransaction')
    expect(view.textContent).toContain('Sign a message')
    expect(view.textContent).toContain('personal_sign')
    expect(view.querySelector('pre')!.textContent).toBe('Hello Gangway')
    await waitFor(() =>
      expect((screen.getByTestId('gw-request-approve') as HTMLButtonElement).disabled).toBe(false),
    )
    fireEvent.click(screen.getByTestId('gw-request-approve'))
    await expect(approval).resolves.toBeUndefined()
    await waitFor(() => expect(engine.$modal.get().open).toBe(false))
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
    const pre = view.querySelector('pre')!
    expect(pre.textContent).toContain('"value": "10"')
    expect(pre.textContent).toContain('"note": "<b>hi</b>"')
    expect(pre.textContent).toContain(tx.data)
    expect(pre.textContent).not.toContain('more characters')
    expect(pre.querySelector('b')).toBeNull()
    fireEvent.click(screen.getByTestId('gw-request-reject'))
    await expect(approval).rejects.toBeInstanceOf(UserRejectedRequestError)
    await waitFor(() => expect(engine.$modal.get().open).toBe(false))
  })

  // Spec §6 "Unsafe (need approval): … wallet_sendCalls": every call is shown, summarised.
  it('wallet_sendCalls: every call summarised (to, value, selector) in a scrollable list', async () => {
    const { fake } = renderModal()
    const to = (i: number) => `0x${i.toString(16).padStart(40, '0')}`
    const calls = Array.from({ length: 40 }, (_, i) => ({
      to: to(i + 1),
      value: i === 30 ? '0xde0b6b3a7640000' : '0x0',
      data: `0xa9059cbb${'00'.repeat(64)}`,
    }))
    act(() => {
      void fake.ctx
        .requestApproval({ method: 'wallet_sendCalls', params: [{ chainId: '0x1', calls }] })
        .catch(() => {})
    })
    const view = await screen.findByTestId('gw-view-ApproveTransaction')
    const items = view.querySelectorAll('[data-testid="gw-call"]')
    expect(items).toHaveLength(40)
    const list = view.querySelector('[data-testid="gw-calls"]')!
    expect(list.getAttribute('tabindex')).toBe('0')
    expect(items[30]!.textContent).toContain(to(31))
    expect(items[30]!.textContent).toContain('1 ETH')
    expect(items[30]!.textContent).toContain('0xa9059cbb')
    expect(view.textContent).toContain('40 calls')
    // The whole request, uncut, one click away.
    expect(view.querySelector('details pre')?.textContent).toContain(to(40))
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
    expect(screen.getByTestId('gw-view-ApproveTransaction').querySelector('pre')!.textContent).toBe(
      'two',
    )
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
      ).toBe('one'),
    )
    await waitFor(() =>
      expect((screen.getByTestId('gw-request-approve') as HTMLButtonElement).disabled).toBe(false),
    )
    fireEvent.click(screen.getByTestId('gw-request-approve'))
    await waitFor(() =>
      expect(
        screen.getByTestId('gw-view-ApproveTransaction').querySelector('pre')!.textContent,
      ).toBe('two'),
    )
  })
})
