import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, type Rollup } from 'vite'

const rootRoute = new URL('./app/root.tsx', import.meta.url).pathname

/**
 * The app's own modules the root route imports, directly or through others: every page loads
 * them, so one chunk serves them all at no cost to any page (issue 17: each was a chunk of its own,
 * a request a phone made before the page could hydrate). What only they import (React's runtime)
 * comes along.
 */
function shellModules(getModuleInfo: Rollup.GetModuleInfo) {
  const shell = new Set<string>()
  const visit = (id: string) => {
    for (const imported of getModuleInfo(id)?.importedIds ?? []) {
      if (shell.has(imported) || imported.includes('/node_modules/') || imported.includes('?')) {
        continue
      }
      shell.add(imported)
      visit(imported)
    }
  }
  visit(`${rootRoute}?__react-router-build-client-route`)
  return shell
}

let shell: Set<string> | undefined

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { '~': new URL('./app', import.meta.url).pathname } },
  build: { target: 'es2022' },
  environments: {
    client: {
      build: {
        rollupOptions: {
          output: {
            manualChunks(id, { getModuleInfo }) {
              shell ??= shellModules(getModuleInfo)
              // Forms, steps and checkout ask whether the page has hydrated: a few bytes, which
              // as a chunk of their own moved the chunks around them (the vehicle step +0.8 KB).
              return shell.has(id) || id.endsWith('/components/forms/use-hydrated.ts')
                ? 'shell'
                : undefined
            },
            // Modules shared by a few routes each became chunks of a few hundred bytes: those
            // under 700 bytes join a chunk their pages load anyway. At 1 KB, pieces of 0.7 to 1 KB
            // (the withdrawal text, the passport field, the upstream notice) joined chunks the
            // wizard's steps load without them, and every route weighed more (the vehicle step
            // 1 KB gzip; `npm run bench`).
            experimentalMinChunkSize: 700,
          },
        },
      },
    },
  },
})
