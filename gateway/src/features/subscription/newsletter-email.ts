import mjml2html from 'mjml';
import { convert } from 'html-to-text';
import type { EmailTemplate } from '../../infra/outbox/outbox-templates';

/** A published post as the newsletter shows it (handed in by registry.ts: this feature reads no other). */
export interface NewsletterPost {
  id: string;
  title: string;
  /** Sanitized rich text (content/sanitize): safe to place in the email as it is. */
  html: string;
  image: string | null;
  imageAlt: string;
  /** Its public page, from the site's root: /blog/{slug}. */
  path: string;
  published: boolean;
}

/** The company details the footer shows, printed at the foot of each newsletter. */
export interface NewsletterCompany {
  companyName: string;
  email: string;
  phone: string;
  copyrightText: string;
}

const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The post's own links and images point at the site: in a mailbox, "/uploads/x.png" leads nowhere. */
const absolute = (html: string, site: string) => html.replace(/\b(src|href)="\/(?!\/)/g, `$1="${site}/`);
const absoluteUrl = (url: string, site: string) => (url.startsWith('/') && !url.startsWith('//') ? `${site}${url}` : url);

function markup(post: NewsletterPost, company: NewsletterCompany, site: string): string {
  const image = post.image
    ? `<mj-image src="${escape(absoluteUrl(post.image, site))}" alt="${escape(post.imageAlt || post.title)}" href="${escape(site + post.path)}" />`
    : '';
  return `<mjml><mj-head><mj-title>${escape(post.title)}</mj-title>
<mj-attributes><mj-all font-family="Helvetica, Arial, sans-serif" /><mj-text font-size="16px" line-height="1.5" color="#222222" /></mj-attributes></mj-head>
<mj-body background-color="#f4f4f4"><mj-section background-color="#ffffff"><mj-column>
${image}
<mj-text font-size="26px" font-weight="bold">${escape(post.title)}</mj-text>
<mj-text>${absolute(post.html, site)}</mj-text>
<mj-button href="${escape(site + post.path)}" background-color="#1f4e79">Read it on the web</mj-button>
</mj-column></mj-section>
<mj-section><mj-column><mj-text font-size="12px" color="#666666" align="center">
${escape(company.companyName)} · ${escape(company.email)} · ${escape(company.phone)}<br />${escape(company.copyrightText)}<br />
You get this email because you subscribed at <a href="${escape(site)}">${escape(site)}</a>.
<a href="{{unsubscribeUrl}}">Unsubscribe</a>
</mj-text></mj-column></mj-section></mj-body></mjml>`;
}

/**
 * The newsletter of one post: inline-styled HTML from MJML and its text part, written once for
 * every recipient; `{{unsubscribeUrl}}` and `{{oneClickUrl}}` are each recipient's (outbox fields).
 */
export async function newsletterEmail(post: NewsletterPost, company: NewsletterCompany, site: string, subject: string): Promise<EmailTemplate> {
  const { html } = await mjml2html(markup(post, company, site), { validationLevel: 'soft', keepComments: false });
  const text = convert(html, { wordwrap: 78, selectors: [{ selector: 'img', format: 'skip' }] });
  return {
    subject,
    html,
    text,
    headers: { 'List-Unsubscribe': '<{{oneClickUrl}}>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
