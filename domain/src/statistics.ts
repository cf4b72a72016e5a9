/** The About page's 'This is Us In Numbers' before an administrator changes them. */
export const DEFAULT_STATISTICS = {
  projectsCompleted: '10+',
  projectsCompletedDescription: 'Delivered across web, software, and app development.',
  industriesServed: '5+',
  industriesServedDescription: 'From startups to non-profits.',
  clientSatisfaction: '100%',
  clientSatisfactionDescription: 'Trusted as a long-term tech partner.',
} as const;

export type StatisticsValues = { -readonly [K in keyof typeof DEFAULT_STATISTICS]: string };
