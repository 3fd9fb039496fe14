import { execFileSync } from 'node:child_process'
import { expect, test } from '@playwright/test'
import { pageWeight, routeBudgets, routesLoadingZod } from '../../scripts/route-weight.js'

// Issue 17: each route type's JavaScript stays within its ceiling over a bare React Router page
// (scripts/route-weight.js). The e2e run has just built the storefront; the bare page is built
// here, with the same dependencies, so the figures are the ones `npm run bench` prints. One test,
// so one worker builds the bare page, and soft assertions, so every route over budget is named.
test('every route type stays within its JavaScript ceiling over the bare page', () => {
  test.skip(!test.info().project.use.javaScriptEnabled, 'read from the build, once')
  test.setTimeout(120_000)
  execFileSync('npx', ['react-router', 'build'], { cwd: 'bench/bare', stdio: 'ignore' })
  const bare = pageWeight('bench/bare/build', '/').js
  for (const { type, path, ceiling } of routeBudgets) {
    const overKb = (pageWeight('build', path).js - bare) / 1024
    expect
      .soft(overKb, `${type} ${path}: +${overKb.toFixed(1)} KB over bare`)
      .toBeLessThanOrEqual(ceiling)
  }
})

// Decision 027: forms fetch zod when the focus first enters them; no page loads it to render.
test('no page loads zod with it', () => {
  test.skip(!test.info().project.use.javaScriptEnabled, 'read from the build, once')
  expect(routesLoadingZod('build')).toEqual([])
})
