/**
 * The provider type each namespace's adapter gives hosts (`getProvider`, the shell's
 * `useProvider`). Empty in core: each adapter package fills its namespace with
 * `declare module '@gangway/core' { interface NamespaceProviders { eip155: Eip1193Provider } }`,
 * so a host that installs the adapter gets its typed provider without a type argument.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the adapters' declaration merging
export interface NamespaceProviders {}

/** The provider type of namespace `N`: its `NamespaceProviders` entry, else `unknown`. */
export type ProviderOf<N extends string> = N extends keyof NamespaceProviders
  ? NamespaceProviders[N]
  : unknown
