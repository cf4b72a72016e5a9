import type { IndustryValues } from './home-page';

export function IndustrySlide({ industry }: { industry: IndustryValues }) {
  return (
    <figure className="industry-slide">
      {industry.image && <img src={industry.image} width={1200} height={675} alt="" loading="lazy" decoding="async" />}
      <figcaption className="industry-slide__caption">
        <h3 className="industry-slide__title">{industry.name}</h3>
        {industry.text && <p className="industry-slide__text">{industry.text}</p>}
      </figcaption>
    </figure>
  );
}
