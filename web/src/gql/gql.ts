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
    "\n  fragment StatisticsFields on Statistics {\n    projectsCompleted\n    projectsCompletedDescription\n    industriesServed\n    industriesServedDescription\n    clientSatisfaction\n    clientSatisfactionDescription\n  }\n": typeof types.StatisticsFieldsFragmentDoc,
    "\n  query PublicStatistics {\n    statistics {\n      id\n      ...StatisticsFields\n    }\n  }\n": typeof types.PublicStatisticsDocument,
    "\n  fragment BlogCardFields on Blog {\n    id\n    slug\n    title\n    excerpt\n    content\n    category\n    tags\n    publishDate\n    createdAt\n    readingTime\n    featuredImage\n    featuredImageAlt\n    responsiveImages {\n      ...ResponsiveImageFields @unmask\n    }\n  }\n": typeof types.BlogCardFieldsFragmentDoc,
    "\n  query PublicBlog($id: ID!) {\n    blog(id: $id) {\n      ...BlogCardFields @unmask\n      publishAt\n      seoTitle\n      seoDescription\n      socialImage\n      updatedAt\n    }\n  }\n": typeof types.PublicBlogDocument,
    "\n  query PublicBlogs($page: Int!, $limit: Int!, $tag: String, $category: String) {\n    blogs(page: $page, limit: $limit, tag: $tag, category: $category) {\n      page\n      pages\n      total\n      items {\n        id\n        category\n        ...BlogCardFields\n      }\n    }\n  }\n": typeof types.PublicBlogsDocument,
    "\n  mutation PublicSubmitContact($input: ContactInput!) {\n    submitContact(input: $input)\n  }\n": typeof types.PublicSubmitContactDocument,
    "\n  fragment FooterFields on Footer {\n    companyName\n    phone\n    email\n    copyrightText\n    socialLinks {\n      linkedin\n      facebook\n      instagram\n      twitter\n    }\n    quickLinks {\n      home\n      about\n      portfolio\n      contact\n      solutions\n    }\n  }\n": typeof types.FooterFieldsFragmentDoc,
    "\n  query PublicFooter {\n    footer {\n      id\n      ...FooterFields\n    }\n  }\n": typeof types.PublicFooterDocument,
    "\n  fragment PortfolioCardFields on Portfolio {\n    id\n    slug\n    category\n    projectName\n    projectDate\n    createdAt\n    description\n    imageUrls\n    imageAlts\n    responsiveImages {\n      ...ResponsiveImageFields @unmask\n    }\n  }\n": typeof types.PortfolioCardFieldsFragmentDoc,
    "\n  query PublicPortfolio($id: ID!) {\n    portfolio(id: $id) {\n      id\n      slug\n      seoTitle\n      seoDescription\n      socialImage\n      category\n      projectName\n      projectUrl\n      projectDate\n      description\n      content\n      problem\n      solution\n      result\n      testimonial\n      services\n      clientName\n      imageUrls\n      imageAlts\n      responsiveImages {\n        ...ResponsiveImageFields @unmask\n      }\n      createdAt\n      updatedAt\n    }\n  }\n": typeof types.PublicPortfolioDocument,
    "\n  query PublicPortfolios($page: Int!, $limit: Int!, $category: String) {\n    portfolios(page: $page, limit: $limit, category: $category) {\n      page\n      pages\n      total\n      items {\n        id\n        ...PortfolioCardFields\n      }\n    }\n  }\n": typeof types.PublicPortfoliosDocument,
    "\n  fragment ResponsiveImageFields on ResponsiveImage {\n    url\n    width\n    height\n    sources {\n      type\n      srcset\n    }\n    alt\n    focalPoint {\n      x\n      y\n    }\n  }\n": typeof types.ResponsiveImageFieldsFragmentDoc,
    "\n  query PublicFormToken {\n    formToken\n  }\n": typeof types.PublicFormTokenDocument,
    "\n  query PublicSiteSettings {\n    siteSettings {\n      id\n      siteName\n      defaultDescription\n      defaultSocialImage\n      organizationLogo\n    }\n  }\n": typeof types.PublicSiteSettingsDocument,
    "\n  mutation PublicTrackView($type: String!, $id: ID, $page: String!) {\n    trackView(type: $type, id: $id, page: $page)\n  }\n": typeof types.PublicTrackViewDocument,
    "\n  mutation PublicSubscribe($email: String!, $source: String!, $website: String, $formToken: String) {\n    subscribe(email: $email, source: $source, website: $website, formToken: $formToken)\n  }\n": typeof types.PublicSubscribeDocument,
    "\n  query PublicTestimonials($limit: Int!) {\n    testimonials(limit: $limit) {\n      items {\n        id\n        rating\n        review\n        userName\n        userRole\n        userImage\n        userImageAlt\n        responsiveImages {\n          ...ResponsiveImageFields @unmask\n        }\n      }\n    }\n  }\n": typeof types.PublicTestimonialsDocument,
};
const documents: Documents = {
    "\n  fragment StatisticsFields on Statistics {\n    projectsCompleted\n    projectsCompletedDescription\n    industriesServed\n    industriesServedDescription\n    clientSatisfaction\n    clientSatisfactionDescription\n  }\n": types.StatisticsFieldsFragmentDoc,
    "\n  query PublicStatistics {\n    statistics {\n      id\n      ...StatisticsFields\n    }\n  }\n": types.PublicStatisticsDocument,
    "\n  fragment BlogCardFields on Blog {\n    id\n    slug\n    title\n    excerpt\n    content\n    category\n    tags\n    publishDate\n    createdAt\n    readingTime\n    featuredImage\n    featuredImageAlt\n    responsiveImages {\n      ...ResponsiveImageFields @unmask\n    }\n  }\n": types.BlogCardFieldsFragmentDoc,
    "\n  query PublicBlog($id: ID!) {\n    blog(id: $id) {\n      ...BlogCardFields @unmask\n      publishAt\n      seoTitle\n      seoDescription\n      socialImage\n      updatedAt\n    }\n  }\n": types.PublicBlogDocument,
    "\n  query PublicBlogs($page: Int!, $limit: Int!, $tag: String, $category: String) {\n    blogs(page: $page, limit: $limit, tag: $tag, category: $category) {\n      page\n      pages\n      total\n      items {\n        id\n        category\n        ...BlogCardFields\n      }\n    }\n  }\n": types.PublicBlogsDocument,
    "\n  mutation PublicSubmitContact($input: ContactInput!) {\n    submitContact(input: $input)\n  }\n": types.PublicSubmitContactDocument,
    "\n  fragment FooterFields on Footer {\n    companyName\n    phone\n    email\n    copyrightText\n    socialLinks {\n      linkedin\n      facebook\n      instagram\n      twitter\n    }\n    quickLinks {\n      home\n      about\n      portfolio\n      contact\n      solutions\n    }\n  }\n": types.FooterFieldsFragmentDoc,
    "\n  query PublicFooter {\n    footer {\n      id\n      ...FooterFields\n    }\n  }\n": types.PublicFooterDocument,
    "\n  fragment PortfolioCardFields on Portfolio {\n    id\n    slug\n    category\n    projectName\n    projectDate\n    createdAt\n    description\n    imageUrls\n    imageAlts\n    responsiveImages {\n      ...ResponsiveImageFields @unmask\n    }\n  }\n": types.PortfolioCardFieldsFragmentDoc,
    "\n  query PublicPortfolio($id: ID!) {\n    portfolio(id: $id) {\n      id\n      slug\n      seoTitle\n      seoDescription\n      socialImage\n      category\n      projectName\n      projectUrl\n      projectDate\n      description\n      content\n      problem\n      solution\n      result\n      testimonial\n      services\n      clientName\n      imageUrls\n      imageAlts\n      responsiveImages {\n        ...ResponsiveImageFields @unmask\n      }\n      createdAt\n      updatedAt\n    }\n  }\n": types.PublicPortfolioDocument,
    "\n  query PublicPortfolios($page: Int!, $limit: Int!, $category: String) {\n    portfolios(page: $page, limit: $limit, category: $category) {\n      page\n      pages\n      total\n      items {\n        id\n        ...PortfolioCardFields\n      }\n    }\n  }\n": types.PublicPortfoliosDocument,
    "\n  fragment ResponsiveImageFields on ResponsiveImage {\n    url\n    width\n    height\n    sources {\n      type\n      srcset\n    }\n    alt\n    focalPoint {\n      x\n      y\n    }\n  }\n": types.ResponsiveImageFieldsFragmentDoc,
    "\n  query PublicFormToken {\n    formToken\n  }\n": types.PublicFormTokenDocument,
    "\n  query PublicSiteSettings {\n    siteSettings {\n      id\n      siteName\n      defaultDescription\n      defaultSocialImage\n      organizationLogo\n    }\n  }\n": types.PublicSiteSettingsDocument,
    "\n  mutation PublicTrackView($type: String!, $id: ID, $page: String!) {\n    trackView(type: $type, id: $id, page: $page)\n  }\n": types.PublicTrackViewDocument,
    "\n  mutation PublicSubscribe($email: String!, $source: String!, $website: String, $formToken: String) {\n    subscribe(email: $email, source: $source, website: $website, formToken: $formToken)\n  }\n": types.PublicSubscribeDocument,
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
export function graphql(source: "\n  fragment FooterFields on Footer {\n    companyName\n    phone\n    email\n    copyrightText\n    socialLinks {\n      linkedin\n      facebook\n      instagram\n      twitter\n    }\n    quickLinks {\n      home\n      about\n      portfolio\n      contact\n      solutions\n    }\n  }\n"): (typeof documents)["\n  fragment FooterFields on Footer {\n    companyName\n    phone\n    email\n    copyrightText\n    socialLinks {\n      linkedin\n      facebook\n      instagram\n      twitter\n    }\n    quickLinks {\n      home\n      about\n      portfolio\n      contact\n      solutions\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicFooter {\n    footer {\n      id\n      ...FooterFields\n    }\n  }\n"): (typeof documents)["\n  query PublicFooter {\n    footer {\n      id\n      ...FooterFields\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment ResponsiveImageFields on ResponsiveImage {\n    url\n    width\n    height\n    sources {\n      type\n      srcset\n    }\n    alt\n    focalPoint {\n      x\n      y\n    }\n  }\n"): (typeof documents)["\n  fragment ResponsiveImageFields on ResponsiveImage {\n    url\n    width\n    height\n    sources {\n      type\n      srcset\n    }\n    alt\n    focalPoint {\n      x\n      y\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicFormToken {\n    formToken\n  }\n"): (typeof documents)["\n  query PublicFormToken {\n    formToken\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicSiteSettings {\n    siteSettings {\n      id\n      siteName\n      defaultDescription\n      defaultSocialImage\n      organizationLogo\n    }\n  }\n"): (typeof documents)["\n  query PublicSiteSettings {\n    siteSettings {\n      id\n      siteName\n      defaultDescription\n      defaultSocialImage\n      organizationLogo\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublicTrackView($type: String!, $id: ID, $page: String!) {\n    trackView(type: $type, id: $id, page: $page)\n  }\n"): (typeof documents)["\n  mutation PublicTrackView($type: String!, $id: ID, $page: String!) {\n    trackView(type: $type, id: $id, page: $page)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublicSubscribe($email: String!, $source: String!, $website: String, $formToken: String) {\n    subscribe(email: $email, source: $source, website: $website, formToken: $formToken)\n  }\n"): (typeof documents)["\n  mutation PublicSubscribe($email: String!, $source: String!, $website: String, $formToken: String) {\n    subscribe(email: $email, source: $source, website: $website, formToken: $formToken)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicTestimonials($limit: Int!) {\n    testimonials(limit: $limit) {\n      items {\n        id\n        rating\n        review\n        userName\n        userRole\n        userImage\n        userImageAlt\n        responsiveImages {\n          ...ResponsiveImageFields @unmask\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PublicTestimonials($limit: Int!) {\n    testimonials(limit: $limit) {\n      items {\n        id\n        rating\n        review\n        userName\n        userRole\n        userImage\n        userImageAlt\n        responsiveImages {\n          ...ResponsiveImageFields @unmask\n        }\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;