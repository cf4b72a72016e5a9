import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { telephoneHref } from '../shared/format';
import { PageHead } from '../shared/head';
import { PageHero } from '../shared/PageHero';
import { scrollToElement } from '../shared/smooth-scroll';
import { SCROLL_TO_FORM_DELAY_MS } from './contact-form';
import { ContactForm } from './ContactForm';
import './contact.css';

/** How to reach us besides the form: the footer settings' email and phone, handed in by the app layer. */
export interface ContactChannels {
  email: string;
  phone: string;
}

/** /contact: the hero and the contact form; ?scroll=form brings the form into view after about 0.5 s. */
export function ContactPage({ channels }: { channels: ContactChannels }) {
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
      <PageHead
        title="Contact"
        description="Tell us about your project or book an appointment with Northwind Digital. We reply within one working day."
        path="/contact"
      />
      <PageHero
        eyebrow="Get in touch"
        title="Let's talk about what you want to build"
        lead="Book an appointment or send a few lines about your project. A senior member of the team reads every message and replies within one working day."
      />
      <section className="section contact" aria-label="Contact details and form">
        <div className="container contact__grid">
          <aside className="contact__info" aria-labelledby="contact-info-title">
            <h2 id="contact-info-title" className="contact__info-title">
              Talk to a person, not a sales funnel
            </h2>
            <p>Free 30-minute introductory calls, Monday to Friday, 9:00 to 17:00 Pacific Time.</p>
            <ul className="contact__channels">
              <li>
                <span className="contact__channel-label">Email</span>
                <a href={`mailto:${channels.email}`}>{channels.email}</a>
              </li>
              <li>
                <span className="contact__channel-label">Phone</span>
                <a href={telephoneHref(channels.phone)}>{channels.phone}</a>
              </li>
              <li>
                <span className="contact__channel-label">Response time</span>
                <span>Within one working day</span>
              </li>
            </ul>
            <ol className="contact__steps">
              <li>
                <strong>We listen.</strong> A short call about your goals, constraints and timeline.
              </li>
              <li>
                <strong>We propose.</strong> A clear plan with honest estimates, usually within a week.
              </li>
              <li>
                <strong>We build together.</strong> Working software early, reviewed with you every step.
              </li>
            </ol>
          </aside>
          <div className="contact__form-card">
            <ContactForm ref={formRef} />
          </div>
        </div>
      </section>
    </>
  );
}
