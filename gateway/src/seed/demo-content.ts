import type { PortfolioCategory } from '@consultancy/domain';

/**
 * Demo content that fills an empty site on first start: portfolio projects,
 * blog posts and testimonials. Companies and people are fictional; project
 * links point at example.com / example.org. Image names refer to files in
 * ./images (regenerate them with scripts/generate-demo-images.sh).
 *
 * Lists are ordered newest first: the seeder gives item 0 the latest creation
 * time. Testimonials 1-5 and 6-10 form the two marquee rows.
 */

interface DemoPortfolio {
  category: PortfolioCategory;
  projectName: string;
  projectUrl: string;
  /** YYYY-MM-DD */
  projectDate: string;
  /** HTML */
  description: string;
  /** HTML */
  content: string;
  problem: string;
  solution: string;
  result: string;
  /** Plain text; line breaks are kept. */
  testimonial: string;
  services: string;
  clientName: string;
  /** File names in seed/images; the first is the main image. */
  images: string[];
}

interface DemoBlog {
  title: string;
  /** HTML */
  content: string;
  excerpt: string;
  /** Comma-separated */
  tags: string;
  /** YYYY-MM-DD */
  publishDate: string;
  /** Minutes, 1-60: words / 200 rounded up. */
  readingTime: number;
  category: string;
  /** File name in seed/images */
  image: string;
}

interface DemoTestimonial {
  rating: number;
  review: string;
  userName: string;
  userRole: string;
  /** File name in seed/images */
  image: string;
}

