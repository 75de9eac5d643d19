import account from './account/sv.js'
import connecting from './connecting/sv.js'
import frame from './frame/sv.js'
import kit from './kit/sv.js'

export default { ...frame, ...connecting, ...account, ...kit }
