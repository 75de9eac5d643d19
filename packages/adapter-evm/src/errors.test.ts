import { BaseError } from '@gangway/core'
import { expect, it } from 'vitest'
import { EstimateGasError, InvalidSendCallsError } from './errors.js'

it("the EVM-only errors carry the spec's messages (§5 wallet_sendCalls params, §8 estimateGas) and are core BaseErrors", () => {
  const estimate = new EstimateGasError({ cause: new Error('out of gas') })
  expect(estimate).toBeInstanceOf(BaseError)
  expect(estimate).toMatchObject({ name: 'EstimateGasError', shortMessage: 'estimateGas error' })
  expect(new InvalidSendCallsError({ details: 'calls.0.to' })).toMatchObject({
    name: 'InvalidSendCallsError',
    shortMessage: 'Invalid wallet_sendCalls params',
    details: 'calls.0.to',
  })
})
