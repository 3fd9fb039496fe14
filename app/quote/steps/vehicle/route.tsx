import { Link } from 'react-router'
import { definitionOf } from '../../definitions.ts'
import { useWizardBase } from '../../wizard/base.ts'
import { wizardOf } from '../../wizard/context.server.ts'
import { actionAnswer } from '../../wizard/step-outcome.server.ts'
import { wizardPath } from '../../wizard/navigation.ts'
import { ConfirmForm, VehicleSummary } from './confirm-form.tsx'
import { linkClass, type VehicleFormProps } from './form-parts.tsx'
import { ManualForm } from './manual-form.tsx'
import { QueryForm } from './query-form.tsx'
import { vehicleStep } from './step.ts'
import { actOnVehicle, loadVehicle } from './vehicle.server.ts'
import type { Route } from './+types/route'
import { postedForm } from '~/utils/posted-form.server.ts'

export const loader = (args: Route.LoaderArgs) => loadVehicle(wizardOf(args))

export const action = async (args: Route.ActionArgs) =>
  actionAnswer(await actOnVehicle(wizardOf(args), await postedForm(args.request)))

/** Step 3, the vehicle: query by plate, confirm what was found or choose it from the lists. */
export default function VehicleStep({
  loaderData: view,
  actionData: posted,
}: Route.ComponentProps) {
  // Its own post's answer, else, on a renewal, its answer to what was carried (decision 053).
  const actionData = posted ?? view.carried
  const base = useWizardBase()
  const props: VehicleFormProps = { base, view, actionData }
  const definition = definitionOf(base.productKey)
  const here = wizardPath(definition, base.draftId, vehicleStep.segment)
  if (view.mode === 'query') {
    return (
      <>
        <p className="mt-4 text-slate-700">
          Aracınızı plakası ve ruhsat bilgisiyle sorgulayalım; bulduğumuz bilgileri onayladıktan
          sonra teklifleri getireceğiz.
        </p>
        <QueryForm {...props} />
      </>
    )
  }
  if (view.mode === 'manual') {
    return (
      <>
        {view.notFound && !view.vehicle ? (
          <p role="status" className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3">
            {view.notFound}
          </p>
        ) : (
          <p className="mt-4 text-slate-700">Aracınızın bilgilerini listeden seçin.</p>
        )}
        <ManualForm {...props} />
        <p className="mt-4">
          <Link to={`${here}?yeni=1`} className={linkClass}>
            Başka bir plaka sorgula
          </Link>
        </p>
      </>
    )
  }
  const vehicle = view.vehicle!
  return (
    <>
      <p className="mt-4 text-slate-700">
        {vehicle.corrected
          ? 'Seçtiğiniz araç bilgileri kaydedildi.'
          : 'Plakanıza kayıtlı aracı bulduk. Lütfen bilgileri kontrol edin.'}
      </p>
      <VehicleSummary vehicle={vehicle} />
      <p className="mt-3 flex flex-wrap gap-4 text-sm">
        <Link to={`${here}?duzelt=1`} className={linkClass}>
          Bilgiler yanlış, aracımı listeden seçeyim
        </Link>
        <Link to={`${here}?yeni=1`} className={linkClass}>
          Başka bir plaka sorgula
        </Link>
      </p>
      {view.refusal ? (
        <div
          role="alert"
          className="mt-6 rounded-md border border-red-300 bg-red-50 p-4 text-red-900"
        >
          <h2 className="font-semibold">Şu anda teklif verilemiyor</h2>
          <p className="mt-1">{view.refusal}</p>
          <p className="mt-2 text-sm">
            Sorularınız için bizi {base.agencyPhone} numarasından arayabilirsiniz.
          </p>
        </div>
      ) : (
        <ConfirmForm {...props} />
      )}
    </>
  )
}
