import { configure } from '@testing-library/react'

// waitFor's default second is too short on a busy two-core machine, where a query's first answer
// (module loading, the mock's first response) can take longer; a real hang still fails the test.
configure({ asyncUtilTimeout: 5000 })

export * from '@testing-library/react'
