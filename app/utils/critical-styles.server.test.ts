import { describe, expect, test } from 'vitest'
import { classesIn, parseStylesheet, stylesheetFor } from './critical-styles.server.ts'

// Shaped like Tailwind's minified output: layers, variants with escaped characters, nested
// conditions, at-rules that are not groups, and selectors over lists.
const css = [
  '@layer properties{@supports (-moz-orient:inline){*,:before{--tw-shadow:0 0 #0000}}}',
  '@layer theme{:root,:host{--color-white:#fff}}',
  '@layer base{html,:host{line-height:1.5}h1{font-size:2rem}}',
  '@layer components;',
  '@layer utilities{',
  '.flex{display:flex}',
  '.grid{display:grid}',
  '.hover\\:underline:hover{text-decoration:underline}',
  '.group:hover .group-hover\\:text-white{color:#fff}',
  '.w-1\\/2{width:50%}',
  '.\\[\\&_a\\]\\:underline a{text-decoration:underline}',
  '.aria-\\[invalid\\=true\\]\\:border-red[aria-invalid=true]{border-color:red}',
  ':where(.space-y-4>:not(:last-child)){margin-block-start:1rem}',
  '.peer:not(.flex)~.peer-x{color:red}',
  ':is(.modal-a,.modal-b) .title{font-weight:700}',
  'a[href$=".pdf"]{color:blue}',
  '.content{content:"{"}',
  '@media (min-width:48rem){.md\\:grid{display:grid}.md\\:hidden{display:none}}',
  '@media (min-width:96rem){.\\32 xl\\:p-4{padding:1rem}}',
  '}',
  '@keyframes spin{to{transform:rotate(360deg)}}',
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
].join('')

const units = parseStylesheet(css)
const subsetFor = (html: string) => stylesheetFor(units, classesIn(html))

describe('the stylesheet a page uses', () => {
  test('with every class present nothing is left out, byte for byte', () => {
    const everyClass = new Set(
      'flex grid hover:underline group group-hover:text-white w-1/2 [&_a]:underline aria-[invalid=true]:border-red space-y-4 peer peer-x content md:grid md:hidden 2xl:p-4'.split(
        ' ',
      ),
    )
    expect(stylesheetFor(units, everyClass)).toBe(css)
  })

  const subset = subsetFor(
    '<main class="flex hover:underline w-1/2 [&amp;_a]:underline peer peer-x md:grid"><h1 class="group">Poliçe</h1></main>',
  )

  test('rules of classes in the markup stay, with their variants and escapes', () => {
    expect(subset).toContain('.flex{display:flex}')
    expect(subset).toContain('.hover\\:underline:hover{')
    expect(subset).toContain('.w-1\\/2{width:50%}')
    expect(subset).toContain('.\\[\\&_a\\]\\:underline a{')
    expect(subset).toContain('@media (min-width:48rem){.md\\:grid{display:grid}}')
  })

  test('rules needing a class the markup lacks go, and so do conditions left empty', () => {
    expect(subset).not.toContain('.grid{')
    expect(subset).not.toContain('group-hover')
    expect(subset).not.toContain('aria-\\[invalid')
    expect(subset).not.toContain('md\\:hidden')
    expect(subset).not.toContain('space-y-4')
    expect(subset).not.toContain('96rem')
  })

  test('rules without classes, negated classes, lists and non-group at-rules stay', () => {
    for (const kept of [
      '@layer properties{@supports (-moz-orient:inline){*,:before{--tw-shadow:0 0 #0000}}}',
      '@layer theme{:root,:host{--color-white:#fff}}',
      'h1{font-size:2rem}',
      '@layer components;',
      '.peer:not(.flex)~.peer-x{color:red}',
      ':is(.modal-a,.modal-b) .title{font-weight:700}',
      'a[href$=".pdf"]{color:blue}',
      '@keyframes spin{to{transform:rotate(360deg)}}',
      '@property --tw-shadow{',
    ]) {
      expect(subset).toContain(kept)
    }
  })

  test('a brace in a string does not end a block', () => {
    expect(subsetFor('<p class="content"></p>')).toContain('.content{content:"{"}')
  })

  test('an empty layer still holds its place in the order of layers', () => {
    expect(subsetFor('<p></p>')).toMatch(
      /^@layer properties\{.*\}@layer theme\{.*@layer utilities\{/,
    )
  })

  test('a class written with a leading digit is read from its escape', () => {
    expect(subsetFor('<p class="2xl:p-4"></p>')).toContain('.\\32 xl\\:p-4{padding:1rem}')
  })
})
