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
    </>
  )
}
