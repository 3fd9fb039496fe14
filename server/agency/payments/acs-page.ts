import { randomBytes } from 'node:crypto'

/** The demo bank's 3D Secure (ACS) pages: plain HTML with their own CSP, readable without JavaScript. */

export const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  )

const style = `body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#111827}
h1{font-size:1.4rem}dl{display:grid;grid-template-columns:8rem 1fr;gap:.4rem}dt{color:#4b5563}
label{display:block;font-weight:600;margin-top:1rem}input{font-size:1.2rem;padding:.5rem;width:100%;box-sizing:border-box;border:1px solid #6b7280;border-radius:.4rem}
button{margin-top:1rem;font-size:1rem;padding:.7rem 1.2rem;border-radius:.4rem;border:0;background:#1e3a8a;color:#fff;font-weight:600;cursor:pointer}
button.secondary{background:#fff;color:#1e3a8a;border:1px solid #1e3a8a;margin-left:.5rem}
p.error{color:#991b1b;background:#fef2f2;border:1px solid #fca5a5;padding:.6rem;border-radius:.4rem}
p.staging{color:#78350f;background:#fffbeb;border:1px solid #f59e0b;padding:.6rem;border-radius:.4rem}`

export interface AcsPage {
  html: string
  csp: string
}

/** A page of the bank's own, its forms posting to itself and to `formTarget` only. */
export function page(
  title: string,
  body: string,
  formTarget: string | null,
  nonce?: string,
  extraStyle = '',
): AcsPage {
  const csp = [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    nonce ? `script-src 'nonce-${nonce}'` : "script-src 'none'",
    `form-action 'self'${formTarget ? ` ${formTarget}` : ''}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ')
  const html = `<!doctype html><html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)}</title><style>${style}${extraStyle}</style></head><body><main>${body}</main></body></html>`
  return { html, csp }
}

export interface AcsDetails {
  token: string
  merchant: string
  amount: string
  card: string
  bank: string
  /** A staging bank's code, shown on its page since no SMS carries it to anyone. */
  stagingCode?: string
}

/** Asks for the SMS code the bank sent to the card holder's phone (a staging bank shows it). */
export function codePage(details: AcsDetails, error?: string): AcsPage {
  const instruction = details.stagingCode
    ? `<p class="staging" id="deneme-kodu">Deneme ortamı: bu banka gerçek değildir ve SMS göndermez. Ödemeyi onaylamak için deneme kodunu giriniz: <strong>${escape(details.stagingCode)}</strong></p>`
    : '<p>Ödemeyi onaylamak için telefonunuza gönderilen 6 haneli doğrulama kodunu giriniz.</p>'
  return page(
    '3D Secure Doğrulama',
    `<h1>${escape(details.bank)} · 3D Secure Doğrulama</h1>
${instruction}
<dl><dt>İşyeri</dt><dd>${escape(details.merchant)}</dd><dt>Tutar</dt><dd>${escape(details.amount)}</dd><dt>Kart</dt><dd>${escape(details.card)}</dd></dl>
${error ? `<p class="error" role="alert" id="kod-hata">${escape(error)}</p>` : ''}
<form method="post" action="dogrula">
<input type="hidden" name="PaReq" value="${escape(details.token)}">
<label for="kod">SMS doğrulama kodu</label>
<input id="kod" name="Code" inputmode="numeric" autocomplete="one-time-code" maxlength="6" required${error ? ' aria-invalid="true" aria-describedby="kod-hata"' : ''}>
<button type="submit">Onayla</button><button type="submit" name="Cancel" value="1" class="secondary" formnovalidate>İptal</button>
</form>`,
    null,
  )
}

/** Posts the signed 3D result back to the merchant: at once with JavaScript, by the button without. */
export function returnPage(
  returnUrl: string,
  fields: Record<string, string>,
  note: string,
): AcsPage {
  const nonce = randomBytes(16).toString('base64')
  const inputs = Object.entries(fields)
    .map(([k, v]) => `<input type="hidden" name="${escape(k)}" value="${escape(v)}">`)
    .join('')
  return page(
    '3D Secure Doğrulama',
    `<h1>3D Secure Doğrulama</h1><p>${escape(note)}</p>
<form id="donus" method="post" action="${escape(returnUrl)}">${inputs}<button type="submit">Mağazaya Dön</button></form>
<script nonce="${nonce}">document.getElementById('donus').submit()</script>`,
    new URL(returnUrl).origin,
    nonce,
  )
}
