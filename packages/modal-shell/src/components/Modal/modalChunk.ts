// The modal's code behind one import(): the frame, the core views and the stylesheet they inject.
// A page loads it on the first open (or on the connect button's hover/focus, `modal.preload()`),
// never before: a visitor who never opens the modal never pays for it.
export { registerCoreViews } from '../../views/coreViews.js'
export { Modal } from './Modal.js'
