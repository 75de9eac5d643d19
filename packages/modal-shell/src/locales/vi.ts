import account from './account/vi.js'
import connecting from './connecting/vi.js'
import frame from './frame/vi.js'
import kit from './kit/vi.js'

export default { ...frame, ...connecting, ...account, ...kit }
