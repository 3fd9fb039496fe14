import { Form } from 'react-router'
import { usePendingSubmission } from '~/components/forms/use-pending.ts'
import { Button } from '~/components/ui/button.tsx'
import { FormMessage } from '~/components/ui/form-message.tsx'
import { definitionOf } from '../../definitions.ts'
import { useWizardBase } from '../../wizard/base.ts'
import { wizardOf } from '../../wizard/context.server.ts'
import { actionAnswer } from '../../wizard/step-outcome.server.ts'
import { wizardPath } from '../../wizard/navigation.ts'
import { actOnAddress, loadAddress } from './address.server.ts'
import { addressStep } from './step.ts'
import { ChainForm, CodeForm, RegisteredForm } from './way-forms.tsx'
import type { Route } from './+types/route'
import { postedForm } from '~/utils/posted-form.server.ts'

export const loader = (args: Route.LoaderArgs) => loadAddress(wizardOf(args))

export const action = async (args: Route.ActionArgs) =>
  actionAnswer(await actOnAddress(wizardOf(args), await postedForm(args.request)))

const sectionClass = 'mt-6 rounded-lg border border-slate-200 p-4'

/** DASK and konut: the insured home by the UAVT chain, its code or the registered address. */
export default function AddressStep({
  loaderData: view,
  actionData: posted,
}: Route.ComponentProps) {
  // Its own post's answer, else, on a renewal, its answer to what was carried (decision 053).
  const actionData = posted ?? view.carried
  const base = useWizardBase()
  const action = wizardPath(definitionOf(base.productKey), base.draftId, addressStep.segment)
  const keeping = usePendingSubmission({ intent: 'devam' })
  const props = { draftId: base.draftId, action, actionData }
  return (
    <>
      {view.address ? (
        <section aria-labelledby="secili-adres" className={sectionClass}>
          <h2 id="secili-adres" className="text-lg font-semibold">
            Sigortalanacak adres
          </h2>
          <p className="mt-2">{view.address.fullAddress}</p>
          <p className="mt-1 text-sm text-slate-600">
            UAVT adres kodu {view.address.uavtNumber} · deprem risk bölgesi {view.address.riskZone}
          </p>
          <Form method="post" action={action} className="mt-4 grid gap-2">
            <FormMessage message={actionData?.form === 'keep' ? actionData.message : null} />
            <Button
              type="submit"
              name="intent"
              value="devam"
              pending={keeping}
              className="sm:w-auto"
            >
              Bu Adresle Devam Et
            </Button>
          </Form>
        </section>
      ) : (
        <p className="mt-4 text-slate-700">
          Sigortalanacak konutun adresini üç yoldan biriyle bulabilirsiniz. Adres, Ulusal Adres Veri
          Tabanı'ndaki (UAVT) kaydıyla eşleşmelidir.
        </p>
      )}
      <section id="adres-listesi" aria-labelledby="adres-listesi-baslik" className={sectionClass}>
        <h2 id="adres-listesi-baslik" className="text-lg font-semibold">
          {view.address ? 'Başka bir adres: listeden seçin' : 'Adresi listeden seçin'}
        </h2>
        <ChainForm {...props} chain={view.chain} defaults={view.chainDefaults} />
      </section>
      <section aria-labelledby="adres-kodu-baslik" className={sectionClass}>
        <h2 id="adres-kodu-baslik" className="text-lg font-semibold">
          UAVT adres kodunu girin
        </h2>
        <CodeForm {...props} />
      </section>
      <section aria-labelledby="kayitli-adres-baslik" className={sectionClass}>
        <h2 id="kayitli-adres-baslik" className="text-lg font-semibold">
          Nüfusta kayıtlı adresinizi kullanın
        </h2>
        {view.registeredAllowed ? (
          <RegisteredForm {...props} />
        ) : (
          <p className="mt-2 text-sm text-slate-700">
            Vergi kimlik numarasıyla nüfus kaydı sorgulanamaz. Şirketinize ait adresi listeden seçin
            ya da UAVT adres kodunu girin.
          </p>
        )}
      </section>
    </>
  )
}
