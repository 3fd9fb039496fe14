/**
 * The part of the site's stylesheet a rendered page uses (decision 054). A first visit's page
 * carries the stylesheet inline so that it paints from the HTML alone (decision 049); most of the
 * stylesheet styles other pages, though. A style rule is left out only when one of the classes its
 * selector needs appears nowhere in the page's markup: such a rule cannot match anything there
 * until a script adds that class or renders new elements, and the whole stylesheet (linked at the
 * end of the body) is requested before the page's scripts. Everything else is kept: rules without
 * classes (elements, attributes, the theme's variables), at-rules that are not groups (`@property`,
 * `@keyframes`), and selectors too clever to read (`:is()` and kin over a list).
 */

interface StyleRule {
  kind: 'rule'
  text: string
  /** Each selector of the rule's list, as the classes it needs; none needed: always kept. */
  selectors: string[][]
}
interface GroupRule {
  kind: 'group'
  /** `@layer utilities`, `@media(min-width:768px)`… */
  prelude: string
  children: Unit[]
}
interface KeptWhole {
  kind: 'whole'
  text: string
}
type Unit = StyleRule | GroupRule | KeptWhole

/** Conditional and layer blocks hold rules to choose from; other at-rules are kept whole. */
const groupAtRule = /^@(?:layer|media|supports|container)\b/

/** Reads a minified stylesheet (Tailwind's output) into units. Braces inside strings are skipped. */
export function parseStylesheet(css: string): Unit[] {
  const units: Unit[] = []
  let start = 0
  let index = 0
  while (index < css.length) {
    const char = css[index]!
    if (char === '"' || char === "'") {
      index = css.indexOf(char, index + 1) + 1 || css.length
    } else if (char === ';') {
      const text = css.slice(start, index + 1).trim()
      if (text) units.push({ kind: 'whole', text })
      start = index += 1
    } else if (char === '{') {
      const end = closingBrace(css, index)
      const prelude = css.slice(start, index).trim()
      const body = css.slice(index + 1, end)
      if (groupAtRule.test(prelude)) {
        units.push({ kind: 'group', prelude, children: parseStylesheet(body) })
      } else if (prelude.startsWith('@') || body.includes('{')) {
        units.push({ kind: 'whole', text: css.slice(start, end + 1).trim() })
      } else {
        units.push({ kind: 'rule', text: `${prelude}{${body}}`, selectors: selectorsOf(prelude) })
      }
      start = index = end + 1
    } else {
      index += 1
    }
  }
  return units
}

function closingBrace(css: string, open: number): number {
  let depth = 0
  for (let index = open; index < css.length; index += 1) {
    const char = css[index]
    if (char === '"' || char === "'") index = css.indexOf(char, index + 1)
    else if (char === '{') depth += 1
    else if (char === '}' && (depth -= 1) === 0) return index
    if (index < 0) break
  }
  throw new Error('The stylesheet has an unclosed block')
}

/** Splits a selector list at its top-level commas. */
function splitList(list: string): string[] {
  const parts: string[] = []
  let depth = 0
  let start = 0
  for (let index = 0; index < list.length; index += 1) {
    const char = list[index]
    if (char === '\\') index += 1
    else if (char === '(' || char === '[') depth += 1
    else if (char === ')' || char === ']') depth -= 1
    else if (char === ',' && depth === 0) {
      parts.push(list.slice(start, index))
      start = index + 1
    }
  }
  parts.push(list.slice(start))
  return parts
}

const className = /\.((?:\\[0-9a-fA-F]{1,6} ?|\\[^0-9a-fA-F]|[\w-])+)/g
const unescapeClass = (escaped: string) =>
  escaped.replace(/\\([0-9a-fA-F]{1,6}) ?|\\(.)/g, (_all, hex: string | undefined, char: string) =>
    hex ? String.fromCodePoint(Number.parseInt(hex, 16)) : char,
  )

/**
 * The classes each selector of a list needs. A class under `:not()` is not needed; a selector
 * with a list inside `:is()`, `:where()` or `:has()` needs any one of it, so it is read as needing
 * nothing (kept).
 */
function selectorsOf(list: string): string[][] {
  return splitList(list).map((selector) => {
    const plain = withoutNegations(selector)
    if (/:(?:is|where|has|matches)\([^)]*,/.test(plain)) return []
    // An attribute's value may hold a dot (`[href$=".pdf"]`): it names no class.
    const outsideAttributes = plain.replace(/(?<!\\)\[(?:\\.|[^\]\\])*\]/g, '')
    return [...outsideAttributes.matchAll(className)].map((match) => unescapeClass(match[1]!))
  })
}

function withoutNegations(selector: string): string {
  let result = selector
  for (let at = result.indexOf(':not('); at >= 0; at = result.indexOf(':not(')) {
    let depth = 0
    let end = at + 4
    for (; end < result.length; end += 1) {
      if (result[end] === '(') depth += 1
      else if (result[end] === ')' && (depth -= 1) === 0) break
    }
    result = result.slice(0, at) + result.slice(end + 1)
  }
  return result
}

/** Every class named in the markup's `class` attributes, as the browser reads them. */
export function classesIn(html: string): Set<string> {
  const classes = new Set<string>()
  for (const match of html.matchAll(/ class="([^"]*)"/g)) {
    for (const token of match[1]!.split(/\s+/)) if (token) classes.add(decodeAttribute(token))
  }
  return classes
}

const entities: Record<string, string> = {
  amp: '&',
  quot: '"',
  lt: '<',
  gt: '>',
  '#x27': "'",
  '#39': "'",
}
const decodeAttribute = (value: string) =>
  value.includes('&')
    ? value.replace(/&(amp|quot|lt|gt|#x27|#39);/g, (_all, name: string) => entities[name]!)
    : value

/** The units a page with these classes needs, as a stylesheet. */
export function stylesheetFor(units: Unit[], classes: Set<string>): string {
  let css = ''
  for (const unit of units) {
    if (unit.kind === 'whole') css += unit.text
    else if (unit.kind === 'rule') {
      if (unit.selectors.some((needs) => needs.every((name) => classes.has(name)))) css += unit.text
    } else {
      const inner = stylesheetFor(unit.children, classes)
      // An empty layer is kept: the order in which layers first appear decides the cascade.
      if (inner || unit.prelude.startsWith('@layer')) css += `${unit.prelude}{${inner}}`
    }
  }
  return css
}
