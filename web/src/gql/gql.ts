/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query PublicHomePage {\n    homePage { id ...HomePageFields @unmask }\n    solutionsPage { id services { ...ServiceCardFields @unmask } }\n  }\n": typeof types.PublicHomePageDocument,
    "\n  fragment AboutPageFields on AboutPage {\n    hero { ...PageHeroFields @unmask }\n    story { eyebrow title text }\n    milestones { title text }\n    leaders { name role bio photo profileUrl }\n    values { eyebrow title text words }\n  }\n": typeof types.AboutPageFieldsFragmentDoc,
    "\n  query PublicAboutPage { aboutPage { id ...AboutPageFields @unmask } }\n": typeof types.PublicAboutPageDocument,
    "\n  query PublicTeam { team(limit: 100) { items { id name role bio photo photoAlt link } } }\n": typeof types.PublicTeamDocument,
    "\n  fragment StatisticsFields on Statistics {\n    projectsCompleted\n    projectsCompletedDescription\n    industriesServed\n    industriesServedDescription\n    clientSatisfaction\n    clientSatisfactionDescription\n  }\n": typeof types.StatisticsFieldsFragmentDoc,
    "\n  query PublicStatistics {\n    statistics {\n      id\n      ...StatisticsFields\n    }\n  }\n": typeof types.PublicStatisticsDocument,
    "\n  fragment BlogCardFields on Blog {\n    id\n    slug\n    title\n    excerpt\n    content\n    category\n    tags\n    publishDate\n    createdAt\n    readingTime\n    featuredImage\n    featuredImageAlt\n    responsiveImages {\n      ...ResponsiveImageFields @unmask\n    }\n  }\n": typeof types.BlogCardFieldsFragmentDoc,
    "\n  query PublicBlog($id: ID!) {\n    blog(id: $id) {\n      ...BlogCardFields @unmask\n      publishAt\n      seoTitle\n      seoDescription\n      socialImage\n      updatedAt\n    }\n  }\n": typeof types.PublicBlogDocument,
    "\n  query PublicBlogs($page: Int!, $limit: Int!, $tag: String, $category: String) {\n    blogs(page: $page, limit: $limit, tag: $tag, category: $category) {\n      page\n      pages\n      total\n      items {\n        id\n        category\n        ...BlogCardFields\n      }\n    }\n  }\n": typeof types.PublicBlogsDocument,
    "\n  mutation PublicSubmitContact($input: ContactInput!) {\n    submitContact(input: $input)\n  }\n": typeof types.PublicSubmitContactDocument,
    "\n  fragment ContactPageFields on ContactPageDocument {\n    meta { description }\n    hero { ...PageHeroFields @unmask }\n    details { title hours responseTime }\n    steps { title text }\n  }\n": typeof types.ContactPageFieldsFragmentDoc,
    "\n  query PublicContactPage { contactPage { id ...ContactPageFields @unmask } }\n": typeof types.PublicContactPageDocument,
    "\n  fragment FooterFields on Footer {\n    companyName\n    phone\n    email\n    copyrightText\n    socialLinks {\n      linkedin\n      facebook\n      instagram\n      twitter\n    }\n    quickLinks {\n      home\n      about\n      portfolio\n      contact\n      solutions\n    }\n  }\n": typeof types.FooterFieldsFragmentDoc,
    "\n  query PublicFooter {\n    footer {\n      id\n      ...FooterFields\n    }\n    # The footer lists the services as the Solutions page names them.\n    solutionsPage {\n      id\n      services { anchor name }\n    }\n  }\n": typeof types.PublicFooterDocument,
    "\n  fragment HomePageFields on HomePage {\n    hero { ...PageHeroFields @unmask }\n    servicesIntro { ...SectionIntroFields @unmask }\n    servicesCallToAction { ...CallToActionFields @unmask }\n    industriesIntro { ...SectionIntroFields @unmask }\n    industries { name text image }\n    about {\n      eyebrow title text image badgeTitle badgeText\n      points { title text }\n      button { label link }\n      moreLink { label link }\n    }\n  }\n": typeof types.HomePageFieldsFragmentDoc,
    "\n  fragment PortfolioCardFields on Portfolio {\n    id\n    slug\n    category\n    projectName\n    projectDate\n    createdAt\n    description\n    imageUrls\n    imageAlts\n    responsiveImages {\n      ...ResponsiveImageFields @unmask\n    }\n  }\n": typeof types.PortfolioCardFieldsFragmentDoc,
    "\n  query PublicPortfolio($id: ID!) {\n    portfolio(id: $id) {\n      id\n      slug\n      seoTitle\n      seoDescription\n      socialImage\n      category\n      projectName\n      projectUrl\n      projectDate\n      description\n      content\n      problem\n      solution\n      result\n      testimonial\n      services\n      clientName\n      imageUrls\n      imageAlts\n      responsiveImages {\n        ...ResponsiveImageFields @unmask\n      }\n      createdAt\n      updatedAt\n    }\n  }\n": typeof types.PublicPortfolioDocument,
    "\n  query PublicPortfolios($page: Int!, $limit: Int!, $category: String) {\n    portfolios(page: $page, limit: $limit, category: $category) {\n      page\n      pages\n      total\n      items {\n        id\n        ...PortfolioCardFields\n      }\n    }\n  }\n": typeof types.PublicPortfoliosDocument,
    "\n  query PublicSearch($page: Int!, $limit: Int!, $q: String) {\n    search(page: $page, limit: $limit, q: $q) {\n      page\n      pages\n      total\n      items { type id title excerpt url }\n    }\n  }\n": typeof types.PublicSearchDocument,
    "\n  fragment ResponsiveImageFields on ResponsiveImage {\n    url\n    width\n    height\n    sources {\n      type\n      srcset\n    }\n    alt\n    focalPoint {\n      x\n      y\n    }\n  }\n": typeof types.ResponsiveImageFieldsFragmentDoc,
    "\n  query PublicFormToken {\n    formToken\n  }\n": typeof types.PublicFormTokenDocument,
    "\n  fragment PageHeroFields on PageHero { eyebrow headline highlight text buttons { label link } points image imageAlt }\n": typeof types.PageHeroFieldsFragmentDoc,
    "\n  fragment SectionIntroFields on SectionIntro { eyebrow title text }\n": typeof types.SectionIntroFieldsFragmentDoc,
    "\n  fragment CallToActionFields on CallToAction { title text button { label link } }\n": typeof types.CallToActionFieldsFragmentDoc,
    "\n  query PublicSiteSettings {\n    siteSettings {\n      id\n      siteName\n      defaultDescription\n      defaultSocialImage\n      organizationLogo\n    }\n  }\n": typeof types.PublicSiteSettingsDocument,
    "\n  fragment ServiceCardFields on Service { anchor name icon summary }\n": typeof types.ServiceCardFieldsFragmentDoc,
    "\n  fragment ServiceFields on Service { ...ServiceCardFields @unmask details points image imageAlt }\n": typeof types.ServiceFieldsFragmentDoc,
    "\n  fragment SolutionsPageFields on SolutionsPage {\n    hero { ...PageHeroFields @unmask }\n    services { ...ServiceFields @unmask }\n    callToAction { ...CallToActionFields @unmask }\n  }\n": typeof types.SolutionsPageFieldsFragmentDoc,
    "\n  query PublicSolutionsPage { solutionsPage { id ...SolutionsPageFields @unmask } }\n": typeof types.PublicSolutionsPageDocument,
    "\n  mutation PublicSubscribe($email: String!, $source: String!, $website: String, $formToken: String, $visit: VisitInput) {\n    subscribe(email: $email, source: $source, website: $website, formToken: $formToken, visit: $visit)\n  }\n": typeof types.PublicSubscribeDocument,
    "\n  mutation PublicResubscribe($token: String!) {\n    resubscribe(token: $token)\n  }\n": typeof types.PublicResubscribeDocument,
    "\n  query PublicTestimonials($limit: Int!) {\n    testimonials(limit: $limit) {\n      items {\n        id\n        rating\n        review\n        userName\n        userRole\n        userImage\n        userImageAlt\n        responsiveImages {\n          ...ResponsiveImageFields @unmask\n        }\n      }\n    }\n  }\n": typeof types.PublicTestimonialsDocument,
};
const documents: Documents = {
    "\n  query PublicHomePage {\n    homePage { id ...HomePageFields @unmask }\n    solutionsPage { id services { ...ServiceCardFields @unmask } }\n  }\n": types.PublicHomePageDocument,
    "\n  fragment AboutPageFields on AboutPage {\n    hero { ...PageHeroFields @unmask }\n    story { eyebrow title text }\n    milestones { title text }\n    leaders { name role bio photo profileUrl }\n    values { eyebrow title text words }\n  }\n": types.AboutPageFieldsFragmentDoc,
    "\n  query PublicAboutPage { aboutPage { id ...AboutPageFields @unmask } }\n": types.PublicAboutPageDocument,
    "\n  query PublicTeam { team(limit: 100) { items { id name role bio photo photoAlt link } } }\n": types.PublicTeamDocument,
    "\n  fragment StatisticsFields on Statistics {\n    projectsCompleted\n    projectsCompletedDescription\n    industriesServed\n    industriesServedDescription\n    clientSatisfaction\n    clientSatisfactionDescription\n  }\n": types.StatisticsFieldsFragmentDoc,
    "\n  query PublicStatistics {\n    statistics {\n      id\n      ...StatisticsFields\n    }\n  }\n": types.PublicStatisticsDocument,
    "\n  fragment BlogCardFields on Blog {\n    id\n    slug\n    title\n    excerpt\n    content\n    category\n    tags\n    publishDate\n    createdAt\n    readingTime\n    featuredImage\n    featuredImageAlt\n    responsiveImages {\n      ...ResponsiveImageFields @unmask\n    }\n  }\n": types.BlogCardFieldsFragmentDoc,
    "\n  query PublicBlog($id: ID!) {\n    blog(id: $id) {\n      ...BlogCardFields @unmask\n      publishAt\n      seoTitle\n      seoDescription\n      socialImage\n      updatedAt\n    }\n  }\n": types.PublicBlogDocument,
    "\n  query PublicBlogs($page: Int!, $limit: Int!, $tag: String, $category: String) {\n    blogs(page: $page, limit: $limit, tag: $tag, category: $category) {\n      page\n      pages\n      total\n      items {\n        id\n        category\n        ...BlogCardFields\n      }\n    }\n  }\n": types.PublicBlogsDocument,
    "\n  mutation PublicSubmitContact($input: ContactInput!) {\n    submitContact(input: $input)\n  }\n": types.PublicSubmitContactDocument,
    "\n  fragment ContactPageFields on ContactPageDocument {\n    meta { description }\n    hero { ...PageHeroFields @unmask }\n    details { title hours responseTime }\n    steps { title text }\n  }\n": types.ContactPageFieldsFragmentDoc,
    "\n  query PublicContactPage { contactPage { id ...ContactPageFields @unmask } }\n": types.PublicContactPageDocument,
    "\n  fragment FooterFields on Footer {\n    companyName\n    phone\n    email\n    copyrightText\n    socialLinks {\n      linkedin\n      facebook\n      instagram\n      twitter\n    }\n    quickLinks {\n      home\n      about\n      portfolio\n      contact\n      solutions\n    }\n  }\n": types.FooterFieldsFragmentDoc,
    "\n  query PublicFooter {\n    footer {\n      id\n      ...FooterFields\n    }\n    # The footer lists the services as the Solutions page names them.\n    solutionsPage {\n      id\n      services { anchor name }\n    }\n  }\n": types.PublicFooterDocument,
    "\n  fragment HomePageFields on HomePage {\n    hero { ...PageHeroFields @unmask }\n    servicesIntro { ...SectionIntroFields @unmask }\n    servicesCallToAction { ...CallToActionFields @unmask }\n    industriesIntro { ...SectionIntroFields @unmask }\n    industries { name text image }\n    about {\n      eyebrow title text image badgeTitle badgeText\n      points { title text }\n      button { label link }\n      moreLink { label link }\n    }\n  }\n": types.HomePageFieldsFragmentDoc,
    "\n  fragment PortfolioCardFields on Portfolio {\n    id\n    slug\n    category\n    projectName\n    projectDate\n    createdAt\n    description\n    imageUrls\n    imageAlts\n    responsiveImages {\n      ...ResponsiveImageFields @unmask\n    }\n  }\n": types.PortfolioCardFieldsFragmentDoc,
    "\n  query PublicPortfolio($id: ID!) {\n    portfolio(id: $id) {\n      id\n      slug\n      seoTitle\n      seoDescription\n      socialImage\n      category\n      projectName\n      projectUrl\n      projectDate\n      description\n      content\n      problem\n      solution\n      result\n      testimonial\n      services\n      clientName\n      imageUrls\n      imageAlts\n      responsiveImages {\n        ...ResponsiveImageFields @unmask\n      }\n      createdAt\n      updatedAt\n    }\n  }\n": types.PublicPortfolioDocument,
    "\n  query PublicPortfolios($page: Int!, $limit: Int!, $category: String) {\n    portfolios(page: $page, limit: $limit, category: $category) {\n      page\n      pages\n      total\n      items {\n        id\n        ...PortfolioCardFields\n      }\n    }\n  }\n": types.PublicPortfoliosDocument,
    "\n  query PublicSearch($page: Int!, $limit: Int!, $q: String) {\n    search(page: $page, limit: $limit, q: $q) {\n      page\n      pages\n      total\n      items { type id title excerpt url }\n    }\n  }\n": types.PublicSearchDocument,
    "\n  fragment ResponsiveImageFields on ResponsiveImage {\n    url\n    width\n    height\n    sources {\n      type\n      srcset\n    }\n    alt\n    focalPoint {\n      x\n      y\n    }\n  }\n": types.ResponsiveImageFieldsFragmentDoc,
    "\n  query PublicFormToken {\n    formToken\n  }\n": types.PublicFormTokenDocument,
    "\n  fragment PageHeroFields on PageHero { eyebrow headline highlight text buttons { label link } points image imageAlt }\n": types.PageHeroFieldsFragmentDoc,
    "\n  fragment SectionIntroFields on SectionIntro { eyebrow title text }\n": types.SectionIntroFieldsFragmentDoc,
    "\n  fragment CallToActionFields on CallToAction { title text button { label link } }\n": types.CallToActionFieldsFragmentDoc,
    "\n  query PublicSiteSettings {\n    siteSettings {\n      id\n      siteName\n      defaultDescription\n      defaultSocialImage\n      organizationLogo\n    }\n  }\n": types.PublicSiteSettingsDocument,
    "\n  fragment ServiceCardFields on Service { anchor name icon summary }\n": types.ServiceCardFieldsFragmentDoc,
    "\n  fragment ServiceFields on Service { ...ServiceCardFields @unmask details points image imageAlt }\n": types.ServiceFieldsFragmentDoc,
    "\n  fragment SolutionsPageFields on SolutionsPage {\n    hero { ...PageHeroFields @unmask }\n    services { ...ServiceFields @unmask }\n    callToAction { ...CallToActionFields @unmask }\n  }\n": types.SolutionsPageFieldsFragmentDoc,
    "\n  query PublicSolutionsPage { solutionsPage { id ...SolutionsPageFields @unmask } }\n": types.PublicSolutionsPageDocument,
    "\n  mutation PublicSubscribe($email: String!, $source: String!, $website: String, $formToken: String, $visit: VisitInput) {\n    subscribe(email: $email, source: $source, website: $website, formToken: $formToken, visit: $visit)\n  }\n": types.PublicSubscribeDocument,
    "\n  mutation PublicResubscribe($token: String!) {\n    resubscribe(token: $token)\n  }\n": types.PublicResubscribeDocument,
    "\n  query PublicTestimonials($limit: Int!) {\n    testimonials(limit: $limit) {\n      items {\n        id\n        rating\n        review\n        userName\n        userRole\n        userImage\n        userImageAlt\n        responsiveImages {\n          ...ResponsiveImageFields @unmask\n        }\n      }\n    }\n  }\n": types.PublicTestimonialsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicHomePage {\n    homePage { id ...HomePageFields @unmask }\n    solutionsPage { id services { ...ServiceCardFields @unmask } }\n  }\n"): (typeof documents)["\n  query PublicHomePage {\n    homePage { id ...HomePageFields @unmask }\n    solutionsPage { id services { ...ServiceCardFields @unmask } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AboutPageFields on AboutPage {\n    hero { ...PageHeroFields @unmask }\n    story { eyebrow title text }\n    milestones { title text }\n    leaders { name role bio photo profileUrl }\n    values { eyebrow title text words }\n  }\n"): (typeof documents)["\n  fragment AboutPageFields on AboutPage {\n    hero { ...PageHeroFields @unmask }\n    story { eyebrow title text }\n    milestones { title text }\n    leaders { name role bio photo profileUrl }\n    values { eyebrow title text words }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicAboutPage { aboutPage { id ...AboutPageFields @unmask } }\n"): (typeof documents)["\n  query PublicAboutPage { aboutPage { id ...AboutPageFields @unmask } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicTeam { team(limit: 100) { items { id name role bio photo photoAlt link } } }\n"): (typeof documents)["\n  query PublicTeam { team(limit: 100) { items { id name role bio photo photoAlt link } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StatisticsFields on Statistics {\n    projectsCompleted\n    projectsCompletedDescription\n    industriesServed\n    industriesServedDescription\n    clientSatisfaction\n    clientSatisfactionDescription\n  }\n"): (typeof documents)["\n  fragment StatisticsFields on Statistics {\n    projectsCompleted\n    projectsCompletedDescription\n    industriesServed\n    industriesServedDescription\n    clientSatisfaction\n    clientSatisfactionDescription\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicStatistics {\n    statistics {\n      id\n      ...StatisticsFields\n    }\n  }\n"): (typeof documents)["\n  query PublicStatistics {\n    statistics {\n      id\n      ...StatisticsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BlogCardFields on Blog {\n    id\n    slug\n    title\n    excerpt\n    content\n    category\n    tags\n    publishDate\n    createdAt\n    readingTime\n    featuredImage\n    featuredImageAlt\n    responsiveImages {\n      ...ResponsiveImageFields @unmask\n    }\n  }\n"): (typeof documents)["\n  fragment BlogCardFields on Blog {\n    id\n    slug\n    title\n    excerpt\n    content\n    category\n    tags\n    publishDate\n    createdAt\n    readingTime\n    featuredImage\n    featuredImageAlt\n    responsiveImages {\n      ...ResponsiveImageFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicBlog($id: ID!) {\n    blog(id: $id) {\n      ...BlogCardFields @unmask\n      publishAt\n      seoTitle\n      seoDescription\n      socialImage\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query PublicBlog($id: ID!) {\n    blog(id: $id) {\n      ...BlogCardFields @unmask\n      publishAt\n      seoTitle\n      seoDescription\n      socialImage\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicBlogs($page: Int!, $limit: Int!, $tag: String, $category: String) {\n    blogs(page: $page, limit: $limit, tag: $tag, category: $category) {\n      page\n      pages\n      total\n      items {\n        id\n        category\n        ...BlogCardFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query PublicBlogs($page: Int!, $limit: Int!, $tag: String, $category: String) {\n    blogs(page: $page, limit: $limit, tag: $tag, category: $category) {\n      page\n      pages\n      total\n      items {\n        id\n        category\n        ...BlogCardFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublicSubmitContact($input: ContactInput!) {\n    submitContact(input: $input)\n  }\n"): (typeof documents)["\n  mutation PublicSubmitContact($input: ContactInput!) {\n    submitContact(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ContactPageFields on ContactPageDocument {\n    meta { description }\n    hero { ...PageHeroFields @unmask }\n    details { title hours responseTime }\n    steps { title text }\n  }\n"): (typeof documents)["\n  fragment ContactPageFields on ContactPageDocument {\n    meta { description }\n    hero { ...PageHeroFields @unmask }\n    details { title hours responseTime }\n    steps { title text }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicContactPage { contactPage { id ...ContactPageFields @unmask } }\n"): (typeof documents)["\n  query PublicContactPage { contactPage { id ...ContactPageFields @unmask } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FooterFields on Footer {\n    companyName\n    phone\n    email\n    copyrightText\n    socialLinks {\n      linkedin\n      facebook\n      instagram\n      twitter\n    }\n    quickLinks {\n      home\n      about\n      portfolio\n      contact\n      solutions\n    }\n  }\n"): (typeof documents)["\n  fragment FooterFields on Footer {\n    companyName\n    phone\n    email\n    copyrightText\n    socialLinks {\n      linkedin\n      facebook\n      instagram\n      twitter\n    }\n    quickLinks {\n      home\n      about\n      portfolio\n      contact\n      solutions\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicFooter {\n    footer {\n      id\n      ...FooterFields\n    }\n    # The footer lists the services as the Solutions page names them.\n    solutionsPage {\n      id\n      services { anchor name }\n    }\n  }\n"): (typeof documents)["\n  query PublicFooter {\n    footer {\n      id\n      ...FooterFields\n    }\n    # The footer lists the services as the Solutions page names them.\n    solutionsPage {\n      id\n      services { anchor name }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HomePageFields on HomePage {\n    hero { ...PageHeroFields @unmask }\n    servicesIntro { ...SectionIntroFields @unmask }\n    servicesCallToAction { ...CallToActionFields @unmask }\n    industriesIntro { ...SectionIntroFields @unmask }\n    industries { name text image }\n    about {\n      eyebrow title text image badgeTitle badgeText\n      points { title text }\n      button { label link }\n      moreLink { label link }\n    }\n  }\n"): (typeof documents)["\n  fragment HomePageFields on HomePage {\n    hero { ...PageHeroFields @unmask }\n    servicesIntro { ...SectionIntroFields @unmask }\n    servicesCallToAction { ...CallToActionFields @unmask }\n    industriesIntro { ...SectionIntroFields @unmask }\n    industries { name text image }\n    about {\n      eyebrow title text image badgeTitle badgeText\n      points { title text }\n      button { label link }\n      moreLink { label link }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PortfolioCardFields on Portfolio {\n    id\n    slug\n    category\n    projectName\n    projectDate\n    createdAt\n    description\n    imageUrls\n    imageAlts\n    responsiveImages {\n      ...ResponsiveImageFields @unmask\n    }\n  }\n"): (typeof documents)["\n  fragment PortfolioCardFields on Portfolio {\n    id\n    slug\n    category\n    projectName\n    projectDate\n    createdAt\n    description\n    imageUrls\n    imageAlts\n    responsiveImages {\n      ...ResponsiveImageFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicPortfolio($id: ID!) {\n    portfolio(id: $id) {\n      id\n      slug\n      seoTitle\n      seoDescription\n      socialImage\n      category\n      projectName\n      projectUrl\n      projectDate\n      description\n      content\n      problem\n      solution\n      result\n      testimonial\n      services\n      clientName\n      imageUrls\n      imageAlts\n      responsiveImages {\n        ...ResponsiveImageFields @unmask\n      }\n      createdAt\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query PublicPortfolio($id: ID!) {\n    portfolio(id: $id) {\n      id\n      slug\n      seoTitle\n      seoDescription\n      socialImage\n      category\n      projectName\n      projectUrl\n      projectDate\n      description\n      content\n      problem\n      solution\n      result\n      testimonial\n      services\n      clientName\n      imageUrls\n      imageAlts\n      responsiveImages {\n        ...ResponsiveImageFields @unmask\n      }\n      createdAt\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicPortfolios($page: Int!, $limit: Int!, $category: String) {\n    portfolios(page: $page, limit: $limit, category: $category) {\n      page\n      pages\n      total\n      items {\n        id\n        ...PortfolioCardFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query PublicPortfolios($page: Int!, $limit: Int!, $category: String) {\n    portfolios(page: $page, limit: $limit, category: $category) {\n      page\n      pages\n      total\n      items {\n        id\n        ...PortfolioCardFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicSearch($page: Int!, $limit: Int!, $q: String) {\n    search(page: $page, limit: $limit, q: $q) {\n      page\n      pages\n      total\n      items { type id title excerpt url }\n    }\n  }\n"): (typeof documents)["\n  query PublicSearch($page: Int!, $limit: Int!, $q: String) {\n    search(page: $page, limit: $limit, q: $q) {\n      page\n      pages\n      total\n      items { type id title excerpt url }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ResponsiveImageFields on ResponsiveImage {\n    url\n    width\n    height\n    sources {\n      type\n      srcset\n    }\n    alt\n    focalPoint {\n      x\n      y\n    }\n  }\n"): (typeof documents)["\n  fragment ResponsiveImageFields on ResponsiveImage {\n    url\n    width\n    height\n    sources {\n      type\n      srcset\n    }\n    alt\n    focalPoint {\n      x\n      y\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicFormToken {\n    formToken\n  }\n"): (typeof documents)["\n  query PublicFormToken {\n    formToken\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PageHeroFields on PageHero { eyebrow headline highlight text buttons { label link } points image imageAlt }\n"): (typeof documents)["\n  fragment PageHeroFields on PageHero { eyebrow headline highlight text buttons { label link } points image imageAlt }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SectionIntroFields on SectionIntro { eyebrow title text }\n"): (typeof documents)["\n  fragment SectionIntroFields on SectionIntro { eyebrow title text }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CallToActionFields on CallToAction { title text button { label link } }\n"): (typeof documents)["\n  fragment CallToActionFields on CallToAction { title text button { label link } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicSiteSettings {\n    siteSettings {\n      id\n      siteName\n      defaultDescription\n      defaultSocialImage\n      organizationLogo\n    }\n  }\n"): (typeof documents)["\n  query PublicSiteSettings {\n    siteSettings {\n      id\n      siteName\n      defaultDescription\n      defaultSocialImage\n      organizationLogo\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ServiceCardFields on Service { anchor name icon summary }\n"): (typeof documents)["\n  fragment ServiceCardFields on Service { anchor name icon summary }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ServiceFields on Service { ...ServiceCardFields @unmask details points image imageAlt }\n"): (typeof documents)["\n  fragment ServiceFields on Service { ...ServiceCardFields @unmask details points image imageAlt }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SolutionsPageFields on SolutionsPage {\n    hero { ...PageHeroFields @unmask }\n    services { ...ServiceFields @unmask }\n    callToAction { ...CallToActionFields @unmask }\n  }\n"): (typeof documents)["\n  fragment SolutionsPageFields on SolutionsPage {\n    hero { ...PageHeroFields @unmask }\n    services { ...ServiceFields @unmask }\n    callToAction { ...CallToActionFields @unmask }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicSolutionsPage { solutionsPage { id ...SolutionsPageFields @unmask } }\n"): (typeof documents)["\n  query PublicSolutionsPage { solutionsPage { id ...SolutionsPageFields @unmask } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublicSubscribe($email: String!, $source: String!, $website: String, $formToken: String, $visit: VisitInput) {\n    subscribe(email: $email, source: $source, website: $website, formToken: $formToken, visit: $visit)\n  }\n"): (typeof documents)["\n  mutation PublicSubscribe($email: String!, $source: String!, $website: String, $formToken: String, $visit: VisitInput) {\n    subscribe(email: $email, source: $source, website: $website, formToken: $formToken, visit: $visit)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublicResubscribe($token: String!) {\n    resubscribe(token: $token)\n  }\n"): (typeof documents)["\n  mutation PublicResubscribe($token: String!) {\n    resubscribe(token: $token)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicTestimonials($limit: Int!) {\n    testimonials(limit: $limit) {\n      items {\n        id\n        rating\n        review\n        userName\n        userRole\n        userImage\n        userImageAlt\n        responsiveImages {\n          ...ResponsiveImageFields @unmask\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PublicTestimonials($limit: Int!) {\n    testimonials(limit: $limit) {\n      items {\n        id\n        rating\n        review\n        userName\n        userRole\n        userImage\n        userImageAlt\n        responsiveImages {\n          ...ResponsiveImageFields @unmask\n        }\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;