import { Link } from 'react-router'
import { definitionOf } from '../../definitions.ts'
import { useWizardBase } from '../../wizard/base.ts'
import { wizardPath } from '../../wizard/navigation.ts'
import { addressStep } from './step.ts'

/** The insured home as the steps after the address step show it. */
export interface InsuredHome {
  fullAddress: string
  uavtNumber: string
  /** DASK risk group, 1 (highest hazard) to 7. */
  riskZone: number
}

/** The home the answers below are about, and the way back to choose another. */
export function InsuredHomeSummary({ home }: { home: InsuredHome }) {
  const base = useWizardBase()
  const change = wizardPath(definitionOf(base.productKey), base.draftId, addressStep.segment)
  return (
    <section
      aria-labelledby="sigortalanacak-konut"
      className="mt-6 rounded-lg border border-slate-200 p-4"
    >
      <h2 id="sigortalanacak-konut" className="text-lg font-semibold">
        Sigortalanacak adres
      </h2>
      <p className="mt-2">{home.fullAddress}</p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-medium text-slate-600">UAVT adres kodu</dt>
        <dd>{home.uavtNumber}</dd>
        <dt className="font-medium text-slate-600">Deprem risk grubu</dt>
        <dd>{home.riskZone}. grup</dd>
      </dl>
      <p className="mt-3 text-sm">
        <Link to={change} className="font-semibold text-brand-700 underline">
          Adresi değiştir
        </Link>
      </p>
    </section>
  )
}
