import { useEffect, useRef, type ReactNode } from 'react'
import type { FetcherWithComponents } from 'react-router'
import type { Option } from '~/components/forms/list-option.ts'

/**
 * Without JavaScript a select cannot bring the list that follows it: this button posts the form
 * with `intent`, and the page's action answers with that list and everything as typed. It stands
 * inside <noscript>, so a browser running scripts never shows it.
 */
export function ListRoundTripButton({
  intent,
  className,
  children,
}: {
  intent: string
  className?: string
  children: ReactNode
}) {
  return (
    <noscript>
      <button
        type="submit"
        name="intent"
        value={intent}
        formNoValidate
        className={[className, 'min-h-11 rounded font-semibold text-brand-700 underline']
          .filter(Boolean)
          .join(' ')}
      >
        {children}
      </button>
    </noscript>
  )
}

/**
 * With JavaScript, the options of a select that follows another's choice (city → county, brand →
 * model): the list the server rendered while it is the chosen one's, else the one `url` answers
 * for it, loaded by `fetcher` (typed by the caller with what that route answers). Asked for once
 * per choice, so a failed answer is not asked for again in a loop.
 */
export function useFollowingOptions<List extends { options: Option[] }>(
  fetcher: Pick<FetcherWithComponents<List>, 'data' | 'load'>,
  chosen: string,
  rendered: List,
  choiceOf: (list: List) => string,
  url: string,
): Option[] | undefined {
  const shown = [fetcher.data, rendered].find((list) => list && choiceOf(list) === chosen)?.options
  const listed = Boolean(shown)
  const askedFor = useRef('')
  useEffect(() => {
    if (chosen === '' || listed || askedFor.current === chosen) return
    askedFor.current = chosen
    void fetcher.load(url)
  }, [chosen, listed, fetcher, url])
  return shown
}
