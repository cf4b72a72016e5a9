import { statisticItems } from './statistics';
import { useStatistics } from './useStatistics';

/** 'This is Us In Numbers', fed by the statistics settings (defaults when they cannot be fetched). */
export function Numbers() {
  const { statistics, pending } = useStatistics();
  const items = statisticItems(statistics);

  return (
    <section className="section numbers" aria-labelledby="numbers-title" aria-busy={pending}>
      <div className="container">
        <div className="section-heading section-heading--light">
          <p className="eyebrow">Our track record</p>
          <h2 id="numbers-title">This is Us In Numbers</h2>
        </div>
        <dl className="numbers__grid">
          {items.map((item) => (
            <div key={item.label} className="panel numbers__item">
              <dt className="numbers__label">{item.label}</dt>
              <dd className={`numbers__value${pending ? ' is-pending' : ''}`}>{pending ? '\u00a0' : item.value}</dd>
              <dd className="numbers__description">{pending ? '\u00a0' : item.description}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
