import type { FieldMetadata } from '@conform-to/react'
import type { ButtonHTMLAttributes } from 'react'
import { Button } from '~/components/ui/button.tsx'
import { SelectField, TextField } from '~/components/ui/field.tsx'
import { genders } from './choices.tsx'
import { MAX_FAMILY } from './limits.ts'
import { StepSection } from '../step-section.tsx'

// conform's metadata carries the whole form's schema; this list reads only its own rows.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnySchema = Record<string, any>

type Row = {
  Relation: string
  Name: string
  NationalNumber: string
  Birthdate: string
  Gender: string
  Individual?: string
}

/**
 * Spec §3's repeatable list `fam`: a row per family member (relation, name, T.C. kimlik number,
 * birth date, gender). "Ekle" and "Kaldır" are conform's list buttons: with JavaScript they
 * change the list in place, without it they post and the server answers with the list changed
 * and everything typed kept.
 */
type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement>

const rowLabels = {
  Relation: 'Yakınlık',
  Name: 'Adı ve soyadı',
  NationalNumber: 'T.C. kimlik numarası',
  Birthdate: 'Doğum tarihi',
  Gender: 'Cinsiyet',
}

/** The fields of `count` rows as conform names them, with the labels an error summary gives them. */
export function familyRowLabels(count: number): Record<string, string> {
  return Object.fromEntries(
    Array.from({ length: count }, (_, index) =>
      Object.entries(rowLabels).map(([name, label]) => [
        `fam[${index}].${name}`,
        `${index + 1}. aile bireyi, ${label.toLocaleLowerCase('tr')}`,
      ]),
    ).flat(),
  )
}

export function FamilyList({
  insertButton,
  removeButton,
  meta,
  relations,
}: {
  /** conform's list buttons (form.insert, form.remove) for this list. */
  insertButton: ButtonProps
  removeButton: (index: number) => ButtonProps
  meta: FieldMetadata<Row[] | undefined, AnySchema, string[]>
  relations: { id: string; name: string }[]
}) {
  const rows = meta.getFieldList()
  return (
    <StepSection id="aile-bireyleri" title="Aile bireyleri">
      <p className="text-sm text-slate-700">
        Poliçeye eşinizi, çocuklarınızı ya da anne ve babanızı ekleyebilirsiniz; her kişinin primi
        yaşına göre ayrı hesaplanır.
      </p>
      {rows.map((row, index) => {
        const field = row.getFieldset()
        return (
          <fieldset key={row.key} className="grid gap-3 rounded-md border border-slate-200 p-3">
            <legend className="px-1 font-medium">{index + 1}. aile bireyi</legend>
            <input type="hidden" name={field.Individual.name} value="1" />
            <div className="grid gap-3 sm:grid-cols-2">
              <SelectField meta={field.Relation} label={rowLabels.Relation} options={relations} />
              <TextField meta={field.Name} mask="name" label={rowLabels.Name} autoComplete="off" />
              <TextField
                meta={field.NationalNumber}
                mask="digits"
                label={rowLabels.NationalNumber}
                maxLength={11}
                autoComplete="off"
              />
              <TextField
                meta={field.Birthdate}
                mask="date"
                label={rowLabels.Birthdate}
                placeholder="GG.AA.YYYY"
                maxLength={10}
              />
              <SelectField meta={field.Gender} label={rowLabels.Gender} options={genders} />
            </div>
            <Button
              variant="secondary"
              className="sm:w-auto sm:justify-self-start"
              {...removeButton(index)}
              aria-label={`${index + 1}. aile bireyini kaldır`}
            >
              Kaldır
            </Button>
          </fieldset>
        )
      })}
      {rows.length < MAX_FAMILY ? (
        <Button variant="secondary" className="sm:w-auto sm:justify-self-start" {...insertButton}>
          Ekle
        </Button>
      ) : null}
    </StepSection>
  )
}
