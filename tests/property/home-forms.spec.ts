import { expect, test, type APIRequestContext } from '@playwright/test'
import fc from 'fast-check'
import { numberMessages } from '~/quote/rules/number-range.ts'
import { buildingMessages } from '~/quote/steps/dask-building/schema.ts'
import { messages } from '~/validation/messages.ts'
import { kinds, type FieldKind } from './fields.ts'
import { badFieldExplained, neverServerError, optionsOf } from './harness.ts'
import { stepOfLine } from './quote-setup.ts'

// Issue 10, property-based, for issue 13's steps after the address: DASK's building and
// konut's home. Whatever is posted, no 5xx; one bad field gets its message, the rest is kept.

test.describe.configure({ mode: 'parallel' })

/** Verified, information saved, the home found by its UAVT code: the line's step after it. */
async function stepAfterAddress(api: APIRequestContext, key: 'dask' | 'konut') {
  const address = await stepOfLine(api, key, 'adres')
  const found = await api.post(address, {
    form: { intent: 'kod', UAVTNumber: '4403156956' },
    maxRedirects: 0,
  })
  expect(found.status(), 'home found').toBe(302)
  return found.headers().location!
}

/** A select the schema requires; which ids the list holds is the provider's to check. */
const required = (options: readonly string[]): FieldKind => ({
  valid: fc.constantFrom(...options),
  invalid: fc.constantFrom('', '   ', '\t'),
  messages: [messages.required],
  echoed: true,
})

const notNumbers = ['abc', '12a', '١٢', '2.5', '😀', '9'.repeat(10_000)]

/** A whole number in a range; `messages` besides spec §5's empty and digits-only ones. */
const whole = (
  valid: fc.Arbitrary<number>,
  outOfRange: string[],
  bounds: readonly string[],
): FieldKind => ({
  valid: valid.map((n) => new Intl.NumberFormat('en-US').format(n)),
  invalid: fc.constantFrom('', ...notNumbers, ...outOfRange),
  messages: [numberMessages.required, messages.digitsOnly, ...bounds],
  echoed: true,
})

test('building step of dask', async ({ request }) => {
  const path = await stepAfterAddress(request, 'dask')
  expect(path).toMatch(/\/bina$/)
  const declaration = {
    DaskInsaYili: required((await optionsOf(request, path, 'DaskInsaYili')).values),
    DaskKullanimSekli: required((await optionsOf(request, path, 'DaskKullanimSekli')).values),
    FloorCount: whole(fc.integer({ min: 1, max: 99 }), ['0', '100'], [buildingMessages.floorCount]),
    GrossArea: whole(
      fc.integer({ min: 10, max: 10_000 }),
      ['9', '10,001'],
      [buildingMessages.grossArea],
    ),
    DaskHasarDurumu: required(['hasarsiz', 'az-hasarli']),
    IsRenewal: kinds.optional,
    PolicyStart: kinds.policyStart,
  }
  const fields = { ...declaration, DaskInsaTarzi: required(['betonarme', 'yigma']) }
  await badFieldExplained(request, { path, fields }, 16)
  // 'Diğer' asks what it is; any construction type, damage and text never break the step.
  await badFieldExplained(
    request,
    {
      path,
      fields: {
        ...declaration,
        DaskInsaTarziDiger: kinds.text(100, [buildingMessages.otherTypeLength]),
      },
      fixed: { DaskInsaTarzi: 'diger' },
    },
    6,
  )
  const anyChoice = kinds.free(fc.constantFrom('diger', 'agir-hasarli', 'yok', '0', '-1'))
  await neverServerError(
    request,
    {
      path,
      fields: { ...fields, DaskInsaTarzi: anyChoice, DaskHasarDurumu: anyChoice },
      fixed: { intent: 'teklif' },
    },
    12,
  )
})

const sum = (min: number, max: number): FieldKind =>
  whole(
    fc.integer({ min, max }),
    [String(min - 1), String(max + 1), '-5'],
    [numberMessages.min(min), numberMessages.max(max)],
  )
const buildingSum = sum(100_000, 50_000_000)
const contentsSum = sum(50_000, 10_000_000)

test('home step of konut, owner and tenant', async ({ request }) => {
  const path = await stepAfterAddress(request, 'konut')
  expect(path).toMatch(/\/ev$/)
  const choices: Record<string, FieldKind> = {}
  for (const name of ['EvTipi', 'KonutCatiTipi', 'KonutInsaYili', 'KonutBulunduguKat']) {
    choices[name] = required((await optionsOf(request, path, name)).values)
  }
  choices.PolicyStart = kinds.policyStart
  // An owner's contents are optional: empty (or 0) is no contents.
  const owner = {
    ...choices,
    BuildingSum: buildingSum,
    ContentsSum: { ...contentsSum, invalid: contentsSum.invalid.filter((v) => v !== '') },
  }
  await badFieldExplained(request, { path, fields: owner, fixed: { PoliceTipi: 'ev-sahibi' } }, 14)
  // A tenant's building sum is ignored whatever it holds; the contents are required.
  const tenant = {
    ...choices,
    BuildingSum: kinds.free(fc.constantFrom('', 'abc', '1')),
    ContentsSum: contentsSum,
  }
  await badFieldExplained(request, { path, fields: tenant, fixed: { PoliceTipi: 'kiraci' } }, 8)
  const policyType = kinds.free(fc.constantFrom('ev-sahibi', 'kiraci', 'yok', ''))
  await neverServerError(
    request,
    { path, fields: { ...owner, PoliceTipi: policyType }, fixed: { intent: 'teklif' } },
    12,
  )
})
