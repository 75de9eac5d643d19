import account from './account/pt.js'
import connecting from './connecting/pt.js'
import frame from './frame/pt.js'
import kit from './kit/pt.js'

export default { ...frame, ...connecting, ...account, ...kit }
