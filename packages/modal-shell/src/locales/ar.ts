import account from './account/ar.js'
import connecting from './connecting/ar.js'
import frame from './frame/ar.js'
import kit from './kit/ar.js'

export default { ...frame, ...connecting, ...account, ...kit }
