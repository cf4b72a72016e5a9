import { useEffect, useRef } from 'react';
import { prefersReducedMotion } from '../shared/smooth-scroll';

export const VALUES = ['People', 'Integrity', 'Vision', 'Innovation', 'Honesty'] as const;

/** 'Our Values': a looping, muted background video behind the five words. */
export function OurValues() {
  const videoRef = useRef<HTMLVideoElement>(null);

  // Autoplay is in the markup; visitors who prefer reduced motion get the still poster.
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    if (prefersReducedMotion()) {
      video.pause();
      return;
    }
    video.muted = true;
    const playing = video.play();
    if (playing) playing.catch(() => {});
  }, []);

  return (
    <section className="values" aria-labelledby="values-title">
      <video
        ref={videoRef}
        className="values__video"
        autoPlay
        loop
        muted
        playsInline
        preload="auto"
        poster="/media/our-values-poster.webp"
        width={960}
        height={540}
        aria-hidden="true"
        tabIndex={-1}
      >
        <source src="/media/our-values.webm" type="video/webm" />
        <source src="/media/our-values.mp4" type="video/mp4" />
      </video>
      <div className="values__veil" aria-hidden="true" />
      <div className="container values__inner">
        <p className="eyebrow values__eyebrow">What guides us</p>
        <h2 id="values-title" className="values__title">
          Our Values
        </h2>
        <ul className="values__words">
          {VALUES.map((value) => (
            <li key={value}>{value}</li>
          ))}
        </ul>
        <p className="values__lead">Five words we hire for, work by, and ask our clients to hold us to.</p>
      </div>
    </section>
  );
}
