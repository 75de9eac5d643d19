import account from './account/fa.js'
import connecting from './connecting/fa.js'
import frame from './frame/fa.js'
import kit from './kit/fa.js'

export default { ...frame, ...connecting, ...account, ...kit }
