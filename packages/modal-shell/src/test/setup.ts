import { beforeAll } from 'vitest'
import { preloadCoreViews } from '../views/lateViewsLoader.js'

// The core views after Connect load with import() (see coreViews.ts); the view tests render them
// as a warm modal does, with their code already there. Loading states have their own tests
// (lazyView.test.tsx).
beforeAll(() => preloadCoreViews())
