import { Ticker } from './Ticker';
import { LOGO_STRIP_REPEAT, PARTNER_LOGOS, repeated } from './partners';
import './brand.css';

/** Seconds one loop of the logo marquee takes. */
export const LOGO_MARQUEE_SECONDS = 60;

/** The scrolling strip of partner logos: the eleven logos repeated four times, one loop every 60 s. */
export function LogoStrip({ label = 'Companies we have worked with', direction = 'left' }: { label?: string; direction?: 'left' | 'right' }) {
  const logos = repeated(PARTNER_LOGOS, LOGO_STRIP_REPEAT);
  return (
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
  );
}
