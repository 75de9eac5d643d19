import account from './account/nb.js'
import connecting from './connecting/nb.js'
import frame from './frame/nb.js'
import kit from './kit/nb.js'

export default { ...frame, ...connecting, ...account, ...kit }
