import account from './account/uk.js'
import connecting from './connecting/uk.js'
import frame from './frame/uk.js'
import kit from './kit/uk.js'

export default { ...frame, ...connecting, ...account, ...kit }
