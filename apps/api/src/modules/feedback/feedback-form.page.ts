import { API_KEY_HEADER, PUBLIC_WEB_API_KEY } from '@evident/contracts/api-keys';
import type { FeedbackKind } from '@evident/contracts/feedback';
import { escapeHtml } from '../../http/html';

const TITLES: Record<FeedbackKind, { title: string; intro: string; placeholder: string }> = {
  'rate-us': {
    title: 'Rate Evident',
    intro: 'How useful is Evident for your research? Your rating goes straight to the team.',
    placeholder: 'What do you like, and what would make it better?',
  },
  issues: {
    title: 'Report an issue',
    intro: 'Tell us what went wrong and where. Numbers that look off are especially welcome.',
    placeholder: 'What happened, and what did you expect?',
  },
  feedback: {
    title: 'Send feedback',
    intro: 'Ideas, requests and criticism all help us build a better research tool.',
    placeholder: 'Your feedback',
  },
  contact: {
    title: 'Contact us',
    intro: 'Leave your e-mail address and message; we answer every message.',
    placeholder: 'How can we help?',
  },
  'bug-report': {
    title: 'Report an error',
    intro: 'Describe the error you saw. The page you were on is attached automatically.',
    placeholder: 'What were you doing when the error appeared?',
  },
};

/**
 * The built-in form page for one kind, served at `/forms/:kind`. It is what the feedback links
 * open in their frame when no external form URL is configured; it posts to `/api/v1/feedback`.
 */
export function renderFeedbackForm(kind: FeedbackKind): string {
  const t = TITLES[kind];
  const rating =
    kind === 'rate-us'
      ? `<fieldset class="rating"><legend>Your rating</legend>${[1, 2, 3, 4, 5]
          .map(
            (n) =>
              `<label><input type="radio" name="rating" value="${n}" ${n === 5 ? 'required' : ''}> ${n}</label>`,
          )
          .join('')}</fieldset>`
      : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t.title)} · Evident</title>
<style>
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; padding: 24px; color: #111827; background: #fff; font-size: 15px; line-height: 1.5; }
  h1 { font-size: 20px; margin: 0 0 4px; }
  p { margin: 0 0 16px; color: #4b5563; }
  label { display: block; font-weight: 500; margin: 12px 0 4px; }
  input[type=email], textarea { width: 100%; box-sizing: border-box; padding: 8px 10px; border: 1px solid #d1d5db; border-radius: 6px; font: inherit; }
  textarea { min-height: 120px; resize: vertical; }
  fieldset.rating { border: 0; padding: 0; margin: 0; display: flex; gap: 12px; align-items: center; }
  fieldset.rating legend { font-weight: 500; margin-bottom: 4px; }
  fieldset.rating label { display: inline-flex; gap: 4px; margin: 0; font-weight: 400; }
  button { margin-top: 16px; background: #0b3d91; color: #fff; border: 0; border-radius: 6px; padding: 9px 16px; font: inherit; font-weight: 600; cursor: pointer; }
  button[disabled] { opacity: .6; cursor: default; }
  .status { margin-top: 12px; min-height: 1.5em; }
  .status.error { color: #b42318; }
  .status.ok { color: #067647; }
</style>
</head>
<body>
<h1>${escapeHtml(t.title)}</h1>
<p>${escapeHtml(t.intro)}</p>
<form id="form" novalidate>
  ${rating}
  <label for="email">E-mail (optional)</label>
  <input id="email" name="email" type="email" autocomplete="email" maxlength="254">
  <label for="message">Message</label>
  <textarea id="message" name="message" required maxlength="5000" placeholder="${escapeHtml(t.placeholder)}"></textarea>
  <button type="submit">Send</button>
  <div class="status" role="status" aria-live="polite" id="status"></div>
</form>
<script>
  const form = document.getElementById('form');
  const status = document.getElementById('status');
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const data = new FormData(form);
    const body = { kind: ${JSON.stringify(kind)}, message: String(data.get('message') || '') };
    const email = String(data.get('email') || '').trim();
    if (email) body.email = email;
    if (data.get('rating')) body.rating = Number(data.get('rating'));
    try { if (window.parent !== window) body.pagePath = window.parent.location.pathname; } catch (e) {}
    const button = form.querySelector('button');
    button.disabled = true;
    status.className = 'status';
    status.textContent = 'Sending...';
    try {
      const res = await fetch('/api/v1/feedback', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ${JSON.stringify(API_KEY_HEADER)}: ${JSON.stringify(PUBLIC_WEB_API_KEY)} },
        body: JSON.stringify(body),
      });
      const answer = await res.json().catch(() => ({}));
      if (!res.ok || !answer.success) throw new Error(answer.message || 'Something went wrong. Try again');
      form.reset();
      status.className = 'status ok';
      status.textContent = 'Thank you! Your message has been sent.';
    } catch (error) {
      status.className = 'status error';
      status.textContent = error.message;
    } finally {
      button.disabled = false;
    }
  });
</script>
</body>
</html>`;
}
