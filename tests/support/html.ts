import { DomUtils, parseDocument } from 'htmlparser2'

type Element = ReturnType<typeof DomUtils.getElementsByTagName>[number]

/** One form control of a server-rendered page, as a visitor without JavaScript gets it. */
export interface Control {
  tag: 'input' | 'textarea' | 'select'
  name: string
  type: string
  /** The value the browser would show: the value attribute, the text area's text, the selected option. */
  value: string
  checked: boolean
  invalid: boolean
  /** The texts of the elements aria-describedby names (hint and error message). */
  description: string
  options: string[]
}

/** A server-rendered page's form controls and texts, parsed as a browser would (entities decoded). */
export function readPage(html: string) {
  const document = parseDocument(html, { decodeEntities: true })
  const textOf = (id: string) => {
    const element = DomUtils.getElementById(id, document)
    return element ? DomUtils.textContent(element) : ''
  }
  const controls: Control[] = DomUtils.getElementsByTagName(
    (name) => name === 'input' || name === 'textarea' || name === 'select',
    document,
  )
    .filter((element) => element.attribs.name)
    .map((element: Element) => {
      const attr = (name: string) => element.attribs[name]
      const options = DomUtils.getElementsByTagName('option', element)
      const selected = options.find((o) => 'selected' in o.attribs) ?? options[0]
      const value =
        element.name === 'textarea'
          ? DomUtils.textContent(element)
          : element.name === 'select'
            ? (selected?.attribs.value ?? '')
            : (attr('value') ?? '')
      return {
        tag: element.name as Control['tag'],
        name: attr('name')!,
        type: attr('type') ?? '',
        value,
        checked: 'checked' in element.attribs,
        invalid: attr('aria-invalid') === 'true',
        description: (attr('aria-describedby') ?? '')
          .split(/\s+/)
          .filter(Boolean)
          .map(textOf)
          .join(' '),
        options: options.map((o) => o.attribs.value ?? ''),
      }
    })
  const main = DomUtils.getElementsByTagName('main', document)[0]
  return {
    controls,
    control: (name: string) => controls.filter((c) => c.name === name),
    /** Every visible text of the page (scripts and the JSON the page hydrates from left out). */
    text: DomUtils.getElementsByTagName('body', document)
      .flatMap((body) => DomUtils.getChildren(body))
      .filter((node) => !('name' in node) || (node.name !== 'script' && node.name !== 'template'))
      .map((node) => DomUtils.textContent(node))
      .join(' '),
    mainText: main ? DomUtils.textContent(main) : '',
  }
}
