import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// The lint rule in eslint.config.js keeps data from outside parsed where it arrives (issue 42 item
// 5, docs/architecture.md "Casts"): these snippets prove it fails on the casts that only claim
// what such data is, and lets the ordinary typing through.
const eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname })

async function castErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(`${code}\nexport const probe = 1\n`, { filePath })
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax')
}

describe('casts of data from outside (lint)', () => {
  it.each([
    [
      'app/quote/probe.server.ts',
      'export const read = (text: string) => JSON.parse(text) as { a: string }',
    ],
    [
      'server/agency/quotes/probe.ts',
      'export const read = (row: { d: string }) => <string[]>JSON.parse(row.d)',
    ],
    [
      'app/routes/probe.tsx',
      'export const view = (data: { a: number }) => data as unknown as { b: string }',
    ],
    [
      'server/probe.ts',
      'export const entry = (module: object) => <{ stop(): void }>(<unknown>module)',
    ],
    ['app/components/probe.tsx', 'export const meta = (m: { id: string }) => m as never'],
  ])('%s: such a cast fails the lint', async (filePath, code) => {
    const errors = await castErrors(filePath, code)
    expect(errors).toHaveLength(1)
    expect(errors[0]!.severity).toBe(2)
    expect(errors[0]!.message).toContain('parse it where it arrives')
  })

  it.each([
    ['app/quote/probe.ts', "export const lines = ['kasko', 'trafik'] as const"],
    [
      'app/components/probe.tsx',
      'export const inside = (e: Event, n: Node) => n.contains(e.target as Node)',
    ],
    ['server/agency/probe.ts', 'export const read = (text: string): unknown => JSON.parse(text)'],
    [
      'app/quote/probe.test.ts',
      'export const read = (text: string) => JSON.parse(text) as string[]',
    ],
  ])('%s: typing that claims nothing of outside data passes', async (filePath, code) => {
    expect(await castErrors(filePath, code)).toEqual([])
  })
})
