/**
 * Said for a post whose body is no form: by the plain page that refuses it
 * (posted-form.server.ts) and by the shell's error page alike.
 */
export const unreadableFormTexts = {
  title: 'Gönderilen form okunamadı',
  text: 'Lütfen sayfayı yenileyip formu sitemiz üzerinden yeniden gönderin.',
}
