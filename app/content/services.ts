export type { ServiceContent, ServiceKey } from './services/service-content.ts'
import type { ServiceContent } from './services/service-content.ts'
import { kasko, zorunluTrafik } from './services/vehicle.ts'
import { bireyselSaglik, seyahatSaglik, tamamlayiciSaglik } from './services/health.ts'
import { evcilHayvan } from './services/pet.ts'
import { konut, zorunluDeprem } from './services/home.ts'
import { cepTelefonu } from './services/phone.ts'

/** Pages list the services in this order. */
export const services: ServiceContent[] = [
  kasko,
  zorunluTrafik,
  bireyselSaglik,
  tamamlayiciSaglik,
  seyahatSaglik,
  evcilHayvan,
  konut,
  zorunluDeprem,
  cepTelefonu,
]
