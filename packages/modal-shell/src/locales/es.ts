import account from './account/es.js'
import connecting from './connecting/es.js'
import frame from './frame/es.js'
import kit from './kit/es.js'

export default { ...frame, ...connecting, ...account, ...kit }
