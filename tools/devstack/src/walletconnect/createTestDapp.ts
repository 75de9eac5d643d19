import { randomUUID } from 'node:crypto'
import { SignClient } from '@walletconnect/sign-client'
import { createMemoryStorage } from './createMemoryStorage.js'

export type TestDapp = {
  client: InstanceType<typeof SignClient>
  /** Closes the dapp's relay connection and timers. */
  stop(): Promise<void>
}

/**
 * Test helper: a real `@walletconnect/sign-client` dapp on the given relay, with its own
 * in-memory storage and storage prefix (so it shares nothing with wallets in the same process)
 * and no telemetry.
 */
export async function createTestDapp(
  relayUrl: string,
  name = 'Gangway Test Dapp',
): Promise<TestDapp> {
  const customStoragePrefix = `gangway-test-dapp-${randomUUID()}`
  const client = await SignClient.init({
    projectId: 'gangway-test',
    relayUrl,
    customStoragePrefix,
    storage: createMemoryStorage(),
    telemetryEnabled: false,
    // Quiet: rejected requests are expected in tests. GANGWAY_WC_LOG=debug shows the traffic.
    logger: (process.env.GANGWAY_WC_LOG as 'silent' | undefined) ?? 'silent',
    metadata: {
      name,
      description: 'A sign-client dapp in a devstack test',
      url: 'http://127.0.0.1',
      icons: [],
    },
  })
  return {
    client,
    async stop() {
      await client.core.relayer.transportClose().catch(() => {})
      client.core.heartbeat.stop()
      delete (globalThis as Record<string, unknown>)[`_walletConnectCore_${customStoragePrefix}`]
    },
  }
}
