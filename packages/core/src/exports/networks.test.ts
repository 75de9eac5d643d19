import { expect, it } from 'vitest'
import * as entry from './networks.js'

it('exports the @gangway/core/networks API (every change shows here in review)', () => {
  expect(Object.keys(entry).sort()).toMatchSnapshot()
})
