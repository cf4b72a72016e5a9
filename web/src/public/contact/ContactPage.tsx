import { publicPageTitle } from '@consultancy/domain';
import { useEffect, useRef, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { telephoneHref } from '../shared/format';
import { PageHead } from '../shared/head';
import { EditableHero } from '../shared/PageHero';
import { scrollToElement } from '../shared/smooth-scroll';
import { SCROLL_TO_FORM_DELAY_MS } from './contact-form';
import { ContactForm } from './ContactForm';
import { useContactPage, type ContactPageValues } from './contact-page';
import './contact.css';

/** How to reach us besides the form: the footer settings' email and phone, handed in by the app layer. */
export interface ContactChannels {
  email: string;
  phone: string;
}

/** /contact: the hero and the contact form; ?scroll=form brings the form into view after about 0.5 s. */
export function ContactPage({ channels }: { channels: ContactChannels }) {
  const page = useContactPage();
  const [searchParams] = useSearchParams();
  const formRef = useRef<HTMLFormElement>(null);
  const scrollToForm = searchParams.get('scroll') === 'form';

  useEffect(() => {
    if (!scrollToForm) return;
    const timer = window.setTimeout(() => {
      if (!formRef.current) return;
      scrollToElement(formRef.current);
      formRef.current.focus({ preventScroll: true });
    }, SCROLL_TO_FORM_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [scrollToForm]);

  return (
    <>
      <PageHead title={publicPageTitle('/contact')} description={page.meta.description} path="/contact" />
      <ContactContent page={page} channels={channels} form={<ContactForm ref={formRef} />} />
    </>
  );
}

/**
 * What /contact shows below its head, as its editors wrote it: also the Pages screen's
 * preview, which has no form (a preview sends nothing).
 */
export function ContactContent({ page, channels, form }: { page: ContactPageValues; channels: ContactChannels; form?: ReactNode }) {
  const { details } = page;
  return (
    <>
      <EditableHero hero={page.hero} />
      <section className="section contact" aria-label="Contact details and form">
        <div className="container contact__grid">
          <aside className="contact__info" aria-labelledby="contact-info-title">
            <h2 id="contact-info-title" className="contact__info-title">
              {details.title}
            </h2>
            {details.hours && <p>{details.hours}</p>}
            <ul className="contact__channels">
              <li>
                <span className="contact__channel-label">Email</span>
                <a href={`mailto:${channels.email}`}>{channels.email}</a>
              </li>
              <li>
                <span className="contact__channel-label">Phone</span>
                <a href={telephoneHref(channels.phone)}>{channels.phone}</a>
              </li>
              {details.responseTime && (
                <li>
                  <span className="contact__channel-label">Response time</span>
                  <span>{details.responseTime}</span>
                </li>
              )}
            </ul>
            {page.steps.length > 0 && (
              <ol className="contact__steps">
                {page.steps.map((step, index) => (
                  // One text node after the title, as the page was written by hand: the same HTML.
                  <li key={index}>
                    <strong>{step.title}</strong>{` ${step.text}`}
                  </li>
                ))}
              </ol>
            )}
          </aside>
          {form && <div className="contact__form-card">{form}</div>}
        </div>
      </section>
    </>
  );
}

// The route loads the page as its chunk's default export (app/lazy-page.ts).
export default ContactPage;
