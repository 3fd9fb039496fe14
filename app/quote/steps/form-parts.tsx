import { usePendingSubmission } from '~/components/forms/use-pending.ts'
import { Button } from '~/components/ui/button.tsx'

const alertClass = 'rounded-md border p-3 text-sm'

/**
 * The alerts above a step's form: the message of its last submit (the provider refused, spec §8)
 * and, when a list the form needs did not load, what to do about it.
 */
export function FormAlerts({ message, listFailure }: { message?: string; listFailure?: string }) {
  return (
    <>
      {message ? (
        <p role="alert" className={`${alertClass} border-red-300 bg-red-50 text-red-800`}>
          {message}
        </p>
      ) : null}
      {listFailure ? (
        <p role="alert" className={`${alertClass} border-amber-300 bg-amber-50`}>
          {listFailure}
        </p>
      ) : null}
    </>
  )
}

/** The submit of a step whose form is the last before the offers: it opens the quote. */
export function GetOffersButton() {
  const pending = usePendingSubmission({ intent: 'teklif' })
  return (
    <Button
      type="submit"
      name="intent"
      value="teklif"
      pending={pending}
      className="w-full sm:w-auto"
    >
      Teklifleri Getir
    </Button>
  )
}
