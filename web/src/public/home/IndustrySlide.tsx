import type { Industry } from './industries';

export function IndustrySlide({ industry }: { industry: Industry }) {
  return (
    <figure className="industry-slide">
      <img src={industry.image} width={1200} height={675} alt="" loading="lazy" decoding="async" />
      <figcaption className="industry-slide__caption">
        <h3 className="industry-slide__title">{industry.name}</h3>
        <p className="industry-slide__text">{industry.text}</p>
      </figcaption>
    </figure>
  );
}
