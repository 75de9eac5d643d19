// The toast of a failed approval or swap (issue 37 §1). Spec §4: "Send: initiated, then success
// (toast Transaction started, state reset) or error (toast Something went wrong)"; Swap says its
// failures the same way, the reason (the wallet's own message) under the toast, not in its place.
import { createEngine, setLocale, UserRejectedRequestError } from '@gangway/core'
import { internal } from '@gangway/core/internal'
import { mainnet } from '@gangway/core/networks'
import { describe, expect, it } from 'vitest'
import { swapFeature } from '../swapFeature.js'
import { failureText, failureToast } from './text.js'

const engine = () =>
  internal(
    createEngine({
      projectId: 'p',
      networks: [mainnet],
      features: { swap: swapFeature() },
      logLevel: 'silent',
    }),
  )

describe('failureToast', () => {
  it("says 'Something went wrong', the wallet's own message under it", () => {
    expect(failureToast(engine(), { cause: new Error('insufficient funds for gas') })).toEqual({
      variant: 'error',
      message: 'Something went wrong',
      description: 'insufficient funds for gas',
    })
  })

  it('a rejection in the wallet is a failure too: the rejection under the toast', () => {
    expect(failureToast(engine(), { cause: new UserRejectedRequestError() })).toEqual({
      variant: 'error',
      message: 'Something went wrong',
      description: 'User rejected the request.',
    })
  })

  it("Swap's own failure under it, as the preview says it", () => {
    const e = engine()
    const failure = { key: 'error.accountNotFound' } as const
    expect(failureToast(e, failure)).toEqual({
      variant: 'error',
      message: 'Something went wrong',
      description: failureText(e, failure),
    })
    expect(failureText(e, failure)).toBe('Account not found')
  })

  it('nothing under it when the wallet gave nothing better', () => {
    expect(failureToast(engine(), { cause: new Error('x'.repeat(201)) })).toEqual({
      variant: 'error',
      message: 'Something went wrong',
    })
  })

  it('in the locale shown: the toast from the catalogue, the reason translated', async () => {
    const e = engine()
    await setLocale(e, 'fr')
    expect(failureToast(e, { cause: new UserRejectedRequestError() })).toEqual({
      variant: 'error',
      message: 'Un problème est survenu',
      description: 'Vous avez refusé la demande.',
    })
    expect(failureToast(e, { key: 'error.accountNotFound' }).description).toBe('Compte introuvable')
  })
})
