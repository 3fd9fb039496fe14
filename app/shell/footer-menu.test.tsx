import { renderToStaticMarkup } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { FooterMenu, type FooterItem } from './footer-menu.tsx'

function render(items: FooterItem[]) {
  const router = createMemoryRouter([
    { path: '/', element: <FooterMenu title="Kurumsal" items={items} /> },
  ])
  return renderToStaticMarkup(<RouterProvider router={router} />)
}

describe('footer menu items', () => {
  it('renders an item without a URL as plain text, never as "undefined"', () => {
    const html = render([
      { key: 'saat', name: 'Hafta içi 09.00–18.00', icon: 'saat' },
      { key: 'bos', name: 'Boş adres', url: '  ' },
      { key: 'yok', name: 'Adres yok', url: null },
    ])
    expect(html).not.toContain('<a')
    expect(html).not.toContain('undefined')
    expect(html).toContain('Hafta içi 09.00–18.00')
    expect(html).toContain('<svg')
  })

  it('renders internal, tel: and mailto: items as links and nests sub-items', () => {
    const html = render([
      {
        key: 'kurumsal',
        name: 'Hakkımızda',
        url: '/hakkimizda',
        subItem: [{ key: 'tel', name: '0354 212 34 56', url: 'tel:+903542123456' }],
      },
      { key: 'eposta', name: 'E-posta', url: 'mailto:iletisim@bozoksigorta.com.tr' },
    ])
    expect(html).toContain('href="/hakkimizda"')
    expect(html).toContain('href="tel:+903542123456"')
    expect(html).toContain('href="mailto:iletisim@bozoksigorta.com.tr"')
    expect(html.match(/<ul/g)).toHaveLength(2)
  })
})
