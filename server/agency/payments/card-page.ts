import { randomBytes } from 'node:crypto'
import { formatPremium, installmentText } from '../print/document.ts'
import { escape, page, type AcsPage } from './acs-page.ts'
import { bankOf, banks, installmentOptions } from './bank.ts'
import {
  cardFieldNames,
  cardRules,
  checkCard,
  type CardErrors,
  type CardField,
} from './card-check.ts'
import { cardBrandNames, formatCardNumber, formatExpiry, inRange } from './card-rules.ts'

/**
 * The provider's card page: the payer types the card here, on the provider's origin, so the
 * storefront never holds it. Plain HTML that works without JavaScript; its script groups the
 * number, names the brand, shows the card bank's installments and runs the server's own check
 * (checkCard) before posting.
 */

export const cardLabels: Record<CardField, string> = {
  CardHolderName: 'Kart üzerindeki ad soyad',
  CardNumber: 'Kart numarası',
  Expiry: 'Son kullanma tarihi (AA/YY)',
  Cvc: 'Güvenlik kodu (CVC)',
  Installments: 'Ödeme seçeneği',
}

const brandsText =
  'Visa, Mastercard, American Express, Troy, Discover, Diners Club, JCB ve China UnionPay kabul edilir.'

const cardStyle = `.row{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:.5rem}
fieldset{border:0;padding:0;margin:1rem 0 0}legend{font-weight:600}
fieldset label{font-weight:400;display:flex;gap:.5rem;align-items:center;margin-top:.4rem;min-height:2.75rem}
fieldset input{width:auto}.hint{font-size:.9rem;color:#4b5563;margin:.3rem 0 0}
.field-error{color:#991b1b;font-size:.95rem;margin:.3rem 0 0}.amount{font-size:1.3rem;font-weight:700}
a{color:#1e3a8a}:focus-visible{outline:3px solid #1e3a8a;outline-offset:2px}
[aria-invalid=true]{border-color:#991b1b}.summary ul{margin:.3rem 0 0;padding-left:1.2rem}
.summary li{margin:.3rem 0}.summary a{display:inline-block;min-height:24px;padding:.15rem 0;color:#991b1b}`

export interface CardPageDetails {
  session: string
  merchant: string
  premiumKurus: number
  /** The offer's own installment limit; the card's bank may allow fewer. */
  maxInstallments: number
  cancelUrl: string
  /** What was typed before (never the number or the security code), and the choice. */
  typed?: { CardHolderName?: string; Expiry?: string; Bin?: string }
  installments: number
  errors?: CardErrors
  /** A message for the whole page: the payment could not start. */
  notice?: string
}

/** The installment rows a card's bank allows for the offer, labelled as the payer reads them. */
function installmentRows(premiumKurus: number, max: number) {
  return installmentOptions(premiumKurus, max).map((o) => ({
    value: o.Installments,
    label:
      o.Installments === 1
        ? `Tek Çekim: ${formatPremium(o.TotalKurus / 100)}`
        : `${installmentText(o.TotalKurus / 100, o.Installments)} (toplam ${formatPremium(o.TotalKurus / 100)})`,
  }))
}

/** Each bank's installment table for this offer, and the offer's own before a card is typed. */
export function installmentTables(premiumKurus: number, maxInstallments: number) {
  return {
    any: installmentRows(premiumKurus, maxInstallments),
    banks: banks.map((bank) => ({
      name: bank.name,
      prefixes: [...bank.prefixes],
      rows: installmentRows(premiumKurus, Math.min(maxInstallments, bank.maxInstallments)),
    })),
  }
}

const describedBy = (name: CardField, errors: CardErrors, extra = '') =>
  [extra, errors[name] ? `${name}-hata` : ''].filter(Boolean).join(' ')

const invalid = (name: CardField, errors: CardErrors) =>
  errors[name] ? ' aria-invalid="true"' : ''

const fieldError = (name: CardField, errors: CardErrors) =>
  `<p class="field-error" id="${name}-hata"${errors[name] ? '' : ' hidden'}>${escape(errors[name] ?? '')}</p>`

