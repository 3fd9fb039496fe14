/**
 * A small static Turkish page with a way home, for the answers the HTTP layer gives before any
 * route renders (a refused cross-site post, an oversized body).
 */
export const plainPage = (title: string, text: string) => `<!doctype html>
<html lang="tr">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>
<body>
<main>
<h1>${title}</h1>
<p>${text}</p>
<p><a href="/">Ana sayfaya dönün</a></p>
</main>
</body>
</html>
`
