// Shared vitest settings: workspace packages resolve to their sources, so tests never need a build.
import { fileURLToPath } from 'node:url'

const src = (p: string) => fileURLToPath(new URL(p, import.meta.url))

// Subpaths first: an alias matches by prefix, so '@gangway/core' would catch '@gangway/core/…'.
export const alias = {
  '@gangway/core/networks': src('./packages/core/src/exports/networks.ts'),
  '@gangway/core/services': src('./packages/core/src/exports/services.ts'),
  '@gangway/core/internal': src('./packages/core/src/exports/internal.ts'),
  '@gangway/core/network-icons': src('./packages/core/src/exports/network-icons.ts'),
  '@gangway/core': src('./packages/core/src/exports/index.ts'),
  '@gangway/adapter-evm': src('./packages/adapter-evm/src/exports/index.ts'),
  '@gangway/adapter-bitcoin': src('./packages/adapter-bitcoin/src/exports/index.ts'),
  '@gangway/adapter-solana': src('./packages/adapter-solana/src/exports/index.ts'),
  '@gangway/devstack': src('./tools/devstack/src/index.ts'),
  '@gangway/testing/bitcoin': src('./packages/testing/src/exports/bitcoin.ts'),
  '@gangway/testing/solana': src('./packages/testing/src/exports/solana.ts'),
  '@gangway/testing': src('./packages/testing/src/exports/index.ts'),
  '@gangway/testkit/bundleFeature': src('./tools/testkit/src/bundleFeature.ts'),
  '@gangway/testkit/devstackModal': src('./tools/testkit/src/devstackModal.tsx'),
  '@gangway/testkit/devstackSetup': src('./tools/testkit/src/devstackSetup.ts'),
  '@gangway/testkit': src('./tools/testkit/src/index.ts'),
  '@gangway/modal-shell/kit': src('./packages/modal-shell/src/exports/kit.ts'),
  '@gangway/modal-shell': src('./packages/modal-shell/src/exports/index.ts'),
  '@gangway/wagmi': src('./packages/wagmi/src/exports/index.ts'),
  '@gangway/walletconnect': src('./packages/walletconnect/src/exports/index.ts'),
  '@gangway/feature-auth': src('./packages/feature-auth/src/exports/index.ts'),
  '@gangway/feature-history': src('./packages/feature-history/src/exports/index.ts'),
  '@gangway/feature-send': src('./packages/feature-send/src/exports/index.ts'),
  '@gangway/feature-onramp': src('./packages/feature-onramp/src/exports/index.ts'),
  '@gangway/feature-names/lookup': src('./packages/feature-names/src/exports/lookup.ts'),
  '@gangway/feature-names': src('./packages/feature-names/src/exports/index.ts'),
  '@gangway/feature-siwx/bitcoin': src('./packages/feature-siwx/src/exports/bitcoin.ts'),
  '@gangway/feature-siwx/host': src('./packages/feature-siwx/src/exports/host.ts'),
  '@gangway/feature-siwx': src('./packages/feature-siwx/src/exports/index.ts'),
  '@gangway/feature-swap': src('./packages/feature-swap/src/exports/index.ts'),
}
