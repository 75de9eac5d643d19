import { packageConfig } from '../../scripts/rollup.package.mjs'

export default packageConfig(import.meta.dirname, {
  index: 'src/exports/index.ts',
  networks: 'src/exports/networks.ts',
  services: 'src/exports/services.ts',
  internal: 'src/exports/internal.ts',
  'network-icons': 'src/exports/network-icons.ts',
})
