import { act, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Adapter, RequestText } from '../../internal/core.js'
import { setLocale } from '../../internal/setLocale.js'
import { renderModal } from '../../test/fixtures.js'

// Issue 36 §1: "Every visible string (views, toasts, alerts, errors shown to visitors, aria
// labels) comes from a typed message catalogue"; spec §4: "ApproveTransaction shows when a
// wallet request is unsafe." Its words are the adapter's description, said with the translator
// the view hands `describeRequest` (the `request.` keys of the shell's catalogue).

/** A describer as the adapters write one: every word through `text`, values as they are. */
const describer =
  (seen: (RequestText | undefined)[]): Adapter['describeRequest'] =>
  (_request, text = (_key, english) => String(english)) => {
    seen.push(text)
    return {
      title: text('request.sendCalls', 'Send a batch of calls'),
      rows: [{ label: text('request.row.from', 'from'), value: '0xabc' }],
      items: [
        {
          rows: [
            { label: text('request.row.to', 'to'), value: '0xdef' },
            {
              label: text('request.row.function', 'function'),
              value: text('request.value.plainTransfer', 'none (plain transfer)'),
            },
          ],
        },
      ],
      itemsLabel: text(
        'request.calls',
        { one: '{count} call', other: '{count} calls' },
        { count: 3 },
      ),
      // A key that is not the shell's: the adapter's English, never a shell text of that name.
      warnings: [text('approve', 'Mind the gas')],
    }
  }

async function showRequest(locale: 'de' | 'en') {
  const rendered = renderModal({ locale })
  if (locale === 'de')
    await waitFor(() => expect(rendered.engine.$i18n.get().messages.shell).toBeDefined())
  const seen: (RequestText | undefined)[] = []
  Object.assign(rendered.engine.adapters.get('eip155')!, { describeRequest: describer(seen) })
  act(() => {
    void rendered.fake.ctx
      .requestApproval({ method: 'wallet_sendCalls', params: [{ calls: [{ to: '0xdef' }] }] })
      .catch(() => {})
  })
  const view = await screen.findByTestId('gw-view-ApproveTransaction')
  return { ...rendered, view, seen }
}

describe('ApproveTransaction in German', () => {
  it("the adapter's title, labels, fixed values and count in German; values as they are", async () => {
    const { view, seen } = await showRequest('de')
    await waitFor(() =>
      expect(view.querySelector('.gw-title')!.textContent).toBe('Mehrere Aufrufe senden'),
    )
    expect(seen[0]).toBeTypeOf('function')
    expect(screen.getByTestId('gw-request-rows').textContent).toBe('von 0xabc')
    expect(screen.getByTestId('gw-call').textContent).toBe(
      'an 0xdefFunktion keine (einfache Überweisung)',
    )
    expect(screen.getByTestId('gw-calls').getAttribute('aria-label')).toBe('3 Aufrufe')
    expect(screen.getByTestId('gw-request-warning').textContent).toBe('Mind the gas')
    expect(view.textContent).not.toMatch(/Send a batch|plain transfer|\d calls/)
  })

  it('in English the same keys read as the adapter wrote them; a switch describes it again', async () => {
    const { view, engine, seen } = await showRequest('en')
    await waitFor(() =>
      expect(view.querySelector('.gw-title')!.textContent).toBe('Send a batch of calls'),
    )
    expect(screen.getByTestId('gw-calls').getAttribute('aria-label')).toBe('3 calls')
    await act(() => setLocale(engine, 'de'))
    await waitFor(() =>
      expect(view.querySelector('.gw-title')!.textContent).toBe('Mehrere Aufrufe senden'),
    )
    expect(screen.getByTestId('gw-calls').getAttribute('aria-label')).toBe('3 Aufrufe')
    expect(seen.length).toBeGreaterThan(1)
  })
})
