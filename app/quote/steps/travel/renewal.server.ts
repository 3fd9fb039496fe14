import { stepRenewal } from '../../wizard/step-renewal.server.ts'
import { travelStep } from './step.ts'

/** Nothing: a trip is not renewed, the next one has its own places and dates, asked here. */
export const travelRenewal = stepRenewal(travelStep)
