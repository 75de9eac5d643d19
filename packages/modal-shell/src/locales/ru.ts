import account from './account/ru.js'
import connecting from './connecting/ru.js'
import frame from './frame/ru.js'
import kit from './kit/ru.js'

export default { ...frame, ...connecting, ...account, ...kit }
