import { ListRoundTripButton } from '~/components/forms/list-round-trip.tsx'
import { SelectField, TextAreaField, TextField } from '~/components/ui/field.tsx'
import { QuoteStepForm, useQuoteStepForm } from '../quote-step-form.tsx'
import { wizardOf } from '../../wizard/context.server.ts'
import { actionAnswer } from '../../wizard/step-outcome.server.ts'
import { PolicyStartField, policyStartLabel } from '../policy-start/field.tsx'
import { chooseSpecies, loadPet, savePet } from './pet.server.ts'
import { petStep } from './step.ts'
import type { Route } from './+types/route'
import { postedForm } from '~/utils/posted-form.server.ts'

export const loader = (args: Route.LoaderArgs) => loadPet(wizardOf(args))

export async function action(args: Route.ActionArgs) {
  const form = await postedForm(args.request)
  const save = form.get('intent') === 'tur-sec' ? chooseSpecies : savePet
  return actionAnswer(await save(wizardOf(args), form))
}

const yesNo = [
  { id: 'evet', name: 'Evet' },
  { id: 'hayir', name: 'Hayır' },
]
/** The step's fields in the order they appear, with their labels (the age's without the legend). */
const fieldLabels = {
  HayvanTuru: 'Türü',
  HayvanIrki: 'Irkı',
  HayvanDogumTarihi: 'Doğum tarihi',
  HayvanYasYil: 'Yaşı (yıl)',
  HayvanYasAy: 'Yaşı (ay)',
  HayvanCinsiyeti: 'Cinsiyeti',
  Kisir: 'Kısırlaştırıldı mı?',
  MikrocipNo: 'Mikroçip numarası',
  OnHastalik: 'Bilinen bir hastalığı ya da geçirdiği bir ameliyat var mı?',
  OnHastalikAciklama: 'Varsa hastalığı ve tedavisi',
  PolicyStart: policyStartLabel,
}

/** Evcil hayvan: species, then its breeds; age, sex, neutering, microchip and known illness. */
export default function PetStep({ loaderData: view, actionData: posted }: Route.ComponentProps) {
  // Its own post's answer, else, on a renewal, its answer to what was carried (decision 053).
  const actionData = posted ?? view.carried
  const { form, fields, stepForm } = useQuoteStepForm(petStep, view, actionData, () =>
    import('./schema.ts').then((m) => m.petSchema),
  )
  const breeds = view.lists.breeds[String(fields.HayvanTuru.value ?? '')] ?? []
  return (
    <>
      <p className="mt-4 text-slate-700">
        Kediniz ya da köpeğiniz için teklif alalım. Sigorta şirketleri 3 aylık ile 8 yaş arasındaki,
        mikroçipli hayvanları sigortalıyor.
      </p>
      <QuoteStepForm
        {...stepForm}
        labels={fieldLabels}
        unloadedList={view.lists.failed ? 'Irk listeleri' : undefined}
      >
        <div className="grid gap-3 sm:grid-cols-2">
          <div
            onChange={(event) => {
              const target = event.target
              if (target instanceof HTMLSelectElement && target.name === 'HayvanTuru') {
                form.update({ name: fields.HayvanIrki.name, value: '' })
              }
            }}
          >
            <SelectField
              meta={fields.HayvanTuru}
              label={fieldLabels.HayvanTuru}
              options={view.lists.species}
            />
            {/* Without JavaScript the breed list follows the species on this round trip. */}
            <ListRoundTripButton intent="tur-sec" className="mt-1">
              Irkları Getir
            </ListRoundTripButton>
          </div>
          <SelectField
            meta={fields.HayvanIrki}
            label={fieldLabels.HayvanIrki}
            options={breeds}
            emptyText="Önce türünü seçiniz"
          />
        </div>
        <fieldset className="grid gap-3 sm:grid-cols-3">
          <legend className="text-sm font-medium text-slate-800">
            Doğum tarihi ya da yaşı (biri yeterli)
          </legend>
          <TextField
            meta={fields.HayvanDogumTarihi}
            mask="date"
            label={fieldLabels.HayvanDogumTarihi}
            hint="GG.AA.YYYY"
            placeholder="GG.AA.YYYY"
          />
          <TextField
            meta={fields.HayvanYasYil}
            mask="digits"
            label="ya da yaşı: yıl"
            maxLength={2}
          />
          <TextField meta={fields.HayvanYasAy} mask="digits" label="ve ay" maxLength={2} />
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            meta={fields.HayvanCinsiyeti}
            label={fieldLabels.HayvanCinsiyeti}
            options={view.lists.sexes}
          />
          <SelectField meta={fields.Kisir} label={fieldLabels.Kisir} options={yesNo} />
        </div>
        <TextField
          meta={fields.MikrocipNo}
          mask="digits"
          label={fieldLabels.MikrocipNo}
          hint="15 haneli numara; aşı karnesinde ya da pet pasaportunda yazar."
          autoComplete="off"
          maxLength={19}
        />
        <SelectField meta={fields.OnHastalik} label={fieldLabels.OnHastalik} options={yesNo} />
        <TextAreaField
          meta={fields.OnHastalikAciklama}
          label={fieldLabels.OnHastalikAciklama}
          rows={3}
          maxLength={500}
        />
        <PolicyStartField meta={fields.PolicyStart} />
      </QuoteStepForm>
    </>
  )
}
