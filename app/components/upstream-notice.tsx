import { telHref, useRootData } from './root-data.ts'

/** An upstream failure, said kindly, with the phone number as the way forward. */
export function UpstreamNotice({ message }: { message: string }) {
  const phone = useRootData()?.agency.phone
  return (
    <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <p className="font-semibold">{message}</p>
      {phone ? (
        <p className="mt-1 text-sm">
          Dilerseniz bize{' '}
          <a href={telHref(phone)} className="font-semibold underline">
            {phone}
          </a>{' '}
          numarasından ulaşabilirsiniz.
        </p>
      ) : null}
    </div>
  )
}
