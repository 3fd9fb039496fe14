import { describe, expect, it } from 'vitest'
import { definitions } from './quote/definitions.ts'
import routes from './routes.ts'

interface ConfiguredRoute {
  file: string
  path?: string
  children?: ConfiguredRoute[]
}

const flat = (list: ConfiguredRoute[]): ConfiguredRoute[] =>
  list.flatMap((r) => [r, ...flat(r.children ?? [])])

describe('route config', () => {
  it('has each wizard step once, whatever the number of lines that ask it (decision 047)', () => {
    const stepModules = new Set(definitions.flatMap((line) => line.steps.map((s) => s.module)))
    const stepRoutes = flat(routes as ConfiguredRoute[]).filter((r) => stepModules.has(r.file))
    expect(stepRoutes).toHaveLength(stepModules.size)
  })

  it("serves every line's flow route with the one wizard", () => {
    const wizard = flat(routes as ConfiguredRoute[]).filter(
      (r) => r.file === 'routes/quote-wizard.tsx',
    )
    expect(wizard).toHaveLength(1)
    for (const line of definitions)
      expect(line.flowRoute.split('/').filter(Boolean)).toHaveLength(2)
  })
})
