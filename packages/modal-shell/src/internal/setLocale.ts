// The locale switch, loaded when a host first calls `modal.setLocale` (createModal).
export { setLocale } from '@gangway/core'
