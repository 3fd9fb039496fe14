import { config } from 'zod'

// Our Content-Security-Policy allows no eval. Unless told it is jitless, zod probes for eval with
// `new Function` before its first object parse, and the browser reports the refusal as a CSP issue
// on every page whose form is checked in the browser. The modules that check forms there import
// this first.
config({ jitless: true })
