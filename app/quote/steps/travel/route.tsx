import { getCollectionProps, type FieldMetadata } from '@conform-to/react'
import { DatePickerField } from '~/components/ui/date-picker-field.tsx'
import { FieldError, SelectField, TextField } from '~/components/ui/field.tsx'
import { isoDayFromToday } from '../../rules/calendar.ts'
import { wizardOf } from '../../wizard/context.server.ts'
import { PassportHolderFields, passportHolderLabels } from '../passport-holder/fields.tsx'
import { QuoteStepForm, useQuoteStepForm } from '../quote-step-form.tsx'
import { travelStep } from './step.ts'
import { loadTravel, saveTravel, type CountryGroup } from './travel.server.ts'
import type { Route } from './+types/route'
import { postedForm } from '~/utils/posted-form.server.ts'

export const loader = (args: Route.LoaderArgs) => loadTravel(wizardOf(args))

export const action = async (args: Route.ActionArgs) =>
  saveTravel(wizardOf(args), await postedForm(args.request))

/** Seyahat: a passport holder's own details, the destinations, the trip's dates and purpose. */
export default function TravelStep({ loaderData: view, actionData }: Route.ComponentProps) {
  const { fields, stepForm } = useQuoteStepForm(travelStep, view, actionData, () =>
    import('./schema.ts').then((m) => m.travelSchema(view.byPassport)),
  )
  // The fields in the order they appear, with their labels, for the error summary.
  const labels = {
    ...(view.byPassport ? passportHolderLabels : {}),
    DestinationCountries: 'Gideceğiniz ülkeler',
    TravelStartDate: 'Gidiş tarihi',
    TravelEndDate: 'Dönüş tarihi',
    TravelPurpose: 'Seyahat amacı',
    TravelPurposeOther: 'Diğer seyahat amacı',
  }
  return (
    <QuoteStepForm
      {...stepForm}
      labels={labels}
      unloadedList={view.listsFailed ? 'Ülke listesi' : undefined}
    >
      {view.byPassport ? <PassportHolderFields fields={fields} /> : null}
      <Countries meta={fields.DestinationCountries} groups={view.groups} />
      <div className="grid gap-4 sm:grid-cols-2">
        <DatePickerField
          meta={fields.TravelStartDate}
          label={labels.TravelStartDate}
          hint="Bugün ya da sonrası."
          min={isoDayFromToday(0)}
        />
        <DatePickerField
          meta={fields.TravelEndDate}
          label={labels.TravelEndDate}
          hint="Gidişten sonra, en fazla bir yıl içinde."
          min={isoDayFromToday(1)}
        />
      </div>
      <SelectField
        meta={fields.TravelPurpose}
        label={labels.TravelPurpose}
        options={view.purposes}
      />
      <TextField
        meta={fields.TravelPurposeOther}
        label={labels.TravelPurposeOther}
        hint="Seyahat amacı Diğer ise yazınız."
        maxLength={100}
      />
    </QuoteStepForm>
  )
}

/**
 * The destinations as checkboxes by group (a multi-select that needs no script); the Schengen
 * group is open and its countries are marked, since its visa asks for a set medical cover.
 */
function Countries({
  meta,
  groups,
}: {
  meta: FieldMetadata<string[] | undefined>
  groups: CountryGroup[]
}) {
  // One box ticked comes back from a post as its one value, not as a list.
  const initial = meta.initialValue
  const chosen = new Set(typeof initial === 'string' ? [initial] : (initial ?? []))
  return (
    <fieldset aria-describedby={meta.errorId} id={meta.id} tabIndex={-1}>
      <legend className="text-sm font-medium text-slate-800">Gideceğiniz ülkeler</legend>
      <p className="mt-1 text-xs text-slate-600">
        Uğrayacağınız tüm ülkeleri işaretleyin; fiyat en geniş bölgeye göre hesaplanır.
      </p>
      {groups.map((group) => {
        const boxes = getCollectionProps(meta, {
          type: 'checkbox',
          options: group.countries.map((c) => c.id),
        })
        return (
          <details
            key={group.key}
            open={group.schengen || group.countries.some((c) => chosen.has(c.id))}
            className="mt-2 rounded-md border border-slate-200 p-3"
          >
            <summary className="cursor-pointer font-medium">
              {group.name} ({group.countries.length})
            </summary>
            <ul className="mt-2 grid gap-1 sm:grid-cols-2 lg:grid-cols-3">
              {group.countries.map((country, i) => {
                const box = boxes[i]!
                return (
                  <li key={country.id} className="flex items-start gap-2">
                    <input
                      {...box}
                      key={box.key}
                      className="mt-1 size-4 shrink-0 accent-brand-600"
                    />
                    <label htmlFor={box.id} className="text-sm">
                      {country.name}
                      {group.schengen ? (
                        <span className="text-xs text-brand-700"> (Schengen)</span>
                      ) : null}
                    </label>
                  </li>
                )
              })}
            </ul>
          </details>
        )
      })}
      <FieldError meta={meta} />
    </fieldset>
  )
}
