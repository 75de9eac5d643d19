// Every happy-dom test project: Testing Library's findBy*/waitFor wait up to 5 s, not its 1 s
// default. CI runs the whole suite on 2 cores next to the typecheck, where a first render can
// take longer than a second; a wait that is meant to fail still fails, only later.
import { configure } from '@testing-library/react'

configure({ asyncUtilTimeout: 5_000 })
