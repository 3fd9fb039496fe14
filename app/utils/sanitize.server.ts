import sanitizeHtml from 'sanitize-html'

/** Content-service HTML is rendered as-is only after this: no scripts, styles or event handlers. */
export function sanitizeContent(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'h2',
      'h3',
      'h4',
      'p',
      'ul',
      'ol',
      'li',
      'strong',
      'b',
      'em',
      'i',
      'a',
      'br',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
      'caption',
      'blockquote',
      'abbr',
      'small',
      'span',
    ],
    allowedAttributes: { a: ['href', 'title'], th: ['scope'], abbr: ['title'] },
    allowedSchemes: ['https', 'http', 'mailto', 'tel'],
    // Headings inside content must not compete with the page's own h1.
    transformTags: { h1: 'h2' },
  })
}

export function plainText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim()
}
