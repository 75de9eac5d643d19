// A hand-written AdapterContext for the adapters' own tests (adapter-evm, adapter-solana, …).
import {
  type AdapterContext,
  type AdapterEvent,
  type Connector,
  type Network,
  UserRejectedRequestError,
} from '@gangway/core'

export type TestContextOptions = {
  networks: readonly Network[]
  isMobile?: boolean
  excludeWallets?: string[]
  /** Decides each approval; defaults to approving. */
  approve?: (request: { method: string; params: unknown }) => boolean | Promise<boolean>
}

/**
 * A hand-written AdapterContext: core's side of the contract, recording what the adapter
 * reports (connectors, events, approval requests).
 */
export function createTestContext(options: TestContextOptions) {
  const connectorLists: Connector[][] = []
  const events: AdapterEvent[] = []
  const approvals: { method: string; params: unknown; id?: string }[] = []
  const settled: { id: string; ok: boolean }[] = []
  const refused: string[] = []
  const logs: { level: string; message: string }[] = []
  const log = (level: string) => (message: string) => {
    logs.push({ level, message })
  }
  const ctx: AdapterContext = {
    networks: options.networks,
    projectId: 'test-project',
    logger: {
      level: 'debug',
      error: log('error'),
      warn: log('warn'),
      info: log('info'),
      debug: log('debug'),
      read: () => logs.map((l) => l.message).join('\n'),
    },
    setConnectors: (list) => {
      connectorLists.push(list)
    },
    emit: (event) => {
      events.push(event)
    },
    async requestApproval(request) {
      approvals.push(request)
      if (!(await (options.approve ?? (() => true))(request))) throw new UserRejectedRequestError()
    },
    settleApproval: (id, result) => {
      settled.push({ id, ok: result.ok })
    },
    getRpcUrls: (network) => [...network.rpcUrls.default.http],
    reportRefused: (method) => {
      refused.push(method)
    },
    getActiveNetwork: () => options.networks[0],
    isMobile: () => options.isMobile ?? false,
    excludeWallets: options.excludeWallets ?? [],
  }
  return {
    ctx,
    events,
    approvals,
    settled,
    refused,
    logs,
    /** The latest list the adapter reported. */
    connectors: () => connectorLists.at(-1) ?? [],
    connectorLists,
  }
}
