import { defineConfig } from '@playwright/test'

/** Debian's Chromium (OFFLINE.md), with every outside host unresolvable: nothing leaves 127.0.0.1. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1',
]

/** The spec files that drive the devstack's one remote WalletConnect wallet. */
const remoteWallet = /(^|\/)((bitcoin-)?walletconnect|wagmi)\.spec\.ts$/

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  // global-setup.ts starts the dev chain and serves the built demo; its returned function stops both.
  globalSetup: './global-setup.ts',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // toHaveScreenshot baselines (visual.spec.ts): e2e/screenshots/<spec>/<mode>/<View>-linux.png,
  // the platform named once (no project name: the default would add '-chromium-linux').
  snapshotPathTemplate: '{testDir}/../screenshots/{testFileName}/{arg}-{platform}{ext}',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  use: {
    // Set by global setup (workers start after it, with its environment).
    baseURL: process.env.GANGWAY_E2E_BASE_URL,
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
    },
    screenshot: 'only-on-failure',
    trace: 'off',
  },
  projects: [
    // The devstack has one remote WalletConnect wallet. These files pair it, set its mode and end
    // its sessions before each test: they must never run at the same time as each other, so they
    // share one worker (the other worker goes on with the rest).
    { name: 'remote-wallet', testMatch: remoteWallet, workers: 1 },
    { name: 'chromium', testIgnore: remoteWallet },
  ],
})
