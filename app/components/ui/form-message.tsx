import type { ReactNode } from 'react'

/** Why a form's last post failed (an upstream refusal, spec §8), above the form it belongs to. */
export function FormMessage({ message }: { message?: string | null }) {
  return message ? (
    <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
      {message}
    </p>
  ) : null
}

/** Something the form lacks but can do without for now, e.g. a list that could not be loaded. */
export function FormNotice({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm">
      {children}
    </p>
  )
}

/** A list the form chooses from did not load: the rest of the form still works meanwhile. */
export function UnloadedListNotice({ list }: { list: string }) {
  return <FormNotice>{`${list} şu anda yüklenemedi. Lütfen sayfayı yenileyin.`}</FormNotice>
}
