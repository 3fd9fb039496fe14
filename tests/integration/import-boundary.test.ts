import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// The lint rule in eslint.config.js is what keeps the storefront and the built-in backend apart;
// these snippets prove it fails on a cross-import and lets the ordinary imports through.
const eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname })

async function boundaryErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports')
}

describe('storefront/backend import boundary (lint)', () => {
  it.each([
    ['app/routes/probe.ts', "import { isTckn } from '../../server/agency/rules/identity.ts'"],
    [
      'app/upstream/probe.server.ts',
      "export { sendSms } from '../../server/agency/services/members.ts'",
    ],
    ['app/quote/probe.ts', "import type { AgencyDb } from '~/../server/agency/db/database.ts'"],
    [
      'server/agency/services/probe.ts',
      "import { foldTurkish } from '../../../app/utils/turkish.ts'",
    ],
    ['server/agency/quotes/probe.ts', "import { plate } from '~/validation/fields.ts'"],
  ])('%s: a cross-import fails the lint', async (filePath, code) => {
    const errors = await boundaryErrors(filePath, `${code}\nexport const probe = 1\n`)
    expect(errors).toHaveLength(1)
    expect(errors[0]!.severity).toBe(2)
  })

  it.each([
    ['app/routes/probe.ts', "import { config } from '~/config.server.ts'"],
    ['server/agency/services/probe.ts', "import { isTckn } from '../rules/identity.ts'"],
    ['server/agency/probe.ts', "import { createAgencyApp } from './app.ts'"],
    ['server/probe.ts', "import { createAgencyApp } from './agency/app.ts'"],
  ])('%s: an import on its own side passes', async (filePath, code) => {
    expect(await boundaryErrors(filePath, `${code}\nexport const probe = 1\n`)).toEqual([])
  })
})
