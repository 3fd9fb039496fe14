import { createContext, useContext, type ReactNode } from 'react'

// The header's menus and contact strip and the footer are the same HTML for every visitor but
// for the active main link, and rendering them was a fifth of a page's server time (decision
// 050). The server renders the inside of each such element once per variant
// (shell-parts.server.tsx, from app/entry.server.tsx) and hands the copies down here; in the
// browser the context is empty and each element renders its children, which hydrate against
// the copy, since the copy is React's own server rendering of those same children.

/** The shell's elements the server keeps copies of. */
export type ShellPartName = 'iletisim-seridi' | 'ana-menu' | 'mobil-menu' | 'alt-bilgi'

/** The inside of each part as the server rendered it for this page's address. */
export type ShellCopies = Partial<Record<ShellPartName, string>>

const ShellCopiesContext = createContext<ShellCopies>({})
export const ShellCopiesProvider = ShellCopiesContext.Provider

/**
 * The inside of one element of the shell, as its props: on the server the copy of `part`, in
 * the browser (or without a copy) `children`.
 */
export function useShellPart(part: ShellPartName, children: ReactNode) {
  const html = useContext(ShellCopiesContext)[part]
  return html === undefined ? { children } : { dangerouslySetInnerHTML: { __html: html } }
}
