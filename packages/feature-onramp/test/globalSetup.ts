import { devstackGlobalSetup } from '@gangway/testkit/devstackSetup'

/** Starts the real dev chains and the service emulator once per run (`inject('devstack')`). */
export default devstackGlobalSetup()
