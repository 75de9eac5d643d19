import { expect, it } from 'vitest'
import * as entry from './internal.js'

it('exports the @gangway/core/internal API (every change shows here in review)', () => {
  expect(Object.keys(entry).sort()).toMatchSnapshot()
})
