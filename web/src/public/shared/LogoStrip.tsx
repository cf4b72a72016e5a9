import { Ticker } from './Ticker';
import { LOGO_STRIP_REPEAT, PARTNER_LOGOS, repeated } from './partners';
import './brand.css';

/** Seconds one loop of the logo marquee takes. */
export const LOGO_MARQUEE_SECONDS = 60;

interface LogoStripProps {
  /** The line above the strip. */
  title: string;
  /** The strip's name for screen readers. */
  label?: string;
  direction?: 'left' | 'right';
}

/** The scrolling strip of partner logos under its title: the eleven logos repeated four times, one loop every 60 s. */
export function LogoStrip({ title, label = 'Companies we have worked with', direction = 'left' }: LogoStripProps) {
  const logos = repeated(PARTNER_LOGOS, LOGO_STRIP_REPEAT);
  return (
    <>
      <p className="logo-strip__title">{title}</p>
      <div className="logo-strip" role="region" aria-label={label}>
        <Ticker seconds={LOGO_MARQUEE_SECONDS} direction={direction} gradient className="logo-strip__ticker">
          {logos.map((logo, index) => (
            <img
              key={index}
              className="logo-strip__logo"
              src={logo.src}
              width={logo.width}
              height={logo.height}
              alt={index < PARTNER_LOGOS.length ? logo.name : ''}
              aria-hidden={index < PARTNER_LOGOS.length ? undefined : true}
              loading="lazy"
              decoding="async"
            />
          ))}
        </Ticker>
      </div>
    </>
  );
}
