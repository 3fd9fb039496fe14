import type { Visitor } from '~/platform/request-context.ts'
import { draftStore } from '../draft.server.ts'
import { actOnAddress } from '../steps/address/address.server.ts'
import { addressStep } from '../steps/address/step.ts'
import { saveCustomer } from '../steps/customer/customer.server.ts'
import { customerStep } from '../steps/customer/step.ts'
import { saveBuilding } from '../steps/dask-building/building.server.ts'
import { daskBuildingStep } from '../steps/dask-building/step.ts'
import { saveHome } from '../steps/home/home.server.ts'
import { homeStep } from '../steps/home/step.ts'
import { saveInsuredPeople } from '../steps/insured-people/people.server.ts'
import { insuredPeopleStep } from '../steps/insured-people/step.ts'
import { actOnPet } from '../steps/pet/pet.server.ts'
import { petStep } from '../steps/pet/step.ts'
import { actOnPhone } from '../steps/phone/phone.server.ts'
import { phoneStep } from '../steps/phone/step.ts'
import { saveResidence } from '../steps/residence/residence.server.ts'
import { residenceStep } from '../steps/residence/step.ts'
import { saveTravel } from '../steps/travel/travel.server.ts'
import { travelStep } from '../steps/travel/step.ts'
import { vehicleStep } from '../steps/vehicle/step.ts'
import { actOnVehicle } from '../steps/vehicle/vehicle.server.ts'
import type { Wizard } from '../wizard/context.server.ts'
import { carriedPosts, type CarriedPost } from './carry-over.ts'

type StepAction = (wizard: Wizard, form: FormData, visitor: Visitor) => Promise<unknown> | unknown

/** Each step's own action, as its route calls it with a posted form. */
const stepActions: Record<string, StepAction> = {
  [customerStep.segment]: saveCustomer,
  [addressStep.segment]: actOnAddress,
  [daskBuildingStep.segment]: saveBuilding,
  [homeStep.segment]: saveHome,
  [insuredPeopleStep.segment]: saveInsuredPeople,
  [petStep.segment]: actOnPet,
  [phoneStep.segment]: actOnPhone,
  [residenceStep.segment]: saveResidence,
  [travelStep.segment]: saveTravel,
  [vehicleStep.segment]: actOnVehicle,
}

const formOf = (post: CarriedPost) => {
  const form = new FormData()
  for (const [name, value] of Object.entries(post.form)) form.append(name, value)
  return form
}

/** A post went through: its step redirected on (not back to the SMS verification). */
const wentOn = (answer: unknown) =>
  answer instanceof Response &&
  answer.status >= 300 &&
  answer.status < 400 &&
  !(answer.headers.get('Location') ?? '').includes('dogrulama=')

/**
 * The data of a step's answer that is not a redirect: what its page shows (`data(…)`'s). A step
 * that failed (threw) refused nothing the customer could correct: nothing is kept.
 */
const answerData = (answer: unknown): unknown =>
  answer instanceof Response ||
  answer instanceof Error ||
  answer === null ||
  typeof answer !== 'object'
    ? undefined
    : 'init' in answer && 'data' in answer
      ? answer.data
      : answer

/**
 * Right after a renewal draft's verification: each step is posted as its own form with the old
 * quote's subject (carry-over.ts), through the step's own action, so its checks, upstream
 * lookups and record are exactly a visitor's. The first post a step refuses stops the run there:
 * that step needs the customer's decision, and its answer (the carried values, the errors, the
 * message) is kept for that step's page (`useStepAnswer`). The fields are dropped once used, so
 * this runs once.
 */
export async function carryOverRenewal(wizard: Wizard): Promise<void> {
  const { definition, draft, upstream } = wizard
  const renewal = draft.data.renewal
  const customer = draft.data.customer
  if (!renewal?.fields || !customer) return
  const posts = carriedPosts(definition.key, renewal.fields, renewal.endsOn, customer)
  draft.data.renewal = { ...renewal, fields: null }
  await draftStore().save(draft)
  const order = definition.steps.map((s) => s.segment)
  for (const post of posts) {
    const at = order.indexOf(draft.data.step ?? '')
    // A step the flow skips (a passport traveller's information) is not posted.
    if (order.indexOf(post.segment) < at) continue
    if (post.segment !== draft.data.step) return
    const answer = await Promise.resolve()
      .then(() => stepActions[post.segment]?.(wizard, formOf(post), upstream.visitor ?? {}))
      .catch((thrown: unknown) => thrown)
    if (!wentOn(answer)) return keepRefusal(draft.id, post.segment, answerData(answer))
  }
}

/** The refused step's answer on the draft as stored (a refused action saves nothing of its own). */
async function keepRefusal(draftId: string, segment: string, answer: unknown) {
  if (answer === undefined) return
  const stored = await draftStore().get(draftId)
  if (!stored?.data.renewal) return
  stored.data.renewal = { ...stored.data.renewal, refusal: { segment, answer } }
  await draftStore().save(stored)
}
