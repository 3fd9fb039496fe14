import { describe, expect, test } from 'vitest'
import { deferredScriptId, scriptsAfterFirstPaint } from './scripts-after-paint.server.ts'

// The tags as React Router's <Scripts> and React write them (checked against a built page).
const page = [
  '<!DOCTYPE html><html lang="tr"><head><meta charSet="utf-8"/>',
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="abc"/>',
  '<link rel="modulepreload" href="/assets/shell-B.js" nonce="abc"/>',
  '<link rel="icon" href="/favicon.ico" sizes="32x32"/>',
  '</head><body><main>Sigortanızı</main>',
  '<script nonce="abc">window.__reactRouterContext = {};</script>',
  '<script nonce="abc" type="module" async="">import * as route0 from "/assets/root-C.js";\nimport("/assets/entry.client-A.js");</script>',
  '<script nonce="abc">window.__reactRouterContext.streamController.close();</script>',
].join('')

const rewrite = (text: string) =>
  Buffer.from(scriptsAfterFirstPaint(Buffer.from(text).toString('latin1')), 'latin1').toString(
    'utf8',
  )

describe('scripts after the first paint', () => {
  const html = rewrite(page)

  test('the page’s own text comes back byte for byte, and what is added is ASCII', () => {
    expect(html).toContain('<main>Sigortanızı</main>')
    const added = html.slice(html.indexOf('<script nonce="abc">(()=>'))
    expect(added).toMatch(/^[\x20-\x7e\n]*$/)
  })

  test('the head no longer preloads the modules; other links stay', () => {
    expect(html).not.toContain('modulepreload" href')
    expect(html).toContain('<link rel="icon" href="/favicon.ico" sizes="32x32"/>')
  })

  test('the module script is kept inert, word for word, with its nonce', () => {
    expect(html).toContain(
      `<script nonce="abc" type="text/plain" id="${deferredScriptId}">import * as route0 from "/assets/root-C.js";\nimport("/assets/entry.client-A.js");</script>`,
    )
    expect(html).not.toContain('<script nonce="abc" type="module"')
  })

  test('a loader with the same nonce follows it and brings the preloads back in their order', () => {
    const loader =
      /<script nonce="abc">(\(\(\)=>\{function loadAfterFirstPaint[\s\S]*?)<\/script>/.exec(
        html,
      )?.[1]
    expect(loader).toBeDefined()
    expect(loader).toContain('first-contentful-paint')
    expect(loader).not.toMatch(/^\s*\/\//m)
    // The client entry is named so that the loader leaves it to React Router's script.
    expect(loader).toContain(
      `loadAfterFirstPaint("${deferredScriptId}",["/assets/entry.client-A.js","/assets/shell-B.js"],"/assets/entry.client-A.js")`,
    )
    expect(html.indexOf(deferredScriptId)).toBeLessThan(html.indexOf(loader!))
    // The page's other inline scripts are left where they were.
    expect(html).toContain('<script nonce="abc">window.__reactRouterContext = {};</script>')
    expect(html.endsWith('streamController.close();</script>')).toBe(true)
  })

  test('a piece without React Router’s module script is left as it came', () => {
    const head = '<head><link rel="modulepreload" href="/assets/a.js" nonce="abc"/></head>'
    expect(rewrite(head)).toBe(head)
  })

  test('a module script that does not import the client entry is left as it came', () => {
    const withoutEntry = page.replace('import("/assets/entry.client-A.js");', '')
    expect(rewrite(withoutEntry)).toBe(withoutEntry)
  })

  test('a "$" in the script is copied as it is, not read as a replacement pattern', () => {
    const withDollar = page.replace('import("', () => 'const a = "$&$1"; import("')
    expect(rewrite(withDollar)).toContain('const a = "$&$1";')
  })
})
