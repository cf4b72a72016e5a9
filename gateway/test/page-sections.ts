/** A valid hero section, for the pages' tests. */
export const SAMPLE_HERO = {
  eyebrow: 'Software for teams',
  headline: 'Software that ships on time',
  highlight: 'ships',
  text: 'Senior engineers, plain words.',
  buttons: [{ label: 'Talk to us', link: '/contact' }],
  points: ['No hand-offs'],
  image: '',
  imageAlt: '',
};
