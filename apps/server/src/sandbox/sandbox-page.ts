// The frame of the pages sandboxes render themselves in place of a third party's own site: plain
// server-rendered HTML, never indexed, with one inline style sheet (allowed by its hash) and no script.

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => escapes[character] ?? character);
}

/** `title` and `brandName` are escaped here; `body` is HTML the caller escaped. */
export function sandboxPage(page: { brandName: string; title: string; styles: string; body: string }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex,nofollow">
<title>${escapeHtml(page.title)} | ${escapeHtml(page.brandName)} sandbox</title>
<style>${page.styles}</style>
</head>
<body>
<main>
<h1>${escapeHtml(page.title)}</h1>
${page.body}
</main>
</body>
</html>`;
}
