import { SelectField, TextField } from '~/components/ui/field.tsx'
import { wizardOf } from '../../wizard/context.server.ts'
import { QuoteStepForm, useQuoteStepForm } from '../quote-step-form.tsx'
import { genders, RadioGroup, yesNo } from './choices.tsx'
import { PolicyStartField } from '../policy-start/field.tsx'
import { FamilyList } from './family-list.tsx'
import { loadInsuredPeople, saveInsuredPeople } from './people.server.ts'
import { insuredPeopleStep } from './step.ts'
import type { Route } from './+types/route'
import { postedForm } from '~/utils/posted-form.server.ts'

export const loader = (args: Route.LoaderArgs) => loadInsuredPeople(wizardOf(args))

export const action = async (args: Route.ActionArgs) =>
  saveInsuredPeople(wizardOf(args), await postedForm(args.request))

const sectionClass = 'grid gap-3'

/** Tamamlayıcı and bireysel: the policyholder, the family list and the health declaration. */
export default function InsuredPeopleStep({ loaderData: view, actionData }: Route.ComponentProps) {
  const [form, fields] = useQuoteStepForm(
    () =>
      import('./schema.ts').then((m) =>
        m.insuredPeopleSchema(view.line, view.holder.nationalNumber),
      ),
    insuredPeopleStep.segment,
    view,
    actionData,
  )
  return (
    <QuoteStepForm
      form={form}
      segment={insuredPeopleStep.segment}
      message={actionData?.message}
      unloadedList={view.listsFailed ? 'Seçim listeleri' : undefined}
    >
      <section aria-labelledby="sigorta-ettiren" className={sectionClass}>
        <h2 id="sigorta-ettiren" className="text-lg font-semibold">
          Sigorta ettiren
        </h2>
        <p className="text-sm text-slate-700">
          {view.holder.name || 'Siz'} · doğum tarihi {view.holder.birthDate}
        </p>
        <RadioGroup meta={fields.Gender} legend="Cinsiyetiniz" options={genders} />
      </section>
      <FamilyList
        meta={fields.fam}
        relations={view.relations}
        insertButton={form.insert.getButtonProps({
          name: fields.fam.name,
          defaultValue: { Individual: '1' },
        })}
        removeButton={(index) => form.remove.getButtonProps({ name: fields.fam.name, index })}
      />
      <section aria-labelledby="saglik-beyani" className={sectionClass}>
        <h2 id="saglik-beyani" className="text-lg font-semibold">
          Sağlık beyanı
        </h2>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField meta={fields.Height} mask="digits" label="Boyunuz (cm)" maxLength={3} />
          <TextField meta={fields.Weight} mask="digits" label="Kilonuz (kg)" maxLength={3} />
        </div>
        <RadioGroup
          meta={fields.ChronicIllness}
          legend="Kronik bir hastalığınız var mı? (diyabet, hipertansiyon, astım gibi)"
          options={yesNo}
        />
        <TextField
          meta={fields.ChronicIllnessDetail}
          label="Kronik hastalığınız"
          hint="Yanıtınız Evet ise yazınız."
          maxLength={300}
        />
        <RadioGroup
          meta={fields.OngoingTreatment}
          legend="Devam eden bir tedaviniz var mı?"
          options={yesNo}
        />
        <TextField
          meta={fields.OngoingTreatmentDetail}
          label="Devam eden tedaviniz"
          hint="Yanıtınız Evet ise yazınız."
          maxLength={300}
        />
      </section>
      {view.line === 'tamamlayici' ? (
        <section aria-labelledby="sgk-ve-ag" className={sectionClass}>
          <h2 id="sgk-ve-ag" className="text-lg font-semibold">
            SGK ve hastane ağı
          </h2>
          <RadioGroup
            meta={fields.SgkActive}
            legend="SGK (genel sağlık sigortası) kaydınız aktif mi?"
            options={yesNo}
          />
          <SelectField meta={fields.HospitalNetwork} label="Hastane ağı" options={view.networks} />
        </section>
      ) : null}
      <PolicyStartField meta={fields.PolicyStart} />
    </QuoteStepForm>
  )
}