export function cardPage(details: CardPageDetails): AcsPage {
  const errors = details.errors ?? {}
  const typed = details.typed ?? {}
  const bin = typed.Bin ?? ''
  const bank = bin.length >= 6 ? bankOf(bin) : null
  const max = Math.min(details.maxInstallments, bank?.maxInstallments ?? 12)
  const rows = installmentRows(details.premiumKurus, max)
  const chosen = Math.min(details.installments, max)
  const listed = cardFieldNames.filter((name) => errors[name])
  const summary = listed.length
    ? `<div class="error summary" role="alert" id="hata-ozeti" tabindex="-1"><p><strong>Lütfen şu alanları düzeltin:</strong></p><ul>${listed
        .map(
          (name) =>
            `<li><a href="#${name === 'Installments' ? 'taksit-1' : name}">${escape(cardLabels[name])}: ${escape(errors[name]!)}</a></li>`,
        )
        .join('')}</ul></div>`
    : ''
  const radios = rows
    .map(
      (row) =>
        `<label><input type="radio" name="Installments" id="taksit-${row.value}" value="${row.value}"${row.value === chosen ? ' checked' : ''}> ${escape(row.label)}</label>`,
    )
    .join('')
  const nonce = randomBytes(16).toString('base64')
  const body = `<p>${escape(details.merchant)} · Güvenli ödeme</p>
<h1>Kart bilgileri</h1>
<p class="amount" id="tutar">Tutar: ${escape(formatPremium(details.premiumKurus / 100))}</p>
<p class="hint">Bu sayfa ödeme kuruluşunun sayfasıdır. Kart bilgileriniz yalnızca burada girilir; ${escape(details.merchant)} kart bilgilerinizi görmez ve saklamaz. Ödemeyi ardından bankanızın 3D Secure doğrulamasıyla onaylarsınız.</p>
${details.notice ? `<p class="error" role="alert" id="odeme-uyari">${escape(details.notice)}</p>` : ''}
${summary}
<form method="post" action="kart" id="kart-formu" novalidate>
<input type="hidden" name="Session" value="${escape(details.session)}">
<label for="CardHolderName">${cardLabels.CardHolderName}</label>
<input id="CardHolderName" name="CardHolderName" autocomplete="cc-name" maxlength="60" value="${escape(typed.CardHolderName ?? '')}"${invalid('CardHolderName', errors)} aria-describedby="${describedBy('CardHolderName', errors, 'ad-ipucu')}">
<p class="hint" id="ad-ipucu">Kart sahibi poliçede ödeyen olarak yazılır; sigortalıdan farklı olabilir.</p>
${fieldError('CardHolderName', errors)}
<label for="CardNumber">${cardLabels.CardNumber}</label>
<input id="CardNumber" name="CardNumber" inputmode="numeric" autocomplete="cc-number" maxlength="19" placeholder="0000 0000 0000 0000"${invalid('CardNumber', errors)} aria-describedby="${describedBy('CardNumber', errors, 'kart-turu')}">
<p class="hint" id="kart-turu" aria-live="polite">${brandsText}</p>
${fieldError('CardNumber', errors)}
<div class="row">
<div><label for="Expiry">${cardLabels.Expiry}</label><input id="Expiry" name="Expiry" inputmode="numeric" autocomplete="cc-exp" maxlength="5" placeholder="AA/YY" value="${escape(typed.Expiry ?? '')}"${invalid('Expiry', errors)} aria-describedby="${describedBy('Expiry', errors)}"></div>
<div><label for="Cvc">${cardLabels.Cvc}</label><input id="Cvc" name="Cvc" inputmode="numeric" autocomplete="cc-csc" maxlength="4"${invalid('Cvc', errors)} aria-describedby="${describedBy('Cvc', errors)}"></div>
</div>
${fieldError('Expiry', errors)}${fieldError('Cvc', errors)}
<fieldset aria-describedby="banka Installments-hata"><legend>${cardLabels.Installments}</legend>
<p class="hint" id="banka" aria-live="polite">${bank ? `Kartınızın bankası: ${escape(bank.name)}` : 'Taksit seçenekleri kartınızın bankasına göre değişir.'}</p>
<div id="taksitler">${radios}</div>
${fieldError('Installments', errors)}
</fieldset>
<button type="submit">Ödemeyi Tamamla</button>
</form>
<p><a href="${escape(details.cancelUrl)}">Vazgeç, mağazaya dön</a></p>
<script nonce="${nonce}">${cardPageScript(details.premiumKurus, details.maxInstallments, bank?.name ?? '')}</script>`
  return page(`Kart bilgileri · ${details.merchant}`, body, null, nonce, cardStyle)
}

