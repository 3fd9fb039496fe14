import type { WizardStep } from '../definitions.ts'
import { aracStep } from './arac.server.ts'
import { bilgilerStep } from './bilgiler.server.ts'
import type { ServerStep } from './step.server.ts'
import { tekliflerStep } from './teklifler.server.ts'

/**
 * The server half of every wizard step, by URL segment. The wizard route only looks steps up
 * here; a product line lists the steps it uses in its definition.
 */
export const serverSteps: { [K in WizardStep]: ServerStep<K> } = {
  bilgiler: bilgilerStep,
  arac: aracStep,
  teklifler: tekliflerStep,
}
