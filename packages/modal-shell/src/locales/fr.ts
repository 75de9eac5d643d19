import account from './account/fr.js'
import connecting from './connecting/fr.js'
import frame from './frame/fr.js'
import kit from './kit/fr.js'

export default { ...frame, ...connecting, ...account, ...kit }
