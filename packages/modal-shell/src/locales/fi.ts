import account from './account/fi.js'
import connecting from './connecting/fi.js'
import frame from './frame/fi.js'
import kit from './kit/fi.js'

export default { ...frame, ...connecting, ...account, ...kit }
