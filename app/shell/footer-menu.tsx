import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { ClockIcon, MailIcon, PhoneIcon, PinIcon } from './icons.tsx'

export type FooterIcon = 'konum' | 'telefon' | 'eposta' | 'saat'

/** A footer menu item in the shape the original site used (name, url, key, icon, subItem). */
export interface FooterItem {
  name: string
  url?: string | null
  key: string
  icon?: FooterIcon
  subItem?: FooterItem[]
}

const icons: Record<FooterIcon, () => ReactNode> = {
  konum: () => <PinIcon className="mt-0.5 size-4 shrink-0" />,
  telefon: () => <PhoneIcon className="mt-0.5 size-4 shrink-0" />,
  eposta: () => <MailIcon className="mt-0.5 size-4 shrink-0" />,
  saat: () => <ClockIcon className="mt-0.5 size-4 shrink-0" />,
}

/**
 * One item: a link when it has a URL, plain text when it has none. (The original rendered
 * "url undefined" as the link target; an item without an address is simply not a link.)
 */
export function FooterMenuItem({ item }: { item: FooterItem }) {
  const content = (
    <>
      {item.icon ? icons[item.icon]() : null}
      <span>{item.name}</span>
    </>
  )
  const url = item.url?.trim()
  const className = 'inline-flex items-start gap-2 py-1'
  let entry: ReactNode
  if (!url) entry = <span className={className}>{content}</span>
  else if (url.startsWith('/'))
    entry = (
      <Link to={url} className={`${className} hover:text-white hover:underline`}>
        {content}
      </Link>
    )
  else
    entry = (
      <a href={url} className={`${className} hover:text-white hover:underline`}>
        {content}
      </a>
    )
  return (
    <li>
      {entry}
      {item.subItem?.length ? (
        <ul className="ml-4">
          {item.subItem.map((sub) => (
            <FooterMenuItem key={sub.key} item={sub} />
          ))}
        </ul>
      ) : null}
    </li>
  )
}

export function FooterMenu({ title, items }: { title: string; items: FooterItem[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{title}</h2>
      <ul className="mt-3 space-y-1 text-sm">
        {items.map((item) => (
          <FooterMenuItem key={item.key} item={item} />
        ))}
      </ul>
    </div>
  )
}
