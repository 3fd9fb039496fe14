/**
 * Every page whose form carries a file (the upload widget, decision 017), as app/routes.ts
 * spells its path. Their posts may carry the file the forms promise (server/body-limits.ts takes
 * its limits from here), and `app/platform/upload-routes.test.ts` holds the list to the
 * routes whose modules render a file input, so a new upload form cannot be left out.
 */
export const uploadRoutes = [
  '/destek-talebi',
  '/hesabim/destek',
  '/hesabim/destek/:requestId',
  '/hasar-bildir',
  '/hesabim/policelerim/:policyNumber/hasar',
] as const
