import { useEffect, useRef } from 'react';
import { prefersReducedMotion } from '../shared/smooth-scroll';
import type { AboutPageValues } from './about-page';

/** 'Our Values': a looping, muted background video behind the editors' words. */
export function OurValues({ values }: { values: AboutPageValues['values'] }) {
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
        {values.eyebrow && <p className="eyebrow values__eyebrow">{values.eyebrow}</p>}
        <h2 id="values-title" className="values__title">
          {values.title}
        </h2>
        <ul className="values__words">
          {values.words.map((word, index) => (
            <li key={index}>{word}</li>
          ))}
        </ul>
        {values.text && <p className="values__lead">{values.text}</p>}
      </div>
    </section>
  );
}
