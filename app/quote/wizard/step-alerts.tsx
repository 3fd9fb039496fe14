import { FormMessage, FormNotice } from '~/components/ui/form-message.tsx'

/**
 * What a step's form says above its fields: the last failure (a refused quote, spec §8) and, when
 * a select list could not be loaded, that the page should be refreshed.
 */
export function StepAlerts({
  message,
  listsFailed,
  listsText,
}: {
  message?: string
  listsFailed: boolean
  listsText: string
}) {
  return (
    <>
      <FormMessage message={message} />
      {listsFailed ? <FormNotice>{listsText} Lütfen sayfayı yenileyin.</FormNotice> : null}
    </>
  )
}
