import { expect, it } from 'vitest'
import * as core from './index.js'

it('exports the public API (every change shows here in review)', () => {
  expect(Object.keys(core).sort()).toMatchSnapshot()
})
