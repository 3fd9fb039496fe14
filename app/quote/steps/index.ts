import type { ComponentType } from 'react'
import type { WizardStep } from '../definitions.ts'
import { AracStep } from './arac.tsx'
import { BilgilerStep } from './bilgiler.tsx'
import type { StepProps } from './props.ts'
import { TekliflerStep } from './teklifler.tsx'
import { stepTitles } from './titles.ts'

export interface StepEntry<K extends WizardStep> {
  /** The page's heading and the stepper's label. */
  title: string
  Component: ComponentType<StepProps<K>>
}

/**
 * The page half of every wizard step, by URL segment (the server half is registry.server.ts).
 * A product line lists the steps it uses in its definition; the wizard renders whichever it is.
 */
export const stepComponents: { [K in WizardStep]: StepEntry<K> } = {
  bilgiler: { title: stepTitles.bilgiler, Component: BilgilerStep },
  arac: { title: stepTitles.arac, Component: AracStep },
  teklifler: { title: stepTitles.teklifler, Component: TekliflerStep },
}
