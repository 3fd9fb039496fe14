import { data } from 'react-router'

/**
 * What a step made of a form: a redirect (on to the next step, back to its own page, or to the
 * SMS verification), or its page again with its answer (the form as sent and why it stays). Its
 * action answers the browser with it; a renewal reads it to know where a carried form stopped.
 */
export type StepOutcome<Answer> = { redirect: Response } | { answer: Answer; status: number }

/** The step's page again with `answer`: 400 for a refusal, 200 for a form only filled further. */
export const stay = <Answer>(answer: Answer, status = 400): StepOutcome<Answer> => ({
  answer,
  status,
})

/** The outcome as the step's action answers the browser. */
export const actionAnswer = <Answer>(outcome: StepOutcome<Answer>) =>
  'redirect' in outcome ? outcome.redirect : data(outcome.answer, { status: outcome.status })
