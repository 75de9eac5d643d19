import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { answerDevstackRequest, devstackScopeOf } from './server/devstackAssets.ts'

/**
 * Serves `/devstack.json` and `/test-wallet.js` from the running devstack's state file (see
 * server/devstackAssets.ts). `vite build` leaves them out of dist: the e2e static server answers
 * the same two paths.
 */
function devstack(): Plugin {
  return {
    name: 'gangway-devstack',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        answerDevstackRequest(req.url ?? '/', undefined, devstackScopeOf(req.headers.referer)).then(
          (answer) => {
            if (!answer) return next()
            res.setHeader('content-type', answer.type)
            res.setHeader('cache-control', 'no-store')
            res.end(answer.body)
          },
          (error) => next(error),
        )
      })
    },
  }
}

export default defineConfig({
  plugins: [react(), devstack()],
  server: { host: '127.0.0.1', strictPort: false },
  preview: { host: '127.0.0.1' },
  build: { sourcemap: true, chunkSizeWarningLimit: 1024 },
})
