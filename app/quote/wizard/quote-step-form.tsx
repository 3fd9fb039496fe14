import type { FormMetadata } from '@conform-to/react'
import type { ReactNode } from 'react'
import { ConformForm } from '~/components/forms/conform-form.tsx'
import { usePendingSubmission } from '~/components/forms/use-pending.ts'
import { Button } from '~/components/ui/button.tsx'
import { definitionOf } from '../definitions.ts'
import { useWizardBase } from './base.ts'
import { wizardPath } from './navigation.ts'

/**
 * The form of a line's last step before the offers: it posts to the step, says above its fields
 * why the quote could not be opened (spec §8) or that a list could not be loaded, and ends with
 * "Teklifleri Getir".
 */
export function QuoteStepForm<Schema extends Record<string, unknown>>({
  form,
  segment,
  message,
  listsFailed,
  listsText,
  className = 'mt-6 grid gap-4',
  children,
}: {
  form: FormMetadata<Schema, string[]>
  segment: string
  message?: string
  listsFailed: boolean
  listsText: string
  className?: string
  children: ReactNode
}) {
  const base = useWizardBase()
  const saving = usePendingSubmission({ intent: 'kaydet' })
  return (
    <ConformForm
      form={form}
      method="post"
      action={wizardPath(definitionOf(base.productKey), base.quoteId, segment)}
      className={className}
    >
      {message ? (
        <p
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800"
        >
          {message}
        </p>
      ) : null}
      {listsFailed ? (
        <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm">
          {listsText} Lütfen sayfayı yenileyin.
        </p>
      ) : null}
      {children}
      <Button
        type="submit"
        name="intent"
        value="kaydet"
        pending={saving}
        className="w-full sm:w-auto"
      >
        Teklifleri Getir
      </Button>
    </ConformForm>
  )
}
