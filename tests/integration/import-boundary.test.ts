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
    ['app/routes/probe.ts', "import { config } from '~/platform/config.server.ts'"],
    ['server/agency/services/probe.ts', "import { isTckn } from '../rules/identity.ts'"],
    ['server/agency/probe.ts', "import { createAgencyApp } from './app.ts'"],
    ['server/probe.ts', "import { createAgencyApp } from './agency/app.ts'"],
  ])('%s: an import on its own side passes', async (filePath, code) => {
    expect(await boundaryErrors(filePath, `${code}\nexport const probe = 1\n`)).toEqual([])
  })
})

// The layers of docs/architecture.md (eslint.config.js): imports only go down, and never in a
// circle. The snippets below stand in for a new module at the path given.
async function layerErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(`${code}\nexport const probe = 1\n`, { filePath })
  return (result?.messages ?? []).filter((m) => m.ruleId?.startsWith('import-x/'))
}

describe('the storefront layers (lint)', () => {
  it.each([
    ['app/components/probe.tsx', "import { lineDefinitions } from '~/quote/definitions.ts'"],
    ['app/upstream/probe.server.ts', "import { requireOwnDraft } from '~/quote/draft.server.ts'"],
    ['app/validation/probe.ts', "import type { LoginFlow } from '~/members/login-flow.ts'"],
    ['app/utils/probe.ts', "import { PageHeader } from '~/components/page.tsx'"],
    ['app/content/probe.ts', "import { Header } from '~/shell/header.tsx'"],
  ])('%s: an import up the layers fails the lint', async (filePath, code) => {
    const errors = await layerErrors(filePath, code)
    expect(errors.map((e) => e.ruleId)).toEqual(['import-x/no-restricted-paths'])
    expect(errors[0]!.severity).toBe(2)
  })

  it.each([
    ['server/agency/probe.ts', "import { serveMetrics } from '../metrics.ts'"],
    ['server/agency/services/probe.ts', "import { securityHeaders } from '../../security.ts'"],
  ])('%s: the back office importing the storefront host fails the lint', async (file, code) => {
    const errors = await layerErrors(file, code)
    expect(errors.map((e) => e.ruleId)).toEqual(['import-x/no-restricted-paths'])
  })

  it('lets the back office import the platform folder it shares with the host', async () => {
    const code = "import { createLogger } from '../platform/logger.ts'"
    expect(await layerErrors('server/agency/probe.ts', code)).toEqual([])
  })

  it('fails an import circle', async () => {
    // contact.ts imports messages.ts: messages.ts importing contact.ts back closes a circle.
    const errors = await layerErrors(
      'app/validation/messages.ts',
      "import { contactSchema } from './contact.ts'",
    )
    expect(errors.map((e) => e.ruleId)).toEqual(['import-x/no-cycle'])
  })

  it.each([
    ['app/quote/probe.ts', "import { PageHeader } from '~/components/page.tsx'"],
    ['app/routes/probe.tsx', "import { lineDefinitions } from '~/quote/definitions.ts'"],
    ['app/shell/probe.tsx', "import type { LoginFlow } from '~/members/login-flow.ts'"],
    ['app/components/probe.tsx', "import { foldTurkish } from '~/utils/turkish.ts'"],
    ['app/payment/probe.ts', "import type { Draft } from '~/quote/draft.ts'"],
  ])('%s: an import down the layers or beside them passes', async (filePath, code) => {
    expect(await layerErrors(filePath, code)).toEqual([])
  })
})
