import { findNetwork } from '../caip/findNetwork.js'
import { BaseError } from '../errors/base.js'
import {
  AdapterNotFoundError,
  CHAIN_ERROR_CODES,
  NamespaceNotConfiguredError,
  UserRejectedRequestError,
} from '../errors/catalogue.js'
import type { AccountState, AccountType, Adapter, ChainNamespace, Network } from '../types.js'
import { assertLive } from './resources.js'
import type { Engine, NamespaceConnections } from './types.js'

/*
 * Small helpers the actions share. Not exported from the package.
 */

/**
 * Entries by `order` (absent = 0); a stable sort keeps declaration order among equals. Here, not
 * in createEngine: featureContext (a lazy chunk) uses it, and a lazy chunk's import of the engine
 * module makes Vite 8 split core's shared modules into extra up-front files (for the host's first chunk).
 */
export const byOrder = (a: { order?: number }, b: { order?: number }) =>
  (a.order ?? 0) - (b.order ?? 0)

/**
 * A fresh account state: disconnected, nothing known; its preferred account type the family's
 * default, which its adapter declares (spec §3 "Default account types").
 */
export function initialAccountState(
  namespace?: ChainNamespace,
  type?: AccountType | undefined,
): AccountState {
  return {
    caipAddress: undefined,
    address: undefined,
    balance: undefined,
    balanceSymbol: undefined,
    profileName: undefined,
    profileImage: undefined,
    allAccounts: [],
    status: 'disconnected',
    smartAccountDeployed: undefined,
    preferredAccountTypes: namespace && type ? { [namespace]: type } : {},
    connectedWalletInfo: undefined,
    addressLabels: {},
    tokenBalance: undefined,
    currentTab: 0,
    lastRetry: undefined,
    balanceLoading: false,
  }
}

/**
 * The namespace asked for, or the active one; throws when it is not configured, and
 * EngineDestroyedError once the engine is destroyed (every namespace action passes here).
 */
export function resolveNamespace(engine: Engine, namespace?: ChainNamespace): ChainNamespace {
  assertLive(engine)
  const ns = namespace ?? engine.$activeNamespace.get()
  if (!engine.namespaces.includes(ns)) throw new NamespaceNotConfiguredError(ns)
  return ns
}

/** The adapter of a namespace; throws AdapterNotFoundError. */
export function getAdapter(engine: Engine, namespace: ChainNamespace): Adapter {
  const adapter = engine.adapters.get(namespace)
  if (!adapter) throw new AdapterNotFoundError({ details: namespace })
  return adapter
}

/** The account of a namespace (initial state when none yet). */
export function getAccount(engine: Engine, namespace: ChainNamespace): AccountState {
  return (
    engine.$accounts.get()[namespace] ??
    initialAccountState(namespace, engine.adapters.get(namespace)?.defaultAccountType)
  )
}

/** Merges `patch` into a namespace's account. */
export function updateAccount(
  engine: Engine,
  namespace: ChainNamespace,
  patch: Partial<AccountState>,
): void {
  engine.$accounts.setKey(namespace, { ...getAccount(engine, namespace), ...patch })
}

/** The connections of a namespace. */
export function getConnections(engine: Engine, namespace: ChainNamespace): NamespaceConnections {
  return engine.$connections.get()[namespace] ?? { connections: [], connectorId: undefined }
}

/** The configured networks of a namespace. */
export function networksOf(engine: Engine, namespace: ChainNamespace): Network[] {
  return engine.config.networks.filter((n) => n.chainNamespace === namespace)
}

/** The active network of a namespace, else its first configured network. */
export function activeNetworkOf(engine: Engine, namespace: ChainNamespace): Network | undefined {
  return engine.$activeNetworks.get()[namespace] ?? networksOf(engine, namespace)[0]
}

/** The configured network of a namespace with this chain reference, if any. */
export function findChain(
  engine: Engine,
  namespace: ChainNamespace,
  chainId: number | string,
): Network | undefined {
  return findNetwork(networksOf(engine, namespace), chainId)
}

/** A new id, unique within the engine. */
export function nextId(engine: Engine): number {
  engine._internal.nextId += 1
  return engine._internal.nextId
}

/** The text of an unknown error, for logs and events. */
export function errorMessage(error: unknown): string {
  if (error instanceof BaseError) return error.shortMessage
  return error instanceof Error ? error.message : String(error)
}

/**
 * Turns whatever an adapter threw into a Gangway error: typed errors pass, an EIP-1193 user
 * rejection (code 4001) becomes UserRejectedRequestError, anything else becomes 'Something went
 * wrong' (spec §8) with the cause kept.
 */
export function toGangwayError(error: unknown): BaseError {
  if (error instanceof BaseError) return error
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined
  if (code === CHAIN_ERROR_CODES.userRejected) {
    return new UserRejectedRequestError({ cause: error })
  }
  // Spec §8 text; a literal rather than TOAST_MESSAGES so the whole toast table stays unbundled.
  return new BaseError('Something went wrong', { cause: error })
}
