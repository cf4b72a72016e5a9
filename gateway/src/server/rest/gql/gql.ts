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
    "\n      query RestAuditEntries($page: Int, $limit: Int, $q: String, $action: String, $adminEmail: String, $from: String, $to: String) {\n        auditEntries(page: $page, limit: $limit, q: $q, action: $action, adminEmail: $adminEmail, from: $from, to: $to) {\n          items { id at action adminEmail ip userAgent requestId changes { field before after } target { kind id label } }\n          page limit total pages\n        }\n      }\n    ": typeof types.RestAuditEntriesDocument,
    "\n  fragment RestResponsiveImageFields on ResponsiveImage { url width height sources { type srcset } }\n": typeof types.RestResponsiveImageFieldsFragmentDoc,
    "\n      query RestAnalyticsStats { analyticsStats { views { total } liveVisitors } }\n    ": typeof types.RestAnalyticsStatsDocument,
    "\n      mutation RestTrackView($page: String!, $type: String!, $id: ID) { trackView(page: $page, type: $type, id: $id) }\n    ": typeof types.RestTrackViewDocument,
    "\n      query RestMe { me { ...RestAdministratorFields } }\n    ": typeof types.RestMeDocument,
    "\n      mutation RestChangePassword($currentPassword: String!, $newPassword: String!) {\n        changePassword(currentPassword: $currentPassword, newPassword: $newPassword) { id }\n      }\n    ": typeof types.RestChangePasswordDocument,
    "\n  fragment RestAdministratorFields on Administrator {\n    id createdAt updatedAt email role disabled passwordChangeRequired twoFactorEnabled twoFactorSetupRequired\n  }\n": typeof types.RestAdministratorFieldsFragmentDoc,
    "\n      query RestAdministrators { admins { ...RestAdministratorFields } }\n    ": typeof types.RestAdministratorsDocument,
    "\n      mutation RestCreateAdmin($email: String!, $role: AdminRole!) {\n        createAdmin(email: $email, role: $role) { admin { ...RestAdministratorFields } oneTimePassword }\n      }\n    ": typeof types.RestCreateAdminDocument,
    "\n      mutation RestUpdateAdmin($id: ID!, $role: AdminRole, $disabled: Boolean) {\n        updateAdmin(id: $id, role: $role, disabled: $disabled) { ...RestAdministratorFields }\n      }\n    ": typeof types.RestUpdateAdminDocument,
    "\n      mutation RestDeleteAdmin($id: ID!) { deleteAdmin(id: $id) { email } }\n    ": typeof types.RestDeleteAdminDocument,
    "\n      mutation RestLogin($email: String!, $password: String!) {\n        login(email: $email, password: $password) {\n          __typename\n          ... on SignedIn { token }\n          ... on TwoFactorChallenge { challenge }\n        }\n      }\n    ": typeof types.RestLoginDocument,
    "\n      mutation RestLogout { logout }\n    ": typeof types.RestLogoutDocument,
    "\n      query RestMySessions { mySessions { id createdAt lastSeenAt ip userAgent current } }\n    ": typeof types.RestMySessionsDocument,
    "\n      mutation RestEndSession($id: ID!) { endSession(id: $id) }\n    ": typeof types.RestEndSessionDocument,
    "\n      mutation RestEndOtherSessions { endOtherSessions }\n    ": typeof types.RestEndOtherSessionsDocument,
    "\n      mutation RestLoginWithTwoFactor($challenge: String!, $code: String!) {\n        loginWithTwoFactor(challenge: $challenge, code: $code) { token }\n      }\n    ": typeof types.RestLoginWithTwoFactorDocument,
    "\n      mutation RestSetupTwoFactor { setupTwoFactor { secret otpauthUrl qrCode } }\n    ": typeof types.RestSetupTwoFactorDocument,
    "\n      mutation RestEnableTwoFactor($code: String!) { enableTwoFactor(code: $code) }\n    ": typeof types.RestEnableTwoFactorDocument,
    "\n      mutation RestDisableTwoFactor($code: String!) { disableTwoFactor(code: $code) { id } }\n    ": typeof types.RestDisableTwoFactorDocument,
    "\n      query RestTwoFactorPolicy { twoFactorPolicy { twoFactorRequired updatedAt } }\n    ": typeof types.RestTwoFactorPolicyDocument,
    "\n      mutation RestSetTwoFactorPolicy($required: Boolean!) { setTwoFactorPolicy(required: $required) { twoFactorRequired updatedAt } }\n    ": typeof types.RestSetTwoFactorPolicyDocument,
    "\n  fragment RestBlogFields on Blog {\n    id createdAt updatedAt views slug status publishAt seoTitle seoDescription socialImage title content excerpt tags\n    publishDate readingTime featuredImage featuredImageAlt category\n    responsiveImages { ...RestResponsiveImageFields }\n  }\n": typeof types.RestBlogFieldsFragmentDoc,
    "\n    query RestBlogs($page: Int, $limit: Int, $q: String, $tag: String, $category: String) {\n      blogs(page: $page, limit: $limit, q: $q, tag: $tag, category: $category) { items { ...RestBlogFields } page limit total pages }\n    }\n  ": typeof types.RestBlogsDocument,
    "\n    query RestBlogItem($id: ID!) { blog(id: $id) { ...RestBlogFields } }\n  ": typeof types.RestBlogItemDocument,
    "\n    mutation RestAddBlog($input: BlogInput!, $image: Upload, $existingImages: [String!]) {\n      addBlog(input: $input, image: $image, existingImages: $existingImages) { ...RestBlogFields }\n    }\n  ": typeof types.RestAddBlogDocument,
    "\n    mutation RestUpdateBlog($id: ID!, $input: BlogInput!, $image: Upload, $existingImages: [String!]) {\n      updateBlog(id: $id, input: $input, image: $image, existingImages: $existingImages) { ...RestBlogFields }\n    }\n  ": typeof types.RestUpdateBlogDocument,
    "\n    mutation RestDeleteBlog($id: ID!) { deleteBlog(id: $id) }\n  ": typeof types.RestDeleteBlogDocument,
    "\n  fragment RestContactAlertsFields on ContactAlerts { enabled recipient defaultRecipient smtpConfigured sending reason }\n": typeof types.RestContactAlertsFieldsFragmentDoc,
    "\n      query RestContacts($page: Int, $limit: Int, $q: String, $status: ContactStatus) {\n        contacts(page: $page, limit: $limit, q: $q, status: $status) {\n          items { id createdAt updatedAt firstName lastName email phone company message status source submittedAt }\n          page limit total pages\n        }\n      }\n    ": typeof types.RestContactsDocument,
    "\n      mutation RestSubmitContact($input: ContactInput!) { submitContact(input: $input) }\n    ": typeof types.RestSubmitContactDocument,
    "\n      mutation RestUpdateContactStatus($id: ID!, $status: ContactStatus!) { updateContactStatus(id: $id, status: $status) { id } }\n    ": typeof types.RestUpdateContactStatusDocument,
    "\n      mutation RestDeleteContact($id: ID!) { deleteContact(id: $id) }\n    ": typeof types.RestDeleteContactDocument,
    "\n      query RestContactAlerts { contactAlerts { ...RestContactAlertsFields } }\n    ": typeof types.RestContactAlertsDocument,
    "\n      mutation RestUpdateContactAlerts($input: ContactAlertsInput!) { updateContactAlerts(input: $input) { ...RestContactAlertsFields } }\n    ": typeof types.RestUpdateContactAlertsDocument,
    "\n  fragment RestFooterFields on Footer {\n    id createdAt updatedAt companyName phone email copyrightText\n    socialLinks { linkedin facebook instagram twitter }\n    quickLinks { home about portfolio contact solutions }\n  }\n": typeof types.RestFooterFieldsFragmentDoc,
    "\n    query RestFooter { footer { ...RestFooterFields } }\n  ": typeof types.RestFooterDocument,
    "\n    mutation RestUpdateFooter($input: FooterInput!) { updateFooter(input: $input) { ...RestFooterFields } }\n  ": typeof types.RestUpdateFooterDocument,
    "\n      query RestStoredImages($page: Int, $limit: Int, $q: String) { storedImages(page: $page, limit: $limit, q: $q) { items page limit total pages } }\n    ": typeof types.RestStoredImagesDocument,
    "\n  fragment RestPortfolioFields on Portfolio {\n    id createdAt updatedAt views slug status publishAt seoTitle seoDescription socialImage category projectName\n    projectUrl projectDate description content problem solution result testimonial services clientName imageUrls imageAlts\n    responsiveImages { ...RestResponsiveImageFields }\n  }\n": typeof types.RestPortfolioFieldsFragmentDoc,
    "\n    query RestPortfolios($page: Int, $limit: Int, $q: String, $category: String) {\n      portfolios(page: $page, limit: $limit, q: $q, category: $category) { items { ...RestPortfolioFields } page limit total pages }\n    }\n  ": typeof types.RestPortfoliosDocument,
    "\n    query RestPortfolioItem($id: ID!) { portfolio(id: $id) { ...RestPortfolioFields } }\n  ": typeof types.RestPortfolioItemDocument,
    "\n    mutation RestAddPortfolio($input: PortfolioInput!, $images: [Upload!], $existingImages: [String!]) {\n      addPortfolio(input: $input, images: $images, existingImages: $existingImages) { ...RestPortfolioFields }\n    }\n  ": typeof types.RestAddPortfolioDocument,
    "\n    mutation RestUpdatePortfolio($id: ID!, $input: PortfolioInput!, $images: [Upload!], $existingImages: [String!]) {\n      updatePortfolio(id: $id, input: $input, images: $images, existingImages: $existingImages) { ...RestPortfolioFields }\n    }\n  ": typeof types.RestUpdatePortfolioDocument,
    "\n    mutation RestDeletePortfolio($id: ID!) { deletePortfolio(id: $id) }\n  ": typeof types.RestDeletePortfolioDocument,
    "\n  fragment RestSiteSettingsFields on SiteSettings { id createdAt updatedAt siteName defaultDescription defaultSocialImage organizationLogo }\n": typeof types.RestSiteSettingsFieldsFragmentDoc,
    "\n    query RestSiteSettings { siteSettings { ...RestSiteSettingsFields } }\n  ": typeof types.RestSiteSettingsDocument,
    "\n    mutation RestUpdateSiteSettings($input: SiteSettingsInput!) { updateSiteSettings(input: $input) { ...RestSiteSettingsFields } }\n  ": typeof types.RestUpdateSiteSettingsDocument,
    "\n  fragment RestStatisticsFields on Statistics {\n    id createdAt updatedAt projectsCompleted projectsCompletedDescription industriesServed industriesServedDescription\n    clientSatisfaction clientSatisfactionDescription\n  }\n": typeof types.RestStatisticsFieldsFragmentDoc,
    "\n    query RestStatistics { statistics { ...RestStatisticsFields } }\n  ": typeof types.RestStatisticsDocument,
    "\n    mutation RestUpdateStatistics($input: StatisticsInput!) { updateStatistics(input: $input) { ...RestStatisticsFields } }\n  ": typeof types.RestUpdateStatisticsDocument,
    "\n      query RestSubscriptions($page: Int, $limit: Int, $q: String, $status: SubscriptionStatus) {\n        subscriptions(page: $page, limit: $limit, q: $q, status: $status) {\n          items { id createdAt updatedAt email status source subscribedAt }\n          page limit total pages\n        }\n      }\n    ": typeof types.RestSubscriptionsDocument,
    "\n      mutation RestSubscribe($email: String!, $source: String! = \"\", $website: String, $formToken: String) {\n        subscribe(email: $email, source: $source, website: $website, formToken: $formToken)\n      }\n    ": typeof types.RestSubscribeDocument,
    "\n      mutation RestDeleteSubscription($id: ID!) { deleteSubscription(id: $id) }\n    ": typeof types.RestDeleteSubscriptionDocument,
    "\n  fragment RestTestimonialFields on Testimonial {\n    id createdAt updatedAt views rating review userName userRole userImage userImageAlt\n    responsiveImages { ...RestResponsiveImageFields }\n  }\n": typeof types.RestTestimonialFieldsFragmentDoc,
    "\n    query RestTestimonials($page: Int, $limit: Int, $q: String) {\n      testimonials(page: $page, limit: $limit, q: $q) { items { ...RestTestimonialFields } page limit total pages }\n    }\n  ": typeof types.RestTestimonialsDocument,
    "\n    query RestTestimonialItem($id: ID!) { testimonial(id: $id) { ...RestTestimonialFields } }\n  ": typeof types.RestTestimonialItemDocument,
    "\n    mutation RestAddTestimonial($input: TestimonialInput!, $image: Upload, $existingImages: [String!]) {\n      addTestimonial(input: $input, image: $image, existingImages: $existingImages) { ...RestTestimonialFields }\n    }\n  ": typeof types.RestAddTestimonialDocument,
    "\n    mutation RestUpdateTestimonial($id: ID!, $input: TestimonialInput!, $image: Upload, $existingImages: [String!]) {\n      updateTestimonial(id: $id, input: $input, image: $image, existingImages: $existingImages) { ...RestTestimonialFields }\n    }\n  ": typeof types.RestUpdateTestimonialDocument,
    "\n    mutation RestDeleteTestimonial($id: ID!) { deleteTestimonial(id: $id) }\n  ": typeof types.RestDeleteTestimonialDocument,
    "\n      query RestFormToken { formToken }\n    ": typeof types.RestFormTokenDocument,
};
const documents: Documents = {
    "\n      query RestAuditEntries($page: Int, $limit: Int, $q: String, $action: String, $adminEmail: String, $from: String, $to: String) {\n        auditEntries(page: $page, limit: $limit, q: $q, action: $action, adminEmail: $adminEmail, from: $from, to: $to) {\n          items { id at action adminEmail ip userAgent requestId changes { field before after } target { kind id label } }\n          page limit total pages\n        }\n      }\n    ": types.RestAuditEntriesDocument,
    "\n  fragment RestResponsiveImageFields on ResponsiveImage { url width height sources { type srcset } }\n": types.RestResponsiveImageFieldsFragmentDoc,
    "\n      query RestAnalyticsStats { analyticsStats { views { total } liveVisitors } }\n    ": types.RestAnalyticsStatsDocument,
    "\n      mutation RestTrackView($page: String!, $type: String!, $id: ID) { trackView(page: $page, type: $type, id: $id) }\n    ": types.RestTrackViewDocument,
    "\n      query RestMe { me { ...RestAdministratorFields } }\n    ": types.RestMeDocument,
    "\n      mutation RestChangePassword($currentPassword: String!, $newPassword: String!) {\n        changePassword(currentPassword: $currentPassword, newPassword: $newPassword) { id }\n      }\n    ": types.RestChangePasswordDocument,
    "\n  fragment RestAdministratorFields on Administrator {\n    id createdAt updatedAt email role disabled passwordChangeRequired twoFactorEnabled twoFactorSetupRequired\n  }\n": types.RestAdministratorFieldsFragmentDoc,
    "\n      query RestAdministrators { admins { ...RestAdministratorFields } }\n    ": types.RestAdministratorsDocument,
    "\n      mutation RestCreateAdmin($email: String!, $role: AdminRole!) {\n        createAdmin(email: $email, role: $role) { admin { ...RestAdministratorFields } oneTimePassword }\n      }\n    ": types.RestCreateAdminDocument,
    "\n      mutation RestUpdateAdmin($id: ID!, $role: AdminRole, $disabled: Boolean) {\n        updateAdmin(id: $id, role: $role, disabled: $disabled) { ...RestAdministratorFields }\n      }\n    ": types.RestUpdateAdminDocument,
    "\n      mutation RestDeleteAdmin($id: ID!) { deleteAdmin(id: $id) { email } }\n    ": types.RestDeleteAdminDocument,
    "\n      mutation RestLogin($email: String!, $password: String!) {\n        login(email: $email, password: $password) {\n          __typename\n          ... on SignedIn { token }\n          ... on TwoFactorChallenge { challenge }\n        }\n      }\n    ": types.RestLoginDocument,
    "\n      mutation RestLogout { logout }\n    ": types.RestLogoutDocument,
    "\n      query RestMySessions { mySessions { id createdAt lastSeenAt ip userAgent current } }\n    ": types.RestMySessionsDocument,
    "\n      mutation RestEndSession($id: ID!) { endSession(id: $id) }\n    ": types.RestEndSessionDocument,
    "\n      mutation RestEndOtherSessions { endOtherSessions }\n    ": types.RestEndOtherSessionsDocument,
    "\n      mutation RestLoginWithTwoFactor($challenge: String!, $code: String!) {\n        loginWithTwoFactor(challenge: $challenge, code: $code) { token }\n      }\n    ": types.RestLoginWithTwoFactorDocument,
    "\n      mutation RestSetupTwoFactor { setupTwoFactor { secret otpauthUrl qrCode } }\n    ": types.RestSetupTwoFactorDocument,
    "\n      mutation RestEnableTwoFactor($code: String!) { enableTwoFactor(code: $code) }\n    ": types.RestEnableTwoFactorDocument,
    "\n      mutation RestDisableTwoFactor($code: String!) { disableTwoFactor(code: $code) { id } }\n    ": types.RestDisableTwoFactorDocument,
    "\n      query RestTwoFactorPolicy { twoFactorPolicy { twoFactorRequired updatedAt } }\n    ": types.RestTwoFactorPolicyDocument,
    "\n      mutation RestSetTwoFactorPolicy($required: Boolean!) { setTwoFactorPolicy(required: $required) { twoFactorRequired updatedAt } }\n    ": types.RestSetTwoFactorPolicyDocument,
    "\n  fragment RestBlogFields on Blog {\n    id createdAt updatedAt views slug status publishAt seoTitle seoDescription socialImage title content excerpt tags\n    publishDate readingTime featuredImage featuredImageAlt category\n    responsiveImages { ...RestResponsiveImageFields }\n  }\n": types.RestBlogFieldsFragmentDoc,
    "\n    query RestBlogs($page: Int, $limit: Int, $q: String, $tag: String, $category: String) {\n      blogs(page: $page, limit: $limit, q: $q, tag: $tag, category: $category) { items { ...RestBlogFields } page limit total pages }\n    }\n  ": types.RestBlogsDocument,
    "\n    query RestBlogItem($id: ID!) { blog(id: $id) { ...RestBlogFields } }\n  ": types.RestBlogItemDocument,
    "\n    mutation RestAddBlog($input: BlogInput!, $image: Upload, $existingImages: [String!]) {\n      addBlog(input: $input, image: $image, existingImages: $existingImages) { ...RestBlogFields }\n    }\n  ": types.RestAddBlogDocument,
    "\n    mutation RestUpdateBlog($id: ID!, $input: BlogInput!, $image: Upload, $existingImages: [String!]) {\n      updateBlog(id: $id, input: $input, image: $image, existingImages: $existingImages) { ...RestBlogFields }\n    }\n  ": types.RestUpdateBlogDocument,
    "\n    mutation RestDeleteBlog($id: ID!) { deleteBlog(id: $id) }\n  ": types.RestDeleteBlogDocument,
    "\n  fragment RestContactAlertsFields on ContactAlerts { enabled recipient defaultRecipient smtpConfigured sending reason }\n": types.RestContactAlertsFieldsFragmentDoc,
    "\n      query RestContacts($page: Int, $limit: Int, $q: String, $status: ContactStatus) {\n        contacts(page: $page, limit: $limit, q: $q, status: $status) {\n          items { id createdAt updatedAt firstName lastName email phone company message status source submittedAt }\n          page limit total pages\n        }\n      }\n    ": types.RestContactsDocument,
    "\n      mutation RestSubmitContact($input: ContactInput!) { submitContact(input: $input) }\n    ": types.RestSubmitContactDocument,
    "\n      mutation RestUpdateContactStatus($id: ID!, $status: ContactStatus!) { updateContactStatus(id: $id, status: $status) { id } }\n    ": types.RestUpdateContactStatusDocument,
    "\n      mutation RestDeleteContact($id: ID!) { deleteContact(id: $id) }\n    ": types.RestDeleteContactDocument,
    "\n      query RestContactAlerts { contactAlerts { ...RestContactAlertsFields } }\n    ": types.RestContactAlertsDocument,
    "\n      mutation RestUpdateContactAlerts($input: ContactAlertsInput!) { updateContactAlerts(input: $input) { ...RestContactAlertsFields } }\n    ": types.RestUpdateContactAlertsDocument,
    "\n  fragment RestFooterFields on Footer {\n    id createdAt updatedAt companyName phone email copyrightText\n    socialLinks { linkedin facebook instagram twitter }\n    quickLinks { home about portfolio contact solutions }\n  }\n": types.RestFooterFieldsFragmentDoc,
    "\n    query RestFooter { footer { ...RestFooterFields } }\n  ": types.RestFooterDocument,
    "\n    mutation RestUpdateFooter($input: FooterInput!) { updateFooter(input: $input) { ...RestFooterFields } }\n  ": types.RestUpdateFooterDocument,
    "\n      query RestStoredImages($page: Int, $limit: Int, $q: String) { storedImages(page: $page, limit: $limit, q: $q) { items page limit total pages } }\n    ": types.RestStoredImagesDocument,
    "\n  fragment RestPortfolioFields on Portfolio {\n    id createdAt updatedAt views slug status publishAt seoTitle seoDescription socialImage category projectName\n    projectUrl projectDate description content problem solution result testimonial services clientName imageUrls imageAlts\n    responsiveImages { ...RestResponsiveImageFields }\n  }\n": types.RestPortfolioFieldsFragmentDoc,
    "\n    query RestPortfolios($page: Int, $limit: Int, $q: String, $category: String) {\n      portfolios(page: $page, limit: $limit, q: $q, category: $category) { items { ...RestPortfolioFields } page limit total pages }\n    }\n  ": types.RestPortfoliosDocument,
    "\n    query RestPortfolioItem($id: ID!) { portfolio(id: $id) { ...RestPortfolioFields } }\n  ": types.RestPortfolioItemDocument,
    "\n    mutation RestAddPortfolio($input: PortfolioInput!, $images: [Upload!], $existingImages: [String!]) {\n      addPortfolio(input: $input, images: $images, existingImages: $existingImages) { ...RestPortfolioFields }\n    }\n  ": types.RestAddPortfolioDocument,
    "\n    mutation RestUpdatePortfolio($id: ID!, $input: PortfolioInput!, $images: [Upload!], $existingImages: [String!]) {\n      updatePortfolio(id: $id, input: $input, images: $images, existingImages: $existingImages) { ...RestPortfolioFields }\n    }\n  ": types.RestUpdatePortfolioDocument,
    "\n    mutation RestDeletePortfolio($id: ID!) { deletePortfolio(id: $id) }\n  ": types.RestDeletePortfolioDocument,
    "\n  fragment RestSiteSettingsFields on SiteSettings { id createdAt updatedAt siteName defaultDescription defaultSocialImage organizationLogo }\n": types.RestSiteSettingsFieldsFragmentDoc,
    "\n    query RestSiteSettings { siteSettings { ...RestSiteSettingsFields } }\n  ": types.RestSiteSettingsDocument,
    "\n    mutation RestUpdateSiteSettings($input: SiteSettingsInput!) { updateSiteSettings(input: $input) { ...RestSiteSettingsFields } }\n  ": types.RestUpdateSiteSettingsDocument,
    "\n  fragment RestStatisticsFields on Statistics {\n    id createdAt updatedAt projectsCompleted projectsCompletedDescription industriesServed industriesServedDescription\n    clientSatisfaction clientSatisfactionDescription\n  }\n": types.RestStatisticsFieldsFragmentDoc,
    "\n    query RestStatistics { statistics { ...RestStatisticsFields } }\n  ": types.RestStatisticsDocument,
    "\n    mutation RestUpdateStatistics($input: StatisticsInput!) { updateStatistics(input: $input) { ...RestStatisticsFields } }\n  ": types.RestUpdateStatisticsDocument,
    "\n      query RestSubscriptions($page: Int, $limit: Int, $q: String, $status: SubscriptionStatus) {\n        subscriptions(page: $page, limit: $limit, q: $q, status: $status) {\n          items { id createdAt updatedAt email status source subscribedAt }\n          page limit total pages\n        }\n      }\n    ": types.RestSubscriptionsDocument,
    "\n      mutation RestSubscribe($email: String!, $source: String! = \"\", $website: String, $formToken: String) {\n        subscribe(email: $email, source: $source, website: $website, formToken: $formToken)\n      }\n    ": types.RestSubscribeDocument,
    "\n      mutation RestDeleteSubscription($id: ID!) { deleteSubscription(id: $id) }\n    ": types.RestDeleteSubscriptionDocument,
    "\n  fragment RestTestimonialFields on Testimonial {\n    id createdAt updatedAt views rating review userName userRole userImage userImageAlt\n    responsiveImages { ...RestResponsiveImageFields }\n  }\n": types.RestTestimonialFieldsFragmentDoc,
    "\n    query RestTestimonials($page: Int, $limit: Int, $q: String) {\n      testimonials(page: $page, limit: $limit, q: $q) { items { ...RestTestimonialFields } page limit total pages }\n    }\n  ": types.RestTestimonialsDocument,
    "\n    query RestTestimonialItem($id: ID!) { testimonial(id: $id) { ...RestTestimonialFields } }\n  ": types.RestTestimonialItemDocument,
    "\n    mutation RestAddTestimonial($input: TestimonialInput!, $image: Upload, $existingImages: [String!]) {\n      addTestimonial(input: $input, image: $image, existingImages: $existingImages) { ...RestTestimonialFields }\n    }\n  ": types.RestAddTestimonialDocument,
    "\n    mutation RestUpdateTestimonial($id: ID!, $input: TestimonialInput!, $image: Upload, $existingImages: [String!]) {\n      updateTestimonial(id: $id, input: $input, image: $image, existingImages: $existingImages) { ...RestTestimonialFields }\n    }\n  ": types.RestUpdateTestimonialDocument,
    "\n    mutation RestDeleteTestimonial($id: ID!) { deleteTestimonial(id: $id) }\n  ": types.RestDeleteTestimonialDocument,
    "\n      query RestFormToken { formToken }\n    ": types.RestFormTokenDocument,
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
export function graphql(source: "\n      query RestAuditEntries($page: Int, $limit: Int, $q: String, $action: String, $adminEmail: String, $from: String, $to: String) {\n        auditEntries(page: $page, limit: $limit, q: $q, action: $action, adminEmail: $adminEmail, from: $from, to: $to) {\n          items { id at action adminEmail ip userAgent requestId changes { field before after } target { kind id label } }\n          page limit total pages\n        }\n      }\n    "): (typeof documents)["\n      query RestAuditEntries($page: Int, $limit: Int, $q: String, $action: String, $adminEmail: String, $from: String, $to: String) {\n        auditEntries(page: $page, limit: $limit, q: $q, action: $action, adminEmail: $adminEmail, from: $from, to: $to) {\n          items { id at action adminEmail ip userAgent requestId changes { field before after } target { kind id label } }\n          page limit total pages\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestResponsiveImageFields on ResponsiveImage { url width height sources { type srcset } }\n"): (typeof documents)["\n  fragment RestResponsiveImageFields on ResponsiveImage { url width height sources { type srcset } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query RestAnalyticsStats { analyticsStats { views { total } liveVisitors } }\n    "): (typeof documents)["\n      query RestAnalyticsStats { analyticsStats { views { total } liveVisitors } }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation RestTrackView($page: String!, $type: String!, $id: ID) { trackView(page: $page, type: $type, id: $id) }\n    "): (typeof documents)["\n      mutation RestTrackView($page: String!, $type: String!, $id: ID) { trackView(page: $page, type: $type, id: $id) }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query RestMe { me { ...RestAdministratorFields } }\n    "): (typeof documents)["\n      query RestMe { me { ...RestAdministratorFields } }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation RestChangePassword($currentPassword: String!, $newPassword: String!) {\n        changePassword(currentPassword: $currentPassword, newPassword: $newPassword) { id }\n      }\n    "): (typeof documents)["\n      mutation RestChangePassword($currentPassword: String!, $newPassword: String!) {\n        changePassword(currentPassword: $currentPassword, newPassword: $newPassword) { id }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestAdministratorFields on Administrator {\n    id createdAt updatedAt email role disabled passwordChangeRequired twoFactorEnabled twoFactorSetupRequired\n  }\n"): (typeof documents)["\n  fragment RestAdministratorFields on Administrator {\n    id createdAt updatedAt email role disabled passwordChangeRequired twoFactorEnabled twoFactorSetupRequired\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query RestAdministrators { admins { ...RestAdministratorFields } }\n    "): (typeof documents)["\n      query RestAdministrators { admins { ...RestAdministratorFields } }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation RestCreateAdmin($email: String!, $role: AdminRole!) {\n        createAdmin(email: $email, role: $role) { admin { ...RestAdministratorFields } oneTimePassword }\n      }\n    "): (typeof documents)["\n      mutation RestCreateAdmin($email: String!, $role: AdminRole!) {\n        createAdmin(email: $email, role: $role) { admin { ...RestAdministratorFields } oneTimePassword }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation RestUpdateAdmin($id: ID!, $role: AdminRole, $disabled: Boolean) {\n        updateAdmin(id: $id, role: $role, disabled: $disabled) { ...RestAdministratorFields }\n      }\n    "): (typeof documents)["\n      mutation RestUpdateAdmin($id: ID!, $role: AdminRole, $disabled: Boolean) {\n        updateAdmin(id: $id, role: $role, disabled: $disabled) { ...RestAdministratorFields }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation RestDeleteAdmin($id: ID!) { deleteAdmin(id: $id) { email } }\n    "): (typeof documents)["\n      mutation RestDeleteAdmin($id: ID!) { deleteAdmin(id: $id) { email } }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation RestLogin($email: String!, $password: String!) {\n        login(email: $email, password: $password) {\n          __typename\n          ... on SignedIn { token }\n          ... on TwoFactorChallenge { challenge }\n        }\n      }\n    "): (typeof documents)["\n      mutation RestLogin($email: String!, $password: String!) {\n        login(email: $email, password: $password) {\n          __typename\n          ... on SignedIn { token }\n          ... on TwoFactorChallenge { challenge }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation RestLogout { logout }\n    "): (typeof documents)["\n      mutation RestLogout { logout }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query RestMySessions { mySessions { id createdAt lastSeenAt ip userAgent current } }\n    "): (typeof documents)["\n      query RestMySessions { mySessions { id createdAt lastSeenAt ip userAgent current } }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation RestEndSession($id: ID!) { endSession(id: $id) }\n    "): (typeof documents)["\n      mutation RestEndSession($id: ID!) { endSession(id: $id) }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation RestEndOtherSessions { endOtherSessions }\n    "): (typeof documents)["\n      mutation RestEndOtherSessions { endOtherSessions }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation RestLoginWithTwoFactor($challenge: String!, $code: String!) {\n        loginWithTwoFactor(challenge: $challenge, code: $code) { token }\n      }\n    "): (typeof documents)["\n      mutation RestLoginWithTwoFactor($challenge: String!, $code: String!) {\n        loginWithTwoFactor(challenge: $challenge, code: $code) { token }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation RestSetupTwoFactor { setupTwoFactor { secret otpauthUrl qrCode } }\n    "): (typeof documents)["\n      mutation RestSetupTwoFactor { setupTwoFactor { secret otpauthUrl qrCode } }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation RestEnableTwoFactor($code: String!) { enableTwoFactor(code: $code) }\n    "): (typeof documents)["\n      mutation RestEnableTwoFactor($code: String!) { enableTwoFactor(code: $code) }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation RestDisableTwoFactor($code: String!) { disableTwoFactor(code: $code) { id } }\n    "): (typeof documents)["\n      mutation RestDisableTwoFactor($code: String!) { disableTwoFactor(code: $code) { id } }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query RestTwoFactorPolicy { twoFactorPolicy { twoFactorRequired updatedAt } }\n    "): (typeof documents)["\n      query RestTwoFactorPolicy { twoFactorPolicy { twoFactorRequired updatedAt } }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation RestSetTwoFactorPolicy($required: Boolean!) { setTwoFactorPolicy(required: $required) { twoFactorRequired updatedAt } }\n    "): (typeof documents)["\n      mutation RestSetTwoFactorPolicy($required: Boolean!) { setTwoFactorPolicy(required: $required) { twoFactorRequired updatedAt } }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestBlogFields on Blog {\n    id createdAt updatedAt views slug status publishAt seoTitle seoDescription socialImage title content excerpt tags\n    publishDate readingTime featuredImage featuredImageAlt category\n    responsiveImages { ...RestResponsiveImageFields }\n  }\n"): (typeof documents)["\n  fragment RestBlogFields on Blog {\n    id createdAt updatedAt views slug status publishAt seoTitle seoDescription socialImage title content excerpt tags\n    publishDate readingTime featuredImage featuredImageAlt category\n    responsiveImages { ...RestResponsiveImageFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query RestBlogs($page: Int, $limit: Int, $q: String, $tag: String, $category: String) {\n      blogs(page: $page, limit: $limit, q: $q, tag: $tag, category: $category) { items { ...RestBlogFields } page limit total pages }\n    }\n  "): (typeof documents)["\n    query RestBlogs($page: Int, $limit: Int, $q: String, $tag: String, $category: String) {\n      blogs(page: $page, limit: $limit, q: $q, tag: $tag, category: $category) { items { ...RestBlogFields } page limit total pages }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query RestBlogItem($id: ID!) { blog(id: $id) { ...RestBlogFields } }\n  "): (typeof documents)["\n    query RestBlogItem($id: ID!) { blog(id: $id) { ...RestBlogFields } }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation RestAddBlog($input: BlogInput!, $image: Upload, $existingImages: [String!]) {\n      addBlog(input: $input, image: $image, existingImages: $existingImages) { ...RestBlogFields }\n    }\n  "): (typeof documents)["\n    mutation RestAddBlog($input: BlogInput!, $image: Upload, $existingImages: [String!]) {\n      addBlog(input: $input, image: $image, existingImages: $existingImages) { ...RestBlogFields }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation RestUpdateBlog($id: ID!, $input: BlogInput!, $image: Upload, $existingImages: [String!]) {\n      updateBlog(id: $id, input: $input, image: $image, existingImages: $existingImages) { ...RestBlogFields }\n    }\n  "): (typeof documents)["\n    mutation RestUpdateBlog($id: ID!, $input: BlogInput!, $image: Upload, $existingImages: [String!]) {\n      updateBlog(id: $id, input: $input, image: $image, existingImages: $existingImages) { ...RestBlogFields }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation RestDeleteBlog($id: ID!) { deleteBlog(id: $id) }\n  "): (typeof documents)["\n    mutation RestDeleteBlog($id: ID!) { deleteBlog(id: $id) }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestContactAlertsFields on ContactAlerts { enabled recipient defaultRecipient smtpConfigured sending reason }\n"): (typeof documents)["\n  fragment RestContactAlertsFields on ContactAlerts { enabled recipient defaultRecipient smtpConfigured sending reason }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query RestContacts($page: Int, $limit: Int, $q: String, $status: ContactStatus) {\n        contacts(page: $page, limit: $limit, q: $q, status: $status) {\n          items { id createdAt updatedAt firstName lastName email phone company message status source submittedAt }\n          page limit total pages\n        }\n      }\n    "): (typeof documents)["\n      query RestContacts($page: Int, $limit: Int, $q: String, $status: ContactStatus) {\n        contacts(page: $page, limit: $limit, q: $q, status: $status) {\n          items { id createdAt updatedAt firstName lastName email phone company message status source submittedAt }\n          page limit total pages\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation RestSubmitContact($input: ContactInput!) { submitContact(input: $input) }\n    "): (typeof documents)["\n      mutation RestSubmitContact($input: ContactInput!) { submitContact(input: $input) }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation RestUpdateContactStatus($id: ID!, $status: ContactStatus!) { updateContactStatus(id: $id, status: $status) { id } }\n    "): (typeof documents)["\n      mutation RestUpdateContactStatus($id: ID!, $status: ContactStatus!) { updateContactStatus(id: $id, status: $status) { id } }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation RestDeleteContact($id: ID!) { deleteContact(id: $id) }\n    "): (typeof documents)["\n      mutation RestDeleteContact($id: ID!) { deleteContact(id: $id) }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query RestContactAlerts { contactAlerts { ...RestContactAlertsFields } }\n    "): (typeof documents)["\n      query RestContactAlerts { contactAlerts { ...RestContactAlertsFields } }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation RestUpdateContactAlerts($input: ContactAlertsInput!) { updateContactAlerts(input: $input) { ...RestContactAlertsFields } }\n    "): (typeof documents)["\n      mutation RestUpdateContactAlerts($input: ContactAlertsInput!) { updateContactAlerts(input: $input) { ...RestContactAlertsFields } }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestFooterFields on Footer {\n    id createdAt updatedAt companyName phone email copyrightText\n    socialLinks { linkedin facebook instagram twitter }\n    quickLinks { home about portfolio contact solutions }\n  }\n"): (typeof documents)["\n  fragment RestFooterFields on Footer {\n    id createdAt updatedAt companyName phone email copyrightText\n    socialLinks { linkedin facebook instagram twitter }\n    quickLinks { home about portfolio contact solutions }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query RestFooter { footer { ...RestFooterFields } }\n  "): (typeof documents)["\n    query RestFooter { footer { ...RestFooterFields } }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation RestUpdateFooter($input: FooterInput!) { updateFooter(input: $input) { ...RestFooterFields } }\n  "): (typeof documents)["\n    mutation RestUpdateFooter($input: FooterInput!) { updateFooter(input: $input) { ...RestFooterFields } }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query RestStoredImages($page: Int, $limit: Int, $q: String) { storedImages(page: $page, limit: $limit, q: $q) { items page limit total pages } }\n    "): (typeof documents)["\n      query RestStoredImages($page: Int, $limit: Int, $q: String) { storedImages(page: $page, limit: $limit, q: $q) { items page limit total pages } }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestPortfolioFields on Portfolio {\n    id createdAt updatedAt views slug status publishAt seoTitle seoDescription socialImage category projectName\n    projectUrl projectDate description content problem solution result testimonial services clientName imageUrls imageAlts\n    responsiveImages { ...RestResponsiveImageFields }\n  }\n"): (typeof documents)["\n  fragment RestPortfolioFields on Portfolio {\n    id createdAt updatedAt views slug status publishAt seoTitle seoDescription socialImage category projectName\n    projectUrl projectDate description content problem solution result testimonial services clientName imageUrls imageAlts\n    responsiveImages { ...RestResponsiveImageFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query RestPortfolios($page: Int, $limit: Int, $q: String, $category: String) {\n      portfolios(page: $page, limit: $limit, q: $q, category: $category) { items { ...RestPortfolioFields } page limit total pages }\n    }\n  "): (typeof documents)["\n    query RestPortfolios($page: Int, $limit: Int, $q: String, $category: String) {\n      portfolios(page: $page, limit: $limit, q: $q, category: $category) { items { ...RestPortfolioFields } page limit total pages }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query RestPortfolioItem($id: ID!) { portfolio(id: $id) { ...RestPortfolioFields } }\n  "): (typeof documents)["\n    query RestPortfolioItem($id: ID!) { portfolio(id: $id) { ...RestPortfolioFields } }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation RestAddPortfolio($input: PortfolioInput!, $images: [Upload!], $existingImages: [String!]) {\n      addPortfolio(input: $input, images: $images, existingImages: $existingImages) { ...RestPortfolioFields }\n    }\n  "): (typeof documents)["\n    mutation RestAddPortfolio($input: PortfolioInput!, $images: [Upload!], $existingImages: [String!]) {\n      addPortfolio(input: $input, images: $images, existingImages: $existingImages) { ...RestPortfolioFields }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation RestUpdatePortfolio($id: ID!, $input: PortfolioInput!, $images: [Upload!], $existingImages: [String!]) {\n      updatePortfolio(id: $id, input: $input, images: $images, existingImages: $existingImages) { ...RestPortfolioFields }\n    }\n  "): (typeof documents)["\n    mutation RestUpdatePortfolio($id: ID!, $input: PortfolioInput!, $images: [Upload!], $existingImages: [String!]) {\n      updatePortfolio(id: $id, input: $input, images: $images, existingImages: $existingImages) { ...RestPortfolioFields }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation RestDeletePortfolio($id: ID!) { deletePortfolio(id: $id) }\n  "): (typeof documents)["\n    mutation RestDeletePortfolio($id: ID!) { deletePortfolio(id: $id) }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestSiteSettingsFields on SiteSettings { id createdAt updatedAt siteName defaultDescription defaultSocialImage organizationLogo }\n"): (typeof documents)["\n  fragment RestSiteSettingsFields on SiteSettings { id createdAt updatedAt siteName defaultDescription defaultSocialImage organizationLogo }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query RestSiteSettings { siteSettings { ...RestSiteSettingsFields } }\n  "): (typeof documents)["\n    query RestSiteSettings { siteSettings { ...RestSiteSettingsFields } }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation RestUpdateSiteSettings($input: SiteSettingsInput!) { updateSiteSettings(input: $input) { ...RestSiteSettingsFields } }\n  "): (typeof documents)["\n    mutation RestUpdateSiteSettings($input: SiteSettingsInput!) { updateSiteSettings(input: $input) { ...RestSiteSettingsFields } }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestStatisticsFields on Statistics {\n    id createdAt updatedAt projectsCompleted projectsCompletedDescription industriesServed industriesServedDescription\n    clientSatisfaction clientSatisfactionDescription\n  }\n"): (typeof documents)["\n  fragment RestStatisticsFields on Statistics {\n    id createdAt updatedAt projectsCompleted projectsCompletedDescription industriesServed industriesServedDescription\n    clientSatisfaction clientSatisfactionDescription\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query RestStatistics { statistics { ...RestStatisticsFields } }\n  "): (typeof documents)["\n    query RestStatistics { statistics { ...RestStatisticsFields } }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation RestUpdateStatistics($input: StatisticsInput!) { updateStatistics(input: $input) { ...RestStatisticsFields } }\n  "): (typeof documents)["\n    mutation RestUpdateStatistics($input: StatisticsInput!) { updateStatistics(input: $input) { ...RestStatisticsFields } }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query RestSubscriptions($page: Int, $limit: Int, $q: String, $status: SubscriptionStatus) {\n        subscriptions(page: $page, limit: $limit, q: $q, status: $status) {\n          items { id createdAt updatedAt email status source subscribedAt }\n          page limit total pages\n        }\n      }\n    "): (typeof documents)["\n      query RestSubscriptions($page: Int, $limit: Int, $q: String, $status: SubscriptionStatus) {\n        subscriptions(page: $page, limit: $limit, q: $q, status: $status) {\n          items { id createdAt updatedAt email status source subscribedAt }\n          page limit total pages\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation RestSubscribe($email: String!, $source: String! = \"\", $website: String, $formToken: String) {\n        subscribe(email: $email, source: $source, website: $website, formToken: $formToken)\n      }\n    "): (typeof documents)["\n      mutation RestSubscribe($email: String!, $source: String! = \"\", $website: String, $formToken: String) {\n        subscribe(email: $email, source: $source, website: $website, formToken: $formToken)\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation RestDeleteSubscription($id: ID!) { deleteSubscription(id: $id) }\n    "): (typeof documents)["\n      mutation RestDeleteSubscription($id: ID!) { deleteSubscription(id: $id) }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestTestimonialFields on Testimonial {\n    id createdAt updatedAt views rating review userName userRole userImage userImageAlt\n    responsiveImages { ...RestResponsiveImageFields }\n  }\n"): (typeof documents)["\n  fragment RestTestimonialFields on Testimonial {\n    id createdAt updatedAt views rating review userName userRole userImage userImageAlt\n    responsiveImages { ...RestResponsiveImageFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query RestTestimonials($page: Int, $limit: Int, $q: String) {\n      testimonials(page: $page, limit: $limit, q: $q) { items { ...RestTestimonialFields } page limit total pages }\n    }\n  "): (typeof documents)["\n    query RestTestimonials($page: Int, $limit: Int, $q: String) {\n      testimonials(page: $page, limit: $limit, q: $q) { items { ...RestTestimonialFields } page limit total pages }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query RestTestimonialItem($id: ID!) { testimonial(id: $id) { ...RestTestimonialFields } }\n  "): (typeof documents)["\n    query RestTestimonialItem($id: ID!) { testimonial(id: $id) { ...RestTestimonialFields } }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation RestAddTestimonial($input: TestimonialInput!, $image: Upload, $existingImages: [String!]) {\n      addTestimonial(input: $input, image: $image, existingImages: $existingImages) { ...RestTestimonialFields }\n    }\n  "): (typeof documents)["\n    mutation RestAddTestimonial($input: TestimonialInput!, $image: Upload, $existingImages: [String!]) {\n      addTestimonial(input: $input, image: $image, existingImages: $existingImages) { ...RestTestimonialFields }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation RestUpdateTestimonial($id: ID!, $input: TestimonialInput!, $image: Upload, $existingImages: [String!]) {\n      updateTestimonial(id: $id, input: $input, image: $image, existingImages: $existingImages) { ...RestTestimonialFields }\n    }\n  "): (typeof documents)["\n    mutation RestUpdateTestimonial($id: ID!, $input: TestimonialInput!, $image: Upload, $existingImages: [String!]) {\n      updateTestimonial(id: $id, input: $input, image: $image, existingImages: $existingImages) { ...RestTestimonialFields }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation RestDeleteTestimonial($id: ID!) { deleteTestimonial(id: $id) }\n  "): (typeof documents)["\n    mutation RestDeleteTestimonial($id: ID!) { deleteTestimonial(id: $id) }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query RestFormToken { formToken }\n    "): (typeof documents)["\n      query RestFormToken { formToken }\n    "];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;