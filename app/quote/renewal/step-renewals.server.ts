import type { QuestionStepSegment } from '../definitions.ts'
import { addressRenewal } from '../steps/address/renewal.server.ts'
import { customerRenewal } from '../steps/customer/renewal.server.ts'
import { daskBuildingRenewal } from '../steps/dask-building/renewal.server.ts'
import { homeRenewal } from '../steps/home/renewal.server.ts'
import { insuredPeopleRenewal } from '../steps/insured-people/renewal.server.ts'
import { petRenewal } from '../steps/pet/renewal.server.ts'
import { phoneRenewal } from '../steps/phone/renewal.server.ts'
import { residenceRenewal } from '../steps/residence/renewal.server.ts'
import { travelRenewal } from '../steps/travel/renewal.server.ts'
import { vehicleRenewal } from '../steps/vehicle/renewal.server.ts'
import type { StepRenewal } from '../wizard/step-renewal.server.ts'

/**
 * What each step a line asks carries from a renewed policy, declared in the step's folder
 * (decision 073). Keyed by every such step of `definitions.ts`: a step without its declaration,
 * or with another step's, fails the type check.
 */
const stepRenewals: { [Segment in QuestionStepSegment]: StepRenewal<Segment> } = {
  bilgiler: customerRenewal,
  arac: vehicleRenewal,
  adres: addressRenewal,
  bina: daskBuildingRenewal,
  ev: homeRenewal,
  seyahat: travelRenewal,
  hayvan: petRenewal,
  cihaz: phoneRenewal,
  sigortalilar: insuredPeopleRenewal,
  ikamet: residenceRenewal,
}

/** The renewal a step declares; none for the offers step, which carries nothing. */
export const stepRenewalOf = (segment: string): StepRenewal | undefined =>
  Object.values<StepRenewal>(stepRenewals).find((renewal) => renewal.step.segment === segment)
