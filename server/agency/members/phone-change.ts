/**
 * QueryType of the code that proves a member holds the phone they are moving their login to. Sent
 * by /gecici-kod like every code (with the public credential, spec §6); spent only by
 * /change-phone, with the member's token and password.
 */
export const MEMBER_PHONE_CHANGE = 'telefon-degisikligi'