export const demoPortfolios: DemoPortfolio[] = [
  {
    category: 'Data Management',
    projectName: 'Open Shelf Supporter Data Warehouse',
    projectUrl: 'https://example.org/case-studies/open-shelf-supporter-warehouse',
    projectDate: '2026-08-24',
    description: `<p>Open Shelf Food Network runs 23 food pantries across three counties. For years its supporter records lived in seven places: a fundraising CRM, an online giving platform, event sign-up forms, two volunteer spreadsheets and two legacy databases.</p><p>We brought them together in a single warehouse with <strong>one record per supporter</strong>, a clear consent history and reports the fundraising team can build themselves.</p>`,
    content: `<h2>From seven lists to one record per supporter</h2><p>Before the project, a simple question such as <em>"how many of last year's volunteers also gave money?"</em> meant a week of exporting, pasting and guessing. The same person often appeared four or five times, with a nickname in one system and an old email address in another.</p><p>We started with a two-week audit of every source, documented each field and agreed with the team which system owns which fact. We then built nightly loads into a PostgreSQL warehouse and wrote transparent matching rules based on email, postcode and name. Uncertain matches go to a review queue instead of being merged silently.</p><ul><li>18,420 duplicate records merged, each one logged and reversible</li><li>Consent date and channel kept for every supporter, ready for data protection requests</li><li>Donations, volunteer hours and campaign responses linked to the same person</li><li>Self-service reports in the dashboard tool the team already used</li></ul><p>Two staff members were trained to maintain the matching rules, so the charity is not dependent on us for day-to-day changes. A new report now takes about four hours to build instead of a two-week wait for an export.</p>`,
    problem:
      'Supporter data was split across seven systems with no shared identifier. Roughly one record in four was a duplicate, households received the same appeal letter several times, and nobody could say with confidence how many active supporters the charity had.',
    solution:
      'We audited every source, designed a supporter-centred warehouse schema in PostgreSQL, built nightly imports with transparent deduplication rules and a manual review queue, and trained two staff members to maintain the rules and build their own reports.',
    result:
      '18,420 duplicates merged and 7 sources unified into a single count of 41,300 active supporters. New reports take about 4 hours instead of two weeks, and the cost of the year-end appeal mailing fell by 22% because households stopped receiving duplicate letters.',
    testimonial:
      'For the first time we trust our own numbers. Our board report used to start with a caveat; now it starts with the figures.\n— Leila Haddad, Executive Director, Open Shelf Food Network',
    services: 'Data modelling, Data migration & Reporting',
    clientName: 'Open Shelf Food Network',
    images: ['portfolio-donor-data-warehouse.jpg'],
  },
  {
    category: 'Mobile App',
    projectName: 'Stride Running Coach App',
    projectUrl: 'https://example.com/work/stride-running-coach',
    projectDate: '2026-03-09',
    description: `<p>Stride Labs had a coaching method that worked in person and a waiting list of runners who wanted it on their phones. We designed and built their first app for iOS and Android, from clickable prototype to store launch, in <strong>14 weeks</strong>.</p>`,
    content: `<h2>Coaching that adapts to the week you actually had</h2><p>Most running apps record what you did. Stride wanted an app that plans what you should do next. The app reads recent runs from Apple Health and Android Health Connect, compares them with the training plan and adjusts the coming sessions when a runner misses a day or pushes too hard.</p><p>Before writing production code we tested a clickable prototype with 40 runners from Stride's waiting list. That cut the first release from 31 planned features to 12, and moved the weekly plan, not the run log, to the home screen.</p><ul><li>Daily rings for movement, running and recovery against the weekly plan</li><li>Automatic plan adjustment after missed or unusually hard sessions</li><li>Personal best detection with shareable achievement cards</li><li>Offline recording that syncs when a connection returns</li></ul><p>The app is a single React Native codebase with native modules for health data and background location, backed by a small Node.js API for plans, reminders and subscriptions.</p>`,
    problem:
      "Stride's coaches could each work with about 60 runners, and the waiting list had grown past 2,000 people. The founders needed a product that delivered their method at scale without losing its personal feel.",
    solution:
      'A two-week discovery sprint, a prototype tested with 40 runners, then a React Native app with health-data integrations and a Node.js API for plans, reminders and in-app subscriptions.',
    result:
      'Launched on both app stores in 14 weeks. 11,000 sign-ups in the first three months, 38% of them on paid plans, a 4.8 App Store rating and 61% of runners still active after four weeks.',
    testimonial:
      'They pushed back on half our feature list, and they were right. We launched sooner, with the parts runners actually use.\n— Kenji Watanabe, Co-founder, Stride Labs',
    services: 'Product design, iOS & Android development, Backend API',
    clientName: 'Stride Labs',
    images: ['portfolio-fitness-app.jpg'],
  },
  {
    category: 'Mobile App',
    projectName: 'Greenway Volunteer Shifts App',
    projectUrl: 'https://example.org/greenway-volunteer-app',
    projectDate: '2025-09-02',
    description: `<p>Greenway Community Trust coordinates more than 900 volunteers across food banks, delivery rounds and youth programmes. We replaced a tangle of group chats and spreadsheets with a mobile app for volunteers and a simple coverage dashboard for coordinators.</p>`,
    content: `<h2>Filling shifts without the phone calls</h2><p>Every Friday afternoon, Greenway's coordinators rang round to fill weekend gaps, working from 14 group chats and a shared spreadsheet that was rarely up to date. We spent a week shadowing coordinators at two sites before designing a single screen.</p><p>Volunteers now see open shifts near them, join with one tap and check in with a QR code at the front desk. Coordinators see the whole week's coverage at a glance and can message everyone on a shift when plans change.</p><ul><li>Map and list of open shifts, filtered by distance and skills</li><li>One-tap sign-up with calendar reminders</li><li>QR check-in that records volunteer hours automatically</li><li>Coverage dashboard that highlights under-staffed shifts</li></ul><p>We chose Flutter and a managed backend to keep hosting under $150 a month, an important constraint for a charity budget, and tested every screen with volunteers aged 16 to 82.</p>`,
    problem:
      'Shifts were organised through 14 WhatsApp groups and a shared spreadsheet. Coordinators spent around 10 hours a week chasing volunteers, and there was no reliable record of volunteer hours for funding reports.',
    solution:
      'After shadowing coordinators on site, we designed a volunteer app with shift discovery, one-tap sign-up and QR check-in, plus a coordinator dashboard for weekly coverage, on a stack chosen to keep hosting under $150 a month.',
    result:
      'Shift fill rate rose from 72% to 96% within two months. Coordinators save about 8 hours a week, and volunteer hours for grant reports are exported in minutes instead of being pieced together by hand.',
    testimonial:
      'Our volunteers are not tech people, and they picked it up without a single training session. That told us everything.\n— Marcus Johnson, Operations Director, Greenway Community Trust',
    services: 'UX research, Mobile app development & Admin dashboard',
    clientName: 'Greenway Community Trust',
    images: ['portfolio-volunteer-app.jpg', 'portfolio-volunteer-app-schedule.jpg', 'portfolio-volunteer-app-checkin.jpg'],
  },
  {
    category: 'Web App',
    projectName: 'Ledgerline Lending Portal',
    projectUrl: 'https://example.com/work/ledgerline-lending-portal',
    projectDate: '2025-05-19',
    description: `<p>Harbor North is a member-owned credit union with 38,000 members and six branches. We built Ledgerline, a web portal where members apply for loans online and staff review, approve and report on them in one place.</p><p>Straightforward applications are now decided in minutes, with the audit trail regulators expect.</p>`,
    content: `<h2>Loan decisions in minutes, not days</h2><p>Applications used to arrive as PDFs by email and were re-typed into the core banking system. Simple car loans waited in the same queue as complex business lending, and members increasingly went to online lenders instead.</p><p>Ledgerline collects applications through a guided web form, pulls credit data from the bureau's API and applies the credit union's own lending rules. Clear cases are decided automatically; anything unusual goes to an underwriter with every document and check on one screen.</p><ul><li>Guided application form with document upload and e-signature</li><li>Rules engine configured by the lending team, not by developers</li><li>Underwriter workspace with a full audit trail for every decision</li><li>Board and regulatory reports exported in one click</li></ul><p>Security was part of the design from the first week: role-based access, encryption at rest, single sign-on for staff and an independent penetration test before launch.</p>`,
    problem:
      'Loan applications took an average of 3 days to decide because every form was re-typed into the core system. Members were moving to online lenders, and month-end reporting took two staff members most of a week.',
    solution:
      'A web portal with a guided application, credit bureau integration, a configurable rules engine for automatic decisions and an underwriter workspace, connected to the core banking system through its existing API.',
    result:
      'Decision time fell from 3 days to 4 minutes for 70% of applications. Loan volume grew 24% in the first year, and month-end reporting went from 4 days to under 2 hours.',
    testimonial:
      'Members noticed the difference in the first week. Our staff noticed it at month end, when the reports were simply there.\n— Amara Okafor, Chief Operating Officer, Harbor North Credit Union',
    services: 'Web app development, Systems integration & Security review',
    clientName: 'Harbor North Credit Union',
    images: ['portfolio-fintech-dashboard.jpg', 'portfolio-fintech-dashboard-reports.jpg'],
  },
  {
    category: 'Web App',
    projectName: 'Brightpath Patient Booking',
    projectUrl: 'https://example.com/work/brightpath-patient-booking',
    projectDate: '2025-01-27',
    description: `<p>Brightpath Health is a growing group of four outpatient clinics offering primary care, physiotherapy and nutrition services. We built an online booking system that lets patients book, reschedule and cancel without calling reception.</p>`,
    content: `<h2>Fewer phone calls, fuller calendars</h2><p>Reception teams were answering up to 300 calls a day, most of them routine bookings and reschedules. Cancelled appointments were rarely refilled, and 15% of booked slots were lost to no-shows.</p><p>We designed a booking flow that shows real availability across clinicians and sites, synchronises with the clinics' practice management system and sends reminders with a one-tap reschedule link. Patient records stay in the practice system; the booking layer stores only what it needs to manage appointments, which kept the privacy review short.</p><ul><li>Real-time availability across 4 clinics and 22 clinicians</li><li>SMS and email reminders 48 hours and 4 hours before each visit</li><li>A waitlist that offers cancelled slots to the next patient automatically</li><li>Accessible design, tested with screen readers and older patients</li></ul><p>The system went live clinic by clinic over three weeks, so each reception team had a week of support before the next site switched over.</p>`,
    problem:
      'Up to 300 phone calls a day, 15% of appointments lost to no-shows and cancelled slots that were rarely refilled. Patients often waited on hold for more than 10 minutes to book a routine visit.',
    solution:
      'An online booking web app integrated with the practice management system, with automated reminders, one-tap rescheduling and an automatic waitlist for cancelled slots, rolled out one clinic at a time.',
    result:
      'No-shows down 41%, 94% of slots booked and 62% of bookings now made online. Reception call volume roughly halved, freeing staff for the patients in front of them.',
    testimonial:
      'The integration with our practice system was the part I worried about most. It turned out to be the part that gave us the least trouble.\n— Sarah Chen, CTO, Brightpath Health',
    services: 'Web development, Calendar integration & Patient messaging',
    clientName: 'Brightpath Health',
    images: ['portfolio-clinic-booking.jpg'],
  },
  {
    category: 'Software Development',
    projectName: 'Copperleaf Ops: Orders and Roasting',
    projectUrl: 'https://example.com/work/copperleaf-ops',
    projectDate: '2024-10-08',
    description: `<p>Copperleaf is an independent roastery supplying 60 cafes and a growing base of online subscribers. We built an internal operations tool that brings wholesale and online orders, roast planning and green bean stock onto one board.</p>`,
    content: `<h2>One board from order to doorstep</h2><p>Orders arrived through the online shop, by email and by phone. The head roaster planned batches on a whiteboard, and stock was counted on Fridays, often after a popular coffee had already run out.</p><p>Copperleaf Ops imports orders from the web shop and a simple wholesale order form, groups them into roast batches, tracks every order through roasting, packing and shipping, and deducts green beans from stock as each batch is roasted.</p><ul><li>Order board from new to shipped, with wholesale and retail tags</li><li>Roast plan generated from open orders and roast profiles</li><li>Live green bean stock with reorder alerts</li><li>Shipping labels printed straight from the packing screen</li></ul><p>It is a small TypeScript web application on a single managed server, with a tablet-friendly layout for the roastery floor and a running cost of less than one bag of coffee a day.</p>`,
    problem:
      'Orders from three channels were tracked on paper and a whiteboard. Popular coffees ran out without warning, cafes were chased for orders that had already shipped, and the owner spent evenings reconciling spreadsheets.',
    solution:
      'A custom operations app that imports online and wholesale orders, plans roast batches, tracks every order through packing and shipping, and keeps green bean stock up to date with reorder alerts.',
    result:
      'Stock-outs fell from 9 in a quarter to 1. Packing errors dropped by 80%, and the same team of four now handles 40% more orders per week.',
    testimonial:
      'We sell coffee, not software, so we needed something simple. The team on the floor learned it in an afternoon.\n— Diego Alvarez, Founder, Copperleaf Coffee Roasters',
    services: 'Custom software, E-commerce integration & Inventory management',
    clientName: 'Copperleaf Coffee Roasters',
    images: ['portfolio-inventory-system.jpg'],
  },
  {
    category: 'Data Management',
    projectName: 'Riverbend Nightly Data Platform',
    projectUrl: 'https://example.com/work/riverbend-data-platform',
    projectDate: '2024-06-12',
    description: `<p>Riverbend Analytics produces customer insight reports for mid-sized retailers. Its analysts were spending more time fixing data than analysing it, so we rebuilt the pipeline that feeds every report they deliver.</p>`,
    content: `<h2>A pipeline the analysts can trust</h2><p>The old setup was a collection of scheduled scripts on a single server. When a source system renamed a column, reports broke silently, and clients sometimes noticed before Riverbend did.</p><p>We replaced the scripts with managed connectors for each source, a validation stage with 212 automated checks and a cloud data warehouse modelled around customers, orders and payments. Every run is monitored, and a failure alerts the on-call analyst with the exact check that failed.</p><ul><li>14 source streams loaded nightly, including Postgres, Stripe, HubSpot and partner CSV files</li><li>212 checks on freshness, volumes, duplicates and allowed values</li><li>Documented models shared by client dashboards and the churn prediction model</li><li>Run history and alerts visible to the whole team</li></ul><p>We handed over with runbooks and two weeks of paired on-call, so Riverbend's own team owns the platform today.</p>`,
    problem:
      'Nightly scripts failed silently about twice a week. Analysts spent roughly 30% of their time checking and patching data, and two client reports went out with wrong figures in a single quarter.',
    solution:
      'Managed ingestion for 14 source streams, an automated validation layer with 212 checks, a documented warehouse model, and monitoring with alerts, handed over with runbooks and paired on-call.',
    result:
      'Nightly runs now finish in 18 minutes on average instead of 3 hours, and on-time runs rose from 78% to 99%. Time spent on data fixes fell from 30% to under 5%, with no client report shipped with a data error since launch.',
    testimonial:
      'The checks catch problems at 2 a.m., not in a client meeting. That alone paid for the project.\n— Priya Raman, Head of Data, Riverbend Analytics',
    services: 'Data engineering, Data quality & Cloud infrastructure',
    clientName: 'Riverbend Analytics',
    images: ['portfolio-data-pipeline.jpg'],
  },
  {
    category: 'Software Development',
    projectName: 'Parcelwise Shipping Quote API',
    projectUrl: 'https://example.com/work/parcelwise-quote-api',
    projectDate: '2024-03-05',
    description: `<p>Parcelwise helps online shops compare delivery options at checkout. We designed and built the API at the heart of the product: it collects quotes from several carriers and returns the best options in under 200 milliseconds.</p>`,
    content: `<h2>Fast quotes from slow carriers</h2><p>Carrier APIs vary widely. Some answer in 50 milliseconds, others take two seconds or time out at busy periods, and a checkout page cannot wait for the slowest one.</p><p>We built the quote service in TypeScript on Node.js. It calls carriers in parallel with strict timeouts, falls back to cached rate tables where carriers allow it and normalises every response into one format with price, delivery estimate and CO2 figure.</p><ul><li>Adapters for 6 carriers behind a single, versioned REST API</li><li>Parallel requests with timeouts and cached rate tables as a fallback</li><li>148 automated tests, including recorded responses from every carrier</li><li>API keys and usage metering for each merchant</li></ul><p>The API is documented with OpenAPI, so a merchant's developer can integrate it in an afternoon rather than a week.</p>`,
    problem:
      "Parcelwise's prototype called carriers one after another and took up to 6 seconds per quote, far too slow for a checkout page. Each new carrier took weeks to add and tended to break the existing ones.",
    solution:
      'A versioned REST API with one adapter per carrier, parallel requests with strict timeouts, cached rate tables as a fallback and an automated test suite built on recorded carrier responses.',
    result:
      'Median quote time fell from 6 seconds to 180 milliseconds. Adding a carrier takes about 3 days instead of 3 weeks, and the API served 1.2 million quotes in its first month with 99.95% availability.',
    testimonial:
      'Clean code, honest estimates and tests for everything. Our own engineers took it over without a single panic.\n— Tomasz Nowak, CTO, Parcelwise',
    services: 'API development, Carrier integrations & Automated testing',
    clientName: 'Parcelwise',
    images: ['portfolio-logistics-api.jpg'],
  },
];

