import { describe, expect, it } from 'vitest'
import {
  definitionByFlowPath,
  definitionByQuotePage,
  definitionOf,
  definitions,
  type ProductDefinition,
} from './definitions.ts'
import { customerStep } from './steps/customer/step.ts'
import { vehicleStep } from './steps/vehicle/step.ts'
import { firstStepAfterVerification, stepAfter } from './wizard/navigation.ts'

describe('product definitions', () => {
  it('defines all ten lines with their entry fields', () => {
    expect(definitions).toHaveLength(10)
    const withPlate = definitions.filter((d) => d.entry.plate).map((d) => d.key)
    expect(withPlate).toEqual(['kasko', 'trafik'])
    const company = definitions
      .filter((d) => d.entry.identifier === 'tckn-or-vkn')
      .map((d) => d.key)
    expect(company.sort()).toEqual(['dask', 'kasko', 'konut', 'telefon', 'trafik'])
    const birth = definitions.filter((d) => d.entry.birthDate).map((d) => d.key)
    expect(birth.sort()).toEqual(['bireysel', 'seyahat', 'tamamlayici', 'yabanci'])
    // Issue 26: yabancı sağlık starts with a passport too (spec §5, ID type 2).
    expect(definitions.filter((d) => d.entry.idType).map((d) => d.key)).toEqual([
      'seyahat',
      'yabanci',
    ])
  })

  it('finds a line by its quote page and by its wizard URL', () => {
    expect(definitionByQuotePage('/kasko-sigortasi')?.key).toBe('kasko')
    expect(definitionByQuotePage('/saglik/teklif')?.key).toBe('bireysel')
    expect(definitionByQuotePage('/yok')).toBeUndefined()
    expect(definitionByFlowPath('/trafik/kasko-teklif/abc/bilgiler')?.key).toBe('kasko')
    expect(definitionByFlowPath('/trafik/teklif/abc/bilgiler')?.key).toBe('trafik')
    expect(definitionByFlowPath('/outgoing/teklif/abc/bilgiler')?.key).toBe('seyahat')
  })
})

describe('step choice after verification', () => {
  const travel = definitionOf('seyahat')
  const withVehicleStep: ProductDefinition = {
    ...travel,
    steps: [customerStep, vehicleStep],
  }

  it('goes to the user information (step 2) normally', () => {
    expect(firstStepAfterVerification(definitionOf('kasko'), {})).toBe('bilgiler')
    expect(firstStepAfterVerification(travel, { IdType: '1' })).toBe('bilgiler')
  })

  it('sends a passport holder on the travel line to step 3', () => {
    expect(firstStepAfterVerification(withVehicleStep, { IdType: '2' })).toBe('arac')
    expect(firstStepAfterVerification(withVehicleStep, { IdType: '1' })).toBe('bilgiler')
  })

  it('sends the passport holder of the travel line to its travel step', () => {
    expect(firstStepAfterVerification(travel, { IdType: '2' })).toBe('seyahat')
  })

  it('applies the passport rule to the travel line only', () => {
    const kaskoWithTwo = {
      ...definitionOf('kasko'),
      steps: [customerStep, vehicleStep],
    }
    expect(firstStepAfterVerification(kaskoWithTwo, { IdType: '2' })).toBe('bilgiler')
  })

  it('follows the user information with the line’s own step', () => {
    expect(stepAfter(definitionOf('tamamlayici'), 'bilgiler')).toBe('sigortalilar')
    expect(stepAfter(withVehicleStep, 'bilgiler')).toBe('arac')
  })
})
