import { hotel } from "~/content/hotel";

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * The page a guest sees when the Worker refuses a request before React Router runs (a form posted
 * without JavaScript that is too long, unreadable, sent from another site, or sent to a page without
 * a form). Self-contained (no scripts, no stylesheet to load), in the site's colours and words, with
 * the hotel's phone so the guest is never stuck.
 */
export function refusalPage(title: string, message: string): string {
  const phone = hotel.phones.primary;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${escapeHtml(hotel.shortName)}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#fdf8f1;color:#1f2933;line-height:1.5}
main{max-width:36rem;margin:12vh auto;padding:2rem 1.5rem;background:#fff;border-top:4px solid #d97706;border-radius:.75rem;box-shadow:0 1px 3px rgba(0,0,0,.12)}
h1{font-family:Georgia,serif;font-size:1.6rem;margin:0 0 .75rem}
p{margin:.5rem 0}
a{color:#0e5a73;font-weight:600}
</style>
</head>
<body>
<main>
<p>${escapeHtml(hotel.shortName)}</p>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
<p>You can also call us on <a href="tel:${escapeHtml(phone.tel)}">${escapeHtml(phone.display)}</a>, ${escapeHtml(hotel.contactHours)}.</p>
<p><a href="/">Go to the home page</a></p>
</main>
</body>
</html>`;
}
