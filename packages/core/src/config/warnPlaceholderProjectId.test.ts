import { describe, expect, it } from 'vitest'
import { isPlaceholderProjectId } from './warnPlaceholderProjectId.js'

describe('isPlaceholderProjectId', () => {
  it.each([
    'YOUR_PROJECT_ID',
    'your-project-id',
    'your_project_id_here',
    '<project-id>',
    '<YOUR_PROJECT_ID>',
    '{projectId}',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: an uninterpolated placeholder, on purpose
    '${PROJECT_ID}',
    '[project id]',
    'PROJECT_ID',
    'xxxxxxxx',
    '00000000',
    '...',
    'undefined',
    'changeme',
  ])('%s is a placeholder', (id) => expect(isPlaceholderProjectId(id)).toBe(true))

  it.each(['a01b2c3d4e5f60718293a4b5c6d7e8f9', 'gangway-demo', 'test-project', 'p1'])(
    '%s is not',
    (id) => expect(isPlaceholderProjectId(id)).toBe(false),
  )
})
