// The JavaScript a page makes the browser load, read from a build's route manifest: the entry,
// then each matched route's module and imports, as React Router lists them for the page to
// preload. (No route lists the stylesheet: decision 049.) Shared by `npm run bench` and the route budget test (issue 17).
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { matchRoutes } from 'react-router'

/**
 * One page per route type, with its ceiling in KB gzip of JavaScript over the bare React Router
 * page: the route budget test fails above it. `target` is issue 17's goal where it sets one; until
 * a page meets it, its ceiling is today's figure rounded up, so growth still fails the test.
 */
export const routeBudgets = [
  { type: 'home', path: '/', target: 12, ceiling: 12 },
  // 11.04 on 2026-11-29 after issue 37's browser check of control characters and issue 40's
  // contact links in the phone menu (not measured apart): 11.5 until a saving is found.
  { type: 'service page', path: '/hizmetlerimiz/kasko', ceiling: 11.5 },
  { type: 'quote entry', path: '/kasko-sigortasi', target: 25, ceiling: 25 },
  // 31.0: issue 30's error summary on the vehicle forms (+0.65) and issue 28's renewal (the
  // current insurer's mark); 32.0 while Rollup merged chunks under 1 KB, which brought the
  // withdrawal text and others the step does not use (vite.config.ts).
  { type: 'wizard step', path: '/trafik/kasko-teklif/q/arac', ceiling: 32 },
  // 16.0: decision 050's shell copies add 0.1 to every page (the hook choosing between the
  // server's copy and the children, and the header's menus as components of their own).
  // 17.28 on 2026-11-29 after issue 40's first-screen card and filter disclosure and issue 37's
  // control-character check (not measured apart): 17.5 until a saving is found.
  { type: 'offers', path: '/trafik/kasko-teklif/q/teklifler', ceiling: 17.5 },
  { type: 'sign-up', path: '/uyeOl', target: 25, ceiling: 25 },
  { type: 'contact', path: '/iletisim', target: 25, ceiling: 25 },
  // 25.2: since issue 28's withdrawal pages share the pending-button helper, Rollup gives it a
  // chunk of its own (with the cookie banner's pieces), which the profile form loads.
  { type: 'account', path: '/hesabim', ceiling: 26 },
]

/** The route manifest the client build ships (`window.__reactRouterManifest = {…}`). */
function clientManifest(buildDir) {
  const assets = path.join(buildDir, 'client/assets')
  const file = readdirSync(assets).find((name) => /^manifest-.*\.js$/.test(name))
  if (!file) throw new Error(`no route manifest in ${assets}; build first`)
  const text = readFileSync(path.join(assets, file), 'utf8')
  return JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1))
}

/** The manifest's flat routes as the nested tree matchRoutes expects. */
function routeTree(routes, parentId) {
  return Object.values(routes)
    .filter((route) => route.parentId === parentId)
    .map((route) => ({
      id: route.id,
      path: route.path,
      index: route.index,
      children: routeTree(routes, route.id),
    }))
}

/** Gzip bytes of the JavaScript `pathname` loads in the build at `buildDir`. */
export function pageWeight(buildDir, pathname) {
  const manifest = clientManifest(buildDir)
  const matches = matchRoutes(routeTree(manifest.routes, undefined), pathname)
  if (!matches) throw new Error(`no route matches ${pathname}`)
  const files = new Set([manifest.entry.module, ...manifest.entry.imports])
  for (const { route } of matches) {
    const { module, imports = [] } = manifest.routes[route.id]
    for (const file of [module, ...imports]) files.add(file)
  }
  let js = 0
  for (const file of files) {
    js += gzipSync(readFileSync(path.join(buildDir, 'client', file)), { level: 9 }).length
  }
  return { js, files: files.size }
}

/**
 * The routes of the build at `buildDir` whose page loads zod with it (a chunk holding zod's
 * `ZodError`), rather than on a form's first focus (decision 027).
 */
export function routesLoadingZod(buildDir) {
  const manifest = clientManifest(buildDir)
  const holdsZod = (file) =>
    readFileSync(path.join(buildDir, 'client', file), 'utf8').includes('ZodError')
  const entryFiles = [manifest.entry.module, ...manifest.entry.imports]
  if (entryFiles.some(holdsZod)) return ['(every page: the client entry)']
  return Object.values(manifest.routes)
    .filter((route) => [route.module, ...(route.imports ?? [])].some(holdsZod))
    .map((route) => route.id)
}
