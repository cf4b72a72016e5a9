/** The longer text of each service, shown on the Solutions page only (kept out of the landing page's code). */
export const SERVICE_DETAILS: Record<string, { description: string; points: string[] }> = {
  'web-development': {
    description:
      'From a marketing site that loads in a blink to a customer portal with payments and bookings, we design and build for the web with modern, well-supported tools. Every page is accessible, search-friendly and measured, so you know what works.',
    points: ['Marketing sites and landing pages', 'Customer portals and dashboards', 'E-commerce, bookings and payments'],
  },
  'software-development': {
    description:
      'When off-the-shelf tools stop fitting, we build the software your operations need: internal tools, APIs and integrations that connect the systems you already pay for. Clean code, thorough tests and a proper handover come as standard.',
    points: ['Internal tools and workflow automation', 'APIs and third-party integrations', 'Modernising legacy systems'],
  },
  'app-development': {
    description:
      'We take your app from first sketch to both app stores with a single cross-platform codebase, designed with real users in the room. Offline support, notifications and analytics are planned from day one rather than bolted on later.',
    points: ['iOS and Android from one codebase', 'User research and prototyping', 'Store launch, monitoring and updates'],
  },
  'technical-consulting': {
    description:
      'Not sure which stack to pick, whether your code is secure, or why the cloud bill keeps growing? We review, advise and plan in plain language, framed in terms of cost and risk, and we are just as happy to tell you what not to build.',
    points: ['Architecture and code reviews', 'Security and compliance readiness', 'Roadmaps and fractional CTO support'],
  },
  'data-management': {
    description:
      'We bring scattered spreadsheets and systems together into one dependable source of truth: pipelines that check themselves, deduplicated records that respect consent, and dashboards that answer the questions you actually ask.',
    points: ['Data pipelines and warehousing', 'Cleansing, deduplication and migration', 'Reporting and analytics dashboards'],
  },
};
