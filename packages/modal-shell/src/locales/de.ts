import account from './account/de.js'
import connecting from './connecting/de.js'
import frame from './frame/de.js'
import kit from './kit/de.js'

export default { ...frame, ...connecting, ...account, ...kit }
