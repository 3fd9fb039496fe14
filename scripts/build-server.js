// Bundles the Node entry and the built-in backend next to the React Router build.
import { build } from 'esbuild'

await build({
  entryPoints: {
    index: 'server/index.ts',
    storefront: 'server/storefront.ts',
    agency: 'server/agency/main.ts',
    reminders: 'server/agency/aftercare/reminders-command.ts',
  },
  outdir: 'build/node',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  alias: { '~': './app' },
  sourcemap: true,
  logLevel: 'warning',
})
