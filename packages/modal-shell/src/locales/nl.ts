import account from './account/nl.js'
import connecting from './connecting/nl.js'
import frame from './frame/nl.js'
import kit from './kit/nl.js'

export default { ...frame, ...connecting, ...account, ...kit }