export const demoBlogs: DemoBlog[] = [
  {
    title: 'Security Basics Every Small Team Should Cover',
    content: `<p>Most security incidents at small companies are not sophisticated. They start with a reused password, an unpatched plugin, a former contractor who still has admin access, or a backup that turns out never to have worked. The good news is that the fixes are mostly unglamorous habits rather than expensive products. Here is the short list we walk through with every client before we talk about anything more advanced.</p><h2>1. Turn on two-factor authentication everywhere</h2><p>If you do only one thing this month, make it this. Two-factor authentication (2FA) stops most account takeovers that begin with a stolen or guessed password. Start with the accounts that would hurt most if someone else controlled them:</p><ul><li>Email, because it can reset every other password</li><li>Your domain registrar and DNS provider</li><li>Cloud hosting, code repositories and payment providers</li><li>Accounting, payroll and online banking</li></ul><p>Prefer an authenticator app or a hardware key over SMS codes, and keep recovery codes somewhere safe and offline. A password manager for the whole team makes unique passwords painless and shows you at a glance who has access to what.</p><h2>2. Give people the least access they need</h2><p>In a young company, everyone tends to be an admin of everything. That is convenient until a laptop is stolen or a contractor's account is compromised. Review access once a quarter and ask one question for each person and each system: <em>does this role need this permission to do its job this month?</em></p><p>Keep a short offboarding checklist and run it on the day someone leaves. Shared logins deserve special attention: if five people know a password, you cannot tell who did what, and you cannot remove one person without changing it for everyone.</p><h2>3. Patch on a schedule, not when you remember</h2><p>Many breaches exploit vulnerabilities that were fixed months earlier. Pick a day each month to update operating systems, browsers, plugins and your application's dependencies, and put it in the calendar. Turn on automatic updates for laptops and phones. For your own software, tools such as Dependabot or Renovate open a pull request when a library you use gets a security fix, which turns patching into a ten-minute review instead of a research project.</p><p>If your website runs on a content management system, list every plugin and theme and remove the ones you no longer use. Code you do not use is still code an attacker can use.</p><h2>4. Back up, then prove the backup works</h2><p>A backup you have never restored is a hope, not a plan. Follow the familiar <strong>3-2-1 rule</strong>: three copies of important data, on two different kinds of storage, with one copy offsite or in a separate cloud account that ransomware on your network cannot reach.</p><p>Then schedule a restore test. Twice a year, pick a database or a folder, restore it somewhere safe and time how long it takes. Write the steps down. When something breaks at nine on a Friday evening, that page of notes is worth more than any vendor's promise.</p><h2>5. Know the common web application risks</h2><p>If you build software, make sure the people writing it know the <a href="https://owasp.org/www-project-top-ten/">OWASP Top Ten</a>, the widely used list of the most critical web application security risks. Broken access control, injection and security misconfiguration still account for a large share of real incidents. Ask your developers, in-house or external, how each one is handled in your product. A good team will answer calmly and specifically.</p><h2>6. Write a one-page incident plan</h2><p>You do not need a thick binder. A single page that answers these questions is enough to start:</p><ol><li>Who decides what happens when something looks wrong?</li><li>Who do we call for technical help, and what is their number?</li><li>How do we reach customers, and what must we tell regulators, and by when?</li><li>Where are the backups, and who can restore them?</li></ol><p>Print it and keep a copy outside your systems. An incident is exactly when you may not be able to log in to the shared drive.</p><h2>Start small, then keep going</h2><p>None of this needs a security department. A founder and a patient afternoon can put 2FA, a password manager and a monthly patching reminder in place this week. Backups, access reviews and the incident plan can follow over the next month. If you would like a second pair of eyes, we run short, fixed-price security reviews for small businesses and non-profits, and we will always tell you which fixes matter most first.</p>`,
    excerpt:
      'Most breaches at small companies start with a reused password or a forgotten admin account. Six unglamorous habits, from 2FA to a one-page incident plan, that close the most common gaps.',
    tags: 'security, small business, 2FA, backups, best practices',
    publishDate: '2026-09-15',
    readingTime: 4,
    category: 'Security',
    image: 'blog-security-basics.jpg',
  },
  {
    title: 'The App Store Launch Checklist We Use With Every Client',
    content: `<p>Submitting an app for the first time is nerve-racking. The review guidelines run to dozens of pages, the stores ask for assets you have never heard of, and a rejection can push your launch back by a week or more. After shipping apps for startups, non-profits and financial services clients, we have settled on a checklist that catches nearly every avoidable delay. These are the twelve things we settle before anyone presses <em>Submit</em>.</p><h2>Store listing</h2><ul><li><strong>App name and subtitle.</strong> Check availability early. Names must be unique in each store, and a trademark conflict is far easier to solve before launch than after.</li><li><strong>Screenshots for every required device size.</strong> Show the product doing something useful, not the login screen, and add short captions that explain the benefit.</li><li><strong>Description and keywords.</strong> Lead with the problem your app solves, in one sentence. Keywords decide whether people find you at all, so research them as you would for a website.</li><li><strong>Support and marketing URLs.</strong> Both stores expect a working support page. A simple page with an email address and a short FAQ is enough.</li></ul><h2>Privacy and compliance</h2><ul><li><strong>A privacy policy that matches reality.</strong> It must describe what your app actually collects, including data gathered by third-party SDKs for analytics, advertising or crash reporting.</li><li><strong>Privacy labels and the data safety form.</strong> Apple's privacy details and Google Play's Data safety section have to agree with your policy and your code. Reviewers do compare them.</li><li><strong>Account deletion.</strong> If people can create an account in your app, Apple requires that they can also start deleting it from inside the app. It touches your backend too, so build it early.</li></ul><h2>Review readiness</h2><ul><li><strong>A demo account for the review team.</strong> Provide working credentials with realistic sample data, plus notes for any feature that needs special hardware, a location or a paid plan.</li><li><strong>In-app purchases configured and tested.</strong> Digital goods and subscriptions sold inside an app generally have to use the store's own payment system. Test purchases, restores and cancellations in the sandbox, not just the happy path.</li><li><strong>No placeholder content.</strong> Dummy text, broken links and buttons labelled "coming soon" are among the most common reasons for rejection, and the easiest to avoid.</li></ul><h2>Launch operations</h2><ul><li><strong>Crash reporting and analytics switched on.</strong> You want to know about a crash on an older phone before it shows up in a one-star review. Agree on the handful of events that tell you whether people reach the core feature.</li><li><strong>A phased release and a rollback plan.</strong> Both stores let you release to a percentage of users first. Start small, watch crash rates for a day or two, then widen the rollout. Keep any risky feature behind a flag you can switch off from the server.</li></ul><h2>Plan for review time</h2><p>Most reviews now finish within a day or two, but the first submission of a new app often takes longer, and a rejection restarts the clock. Do not announce a launch date until the build has been approved. Instead, submit early, choose <em>manual release</em>, and publish when your marketing is ready. Read the <a href="https://developer.apple.com/app-store/review/guidelines/">App Store Review Guidelines</a> and the <a href="https://play.google.com/about/developer-content-policy/">Google Play Developer Policy Center</a> once, end to end, before you start building. It takes an evening and can save you a redesign.</p><h2>After launch</h2><p>The first two weeks decide a lot. Reply to every review, especially the critical ones; a calm, helpful answer reassures the next person reading. Watch your crash-free rate daily, and plan a small update about ten days after launch for the fixes and quick wins that real users will reveal. Most apps that succeed get there through a steady rhythm of small releases, not one perfect launch.</p><p>If you are preparing your first release and want a second opinion, we are happy to review your build and store listing against this checklist before you submit.</p>`,
    excerpt:
      'Twelve things to settle before you press Submit, from screenshots and privacy labels to demo accounts and phased releases, so a rejection does not push back your launch.',
    tags: 'mobile apps, app store, google play, launch, checklist',
    publishDate: '2026-06-02',
    readingTime: 4,
    category: 'Mobile',
    image: 'blog-app-store-launch-checklist.jpg',
  },
  {
    title: 'Data Hygiene for Small Teams: Keep Your Customer Data Useful',
    content: `<p>Every growing organisation ends up with the same spreadsheet: <em>contacts_export_FINAL(2).csv</em>. It has the same customer three times under slightly different names, a column of email addresses where one in ten is mistyped, and notes that only the person who left last year could explain. Messy data is not just untidy. It sends the same letter to a household twice, skews your reports and makes every new tool harder to adopt.</p><p>The fix is not a big data project. It is a handful of habits that keep data clean as it comes in, and a little regular maintenance. Here is the approach we use with small businesses and non-profits.</p><h2>Decide where each fact lives</h2><p>Most duplication starts because the same information is typed into several systems. Before cleaning anything, write down your core records (customers, donors, orders, products) and agree on <strong>one system of record</strong> for each. The CRM owns contact details; the accounting system owns invoices; the shop owns orders. Other tools may copy the data, but corrections happen in one place only.</p><p>This one-page decision sounds bureaucratic. In practice it ends arguments about which number is right, because everyone knows where to look.</p><h2>Stop bad data at the door</h2><p>Cleaning is expensive; prevention is cheap. A few small changes to your forms and imports prevent most problems:</p><ul><li>Validate email addresses and phone numbers when they are entered, not months later</li><li>Use drop-down lists for values such as country, status or source instead of free text</li><li>Make the genuinely important fields required, and only those</li><li>Check for an existing record by email before creating a new one</li><li>Record where each contact came from and when they gave consent</li></ul><h2>Clean what you already have</h2><p>For the existing backlog, work in a copy and follow a repeatable order. First, <strong>standardise</strong>: trim stray spaces, fix capitalisation, format phone numbers and postcodes consistently. Second, <strong>deduplicate</strong>: match on email first, then on name plus postcode, and review uncertain matches by hand rather than merging automatically. Third, <strong>flag</strong> records that cannot be fixed, such as a missing email or an address that fails validation, so someone can follow them up.</p><p>Keep a log of every merge. If a merge turns out to be wrong, you want to be able to undo it, and for data protection requests you may need to show what happened to a person's record. The <a href="https://en.wikipedia.org/wiki/Data_cleansing">general principles of data cleansing</a> are well established; the hard part is applying them consistently.</p><h2>Agree on definitions</h2><p>What counts as an <em>active customer</em>? Someone who bought in the last 12 months, or the last 90 days? Does a donor who gives monthly count once or twelve times? Write the definitions down and use them in every report. Many teams discover that their "data problem" was really two people measuring different things.</p><h2>Make it someone's job, a little at a time</h2><p>Data hygiene fails when it is everybody's responsibility and nobody's task. Give one person a recurring hour each month to review new duplicates, check bounced emails and look at fields that are suddenly empty. Small, regular attention beats a heroic clean-up every two years.</p><p>A simple monthly routine might look like this:</p><ol><li>Export records created in the last month and scan for duplicates</li><li>Remove or fix email addresses that bounced</li><li>Check required fields and consent dates on new records</li><li>Note any recurring problem and fix the form or import that causes it</li></ol><h2>When to get help</h2><p>If your data lives in more than three or four systems, or you are about to move to a new CRM, it is worth planning the migration properly. That is the moment to define your records, clean the backlog and set up the rules that keep it clean. Done well, it is usually the project that makes every later report and tool cheaper. We have helped charities merge tens of thousands of duplicate supporter records without losing a single consent, and we are always glad to talk through where to start.</p>`,
    excerpt:
      'Duplicates, mistyped emails and fields nobody can explain quietly cost small teams money. A practical routine to keep customer and supporter data clean without a big data project.',
    tags: 'data management, data quality, CRM, non-profits, small business',
    publishDate: '2026-02-17',
    readingTime: 4,
    category: 'Data',
    image: 'blog-data-hygiene.jpg',
  },
  {
    title: 'How to Scope an MVP You Can Actually Ship in Six Weeks',
    content: `<p>Most first products are not late because the team is slow. They are late because the first version tries to be the fifth version. A minimum viable product exists to answer one question as cheaply as possible: <em>will the people we are building for use this, and will they pay for it?</em> Everything that does not help answer that question can wait.</p><p>Here is the process we use with founders to turn a long wish list into something a small team can build in about six weeks.</p><h2>Start with one user and one job</h2><p>Write a single sentence: <strong>who</strong> the product is for, and <strong>what job</strong> they need done. "Independent physiotherapists need to let patients book and pay for appointments without phone calls" is a scope. "A platform for healthcare professionals" is not. If you have several user groups, pick the one whose problem is most painful and whose decision to pay is simplest.</p><p>Then describe the shortest path through the product that gets that job done, from first visit to the moment the user gets value. That path is your MVP. Everything else is a candidate for later.</p><h2>Sort features into three columns</h2><p>List every feature anyone has suggested, then sort them into three columns. This is a lightweight version of the <a href="https://en.wikipedia.org/wiki/MoSCoW_method">MoSCoW method</a>:</p><ul><li><strong>Must have:</strong> without it, the core job cannot be done at all. For a booking product: sign-up, the booking flow, payment and a confirmation email.</li><li><strong>Nice to have:</strong> makes the experience better but does not change whether the job gets done. Favourites, referral codes, dark mode.</li><li><strong>Later:</strong> valuable once you know people use the product. Native apps, team accounts, AI suggestions, integrations with other tools.</li></ul><p>Be strict. A useful test for each must-have is to ask: <em>if this were missing, would our first ten customers refuse to use the product?</em> If the honest answer is no, it moves to the middle column.</p><h2>Replace features with manual work</h2><p>Many features can be done by hand for the first few months. Instead of an admin dashboard, use a spreadsheet fed by the database. Instead of automated onboarding, call each new customer. Instead of complex pricing rules, send invoices manually. These shortcuts feel unscalable because they are, and that is fine: by the time they hurt, you will know exactly which automation is worth building.</p><h2>Fix the time, flex the scope</h2><p>Set the deadline first and treat it as fixed. Six weeks is long enough to build something real and short enough to keep everyone honest. Plan the must-haves for the first four weeks, leaving the last two for testing, fixes and the unexpected. If a must-have runs long, cut or simplify something else rather than moving the date.</p><p>A typical six-week plan looks like this:</p><ol><li>Week 1: clickable prototype, tested with five real users</li><li>Weeks 2 to 4: build the core flow end to end, with a demo every Friday</li><li>Week 5: payments, emails, analytics and the rough edges</li><li>Week 6: testing with pilot customers, fixes and launch</li></ol><h2>Decide what success looks like before you launch</h2><p>Agree on two or three numbers that will tell you whether the MVP worked: how many pilot customers complete the core flow, how many come back the following week, how many pay. Write them down before launch, so the results cannot be reinterpreted afterwards. An MVP that proves people do not want the product is not a failure; it is the cheapest possible way to learn that.</p><h2>Common traps</h2><p>Watch out for building for scale you do not have yet, custom design for every screen when a good component library would do, and integrations that a pilot customer mentioned once. Each feels small. Together they turn six weeks into six months.</p><p>If you have a list of features and a budget that do not quite fit together, we run short scoping workshops that end with a prioritised backlog, a realistic timeline and a fixed price for the first release.</p>`,
    excerpt:
      'A first product is rarely late because the team is slow; it is late because version one tries to be version five. How to cut a wish list down to an MVP a small team can ship in six weeks.',
    tags: 'MVP, startups, product management, scoping, planning',
    publishDate: '2025-10-07',
    readingTime: 4,
    category: 'Product',
    image: 'blog-scoping-an-mvp.jpg',
  },
  {
    title: 'Choosing a Tech Stack for Your First Product',
    content: `<p>Founders often ask us which technology they should use for their first product, as if there were a single right answer. There usually is not. What there is, is a set of questions that rule out most options quickly and leave you with a stack that is cheap to start, easy to hire for and unlikely to hold you back for the first few years.</p><h2>Think in layers</h2><p>Almost every web or mobile product has three layers, and it helps to decide them separately:</p><ul><li><strong>The interface:</strong> what people see and touch, such as a website, a web app or a mobile app.</li><li><strong>The API and business logic:</strong> the server code that enforces your rules, talks to payment providers and sends emails.</li><li><strong>The data:</strong> where records live, usually a database plus file storage for uploads.</li></ul><p>Each layer has a few sensible defaults, and the best stack is often a boring combination of them.</p><h2>The questions that matter</h2><p><strong>Who will maintain it?</strong> This is the most important question and the one most often skipped. If you plan to hire, choose technologies with a large pool of developers in your area and price range. Surveys such as the <a href="https://survey.stackoverflow.co/">Stack Overflow Developer Survey</a> give a reasonable picture of what is widely used. A clever niche language can be a joy to write and <em>a nightmare to hire for</em>.</p><p><strong>What does the product need on day one?</strong> A content-heavy marketing site, a data-heavy dashboard and a real-time chat app have different needs. Be honest about the features in your first release, not the ones in your five-year vision.</p><p><strong>Do you need a mobile app at all?</strong> Many products start perfectly well as a responsive web app. If you do need the app stores, a cross-platform framework such as React Native or Flutter lets one team ship to iOS and Android from a single codebase, which is usually the right choice for a first version.</p><p><strong>What will it cost to run?</strong> Managed services cost more per unit than running your own servers, but far less than the time of a person looking after those servers. For a small team, managed hosting, a managed database and a payment provider are almost always worth it.</p><h2>A sensible default</h2><p>When a client has no strong constraints, we often recommend something like this:</p><ol><li>A React-based front end, for the huge ecosystem and hiring pool</li><li>A Node.js and TypeScript API, so one language runs on both sides</li><li>PostgreSQL as the database, because it is reliable, free and handles far more than most startups will ever need</li><li>A mainstream cloud provider with managed hosting, backups and monitoring</li></ol><p>This is not the only good answer. Teams with Python, PHP or .NET experience should usually stay with what they know. The point is that a popular, well-documented stack lets you spend your energy on the product rather than the plumbing.</p><h2>Mistakes we see often</h2><ul><li><strong>Building for a million users before you have a hundred.</strong> Microservices, multiple databases and complex infrastructure slow a small team down. Start with one well-structured application.</li><li><strong>Choosing by trend.</strong> The newest framework may be excellent, but its libraries, documentation and hiring pool will be thinner.</li><li><strong>Letting one developer pick a personal favourite.</strong> If the only person who understands the stack leaves, so does your ability to change the product.</li><li><strong>Ignoring data from the start.</strong> Decide early how you will back up data, export it and report on it. Moving data later is harder than moving code.</li></ul><h2>Keep the door open</h2><p>No choice is permanent. Good structure matters more than the framework: clear separation between the interface, the API and the data, automated tests for the core rules, and documentation of how things fit together. With that in place, swapping a part of the stack later is a project, not a rewrite.</p><p>If you are weighing options for a new product, we offer a short technical consultation that ends with a written recommendation, a rough cost to build and run, and the trade-offs explained in plain language.</p>`,
    excerpt:
      'There is rarely one right stack, but a few honest questions rule out most options. How to choose technology for a first product that is cheap to start, easy to hire for and ready to grow.',
    tags: 'tech stack, startups, architecture, web development, technical consulting',
    publishDate: '2025-06-10',
    readingTime: 4,
    category: 'Architecture',
    image: 'blog-choosing-a-stack.jpg',
  },
];

