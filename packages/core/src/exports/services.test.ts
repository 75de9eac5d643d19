import { expect, it } from 'vitest'
import * as entry from './services.js'

it('exports the @gangway/core/services API (every change shows here in review)', () => {
  expect(Object.keys(entry).sort()).toMatchSnapshot()
})
