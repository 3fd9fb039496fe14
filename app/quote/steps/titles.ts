import type { WizardStep } from '../definitions.ts'

/** Each step's heading and stepper label. */
export const stepTitles: Record<WizardStep, string> = {
  bilgiler: 'Bilgileriniz',
  arac: 'Araç bilgileri',
  teklifler: 'Teklifler',
}