export const demoTestimonials: DemoTestimonial[] = [
  {
    rating: 5,
    review:
      'We had been burned by an agency before, so we started with a small paid discovery phase. Two weeks in we had a clear plan, honest estimates and a working prototype of the booking flow. A year later, no-shows are down 41% and our reception team finally has time to look up from the phone.',
    userName: 'Sarah Chen',
    userRole: 'CTO, Brightpath Health',
    image: 'avatar-sarah-chen.jpg',
  },
  {
    rating: 5,
    review:
      'They spent days on site with our coordinators before designing a single screen, and it shows. Our volunteer app is used by people aged 16 to 82, and shift coverage went from 72% to 96%. They also kept hosting costs within a charity budget, which nobody else had even asked about.',
    userName: 'Marcus Johnson',
    userRole: 'Operations Director, Greenway Community Trust',
    image: 'avatar-marcus-johnson.jpg',
  },
  {
    rating: 5,
    review:
      'Our pipeline used to fail quietly twice a week. Now 212 checks run every night and we hear about problems before our clients do. The handover was excellent: runbooks, paired on-call, and answers to our questions even months later.',
    userName: 'Priya Raman',
    userRole: 'Head of Data, Riverbend Analytics',
    image: 'avatar-priya-raman.jpg',
  },
  {
    rating: 4,
    review:
      'As a small roastery we could not afford a big software project, and they never tried to sell us one. The ops board does exactly what we need and nothing more. Label printing had a few rough edges in the first week, but they were fixed within days.',
    userName: 'Diego Alvarez',
    userRole: 'Founder, Copperleaf Coffee Roasters',
    image: 'avatar-diego-alvarez.jpg',
  },
  {
    rating: 5,
    review:
      'Security and compliance were non-negotiable for us, and they treated them as design requirements from day one rather than a checklist at the end. Loan decisions that took three days now take minutes, and our examiners were impressed by the audit trail.',
    userName: 'Amara Okafor',
    userRole: 'COO, Harbor North Credit Union',
    image: 'avatar-amara-okafor.jpg',
  },
  {
    rating: 5,
    review:
      'They built the core of our product and then made themselves unnecessary, which is exactly what a good consultancy should do. The code is clean, the tests are thorough, and our quote API answers in under 200 milliseconds.',
    userName: 'Tomasz Nowak',
    userRole: 'CTO, Parcelwise',
    image: 'avatar-tomasz-nowak.jpg',
  },
  {
    rating: 5,
    review:
      'We had seven lists of supporters and no idea how many people we actually reached. They merged more than 18,000 duplicate records without losing a single consent, and explained every step to our board in plain language.',
    userName: 'Leila Haddad',
    userRole: 'Executive Director, Open Shelf Food Network',
    image: 'avatar-leila-haddad.jpg',
  },
  {
    rating: 4,
    review:
      'They challenged our roadmap hard in the first workshop, which was uncomfortable at the time and the best thing that happened to the project. We launched on both app stores in 14 weeks. I would have liked more frequent design reviews early on, but the result speaks for itself.',
    userName: 'Kenji Watanabe',
    userRole: 'Co-founder, Stride Labs',
    image: 'avatar-kenji-watanabe.jpg',
  },
  {
    rating: 5,
    review:
      'I am not technical, and I never felt lost. They explained every option in terms of cost and risk, helped us choose a simple stack and delivered our booking and payments site in six weeks. Parents now book and pay online, and I got my evenings back.',
    userName: 'Grace Mensah',
    userRole: 'Founder, Kinfolk Tutoring',
    image: 'avatar-grace-mensah.jpg',
  },
  {
    rating: 4,
    review:
      'We asked for a technical review of our client portal and received a clear, prioritised report instead of a sales pitch. Two urgent security fixes were done the same week. Scheduling was occasionally slow during their busy season, but communication was always honest.',
    userName: 'Oliver Brandt',
    userRole: 'Managing Partner, Brandt & Vale Accountants',
    image: 'avatar-oliver-brandt.jpg',
  },
];