/**
 * The page's script: the same rule functions the server runs, as their source, and the few lines
 * that put them on the page. Without it the page still works; the server then says what is wrong.
 */
function cardPageScript(premiumKurus: number, maxInstallments: number, bankName: string) {
  const fn = (f: { name: string }) => f.name
  const r = cardRules
  const rules = `{cardLength:${fn(r.cardLength)},detectCardBrand:${fn(r.detectCardBrand)},isExpired:${fn(r.isExpired)},parseExpiry:${fn(r.parseExpiry)},passesLuhn:${fn(r.passesLuhn)},securityCodeLength:${fn(r.securityCodeLength)},messages:${JSON.stringify(r.messages)},holderPattern:${r.holderPattern.toString()}}`
  // detectCardBrand reads its range helper by name, so the helper ships beside it.
  const sources = [
    String(r.cardLength),
    String(r.detectCardBrand),
    String(r.isExpired),
    String(r.parseExpiry),
    String(r.passesLuhn),
    String(r.securityCodeLength),
    String(inRange),
    String(formatCardNumber),
    String(formatExpiry),
    String(checkCard),
  ].join('\n')
  return `(function(){${sources}
var rules=${rules};var tables=${JSON.stringify(installmentTables(premiumKurus, maxInstallments))};
var names=${JSON.stringify(cardBrandNames)};var fields=${JSON.stringify(cardFieldNames)};
var form=document.getElementById('kart-formu');var number=document.getElementById('CardNumber');
var brandLine=document.getElementById('kart-turu');var bankLine=document.getElementById('banka');
var list=document.getElementById('taksitler');var shownBank=${JSON.stringify(bankName)};
function tableOf(bin){if(bin.length<6)return{name:'',rows:tables.any};
for(var i=0;i<tables.banks.length;i++){var b=tables.banks[i];for(var j=0;j<b.prefixes.length;j++){if(bin.indexOf(b.prefixes[j])===0)return b}}
return tables.banks[tables.banks.length-1]}
function showInstallments(bin){var t=tableOf(bin);if(t.name===shownBank)return;shownBank=t.name;
var chosen=form.querySelector('input[name=Installments]:checked');var value=chosen?Number(chosen.value):1;
if(value>t.rows.length)value=t.rows.length;list.textContent='';
t.rows.forEach(function(row){var label=document.createElement('label');var input=document.createElement('input');
input.type='radio';input.name='Installments';input.id='taksit-'+row.value;input.value=String(row.value);input.checked=row.value===value;
label.appendChild(input);label.appendChild(document.createTextNode(' '+row.label));list.appendChild(label)});
bankLine.textContent=t.name?'Kartınızın bankası: '+t.name:'Taksit seçenekleri kartınızın bankasına göre değişir.'}
number.addEventListener('input',function(){var f=${fn(formatCardNumber)}(number.value);if(f!==number.value)number.value=f;
var brand=${fn(r.detectCardBrand)}(f);brandLine.textContent=brand?'Kart türü: '+names[brand]:${JSON.stringify(brandsText)};
showInstallments(f.replace(/\\D/g,'').slice(0,8))});
var expiry=document.getElementById('Expiry');
expiry.addEventListener('input',function(event){if(event.inputType&&event.inputType.indexOf('delete')===0)return;
var f=${fn(formatExpiry)}(expiry.value);if(f!==expiry.value)expiry.value=f});
form.addEventListener('submit',function(event){var body={};fields.forEach(function(name){var el=form.elements[name];body[name]=el?el.value:''});
var answer=${fn(checkCard)}(body,rules);var errors=answer.errors||{};var first=null;
fields.forEach(function(name){var p=document.getElementById(name+'-hata');var el=name==='Installments'?null:document.getElementById(name);
var ids=el?(el.getAttribute('aria-describedby')||'').split(' ').filter(function(id){return id&&id!==name+'-hata'}):[];
if(errors[name]){p.textContent=errors[name];p.hidden=false;if(el){el.setAttribute('aria-invalid','true');el.setAttribute('aria-describedby',ids.concat(name+'-hata').join(' '))}
first=first||el||form.querySelector('input[name=Installments]')}else{p.hidden=true;p.textContent='';if(el){el.removeAttribute('aria-invalid');el.setAttribute('aria-describedby',ids.join(' '))}}});
if(first){event.preventDefault();first.focus()}})})()`
}
