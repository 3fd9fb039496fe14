import { redirect } from 'react-router'
import { resumePath } from '../draft.server.ts'
import { wizardOf } from './context.server.ts'
import type { Route } from './+types/resume'

/** The draft's own address (`${flowRoute}/:draftId`) continues where the visitor left off. */
export function loader(args: Route.LoaderArgs) {
  throw redirect(resumePath(wizardOf(args).draft))
}
