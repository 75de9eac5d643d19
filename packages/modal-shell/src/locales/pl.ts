import account from './account/pl.js'
import connecting from './connecting/pl.js'
import frame from './frame/pl.js'
import kit from './kit/pl.js'

export default { ...frame, ...connecting, ...account, ...kit }
