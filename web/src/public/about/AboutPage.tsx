import { publicPageTitle } from '@consultancy/domain';
import { PageHead } from '../shared/head';
import { EditableHero } from '../shared/PageHero';
import { RichText } from '../shared/RichText';
import { useAboutPage, type AboutPageValues } from './about-page';
import { LeaderCard } from './LeaderCard';
import { Numbers } from './Numbers';
import { OurValues } from './OurValues';
import { useTeam } from './team';
import './about.css';

/** /about: our story, the leaders, our values and the numbers. */
export function AboutPage() {
  const page = useAboutPage();
  return (
    <>
      <PageHead
        title={publicPageTitle('/about')}
        description="Meet Northwind Digital: our journey, the people who lead us, the values we work by and our track record in numbers."
        path="/about"
      />
      <AboutContent page={page} />
      <Numbers />
    </>
  );
}

/** The editable part of /about (all but the numbers): also the Pages screen's preview. The people are the Team screen's. */
export function AboutContent({ page }: { page: AboutPageValues }) {
  const { story } = page;
  const { leaders, others } = useTeam();
  return (
    <>
      <EditableHero hero={page.hero} />

      <section className="section journey" aria-labelledby="journey-title">
        <div className="container journey__grid">
          <div className="journey__story">
            {story.eyebrow && <p className="eyebrow">{story.eyebrow}</p>}
            <h2 id="journey-title">{story.title}</h2>
            <RichText html={story.text} className="journey__text" />
            {page.milestones.length > 0 && (
              <ol className="journey__timeline">
                {page.milestones.map((milestone, index) => (
                  <li key={index}>
                    <strong>{milestone.title}</strong> {milestone.text}
                  </li>
                ))}
              </ol>
            )}
          </div>
          <div className="journey__leaders">
            {leaders.map((leader, index) => (
              <LeaderCard key={index} leader={leader} />
            ))}
          </div>
        </div>
      </section>

      {others.length > 0 && (
        <section className="section team" aria-labelledby="team-title">
          <div className="container">
            <div className="section-heading">
              <p className="eyebrow">Our team</p>
              <h2 id="team-title">The people you will work with</h2>
            </div>
            <div className="team__grid">
              {others.map((member, index) => (
                <LeaderCard key={index} leader={member} />
              ))}
            </div>
          </div>
        </section>
      )}

      <OurValues values={page.values} />
    </>
  );
}

// The route loads the page as its chunk's default export (app/lazy-page.ts).
export default AboutPage;
