import { createContext, redirect, type MiddlewareFunction } from 'react-router'
import { notFound } from '~/platform/not-found.server.ts'
import type { RequestArgs } from '~/platform/request-context.ts'
import { getSession, upstreamContext, type AppSession } from '~/session/session.server.ts'
import type { UpstreamContext } from '~/upstream/client.server.ts'
import { birthDate } from '~/validation/fields.ts'
import { identifierKind } from '~/validation/identity.ts'
import { definitionByFlowPath, type ProductDefinition } from '../definitions.ts'
import { lineDefinitionOf, type LineDefinition } from '../definitions.server.ts'
import { changeDraft, ownDraft } from '../draft.server.ts'
import { clearCarriedRefusal, giveBirthDate } from '../draft-changes.ts'
import { isVerified, isVerifiedDraft, type VerifiedDraft } from '../draft.ts'
import { allowedStep, wizardPath } from './navigation.ts'

/** What every step's loader and action works with: the line, the visitor's own draft, upstream. */
export interface Wizard {
  request: Request
  url: URL
  session: AppSession
  definition: LineDefinition
  /** Verified (it may be asked to verify again meanwhile); kept up to date as it is changed. */
  draft: VerifiedDraft
  upstream: UpstreamContext
}

/**
 * Spec §5: a 10-digit identifier at entry is a tax number, so the quote is a company's (no
 * surname, no registered MERNİS home).
 */
export const isCompany = ({ draft }: Pick<Wizard, 'draft'>) =>
  identifierKind(draft.data.entry.NationalNumber) === 'vkn'

/** Null when the draft is missing, not this visitor's or of another line. */
const wizardContext = createContext<Wizard | null>(null)

/**
 * The wizard the middleware loaded for this request; steps read it instead of the request. A
 * missing draft (an unknown id, another visitor's or another line's) goes to /404 (spec §8).
 */
export function wizardOf({ context }: Pick<RequestArgs, 'context'>): Wizard {
  const wizard = context.get(wizardContext)
  if (!wizard) throw notFound()
  return wizard
}

/** The step a wizard URL asks for: what follows `/:draftId/` (empty for the draft's own address). */
function requestedSegment(url: URL, definition: ProductDefinition, draftId: string) {
  const rest = url.pathname.slice(`${definition.flowRoute}/${draftId}`.length)
  return rest.replace(/^\//, '').replace(/\/$/, '')
}

/**
 * Spec §8 1006 on any line: once the provider asked for the birth date, every step's form carries
 * a Birthdate field (QuoteStepForm); a valid one joins the entry, which the quote header sends.
 * Read from a copy of the post, so the step's action reads its form as ever.
 */
async function takeBirthDate(request: Request, draft: VerifiedDraft) {
  const posted = birthDate.safeParse((await request.clone().formData()).get('Birthdate'))
  if (posted.success) await changeDraft(draft, isVerified, giveBirthDate(posted.data))
}

/**
 * Runs before every step's loader and action: the draft must be this session's and of this line
 * (else /404, see `wizardOf`), verified (else back to the SMS step, spec §8 1004), and the step one the draft has
 * reached (else the furthest it has, so an old tab or a typed URL never skips a step).
 */
export const loadWizard: MiddlewareFunction<Response> = async ({
  request,
  params,
  context,
  url,
}) => {
  const line = definitionByFlowPath(url.pathname)
  const session = await getSession(request)
  const draft = await ownDraft(session, params.draftId)
  if (!line || !draft || draft.product !== line.key) return
  const definition = lineDefinitionOf(line.key)
  if (!isVerifiedDraft(draft) || draft.data.verification.status !== 'verified') {
    throw redirect(`${definition.quotePage}?dogrulama=${draft.id}`)
  }
  if (request.method === 'POST' && draft.data.asksBirthDate) await takeBirthDate(request, draft)
  // A renewal's refused carried post is shown until the visitor posts a step themselves.
  if (request.method === 'POST' && draft.data.renewal?.refusal) {
    await changeDraft(draft, isVerified, clearCarriedRefusal())
  }
  const requested = requestedSegment(url, definition, draft.id)
  if (requested) {
    const allowed = allowedStep(definition, draft.data.step, requested)
    if (allowed !== requested) throw redirect(wizardPath(definition, draft.id, allowed))
  }
  context.set(wizardContext, {
    request,
    url,
    session,
    definition,
    draft,
    upstream: await upstreamContext({ request, context }, session),
  })
}
