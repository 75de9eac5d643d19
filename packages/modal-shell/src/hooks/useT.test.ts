import { describe, expect, it } from 'vitest'
import {
  createEngine,
  type Feature,
  mainnet,
  memoryBackend,
  registerMessages,
} from '../internal/core.js'
import { setLocale } from '../internal/setLocale.js'
import { translateEntry } from './useT.js'

const feature: Feature = {
  id: 'auth',
  provides: {
    actions: [{ id: 'update-email', label: 'Email', view: 'UpdateEmailWallet' }],
    views: [{ name: 'UpdateEmailWallet', title: 'Edit Email' }],
  },
  load: async () => ({ register() {} }),
}

describe('translateEntry', () => {
  it('translates the declared label, and shows a label set at run time as it is', async () => {
    const engine = createEngine(
      { projectId: 'p', networks: [mainnet], features: { auth: feature }, locale: 'de' },
      { storage: memoryBackend() },
    )
    registerMessages(engine, 'auth', async () => ({
      'action.update-email': 'E-Mail',
      'view.UpdateEmailWallet': 'E-Mail ändern',
    }))
    await setLocale(engine, 'de')
    expect(engine.$i18n.get().messages.auth).toBeDefined()
    expect(translateEntry(engine, 'auth', 'action.update-email', 'Email')).toBe('E-Mail')
    expect(translateEntry(engine, 'auth', 'view.UpdateEmailWallet', 'Edit Email')).toBe(
      'E-Mail ändern',
    )
    // The module replaced the label with the visitor's address: never the catalogue's word.
    expect(translateEntry(engine, 'auth', 'action.update-email', 'ada@example.com')).toBe(
      'ada@example.com',
    )
    expect(translateEntry(engine, 'auth', 'action.nothing', undefined)).toBeUndefined()
  })
})
