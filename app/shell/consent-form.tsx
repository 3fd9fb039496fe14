import { useLocation } from 'react-router'

/** Cookie consent posts to a resource route that sets the cookies and comes back here. */
export const CONSENT_ACTION = '/cerez-tercihleri'

/** The current page without the consent dialog's own parameters: where its forms come back to. */
export function useReturnPath() {
  const location = useLocation()
  const params = new URLSearchParams(location.search)
  params.delete('modal')
  params.delete('sekme')
  const search = params.toString()
  return { returnTo: location.pathname + (search ? `?${search}` : ''), params, location }
}

/** Accepts every kind of cookie; the banner and the preferences dialog offer the same choice. */
export function AcceptAllButton() {
  return (
    <button
      type="submit"
      name="intent"
      value="kabul-et"
      className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-900 sm:px-5"
    >
      Kabul Et
    </button>
  )
}
