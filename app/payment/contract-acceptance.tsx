import { getInputProps, type FieldMetadata } from '@conform-to/react'
import { useAutoFocus } from '~/components/forms/first-invalid.ts'
import { FieldError } from '~/components/ui/field.tsx'
import type { ContractText } from './contracts.ts'

export const contractsTitle = 'Sözleşmeler'

/**
 * The pre-information form and the distance sales contract, each in full in its own scrolling
 * box, and the one checkbox that accepts both.
 */
export function ContractAcceptance({
  contracts,
  meta,
}: {
  contracts: ContractText[]
  meta: FieldMetadata<string | undefined | null | boolean>
}) {
  const focus = useAutoFocus(meta.name)
  return (
    <section aria-labelledby="sozlesme-baslik">
      <h2 id="sozlesme-baslik" className="text-lg font-semibold">
        {contractsTitle}
      </h2>
      {contracts.map((contract) => (
        <section
          key={contract.slug}
          aria-labelledby={`${contract.slug}-baslik`}
          tabIndex={0}
          className="mt-3 max-h-56 overflow-y-auto rounded-md border border-slate-300 bg-slate-50 p-3 text-sm"
          data-testid={contract.slug}
        >
          <h3 id={`${contract.slug}-baslik`} className="font-semibold">
            {contract.title}
          </h3>
          {contract.paragraphs.map((p) => (
            <p key={p} className="mt-2">
              {p}
            </p>
          ))}
        </section>
      ))}
      <div className="mt-3 flex items-start gap-3">
        <input
          {...getInputProps(meta, { type: 'checkbox', value: 'on', ariaAttributes: true })}
          key={meta.key}
          aria-describedby={meta.errorId}
          className="mt-1 size-5 shrink-0 accent-brand-600"
          autoFocus={focus}
        />
        <label htmlFor={meta.id} className="text-sm">
          Ön Bilgilendirme Formu&apos;nu ve Mesafeli Satış Sözleşmesi&apos;ni okudum, kabul
          ediyorum.
        </label>
      </div>
      <FieldError meta={meta} />
    </section>
  )
}
