// The back office's plate rules (spec §5), its own: it checks what it is sent instead of trusting
// the storefront, whose rules live in app/validation/plate.ts. The contract test proves they agree.

/**
 * Spaces removed, upper case. Plates carry only Latin capitals, so the Turkish keyboard's 'ı' and
 * 'i' both mean 'I' (tr-TR upper-casing would turn 'i' into 'İ', which no plate has).
 */
export const cleanPlate = (plate: string) =>
  plate.replace(/\s+/g, '').replace(/İ/g, 'I').toUpperCase()

const province = '(0[1-9]|[1-7]\\d|8[01])'
/** The 23 letters the Turkish and Latin alphabets share: no Q, W, X and no Ç, Ğ, İ, Ö, Ş, Ü. */
const plateLetter = '[A-PR-VYZ]'
const registeredPattern = new RegExp(`^${province}${plateLetter}{1,3}\\d{2,4}$`)
const unregisteredPattern = new RegExp(`^${province}YK$`)

/** A registered vehicle's plate: province 01–81, 1–3 letters, 2–4 digits, 7 to 8 characters. */
export const isRegisteredPlate = (plate: string) =>
  plate.length >= 7 && plate.length <= 8 && registeredPattern.test(plate)

/** Plate status 2, a new vehicle not yet registered: the province code plus 'YK'. */
export const isUnregisteredPlate = (plate: string) => unregisteredPattern.test(plate)

/** Either kind; a vehicle without a plate can be chosen from the lists and quoted (spec §5). */
export const isPlate = (plate: string) => isRegisteredPlate(plate) || isUnregisteredPlate(plate)
