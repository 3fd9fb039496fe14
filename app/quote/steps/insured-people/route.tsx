import type { ComponentProps } from 'react'
import { SelectField, TextField, type TextFieldProps } from '~/components/ui/field.tsx'
import { wizardOf } from '../../wizard/context.server.ts'
import { actionAnswer } from '../../wizard/step-outcome.server.ts'
import { QuoteStepForm, useQuoteStepForm } from '../quote-step-form.tsx'
import { genders, RadioGroup, yesNo } from './choices.tsx'
import { PolicyStartField, policyStartLabel } from '../policy-start/field.tsx'
import { FamilyList, familyRowLabels } from './family-list.tsx'
import { loadInsuredPeople, saveInsuredPeople } from './people.server.ts'
import { insuredPeopleStep } from './step.ts'
import type { Route } from './+types/route'
import { postedForm } from '~/utils/posted-form.server.ts'
import { StepSection } from '../step-section.tsx'

export const loader = (args: Route.LoaderArgs) => loadInsuredPeople(wizardOf(args))

export const action = async (args: Route.ActionArgs) =>
  actionAnswer(await saveInsuredPeople(wizardOf(args), await postedForm(args.request)))

/** A health declaration question, answered Evet or Hayır, and what it is when the answer is Evet. */
function HealthQuestion(props: {
  answer: ComponentProps<typeof RadioGroup>['meta']
  question: string
  detail: TextFieldProps['meta']
  detailLabel: string
}) {
  return (
    <>
      <RadioGroup meta={props.answer} legend={props.question} options={yesNo} />
      <TextField
        meta={props.detail}
        label={props.detailLabel}
        hint="Yanıtınız Evet ise yazınız."
        maxLength={300}
      />
    </>
  )
}

/** Tamamlayıcı and bireysel: the policyholder, the family list and the health declaration. */
export default function InsuredPeopleStep({
  loaderData: view,
  actionData: posted,
}: Route.ComponentProps) {
  // Its own post's answer, else, on a renewal, its answer to what was carried (decision 053).
  const actionData = posted ?? view.carried
  const { form, fields, stepForm } = useQuoteStepForm(insuredPeopleStep, view, actionData, () =>
    import('./schema.ts').then((m) => m.insuredPeopleSchema(view.line, view.holder.nationalNumber)),
  )
  // The fields in the order they appear, with their labels, for the error summary.
  const labels = {
    Gender: 'Cinsiyetiniz',
    ...familyRowLabels(fields.fam.getFieldList().length),
    Height: 'Boyunuz (cm)',
    Weight: 'Kilonuz (kg)',
    ChronicIllness: 'Kronik hastalık',
    ChronicIllnessDetail: 'Kronik hastalığınız',
    OngoingTreatment: 'Devam eden tedavi',
    OngoingTreatmentDetail: 'Devam eden tedaviniz',
    SgkActive: 'SGK kaydı',
    HospitalNetwork: 'Hastane ağı',
    PolicyStart: policyStartLabel,
  }
  return (
    <QuoteStepForm
      {...stepForm}
      labels={labels}
      unloadedList={view.listsFailed ? 'Seçim listeleri' : undefined}
    >
      <StepSection id="sigorta-ettiren" title="Sigorta ettiren">
        <p className="text-sm text-slate-700">
          {view.holder.name || 'Siz'} · doğum tarihi {view.holder.birthDate}
        </p>
        <RadioGroup meta={fields.Gender} legend={labels.Gender} options={genders} />
      </StepSection>
      <FamilyList
        meta={fields.fam}
        relations={view.relations}
        insertButton={form.insert.getButtonProps({
          name: fields.fam.name,
          defaultValue: { Individual: '1' },
        })}
        removeButton={(index) => form.remove.getButtonProps({ name: fields.fam.name, index })}
      />
      <StepSection id="saglik-beyani" title="Sağlık beyanı">
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField meta={fields.Height} mask="digits" label={labels.Height} maxLength={3} />
          <TextField meta={fields.Weight} mask="digits" label={labels.Weight} maxLength={3} />
        </div>
        <HealthQuestion
          answer={fields.ChronicIllness}
          question="Kronik bir hastalığınız var mı? (diyabet, hipertansiyon, astım gibi)"
          detail={fields.ChronicIllnessDetail}
          detailLabel={labels.ChronicIllnessDetail}
        />
        <HealthQuestion
          answer={fields.OngoingTreatment}
          question="Devam eden bir tedaviniz var mı?"
          detail={fields.OngoingTreatmentDetail}
          detailLabel={labels.OngoingTreatmentDetail}
        />
      </StepSection>
      {view.line === 'tamamlayici' ? (
        <StepSection id="sgk-ve-ag" title="SGK ve hastane ağı">
          <RadioGroup
            meta={fields.SgkActive}
            legend="SGK (genel sağlık sigortası) kaydınız aktif mi?"
            options={yesNo}
          />
          <SelectField
            meta={fields.HospitalNetwork}
            label={labels.HospitalNetwork}
            options={view.networks}
          />
        </StepSection>
      ) : null}
      <PolicyStartField meta={fields.PolicyStart} />
    </QuoteStepForm>
  )
}
