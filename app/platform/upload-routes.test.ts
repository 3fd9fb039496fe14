import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { RouteConfigEntry } from '@react-router/dev/routes'
import { describe, expect, it } from 'vitest'
import routes from '../routes.ts'
import { uploadRoutes } from './upload-routes.ts'

// Issue 37 item 5: the claim forms promised a 2 MB file while their posts were held to 64 KB,
// because the body limit listed the support forms' paths by hand. The list of upload routes is
// held here to the routes whose modules render a file input, however deep in their imports.

/** `app/`, whose paths `~/` and the route config's files are relative to. */
const appDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')

/** The app's modules a module imports, statically or on demand; type-only imports are no code. */
function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8')
  const specifiers = [
    ...source.matchAll(/^import\s+(?!type\s)[^'"]*?from\s+'([^']+)'/gm),
    ...source.matchAll(/import\(\s*'([^']+)'\s*\)/g),
  ].map((match) => match[1]!)
  return specifiers
    .map((specifier) =>
      specifier.startsWith('~/')
        ? path.join(appDir, specifier.slice(2))
        : specifier.startsWith('.')
          ? path.resolve(path.dirname(file), specifier)
          : null,
    )
    .filter((resolved): resolved is string => resolved !== null && existsSync(resolved))
}

/** Whether the module, or a module it imports, renders a file input. */
function rendersFileInput(file: string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false
  seen.add(file)
  if (/type="file"/.test(readFileSync(file, 'utf8'))) return true
  return importsOf(file).some((imported) => rendersFileInput(imported, seen))
}

/** Every route as its full path and module, nested routes under their parents' paths. */
function flatten(entries: RouteConfigEntry[], parent = ''): { path: string; file: string }[] {
  return entries.flatMap((entry) => {
    const own = entry.index ? parent : `${parent}/${entry.path ?? ''}`.replace(/\/+$/, '')
    return [
      { path: own || '/', file: path.join(appDir, entry.file) },
      ...flatten(entry.children ?? [], own),
    ]
  })
}

describe('the upload routes', () => {
  const all = flatten(routes)

  it('are exactly the routes whose pages render a file input', () => {
    const withFileInput = [
      ...new Set(all.filter((r) => rendersFileInput(r.file)).map((r) => r.path)),
    ]
    expect(withFileInput.sort()).toEqual([...uploadRoutes].sort())
  })

  it('find the file input through the imports (the claim forms’ shared form)', () => {
    expect(rendersFileInput(path.join(appDir, 'routes/visitor-claim.tsx'))).toBe(true)
    expect(rendersFileInput(path.join(appDir, 'routes/contact.tsx'))).toBe(false)
  })
})
