import { expect, it } from 'vitest'
import * as entry from './network-icons.js'

it('exports the @gangway/core/network-icons API (every change shows here in review)', () => {
  expect(Object.keys(entry).sort()).toEqual(['networkIcon'])
})
