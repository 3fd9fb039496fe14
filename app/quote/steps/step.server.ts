import type { data } from 'react-router'
import type { AppSession } from '~/session.server.ts'
import type { UpstreamContext } from '~/upstream/client.server.ts'
import type { ProductDefinition, WizardStep } from '../definitions.ts'
import type { QuoteDraft } from '../draft.server.ts'
import type { ActionOf, ViewOf } from './types.ts'

/** What the wizard route hands a step: the request, the line, the visitor's draft, upstream. */
export interface StepArgs {
  request: Request
  url: URL
  session: AppSession
  definition: ProductDefinition
  draft: QuoteDraft
  upstream: UpstreamContext
}

type ActionData<K extends WizardStep> = ReturnType<typeof data<ActionOf<K>>>

/** A step's server half: the page's data, and what its form does (a redirect or a reply). */
export interface ServerStep<K extends WizardStep> {
  load(args: StepArgs): Promise<ViewOf<K>>
  act(args: StepArgs, formData: FormData): Promise<Response | ActionData<K>>
}
