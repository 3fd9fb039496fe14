import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

// React picks its development or production build from NODE_ENV the first time it is loaded,
// while here NODE_ENV=production means a live site (no demo mode, Secure cookies, HSTS; see the
// README). The built server renders with React's production build either way, so React is loaded
// first under NODE_ENV=production, before anything else can load it, and the operator's value is
// put back for the rest of the process.
const require = createRequire(import.meta.url)
const operatorNodeEnv = process.env.NODE_ENV
process.env.NODE_ENV = 'production'
for (const id of ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/server']) require(id)
if (operatorNodeEnv === undefined) delete process.env.NODE_ENV
else process.env.NODE_ENV = operatorNodeEnv

const here = path.dirname(fileURLToPath(import.meta.url))
try {
  await import(path.join(here, 'storefront.js'))
} catch (error) {
  // A wrong variable is the operator's to fix: say which, without a stack trace.
  if (!(error instanceof Error) || error.name !== 'ConfigError') throw error
  console.error(error.message)
  process.exit(1)
}
