import { lazyModule } from '../utils/lazyModule.js'

/** The hosted services' clients (serviceClients.ts), loaded on the first open. */
export const serviceClients = lazyModule(() => import('./serviceClients.js'))
