import type { SubmissionResult } from '@conform-to/react'
import { DomUtils, parseDocument } from 'htmlparser2'
import { renderToStaticMarkup } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ConformForm } from '~/components/forms/conform-form.tsx'
import { useValidatedForm } from '~/components/forms/use-validated-form.ts'
import { readPage } from '../../tests/support/html.ts'
import { UavtAddressFields } from './uavt-address-fields.tsx'
import { uavtLevels, type UavtChain, type UavtLevel } from './uavt-chain.ts'

const optionalText = z.string().optional()
const schema = z.object({
  CityCode: optionalText,
  CountyId: optionalText,
  TownId: optionalText,
  NeighborhoodId: optionalText,
  RoadAndStreetId: optionalText,
  ApartmentNumber: optionalText,
  UAVTNumber: optionalText,
})

/** A level of the chain as the server loaded it: its list of [id, name] and the choice kept. */
const level = (
  index: number,
  parent: string,
  options: [string, string][],
  chosen = '',
): UavtLevel => ({
  name: uavtLevels[index]!.name,
  label: uavtLevels[index]!.label,
  parent,
  options: options.map(([id, name]) => ({ id, name })),
  chosen,
})
const il = level(
  0,
  '',
  [
    ['34', 'İstanbul'],
    ['66', 'Yozgat'],
  ],
  '66',
)
const ilce = level(1, '66', [['959', 'Merkez']], '959')
const belde = level(2, '959', [
  ['95901', 'Merkez'],
  ['95902', 'Köyler'],
])

const chainOf = (levels: UavtLevel[], message: string | null = null): UavtChain => ({
  levels,
  uavtNumber: null,
  message,
})

function AddressForm({ chain, lastResult }: { chain: UavtChain; lastResult?: SubmissionResult }) {
  const [form, fields] = useValidatedForm(() => Promise.resolve(schema), {
    lastResult,
    defaultValue: Object.fromEntries(chain.levels.map((level) => [level.name, level.chosen])),
  })
  return (
    <ConformForm form={form} method="post">
      <UavtAddressFields fields={fields} chain={chain} intent="adres-sec" />
    </ConformForm>
  )
}

/** The server's HTML of the fields for `chain`, as a visitor without JavaScript gets it. */
async function render(chain: UavtChain, lastResult?: SubmissionResult) {
  const handler = createStaticHandler([
    { path: '/', element: <AddressForm chain={chain} lastResult={lastResult} /> },
  ])
  const context = await handler.query(new Request('http://localhost/'))
  if (context instanceof Response) throw new Error('unexpected redirect')
  const router = createStaticRouter(handler.dataRoutes, context)
  const html = renderToStaticMarkup(
    <StaticRouterProvider router={router} context={context} hydrate={false} />,
  )
  const document = parseDocument(html, { decodeEntities: true })
  const texts = (tag: string) =>
    DomUtils.getElementsByTagName(tag, document).map((element) => DomUtils.textContent(element))
  const labelled = DomUtils.getElementsByTagName('label', document).map((label) => {
    const control = DomUtils.getElementById(label.attribs.for ?? '', document)
    return [DomUtils.textContent(label), control?.name, control?.attribs.name]
  })
  const noscript = DomUtils.getElementsByTagName('noscript', document)
  return { ...readPage(html), html, texts, labelled, noscript }
}

describe('the UAVT address fields without JavaScript', () => {
  it('show one labelled select per level down to the first one to choose, choices kept', async () => {
    const page = await render(chainOf([il, ilce, belde]))
    expect(page.controls.map((c) => [c.tag, c.name, c.value])).toEqual([
      ['select', 'CityCode', '66'],
      ['select', 'CountyId', '959'],
      ['select', 'TownId', ''],
    ])
    expect(page.labelled).toEqual([
      ['İl', 'select', 'CityCode'],
      ['İlçe', 'select', 'CountyId'],
      ['Belde / bucak', 'select', 'TownId'],
    ])
    expect(page.control('TownId')[0]!.options).toEqual(['', '95901', '95902'])
    expect(page.texts('option')).toContain('Seçiniz')
  })

  it("post the form with the page's intent from a button after the last level", async () => {
    const page = await render(chainOf([il, ilce, belde]))
    // Inside <noscript>: a browser running scripts never shows it.
    expect(page.noscript).toHaveLength(1)
    const [button] = DomUtils.getElementsByTagName('button', page.noscript)
    expect(button?.attribs).toMatchObject({ type: 'submit', name: 'intent', value: 'adres-sec' })
    expect('formnovalidate' in button!.attribs).toBe(true)
    expect(DomUtils.textContent(button!)).toBe('Listeyi Getir')
    expect(page.html.indexOf('<noscript>')).toBeGreaterThan(page.html.lastIndexOf('<select'))
  })

  it("say 'Veri Yok' for an empty list, and why a list is missing", async () => {
    const empty = await render(chainOf([il, ilce, { ...belde, options: [] }]))
    expect(empty.control('TownId')[0]!.options).toEqual([''])
    expect(empty.texts('option').at(-1)).toBe('Veri Yok')
    expect(empty.html).toContain(
      '<p role="status" class="mt-1 min-h-5 text-sm text-slate-700"></p>',
    )

    const message = 'Sigorta sistemleri şu anda yanıt vermiyor. Lütfen birazdan tekrar deneyin.'
    const failed = await render(chainOf([il, ilce, { ...belde, options: null }], message))
    expect(failed.texts('option').at(-1)).toBe('Veri Yok')
    expect(failed.texts('p')).toContain(message)
  })

  it("tie a level's error to its select", async () => {
    const page = await render(chainOf([il, ilce, belde]), {
      status: 'error',
      initialValue: { CityCode: '66', CountyId: '959' },
      error: { TownId: ['Lütfen belde / bucak seçiniz.'] },
    })
    expect(page.control('TownId')[0]).toMatchObject({
      invalid: true,
      description: 'Lütfen belde / bucak seçiniz.',
    })
    expect(page.control('CountyId')[0]).toMatchObject({ invalid: false, value: '959' })
  })
})
