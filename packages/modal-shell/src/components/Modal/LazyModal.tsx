import { type ComponentProps, lazy, Suspense } from 'react'
import { loadModalChunk } from './loadModal.js'

const Frame = lazy(() => loadModalChunk().then((m) => ({ default: m.Modal })))

/**
 * The modal frame, for hosts that render it themselves (`disableAppend` or `embedded`) inside
 * `<GangwayProvider>`. Its code loads with its first render (`createModal` mounts it for you
 * otherwise, on the first open).
 *
 * @example
 * import { GangwayProvider, Modal } from '@gangway/modal-shell'
 * <GangwayProvider modal={modal}><App /><Modal /></GangwayProvider>
 */
export function Modal(props: ComponentProps<typeof Frame>) {
  return (
    <Suspense fallback={null}>
      <Frame {...props} />
    </Suspense>
  )
}
