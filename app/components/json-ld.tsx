import { useNonce } from '~/utils/nonce.tsx'

/** Structured data for search engines; `<` is escaped so content can never close the script. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const nonce = useNonce()
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      // Browsers hide the nonce after parsing, so the hydrated value differs by design.
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  )
}
