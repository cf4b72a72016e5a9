import { Link } from 'react-router-dom';
import { PageHead } from '../shared/head';
import { PageHero } from '../shared/PageHero';
import { LeaderCard } from './LeaderCard';
import { LEADERS } from './leaders';
import { Numbers } from './Numbers';
import { OurValues } from './OurValues';
import './about.css';

/** /about: our story, the leaders, our values and the numbers. */
export function AboutPage() {
  return (
    <>
      <PageHead
        title="About Us"
        description="Meet Northwind Digital: our journey, the people who lead us, the values we work by and our track record in numbers."
        path="/about"
      />
      <PageHero
        eyebrow="About us"
        title="Engineers and designers who care how your business runs"
        lead="We started Northwind Digital to give startups, small businesses and non-profits the kind of technology partner usually reserved for large companies: senior, honest and invested in the outcome."
      >
        <Link to="/contact?scroll=form" className="button button--light">
          Book an Appointment
        </Link>
      </PageHero>

      <section className="section journey" aria-labelledby="journey-title">
        <div className="container journey__grid">
          <div className="journey__story">
            <p className="eyebrow">Who we are</p>
            <h2 id="journey-title">Our Journey</h2>
            <p>
              It began in 2016 with a single client, a neighbourhood clinic whose booking system kept double-booking patients. We
              fixed it in three weeks, stayed on to help with the next problem, and learned what small organisations need most:
              a partner who listens, explains and delivers.
            </p>
            <p>
              Today we are a team of engineers, designers and data specialists who have shipped websites, apps and data systems
              for more than a dozen organisations, from two-person startups to regional credit unions.
            </p>
            <ol className="journey__timeline">
              <li>
                <strong>2016</strong> Founded by Elena and David
              </li>
              <li>
                <strong>2019</strong> First mobile apps and data practice
              </li>
              <li>
                <strong>2023</strong> Technical consulting and fractional CTO services
              </li>
            </ol>
          </div>
          <div className="journey__leaders">
            {LEADERS.map((leader) => (
              <LeaderCard key={leader.name} leader={leader} />
            ))}
          </div>
        </div>
      </section>

      <OurValues />
      <Numbers />
    </>
  );
}
