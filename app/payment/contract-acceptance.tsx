import { getInputProps, type FieldMetadata } from '@conform-to/react'
import { useAutoFocus } from '~/components/forms/first-invalid.ts'
import { FieldError } from '~/components/ui/field.tsx'
import type { ContractText } from './contracts.ts'

export const contractsTitle = 'Sözleşmeler'

/**
 * The one checkbox that accepts the pre-information form and the distance sales contract, whose
 * texts follow the checkout's button in full (ContractTexts) and are linked from here.
 */
export function ContractCheckbox({
  meta,
}: {
  meta: FieldMetadata<string | undefined | null | boolean>
}) {
  const focus = useAutoFocus(meta.name)
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          {...getInputProps(meta, { type: 'checkbox', value: 'on', ariaAttributes: true })}
          key={meta.key}
          aria-describedby={`${meta.errorId} sozlesme-metinleri`}
          className="mt-1 size-5 shrink-0 accent-brand-600"
          autoFocus={focus}
        />
        <label htmlFor={meta.id} className="text-sm">
          Ön Bilgilendirme Formu&apos;nu ve Mesafeli Satış Sözleşmesi&apos;ni okudum, kabul
          ediyorum.
        </label>
      </div>
      <p id="sozlesme-metinleri" className="ml-8 text-sm">
        <a href="#sozlesme-baslik" className="font-semibold text-brand-700 underline">
          Sözleşmelerin tam metni
        </a>{' '}
        bu sayfanın altındadır.
      </p>
      <FieldError meta={meta} />
    </div>
  )
}

/** The pre-information form and the distance sales contract, each in its own scrolling box. */
export function ContractTexts({ contracts }: { contracts: ContractText[] }) {
  return (
    <section aria-labelledby="sozlesme-baslik" className="mt-6">
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
    </section>
  )
}
