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
    "\n  mutation AdminChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) { id passwordChangeRequired }\n  }\n": typeof types.AdminChangePasswordDocument,
    "\n  query AdminMySessions {\n    mySessions { id createdAt lastSeenAt ip userAgent current }\n  }\n": typeof types.AdminMySessionsDocument,
    "\n  mutation AdminEndSession($id: ID!) {\n    endSession(id: $id)\n  }\n": typeof types.AdminEndSessionDocument,
    "\n  mutation AdminEndOtherSessions {\n    endOtherSessions\n  }\n": typeof types.AdminEndOtherSessionsDocument,
    "\n  mutation AdminSetupTwoFactor {\n    setupTwoFactor { secret otpauthUrl qrCode }\n  }\n": typeof types.AdminSetupTwoFactorDocument,
    "\n  mutation AdminEnableTwoFactor($code: String!) {\n    enableTwoFactor(code: $code)\n  }\n": typeof types.AdminEnableTwoFactorDocument,
    "\n  mutation AdminDisableTwoFactor($code: String!) {\n    disableTwoFactor(code: $code) { id twoFactorEnabled }\n  }\n": typeof types.AdminDisableTwoFactorDocument,
    "\n  query AdminAuditEntries($page: Int!, $limit: Int!, $action: String, $adminEmail: String, $from: String, $to: String) {\n    auditEntries(page: $page, limit: $limit, action: $action, adminEmail: $adminEmail, from: $from, to: $to) {\n      total\n      items {\n        id\n        at\n        action\n        adminEmail\n        ip\n        userAgent\n        requestId\n        target { kind id label }\n        changes { field before after }\n      }\n    }\n  }\n": typeof types.AdminAuditEntriesDocument,
    "\n  query AdminAdministrators {\n    admins { id email role disabled passwordChangeRequired twoFactorEnabled createdAt }\n  }\n": typeof types.AdminAdministratorsDocument,
    "\n  mutation AdminCreateAdministrator($email: String!, $role: AdminRole!) {\n    createAdmin(email: $email, role: $role) { oneTimePassword admin { id email role } }\n  }\n": typeof types.AdminCreateAdministratorDocument,
    "\n  mutation AdminUpdateAdministrator($id: ID!, $role: AdminRole, $disabled: Boolean) {\n    updateAdmin(id: $id, role: $role, disabled: $disabled) { id email role disabled }\n  }\n": typeof types.AdminUpdateAdministratorDocument,
    "\n  mutation AdminDeleteAdministrator($id: ID!) {\n    deleteAdmin(id: $id) { id email }\n  }\n": typeof types.AdminDeleteAdministratorDocument,
    "\n  query AdminTwoFactorPolicy {\n    twoFactorPolicy { twoFactorRequired }\n  }\n": typeof types.AdminTwoFactorPolicyDocument,
    "\n  mutation AdminSetTwoFactorPolicy($required: Boolean!) {\n    setTwoFactorPolicy(required: $required) { twoFactorRequired }\n  }\n": typeof types.AdminSetTwoFactorPolicyDocument,
    "\n  fragment AdminBlogItem on Blog {\n    id\n    version\n    slug\n    status\n    publishAt\n    seoTitle\n    seoDescription\n    socialImage\n    title\n    content\n    excerpt\n    tags\n    publishDate\n    readingTime\n    category\n    featuredImage\n    featuredImageAlt\n    views\n    createdAt\n  }\n": typeof types.AdminBlogItemFragmentDoc,
    "\n  query AdminBlogManagerList($page: Int!, $limit: Int!, $q: String) {\n    blogs(page: $page, limit: $limit, q: $q) {\n      total\n      items {\n        ...AdminBlogItem\n      }\n    }\n  }\n": typeof types.AdminBlogManagerListDocument,
    "\n  query AdminBlogManagerTrash($page: Int!, $limit: Int!) {\n    trashedBlogs(page: $page, limit: $limit) {\n      total\n      items {\n        ...AdminTrashedItem\n      }\n    }\n  }\n": typeof types.AdminBlogManagerTrashDocument,
    "\n  mutation AdminBlogManagerRestore($id: ID!) {\n    restoreBlog(id: $id) {\n      id\n    }\n  }\n": typeof types.AdminBlogManagerRestoreDocument,
    "\n  mutation AdminBlogManagerPurge($id: ID!) {\n    purgeBlog(id: $id)\n  }\n": typeof types.AdminBlogManagerPurgeDocument,
    "\n  query AdminBlogManagerOne($id: ID!) {\n    blog(id: $id) {\n      ...AdminBlogItem\n    }\n  }\n": typeof types.AdminBlogManagerOneDocument,
    "\n  mutation AdminBlogManagerAdd($input: BlogInput!, $image: Upload, $existingImages: [String!]) {\n    addBlog(input: $input, image: $image, existingImages: $existingImages) {\n      ...AdminBlogItem\n    }\n  }\n": typeof types.AdminBlogManagerAddDocument,
    "\n  mutation AdminBlogManagerUpdate($id: ID!, $version: Int, $input: BlogInput!, $image: Upload, $existingImages: [String!]) {\n    updateBlog(id: $id, version: $version, input: $input, image: $image, existingImages: $existingImages) {\n      ...AdminBlogItem\n    }\n  }\n": typeof types.AdminBlogManagerUpdateDocument,
    "\n  mutation AdminBlogManagerDelete($id: ID!) {\n    deleteBlog(id: $id)\n  }\n": typeof types.AdminBlogManagerDeleteDocument,
    "\n  query AdminNewsletterAudience {\n    newsletterAudience\n  }\n": typeof types.AdminNewsletterAudienceDocument,
    "\n  fragment AdminNewsletterSend on NewsletterSend {\n    id\n    status\n    test\n    total\n    queued\n    retrying\n    sent\n    failed\n    unknown\n    unsubscribedSince\n  }\n": typeof types.AdminNewsletterSendFragmentDoc,
    "\n  mutation AdminSendNewsletter($postId: ID!, $subject: String, $test: Boolean, $to: String, $confirmResend: Boolean) {\n    sendNewsletter(postId: $postId, subject: $subject, test: $test, to: $to, confirmResend: $confirmResend) {\n      ...AdminNewsletterSend\n    }\n  }\n": typeof types.AdminSendNewsletterDocument,
    "\n  mutation AdminResendUnknownNewsletterEmails($id: ID!) {\n    resendUnknownNewsletterEmails(id: $id) {\n      ...AdminNewsletterSend\n    }\n  }\n": typeof types.AdminResendUnknownNewsletterEmailsDocument,
    "\n  query AdminNewsletterSend($id: ID!) {\n    newsletterSend(id: $id) {\n      ...AdminNewsletterSend\n    }\n  }\n": typeof types.AdminNewsletterSendDocument,
    "\n  query AdminNewsletterSettings {\n    newsletterSettings {\n      id\n      sendNewPosts\n    }\n  }\n": typeof types.AdminNewsletterSettingsDocument,
    "\n  mutation AdminUpdateNewsletterSettings($sendNewPosts: Boolean!) {\n    updateNewsletterSettings(sendNewPosts: $sendNewPosts) {\n      id\n      sendNewPosts\n    }\n  }\n": typeof types.AdminUpdateNewsletterSettingsDocument,
    "\n  query AdminContacts($page: Int!, $limit: Int!, $q: String, $status: ContactStatus) {\n    contacts(page: $page, limit: $limit, q: $q, status: $status) {\n      total\n      items { id firstName lastName email phone company message status submittedAt assignee { id email } visit { ...AdminVisitFields @unmask } }\n    }\n  }\n": typeof types.AdminContactsDocument,
    "\n  mutation AdminDeleteContact($id: ID!) {\n    deleteContact(id: $id)\n  }\n": typeof types.AdminDeleteContactDocument,
    "\n  mutation AdminUpdateContactStatus($id: ID!, $status: ContactStatus!) {\n    updateContactStatus(id: $id, status: $status) { id status }\n  }\n": typeof types.AdminUpdateContactStatusDocument,
    "\n  query AdminContactCounts {\n    all: contacts(limit: 1) { total }\n    fresh: contacts(limit: 1, status: new) { total }\n    replied: contacts(limit: 1, status: replied) { total }\n  }\n": typeof types.AdminContactCountsDocument,
    "\n  fragment AdminContactAlertsFields on ContactAlerts { enabled recipient defaultRecipient smtpConfigured sending reason replyFrom defaultReplyFrom }\n": typeof types.AdminContactAlertsFieldsFragmentDoc,
    "\n  query AdminContactAlerts {\n    contactAlerts { ...AdminContactAlertsFields @unmask }\n  }\n": typeof types.AdminContactAlertsDocument,
    "\n  mutation AdminUpdateContactAlerts($input: ContactAlertsInput!) {\n    updateContactAlerts(input: $input) { ...AdminContactAlertsFields @unmask }\n  }\n": typeof types.AdminUpdateContactAlertsDocument,
    "\n  query AdminContactThread($id: ID!) {\n    contactThread(id: $id) {\n      contact { id status firstReplyAt assignee { id email } }\n      entries { id kind text at authorEmail delivery }\n    }\n  }\n": typeof types.AdminContactThreadDocument,
    "\n  query AdminContactAssignees {\n    contactAssignees { id email }\n  }\n": typeof types.AdminContactAssigneesDocument,
    "\n  mutation AdminAddContactNote($id: ID!, $input: ContactTextInput!) {\n    addContactNote(id: $id, input: $input) { id }\n  }\n": typeof types.AdminAddContactNoteDocument,
    "\n  mutation AdminSendContactReply($id: ID!, $input: ContactTextInput!) {\n    sendContactReply(id: $id, input: $input) { id }\n  }\n": typeof types.AdminSendContactReplyDocument,
    "\n  mutation AdminAssignContact($id: ID!, $adminId: ID) {\n    assignContact(id: $id, adminId: $adminId) { id assignee { id email } }\n  }\n": typeof types.AdminAssignContactDocument,
    "\n  fragment AdminTrashedItem on TrashedItem {\n    id\n    title\n    deletedAt\n    deletedBy {\n      email\n    }\n  }\n": typeof types.AdminTrashedItemFragmentDoc,
    "\n  query AdminAnalyticsSummary($days: Int!) {\n    analyticsSummary(days: $days) {\n      views\n      visitors\n      series { date views visitors }\n      pages { path views visitors }\n      sources { source visitors }\n      campaigns { source medium campaign visitors }\n      devices { type visitors }\n      conversions { source contacts subscriptions }\n      landingPages { path visitors contacts subscriptions }\n    }\n  }\n": typeof types.AdminAnalyticsSummaryDocument,
    "\n  query AdminDashboardPortfolios($limit: Int!) {\n    portfolios(limit: $limit) { total items { id projectName category views createdAt } }\n  }\n": typeof types.AdminDashboardPortfoliosDocument,
    "\n  query AdminDashboardBlogs($limit: Int!) {\n    blogs(limit: $limit) { total items { id title views createdAt } }\n  }\n": typeof types.AdminDashboardBlogsDocument,
    "\n  query AdminDashboardTestimonials($limit: Int!) {\n    testimonials(limit: $limit) { total items { id userName views createdAt } }\n  }\n": typeof types.AdminDashboardTestimonialsDocument,
    "\n  query AdminDashboardAnalytics {\n    analyticsStats { liveVisitors views { total } }\n  }\n": typeof types.AdminDashboardAnalyticsDocument,
    "\n  query AdminInboxFigures {\n    inboxFigures { openLeads repliedThisMonth medianFirstReplyMinutes }\n  }\n": typeof types.AdminInboxFiguresDocument,
    "\n  fragment AdminFooterFields on Footer {\n    id\n    version\n    companyName\n    phone\n    email\n    copyrightText\n    socialLinks { linkedin facebook instagram twitter }\n    quickLinks { home about portfolio contact solutions }\n  }\n": typeof types.AdminFooterFieldsFragmentDoc,
    "\n  query AdminFooter {\n    footer {\n      ...AdminFooterFields\n    }\n  }\n": typeof types.AdminFooterDocument,
    "\n  mutation AdminUpdateFooter($input: FooterInput!, $version: Int) {\n    updateFooter(input: $input, version: $version) {\n      ...AdminFooterFields\n    }\n  }\n": typeof types.AdminUpdateFooterDocument,
    "\n  query AdminRevisions($kind: RevisionKind!, $id: ID, $page: Int!, $limit: Int!) {\n    revisions(kind: $kind, id: $id, page: $page, limit: $limit) {\n      total\n      items {\n        id\n        createdAt\n        changedFields\n        admin {\n          email\n        }\n      }\n    }\n  }\n": typeof types.AdminRevisionsDocument,
    "\n  query AdminRevision($kind: RevisionKind!, $id: ID, $revisionId: ID!) {\n    revision(kind: $kind, id: $id, revisionId: $revisionId) {\n      id\n      values\n    }\n  }\n": typeof types.AdminRevisionDocument,
    "\n  fragment LibraryImageFields on Media {\n    id\n    url\n    thumbnailUrl\n    name\n    width\n    height\n    alt\n  }\n": typeof types.LibraryImageFieldsFragmentDoc,
    "\n  query AdminLibraryImages($page: Int!, $limit: Int!, $search: String) {\n    media(page: $page, limit: $limit, search: $search) {\n      total\n      items {\n        ...LibraryImageFields @unmask\n      }\n    }\n  }\n": typeof types.AdminLibraryImagesDocument,
    "\n  mutation AdminUploadLibraryImage($file: Upload!) {\n    uploadMedia(file: $file) {\n      ...LibraryImageFields @unmask\n    }\n  }\n": typeof types.AdminUploadLibraryImageDocument,
    "\n  mutation AdminLoginWithTwoFactor($challenge: String!, $code: String!) {\n    loginWithTwoFactor(challenge: $challenge, code: $code) {\n      token\n      deviceToken\n    }\n  }\n": typeof types.AdminLoginWithTwoFactorDocument,
    "\n  mutation AdminLogin($email: String!, $password: String!, $deviceToken: String) {\n    login(email: $email, password: $password, deviceToken: $deviceToken) {\n      __typename\n      ... on SignedIn {\n        token\n        deviceToken\n      }\n      ... on TwoFactorChallenge {\n        challenge\n      }\n    }\n  }\n": typeof types.AdminLoginDocument,
    "\n  fragment AdminMediaFields on Media {\n    id\n    version\n    url\n    thumbnailUrl\n    name\n    size\n    width\n    height\n    alt\n    focalPoint { x y }\n    createdAt\n    uploadedBy { email }\n    uses { collection id title }\n  }\n": typeof types.AdminMediaFieldsFragmentDoc,
    "\n  query AdminMedia($page: Int!, $limit: Int!, $search: String, $unused: Boolean) {\n    media(page: $page, limit: $limit, search: $search, unused: $unused) {\n      total\n      items {\n        ...AdminMediaFields @unmask\n      }\n    }\n  }\n": typeof types.AdminMediaDocument,
    "\n  mutation AdminUploadMedia($file: Upload!) {\n    uploadMedia(file: $file) {\n      ...AdminMediaFields @unmask\n    }\n  }\n": typeof types.AdminUploadMediaDocument,
    "\n  mutation AdminUpdateMedia($id: ID!, $input: MediaInput!, $version: Int) {\n    updateMedia(id: $id, input: $input, version: $version) {\n      ...AdminMediaFields @unmask\n    }\n  }\n": typeof types.AdminUpdateMediaDocument,
    "\n  mutation AdminReplaceMediaFile($id: ID!, $file: Upload!, $version: Int) {\n    replaceMediaFile(id: $id, file: $file, version: $version) {\n      ...AdminMediaFields @unmask\n    }\n  }\n": typeof types.AdminReplaceMediaFileDocument,
    "\n  mutation AdminDeleteMedia($id: ID!) {\n    deleteMedia(id: $id)\n  }\n": typeof types.AdminDeleteMediaDocument,
    "\n  fragment AdminHomePageFields on HomePage {\n    id version\n    hero { eyebrow headline highlight text buttons { label link } points image imageAlt }\n    servicesIntro { eyebrow title text }\n    servicesCallToAction { title text button { label link } }\n    industriesIntro { eyebrow title text }\n    industries { name text image }\n    about { eyebrow title text image badgeTitle badgeText points { title text } button { label link } moreLink { label link } }\n  }\n": typeof types.AdminHomePageFieldsFragmentDoc,
    "query AdminHomePage { homePage { ...AdminHomePageFields } }": typeof types.AdminHomePageDocument,
    "\n  mutation AdminUpdateHomePage($input: HomePageInput!, $version: Int) { updateHomePage(input: $input, version: $version) { ...AdminHomePageFields } }\n": typeof types.AdminUpdateHomePageDocument,
    "\n  fragment AdminSolutionsPageFields on SolutionsPage {\n    id version\n    hero { eyebrow headline highlight text buttons { label link } points image imageAlt }\n    services { anchor name icon summary details points image imageAlt }\n    callToAction { title text button { label link } }\n  }\n": typeof types.AdminSolutionsPageFieldsFragmentDoc,
    "query AdminSolutionsPage { solutionsPage { ...AdminSolutionsPageFields } }": typeof types.AdminSolutionsPageDocument,
    "\n  mutation AdminUpdateSolutionsPage($input: SolutionsPageInput!, $version: Int) { updateSolutionsPage(input: $input, version: $version) { ...AdminSolutionsPageFields } }\n": typeof types.AdminUpdateSolutionsPageDocument,
    "\n  fragment AdminAboutPageFields on AboutPage {\n    id version\n    hero { eyebrow headline highlight text buttons { label link } points image imageAlt }\n    story { eyebrow title text }\n    milestones { title text }\n    leaders { name role bio photo profileUrl }\n    values { eyebrow title text words }\n  }\n": typeof types.AdminAboutPageFieldsFragmentDoc,
    "query AdminAboutPage { aboutPage { ...AdminAboutPageFields } }": typeof types.AdminAboutPageDocument,
    "\n  mutation AdminUpdateAboutPage($input: AboutPageInput!, $version: Int) { updateAboutPage(input: $input, version: $version) { ...AdminAboutPageFields } }\n": typeof types.AdminUpdateAboutPageDocument,
    "\n  fragment AdminContactPageFields on ContactPageDocument {\n    id version\n    meta { description }\n    hero { eyebrow headline highlight text buttons { label link } points image imageAlt }\n    details { title hours responseTime }\n    steps { title text }\n  }\n": typeof types.AdminContactPageFieldsFragmentDoc,
    "query AdminContactPage { contactPage { ...AdminContactPageFields } }": typeof types.AdminContactPageDocument,
    "\n  mutation AdminUpdateContactPage($input: ContactPageInput!, $version: Int) { updateContactPage(input: $input, version: $version) { ...AdminContactPageFields } }\n": typeof types.AdminUpdateContactPageDocument,
    "query AdminContactChannels { footer { id email phone } }": typeof types.AdminContactChannelsDocument,
    "\n  fragment AdminPortfolioItem on Portfolio {\n    id\n    version\n    slug\n    status\n    publishAt\n    seoTitle\n    seoDescription\n    socialImage\n    category\n    projectName\n    projectUrl\n    projectDate\n    description\n    content\n    problem\n    solution\n    result\n    testimonial\n    services\n    clientName\n    imageUrls\n    imageAlts\n    views\n    createdAt\n  }\n": typeof types.AdminPortfolioItemFragmentDoc,
    "\n  query AdminPortfolioManagerList($page: Int!, $limit: Int!, $q: String, $category: String) {\n    portfolios(page: $page, limit: $limit, q: $q, category: $category) {\n      total\n      items {\n        ...AdminPortfolioItem\n      }\n    }\n  }\n": typeof types.AdminPortfolioManagerListDocument,
    "\n  query AdminPortfolioManagerTrash($page: Int!, $limit: Int!) {\n    trashedPortfolios(page: $page, limit: $limit) {\n      total\n      items {\n        ...AdminTrashedItem\n      }\n    }\n  }\n": typeof types.AdminPortfolioManagerTrashDocument,
    "\n  mutation AdminPortfolioManagerRestore($id: ID!) {\n    restorePortfolio(id: $id) {\n      id\n    }\n  }\n": typeof types.AdminPortfolioManagerRestoreDocument,
    "\n  mutation AdminPortfolioManagerPurge($id: ID!) {\n    purgePortfolio(id: $id)\n  }\n": typeof types.AdminPortfolioManagerPurgeDocument,
    "\n  query AdminPortfolioManagerOne($id: ID!) {\n    portfolio(id: $id) {\n      ...AdminPortfolioItem\n    }\n  }\n": typeof types.AdminPortfolioManagerOneDocument,
    "\n  mutation AdminPortfolioManagerAdd($input: PortfolioInput!, $images: [Upload!], $existingImages: [String!]) {\n    addPortfolio(input: $input, images: $images, existingImages: $existingImages) {\n      ...AdminPortfolioItem\n    }\n  }\n": typeof types.AdminPortfolioManagerAddDocument,
    "\n  mutation AdminPortfolioManagerUpdate($id: ID!, $version: Int, $input: PortfolioInput!, $images: [Upload!], $existingImages: [String!]) {\n    updatePortfolio(id: $id, version: $version, input: $input, images: $images, existingImages: $existingImages) {\n      ...AdminPortfolioItem\n    }\n  }\n": typeof types.AdminPortfolioManagerUpdateDocument,
    "\n  mutation AdminPortfolioManagerDelete($id: ID!) {\n    deletePortfolio(id: $id)\n  }\n": typeof types.AdminPortfolioManagerDeleteDocument,
    "\n  fragment AdminRedirect on Redirect { id fromPath to status hits createdAt }\n": typeof types.AdminRedirectFragmentDoc,
    "\n  query AdminRedirects($page: Int!, $limit: Int!, $q: String) {\n    redirects(page: $page, limit: $limit, q: $q) { total items { ...AdminRedirect @unmask } }\n  }\n": typeof types.AdminRedirectsDocument,
    "\n  query AdminNotFoundPaths($page: Int!, $limit: Int!, $q: String) {\n    notFoundPaths(page: $page, limit: $limit, q: $q) { total items { id path hits lastSeenAt referrer } }\n  }\n": typeof types.AdminNotFoundPathsDocument,
    "\n  mutation AdminAddRedirect($input: RedirectInput!) {\n    addRedirect(input: $input) { ...AdminRedirect @unmask }\n  }\n": typeof types.AdminAddRedirectDocument,
    "\n  mutation AdminDeleteRedirect($id: ID!) {\n    deleteRedirect(id: $id)\n  }\n": typeof types.AdminDeleteRedirectDocument,
    "\n  mutation AdminImportRedirects($file: Upload!) {\n    importRedirects(file: $file) { imported refused { line source reason } }\n  }\n": typeof types.AdminImportRedirectsDocument,
    "\n  fragment AdminVisitFields on Visit { landingPage referrer source utmSource utmMedium utmCampaign pages secondsToSend }\n": typeof types.AdminVisitFieldsFragmentDoc,
    "\n  mutation AdminLogout {\n    logout\n  }\n": typeof types.AdminLogoutDocument,
    "\n  query AdminMe {\n    me { id email role passwordChangeRequired twoFactorEnabled twoFactorSetupRequired }\n  }\n": typeof types.AdminMeDocument,
    "\n  fragment AdminSiteSettingsFields on SiteSettings {\n    id\n    version\n    siteName\n    defaultDescription\n    defaultSocialImage\n    organizationLogo\n  }\n": typeof types.AdminSiteSettingsFieldsFragmentDoc,
    "\n  query AdminSiteSettings {\n    siteSettings {\n      ...AdminSiteSettingsFields\n    }\n  }\n": typeof types.AdminSiteSettingsDocument,
    "\n  mutation AdminUpdateSiteSettings($input: SiteSettingsInput!, $version: Int) {\n    updateSiteSettings(input: $input, version: $version) {\n      ...AdminSiteSettingsFields\n    }\n  }\n": typeof types.AdminUpdateSiteSettingsDocument,
    "\n  fragment AdminStatisticsFields on Statistics {\n    id\n    version\n    projectsCompleted\n    projectsCompletedDescription\n    industriesServed\n    industriesServedDescription\n    clientSatisfaction\n    clientSatisfactionDescription\n  }\n": typeof types.AdminStatisticsFieldsFragmentDoc,
    "\n  query AdminStatistics {\n    statistics {\n      ...AdminStatisticsFields\n    }\n  }\n": typeof types.AdminStatisticsDocument,
    "\n  mutation AdminUpdateStatistics($input: StatisticsInput!, $version: Int) {\n    updateStatistics(input: $input, version: $version) {\n      ...AdminStatisticsFields\n    }\n  }\n": typeof types.AdminUpdateStatisticsDocument,
    "\n  query AdminSubscriptions($page: Int!, $limit: Int!, $q: String, $status: SubscriptionStatus) {\n    subscriptions(page: $page, limit: $limit, q: $q, status: $status) {\n      total\n      items { id email status source subscribedAt confirmedAt visit { ...AdminVisitFields @unmask } }\n    }\n  }\n": typeof types.AdminSubscriptionsDocument,
    "\n  mutation AdminSetSubscriptionStatus($id: ID!, $status: SubscriptionStatus!) {\n    setSubscriptionStatus(id: $id, status: $status) { id status confirmedAt }\n  }\n": typeof types.AdminSetSubscriptionStatusDocument,
    "\n  mutation AdminDeleteSubscription($id: ID!) {\n    deleteSubscription(id: $id)\n  }\n": typeof types.AdminDeleteSubscriptionDocument,
    "\n  query AdminSubscriptionCounts {\n    all: subscriptions(limit: 1) { total }\n    active: subscriptions(limit: 1, status: active) { total }\n  }\n": typeof types.AdminSubscriptionCountsDocument,
    "\n  fragment AdminTestimonialItem on Testimonial {\n    id\n    version\n    userName\n    userRole\n    rating\n    review\n    userImage\n    userImageAlt\n    views\n    createdAt\n  }\n": typeof types.AdminTestimonialItemFragmentDoc,
    "\n  query AdminTestimonialManagerList($page: Int!, $limit: Int!, $q: String) {\n    testimonials(page: $page, limit: $limit, q: $q) {\n      total\n      items {\n        ...AdminTestimonialItem\n      }\n    }\n  }\n": typeof types.AdminTestimonialManagerListDocument,
    "\n  query AdminTestimonialManagerTrash($page: Int!, $limit: Int!) {\n    trashedTestimonials(page: $page, limit: $limit) {\n      total\n      items {\n        ...AdminTrashedItem\n      }\n    }\n  }\n": typeof types.AdminTestimonialManagerTrashDocument,
    "\n  mutation AdminTestimonialManagerRestore($id: ID!) {\n    restoreTestimonial(id: $id) {\n      id\n    }\n  }\n": typeof types.AdminTestimonialManagerRestoreDocument,
    "\n  mutation AdminTestimonialManagerPurge($id: ID!) {\n    purgeTestimonial(id: $id)\n  }\n": typeof types.AdminTestimonialManagerPurgeDocument,
    "\n  query AdminTestimonialManagerOne($id: ID!) {\n    testimonial(id: $id) {\n      ...AdminTestimonialItem\n    }\n  }\n": typeof types.AdminTestimonialManagerOneDocument,
    "\n  mutation AdminTestimonialManagerAdd($input: TestimonialInput!, $image: Upload, $existingImages: [String!]) {\n    addTestimonial(input: $input, image: $image, existingImages: $existingImages) {\n      ...AdminTestimonialItem\n    }\n  }\n": typeof types.AdminTestimonialManagerAddDocument,
    "\n  mutation AdminTestimonialManagerUpdate($id: ID!, $version: Int, $input: TestimonialInput!, $image: Upload, $existingImages: [String!]) {\n    updateTestimonial(id: $id, version: $version, input: $input, image: $image, existingImages: $existingImages) {\n      ...AdminTestimonialItem\n    }\n  }\n": typeof types.AdminTestimonialManagerUpdateDocument,
    "\n  mutation AdminTestimonialManagerDelete($id: ID!) {\n    deleteTestimonial(id: $id)\n  }\n": typeof types.AdminTestimonialManagerDeleteDocument,
    "\n  fragment AdminWebhookDelivery on WebhookDelivery {\n    id eventType status attempts responseCode lastError createdAt attemptLog { at responseCode error }\n  }\n": typeof types.AdminWebhookDeliveryFragmentDoc,
    "\n  fragment AdminWebhook on WebhookEndpoint {\n    id url events description enabled createdAt lastDelivery { id status responseCode createdAt }\n  }\n": typeof types.AdminWebhookFragmentDoc,
    "\n  query AdminWebhooks { webhooks { ...AdminWebhook @unmask } }\n": typeof types.AdminWebhooksDocument,
    "\n  mutation AdminAddWebhook($input: WebhookInput!) {\n    addWebhook(input: $input) { secret webhook { ...AdminWebhook @unmask } }\n  }\n": typeof types.AdminAddWebhookDocument,
    "\n  mutation AdminUpdateWebhook($id: ID!, $input: WebhookInput!) {\n    updateWebhook(id: $id, input: $input) { ...AdminWebhook @unmask }\n  }\n": typeof types.AdminUpdateWebhookDocument,
    "\n  mutation AdminDeleteWebhook($id: ID!) { deleteWebhook(id: $id) }\n": typeof types.AdminDeleteWebhookDocument,
    "\n  query AdminWebhookDeliveries($id: ID!, $page: Int!, $limit: Int!, $q: String) {\n    webhookDeliveries(id: $id, page: $page, limit: $limit, q: $q) { total items { ...AdminWebhookDelivery @unmask } }\n  }\n": typeof types.AdminWebhookDeliveriesDocument,
    "\n  mutation AdminSendWebhookTest($id: ID!) { sendWebhookTest(id: $id) { ...AdminWebhookDelivery @unmask } }\n": typeof types.AdminSendWebhookTestDocument,
    "\n  mutation AdminRedeliverWebhook($deliveryId: ID!) { redeliverWebhook(deliveryId: $deliveryId) { ...AdminWebhookDelivery @unmask } }\n": typeof types.AdminRedeliverWebhookDocument,
};
const documents: Documents = {
    "\n  mutation AdminChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) { id passwordChangeRequired }\n  }\n": types.AdminChangePasswordDocument,
    "\n  query AdminMySessions {\n    mySessions { id createdAt lastSeenAt ip userAgent current }\n  }\n": types.AdminMySessionsDocument,
    "\n  mutation AdminEndSession($id: ID!) {\n    endSession(id: $id)\n  }\n": types.AdminEndSessionDocument,
    "\n  mutation AdminEndOtherSessions {\n    endOtherSessions\n  }\n": types.AdminEndOtherSessionsDocument,
    "\n  mutation AdminSetupTwoFactor {\n    setupTwoFactor { secret otpauthUrl qrCode }\n  }\n": types.AdminSetupTwoFactorDocument,
    "\n  mutation AdminEnableTwoFactor($code: String!) {\n    enableTwoFactor(code: $code)\n  }\n": types.AdminEnableTwoFactorDocument,
    "\n  mutation AdminDisableTwoFactor($code: String!) {\n    disableTwoFactor(code: $code) { id twoFactorEnabled }\n  }\n": types.AdminDisableTwoFactorDocument,
    "\n  query AdminAuditEntries($page: Int!, $limit: Int!, $action: String, $adminEmail: String, $from: String, $to: String) {\n    auditEntries(page: $page, limit: $limit, action: $action, adminEmail: $adminEmail, from: $from, to: $to) {\n      total\n      items {\n        id\n        at\n        action\n        adminEmail\n        ip\n        userAgent\n        requestId\n        target { kind id label }\n        changes { field before after }\n      }\n    }\n  }\n": types.AdminAuditEntriesDocument,
    "\n  query AdminAdministrators {\n    admins { id email role disabled passwordChangeRequired twoFactorEnabled createdAt }\n  }\n": types.AdminAdministratorsDocument,
    "\n  mutation AdminCreateAdministrator($email: String!, $role: AdminRole!) {\n    createAdmin(email: $email, role: $role) { oneTimePassword admin { id email role } }\n  }\n": types.AdminCreateAdministratorDocument,
    "\n  mutation AdminUpdateAdministrator($id: ID!, $role: AdminRole, $disabled: Boolean) {\n    updateAdmin(id: $id, role: $role, disabled: $disabled) { id email role disabled }\n  }\n": types.AdminUpdateAdministratorDocument,
    "\n  mutation AdminDeleteAdministrator($id: ID!) {\n    deleteAdmin(id: $id) { id email }\n  }\n": types.AdminDeleteAdministratorDocument,
    "\n  query AdminTwoFactorPolicy {\n    twoFactorPolicy { twoFactorRequired }\n  }\n": types.AdminTwoFactorPolicyDocument,
    "\n  mutation AdminSetTwoFactorPolicy($required: Boolean!) {\n    setTwoFactorPolicy(required: $required) { twoFactorRequired }\n  }\n": types.AdminSetTwoFactorPolicyDocument,
    "\n  fragment AdminBlogItem on Blog {\n    id\n    version\n    slug\n    status\n    publishAt\n    seoTitle\n    seoDescription\n    socialImage\n    title\n    content\n    excerpt\n    tags\n    publishDate\n    readingTime\n    category\n    featuredImage\n    featuredImageAlt\n    views\n    createdAt\n  }\n": types.AdminBlogItemFragmentDoc,
    "\n  query AdminBlogManagerList($page: Int!, $limit: Int!, $q: String) {\n    blogs(page: $page, limit: $limit, q: $q) {\n      total\n      items {\n        ...AdminBlogItem\n      }\n    }\n  }\n": types.AdminBlogManagerListDocument,
    "\n  query AdminBlogManagerTrash($page: Int!, $limit: Int!) {\n    trashedBlogs(page: $page, limit: $limit) {\n      total\n      items {\n        ...AdminTrashedItem\n      }\n    }\n  }\n": types.AdminBlogManagerTrashDocument,
    "\n  mutation AdminBlogManagerRestore($id: ID!) {\n    restoreBlog(id: $id) {\n      id\n    }\n  }\n": types.AdminBlogManagerRestoreDocument,
    "\n  mutation AdminBlogManagerPurge($id: ID!) {\n    purgeBlog(id: $id)\n  }\n": types.AdminBlogManagerPurgeDocument,
    "\n  query AdminBlogManagerOne($id: ID!) {\n    blog(id: $id) {\n      ...AdminBlogItem\n    }\n  }\n": types.AdminBlogManagerOneDocument,
    "\n  mutation AdminBlogManagerAdd($input: BlogInput!, $image: Upload, $existingImages: [String!]) {\n    addBlog(input: $input, image: $image, existingImages: $existingImages) {\n      ...AdminBlogItem\n    }\n  }\n": types.AdminBlogManagerAddDocument,
    "\n  mutation AdminBlogManagerUpdate($id: ID!, $version: Int, $input: BlogInput!, $image: Upload, $existingImages: [String!]) {\n    updateBlog(id: $id, version: $version, input: $input, image: $image, existingImages: $existingImages) {\n      ...AdminBlogItem\n    }\n  }\n": types.AdminBlogManagerUpdateDocument,
    "\n  mutation AdminBlogManagerDelete($id: ID!) {\n    deleteBlog(id: $id)\n  }\n": types.AdminBlogManagerDeleteDocument,
    "\n  query AdminNewsletterAudience {\n    newsletterAudience\n  }\n": types.AdminNewsletterAudienceDocument,
    "\n  fragment AdminNewsletterSend on NewsletterSend {\n    id\n    status\n    test\n    total\n    queued\n    retrying\n    sent\n    failed\n    unknown\n    unsubscribedSince\n  }\n": types.AdminNewsletterSendFragmentDoc,
    "\n  mutation AdminSendNewsletter($postId: ID!, $subject: String, $test: Boolean, $to: String, $confirmResend: Boolean) {\n    sendNewsletter(postId: $postId, subject: $subject, test: $test, to: $to, confirmResend: $confirmResend) {\n      ...AdminNewsletterSend\n    }\n  }\n": types.AdminSendNewsletterDocument,
    "\n  mutation AdminResendUnknownNewsletterEmails($id: ID!) {\n    resendUnknownNewsletterEmails(id: $id) {\n      ...AdminNewsletterSend\n    }\n  }\n": types.AdminResendUnknownNewsletterEmailsDocument,
    "\n  query AdminNewsletterSend($id: ID!) {\n    newsletterSend(id: $id) {\n      ...AdminNewsletterSend\n    }\n  }\n": types.AdminNewsletterSendDocument,
    "\n  query AdminNewsletterSettings {\n    newsletterSettings {\n      id\n      sendNewPosts\n    }\n  }\n": types.AdminNewsletterSettingsDocument,
    "\n  mutation AdminUpdateNewsletterSettings($sendNewPosts: Boolean!) {\n    updateNewsletterSettings(sendNewPosts: $sendNewPosts) {\n      id\n      sendNewPosts\n    }\n  }\n": types.AdminUpdateNewsletterSettingsDocument,
    "\n  query AdminContacts($page: Int!, $limit: Int!, $q: String, $status: ContactStatus) {\n    contacts(page: $page, limit: $limit, q: $q, status: $status) {\n      total\n      items { id firstName lastName email phone company message status submittedAt assignee { id email } visit { ...AdminVisitFields @unmask } }\n    }\n  }\n": types.AdminContactsDocument,
    "\n  mutation AdminDeleteContact($id: ID!) {\n    deleteContact(id: $id)\n  }\n": types.AdminDeleteContactDocument,
    "\n  mutation AdminUpdateContactStatus($id: ID!, $status: ContactStatus!) {\n    updateContactStatus(id: $id, status: $status) { id status }\n  }\n": types.AdminUpdateContactStatusDocument,
    "\n  query AdminContactCounts {\n    all: contacts(limit: 1) { total }\n    fresh: contacts(limit: 1, status: new) { total }\n    replied: contacts(limit: 1, status: replied) { total }\n  }\n": types.AdminContactCountsDocument,
    "\n  fragment AdminContactAlertsFields on ContactAlerts { enabled recipient defaultRecipient smtpConfigured sending reason replyFrom defaultReplyFrom }\n": types.AdminContactAlertsFieldsFragmentDoc,
    "\n  query AdminContactAlerts {\n    contactAlerts { ...AdminContactAlertsFields @unmask }\n  }\n": types.AdminContactAlertsDocument,
    "\n  mutation AdminUpdateContactAlerts($input: ContactAlertsInput!) {\n    updateContactAlerts(input: $input) { ...AdminContactAlertsFields @unmask }\n  }\n": types.AdminUpdateContactAlertsDocument,
    "\n  query AdminContactThread($id: ID!) {\n    contactThread(id: $id) {\n      contact { id status firstReplyAt assignee { id email } }\n      entries { id kind text at authorEmail delivery }\n    }\n  }\n": types.AdminContactThreadDocument,
    "\n  query AdminContactAssignees {\n    contactAssignees { id email }\n  }\n": types.AdminContactAssigneesDocument,
    "\n  mutation AdminAddContactNote($id: ID!, $input: ContactTextInput!) {\n    addContactNote(id: $id, input: $input) { id }\n  }\n": types.AdminAddContactNoteDocument,
    "\n  mutation AdminSendContactReply($id: ID!, $input: ContactTextInput!) {\n    sendContactReply(id: $id, input: $input) { id }\n  }\n": types.AdminSendContactReplyDocument,
    "\n  mutation AdminAssignContact($id: ID!, $adminId: ID) {\n    assignContact(id: $id, adminId: $adminId) { id assignee { id email } }\n  }\n": types.AdminAssignContactDocument,
    "\n  fragment AdminTrashedItem on TrashedItem {\n    id\n    title\n    deletedAt\n    deletedBy {\n      email\n    }\n  }\n": types.AdminTrashedItemFragmentDoc,
    "\n  query AdminAnalyticsSummary($days: Int!) {\n    analyticsSummary(days: $days) {\n      views\n      visitors\n      series { date views visitors }\n      pages { path views visitors }\n      sources { source visitors }\n      campaigns { source medium campaign visitors }\n      devices { type visitors }\n      conversions { source contacts subscriptions }\n      landingPages { path visitors contacts subscriptions }\n    }\n  }\n": types.AdminAnalyticsSummaryDocument,
    "\n  query AdminDashboardPortfolios($limit: Int!) {\n    portfolios(limit: $limit) { total items { id projectName category views createdAt } }\n  }\n": types.AdminDashboardPortfoliosDocument,
    "\n  query AdminDashboardBlogs($limit: Int!) {\n    blogs(limit: $limit) { total items { id title views createdAt } }\n  }\n": types.AdminDashboardBlogsDocument,
    "\n  query AdminDashboardTestimonials($limit: Int!) {\n    testimonials(limit: $limit) { total items { id userName views createdAt } }\n  }\n": types.AdminDashboardTestimonialsDocument,
    "\n  query AdminDashboardAnalytics {\n    analyticsStats { liveVisitors views { total } }\n  }\n": types.AdminDashboardAnalyticsDocument,
    "\n  query AdminInboxFigures {\n    inboxFigures { openLeads repliedThisMonth medianFirstReplyMinutes }\n  }\n": types.AdminInboxFiguresDocument,
    "\n  fragment AdminFooterFields on Footer {\n    id\n    version\n    companyName\n    phone\n    email\n    copyrightText\n    socialLinks { linkedin facebook instagram twitter }\n    quickLinks { home about portfolio contact solutions }\n  }\n": types.AdminFooterFieldsFragmentDoc,
    "\n  query AdminFooter {\n    footer {\n      ...AdminFooterFields\n    }\n  }\n": types.AdminFooterDocument,
    "\n  mutation AdminUpdateFooter($input: FooterInput!, $version: Int) {\n    updateFooter(input: $input, version: $version) {\n      ...AdminFooterFields\n    }\n  }\n": types.AdminUpdateFooterDocument,
    "\n  query AdminRevisions($kind: RevisionKind!, $id: ID, $page: Int!, $limit: Int!) {\n    revisions(kind: $kind, id: $id, page: $page, limit: $limit) {\n      total\n      items {\n        id\n        createdAt\n        changedFields\n        admin {\n          email\n        }\n      }\n    }\n  }\n": types.AdminRevisionsDocument,
    "\n  query AdminRevision($kind: RevisionKind!, $id: ID, $revisionId: ID!) {\n    revision(kind: $kind, id: $id, revisionId: $revisionId) {\n      id\n      values\n    }\n  }\n": types.AdminRevisionDocument,
    "\n  fragment LibraryImageFields on Media {\n    id\n    url\n    thumbnailUrl\n    name\n    width\n    height\n    alt\n  }\n": types.LibraryImageFieldsFragmentDoc,
    "\n  query AdminLibraryImages($page: Int!, $limit: Int!, $search: String) {\n    media(page: $page, limit: $limit, search: $search) {\n      total\n      items {\n        ...LibraryImageFields @unmask\n      }\n    }\n  }\n": types.AdminLibraryImagesDocument,
    "\n  mutation AdminUploadLibraryImage($file: Upload!) {\n    uploadMedia(file: $file) {\n      ...LibraryImageFields @unmask\n    }\n  }\n": types.AdminUploadLibraryImageDocument,
    "\n  mutation AdminLoginWithTwoFactor($challenge: String!, $code: String!) {\n    loginWithTwoFactor(challenge: $challenge, code: $code) {\n      token\n      deviceToken\n    }\n  }\n": types.AdminLoginWithTwoFactorDocument,
    "\n  mutation AdminLogin($email: String!, $password: String!, $deviceToken: String) {\n    login(email: $email, password: $password, deviceToken: $deviceToken) {\n      __typename\n      ... on SignedIn {\n        token\n        deviceToken\n      }\n      ... on TwoFactorChallenge {\n        challenge\n      }\n    }\n  }\n": types.AdminLoginDocument,
    "\n  fragment AdminMediaFields on Media {\n    id\n    version\n    url\n    thumbnailUrl\n    name\n    size\n    width\n    height\n    alt\n    focalPoint { x y }\n    createdAt\n    uploadedBy { email }\n    uses { collection id title }\n  }\n": types.AdminMediaFieldsFragmentDoc,
    "\n  query AdminMedia($page: Int!, $limit: Int!, $search: String, $unused: Boolean) {\n    media(page: $page, limit: $limit, search: $search, unused: $unused) {\n      total\n      items {\n        ...AdminMediaFields @unmask\n      }\n    }\n  }\n": types.AdminMediaDocument,
    "\n  mutation AdminUploadMedia($file: Upload!) {\n    uploadMedia(file: $file) {\n      ...AdminMediaFields @unmask\n    }\n  }\n": types.AdminUploadMediaDocument,
    "\n  mutation AdminUpdateMedia($id: ID!, $input: MediaInput!, $version: Int) {\n    updateMedia(id: $id, input: $input, version: $version) {\n      ...AdminMediaFields @unmask\n    }\n  }\n": types.AdminUpdateMediaDocument,
    "\n  mutation AdminReplaceMediaFile($id: ID!, $file: Upload!, $version: Int) {\n    replaceMediaFile(id: $id, file: $file, version: $version) {\n      ...AdminMediaFields @unmask\n    }\n  }\n": types.AdminReplaceMediaFileDocument,
    "\n  mutation AdminDeleteMedia($id: ID!) {\n    deleteMedia(id: $id)\n  }\n": types.AdminDeleteMediaDocument,
    "\n  fragment AdminHomePageFields on HomePage {\n    id version\n    hero { eyebrow headline highlight text buttons { label link } points image imageAlt }\n    servicesIntro { eyebrow title text }\n    servicesCallToAction { title text button { label link } }\n    industriesIntro { eyebrow title text }\n    industries { name text image }\n    about { eyebrow title text image badgeTitle badgeText points { title text } button { label link } moreLink { label link } }\n  }\n": types.AdminHomePageFieldsFragmentDoc,
    "query AdminHomePage { homePage { ...AdminHomePageFields } }": types.AdminHomePageDocument,
    "\n  mutation AdminUpdateHomePage($input: HomePageInput!, $version: Int) { updateHomePage(input: $input, version: $version) { ...AdminHomePageFields } }\n": types.AdminUpdateHomePageDocument,
    "\n  fragment AdminSolutionsPageFields on SolutionsPage {\n    id version\n    hero { eyebrow headline highlight text buttons { label link } points image imageAlt }\n    services { anchor name icon summary details points image imageAlt }\n    callToAction { title text button { label link } }\n  }\n": types.AdminSolutionsPageFieldsFragmentDoc,
    "query AdminSolutionsPage { solutionsPage { ...AdminSolutionsPageFields } }": types.AdminSolutionsPageDocument,
    "\n  mutation AdminUpdateSolutionsPage($input: SolutionsPageInput!, $version: Int) { updateSolutionsPage(input: $input, version: $version) { ...AdminSolutionsPageFields } }\n": types.AdminUpdateSolutionsPageDocument,
    "\n  fragment AdminAboutPageFields on AboutPage {\n    id version\n    hero { eyebrow headline highlight text buttons { label link } points image imageAlt }\n    story { eyebrow title text }\n    milestones { title text }\n    leaders { name role bio photo profileUrl }\n    values { eyebrow title text words }\n  }\n": types.AdminAboutPageFieldsFragmentDoc,
    "query AdminAboutPage { aboutPage { ...AdminAboutPageFields } }": types.AdminAboutPageDocument,
    "\n  mutation AdminUpdateAboutPage($input: AboutPageInput!, $version: Int) { updateAboutPage(input: $input, version: $version) { ...AdminAboutPageFields } }\n": types.AdminUpdateAboutPageDocument,
    "\n  fragment AdminContactPageFields on ContactPageDocument {\n    id version\n    meta { description }\n    hero { eyebrow headline highlight text buttons { label link } points image imageAlt }\n    details { title hours responseTime }\n    steps { title text }\n  }\n": types.AdminContactPageFieldsFragmentDoc,
    "query AdminContactPage { contactPage { ...AdminContactPageFields } }": types.AdminContactPageDocument,
    "\n  mutation AdminUpdateContactPage($input: ContactPageInput!, $version: Int) { updateContactPage(input: $input, version: $version) { ...AdminContactPageFields } }\n": types.AdminUpdateContactPageDocument,
    "query AdminContactChannels { footer { id email phone } }": types.AdminContactChannelsDocument,
    "\n  fragment AdminPortfolioItem on Portfolio {\n    id\n    version\n    slug\n    status\n    publishAt\n    seoTitle\n    seoDescription\n    socialImage\n    category\n    projectName\n    projectUrl\n    projectDate\n    description\n    content\n    problem\n    solution\n    result\n    testimonial\n    services\n    clientName\n    imageUrls\n    imageAlts\n    views\n    createdAt\n  }\n": types.AdminPortfolioItemFragmentDoc,
    "\n  query AdminPortfolioManagerList($page: Int!, $limit: Int!, $q: String, $category: String) {\n    portfolios(page: $page, limit: $limit, q: $q, category: $category) {\n      total\n      items {\n        ...AdminPortfolioItem\n      }\n    }\n  }\n": types.AdminPortfolioManagerListDocument,
    "\n  query AdminPortfolioManagerTrash($page: Int!, $limit: Int!) {\n    trashedPortfolios(page: $page, limit: $limit) {\n      total\n      items {\n        ...AdminTrashedItem\n      }\n    }\n  }\n": types.AdminPortfolioManagerTrashDocument,
    "\n  mutation AdminPortfolioManagerRestore($id: ID!) {\n    restorePortfolio(id: $id) {\n      id\n    }\n  }\n": types.AdminPortfolioManagerRestoreDocument,
    "\n  mutation AdminPortfolioManagerPurge($id: ID!) {\n    purgePortfolio(id: $id)\n  }\n": types.AdminPortfolioManagerPurgeDocument,
    "\n  query AdminPortfolioManagerOne($id: ID!) {\n    portfolio(id: $id) {\n      ...AdminPortfolioItem\n    }\n  }\n": types.AdminPortfolioManagerOneDocument,
    "\n  mutation AdminPortfolioManagerAdd($input: PortfolioInput!, $images: [Upload!], $existingImages: [String!]) {\n    addPortfolio(input: $input, images: $images, existingImages: $existingImages) {\n      ...AdminPortfolioItem\n    }\n  }\n": types.AdminPortfolioManagerAddDocument,
    "\n  mutation AdminPortfolioManagerUpdate($id: ID!, $version: Int, $input: PortfolioInput!, $images: [Upload!], $existingImages: [String!]) {\n    updatePortfolio(id: $id, version: $version, input: $input, images: $images, existingImages: $existingImages) {\n      ...AdminPortfolioItem\n    }\n  }\n": types.AdminPortfolioManagerUpdateDocument,
    "\n  mutation AdminPortfolioManagerDelete($id: ID!) {\n    deletePortfolio(id: $id)\n  }\n": types.AdminPortfolioManagerDeleteDocument,
    "\n  fragment AdminRedirect on Redirect { id fromPath to status hits createdAt }\n": types.AdminRedirectFragmentDoc,
    "\n  query AdminRedirects($page: Int!, $limit: Int!, $q: String) {\n    redirects(page: $page, limit: $limit, q: $q) { total items { ...AdminRedirect @unmask } }\n  }\n": types.AdminRedirectsDocument,
    "\n  query AdminNotFoundPaths($page: Int!, $limit: Int!, $q: String) {\n    notFoundPaths(page: $page, limit: $limit, q: $q) { total items { id path hits lastSeenAt referrer } }\n  }\n": types.AdminNotFoundPathsDocument,
    "\n  mutation AdminAddRedirect($input: RedirectInput!) {\n    addRedirect(input: $input) { ...AdminRedirect @unmask }\n  }\n": types.AdminAddRedirectDocument,
    "\n  mutation AdminDeleteRedirect($id: ID!) {\n    deleteRedirect(id: $id)\n  }\n": types.AdminDeleteRedirectDocument,
    "\n  mutation AdminImportRedirects($file: Upload!) {\n    importRedirects(file: $file) { imported refused { line source reason } }\n  }\n": types.AdminImportRedirectsDocument,
    "\n  fragment AdminVisitFields on Visit { landingPage referrer source utmSource utmMedium utmCampaign pages secondsToSend }\n": types.AdminVisitFieldsFragmentDoc,
    "\n  mutation AdminLogout {\n    logout\n  }\n": types.AdminLogoutDocument,
    "\n  query AdminMe {\n    me { id email role passwordChangeRequired twoFactorEnabled twoFactorSetupRequired }\n  }\n": types.AdminMeDocument,
    "\n  fragment AdminSiteSettingsFields on SiteSettings {\n    id\n    version\n    siteName\n    defaultDescription\n    defaultSocialImage\n    organizationLogo\n  }\n": types.AdminSiteSettingsFieldsFragmentDoc,
    "\n  query AdminSiteSettings {\n    siteSettings {\n      ...AdminSiteSettingsFields\n    }\n  }\n": types.AdminSiteSettingsDocument,
    "\n  mutation AdminUpdateSiteSettings($input: SiteSettingsInput!, $version: Int) {\n    updateSiteSettings(input: $input, version: $version) {\n      ...AdminSiteSettingsFields\n    }\n  }\n": types.AdminUpdateSiteSettingsDocument,
    "\n  fragment AdminStatisticsFields on Statistics {\n    id\n    version\n    projectsCompleted\n    projectsCompletedDescription\n    industriesServed\n    industriesServedDescription\n    clientSatisfaction\n    clientSatisfactionDescription\n  }\n": types.AdminStatisticsFieldsFragmentDoc,
    "\n  query AdminStatistics {\n    statistics {\n      ...AdminStatisticsFields\n    }\n  }\n": types.AdminStatisticsDocument,
    "\n  mutation AdminUpdateStatistics($input: StatisticsInput!, $version: Int) {\n    updateStatistics(input: $input, version: $version) {\n      ...AdminStatisticsFields\n    }\n  }\n": types.AdminUpdateStatisticsDocument,
    "\n  query AdminSubscriptions($page: Int!, $limit: Int!, $q: String, $status: SubscriptionStatus) {\n    subscriptions(page: $page, limit: $limit, q: $q, status: $status) {\n      total\n      items { id email status source subscribedAt confirmedAt visit { ...AdminVisitFields @unmask } }\n    }\n  }\n": types.AdminSubscriptionsDocument,
    "\n  mutation AdminSetSubscriptionStatus($id: ID!, $status: SubscriptionStatus!) {\n    setSubscriptionStatus(id: $id, status: $status) { id status confirmedAt }\n  }\n": types.AdminSetSubscriptionStatusDocument,
    "\n  mutation AdminDeleteSubscription($id: ID!) {\n    deleteSubscription(id: $id)\n  }\n": types.AdminDeleteSubscriptionDocument,
    "\n  query AdminSubscriptionCounts {\n    all: subscriptions(limit: 1) { total }\n    active: subscriptions(limit: 1, status: active) { total }\n  }\n": types.AdminSubscriptionCountsDocument,
    "\n  fragment AdminTestimonialItem on Testimonial {\n    id\n    version\n    userName\n    userRole\n    rating\n    review\n    userImage\n    userImageAlt\n    views\n    createdAt\n  }\n": types.AdminTestimonialItemFragmentDoc,
    "\n  query AdminTestimonialManagerList($page: Int!, $limit: Int!, $q: String) {\n    testimonials(page: $page, limit: $limit, q: $q) {\n      total\n      items {\n        ...AdminTestimonialItem\n      }\n    }\n  }\n": types.AdminTestimonialManagerListDocument,
    "\n  query AdminTestimonialManagerTrash($page: Int!, $limit: Int!) {\n    trashedTestimonials(page: $page, limit: $limit) {\n      total\n      items {\n        ...AdminTrashedItem\n      }\n    }\n  }\n": types.AdminTestimonialManagerTrashDocument,
    "\n  mutation AdminTestimonialManagerRestore($id: ID!) {\n    restoreTestimonial(id: $id) {\n      id\n    }\n  }\n": types.AdminTestimonialManagerRestoreDocument,
    "\n  mutation AdminTestimonialManagerPurge($id: ID!) {\n    purgeTestimonial(id: $id)\n  }\n": types.AdminTestimonialManagerPurgeDocument,
    "\n  query AdminTestimonialManagerOne($id: ID!) {\n    testimonial(id: $id) {\n      ...AdminTestimonialItem\n    }\n  }\n": types.AdminTestimonialManagerOneDocument,
    "\n  mutation AdminTestimonialManagerAdd($input: TestimonialInput!, $image: Upload, $existingImages: [String!]) {\n    addTestimonial(input: $input, image: $image, existingImages: $existingImages) {\n      ...AdminTestimonialItem\n    }\n  }\n": types.AdminTestimonialManagerAddDocument,
    "\n  mutation AdminTestimonialManagerUpdate($id: ID!, $version: Int, $input: TestimonialInput!, $image: Upload, $existingImages: [String!]) {\n    updateTestimonial(id: $id, version: $version, input: $input, image: $image, existingImages: $existingImages) {\n      ...AdminTestimonialItem\n    }\n  }\n": types.AdminTestimonialManagerUpdateDocument,
    "\n  mutation AdminTestimonialManagerDelete($id: ID!) {\n    deleteTestimonial(id: $id)\n  }\n": types.AdminTestimonialManagerDeleteDocument,
    "\n  fragment AdminWebhookDelivery on WebhookDelivery {\n    id eventType status attempts responseCode lastError createdAt attemptLog { at responseCode error }\n  }\n": types.AdminWebhookDeliveryFragmentDoc,
    "\n  fragment AdminWebhook on WebhookEndpoint {\n    id url events description enabled createdAt lastDelivery { id status responseCode createdAt }\n  }\n": types.AdminWebhookFragmentDoc,
    "\n  query AdminWebhooks { webhooks { ...AdminWebhook @unmask } }\n": types.AdminWebhooksDocument,
    "\n  mutation AdminAddWebhook($input: WebhookInput!) {\n    addWebhook(input: $input) { secret webhook { ...AdminWebhook @unmask } }\n  }\n": types.AdminAddWebhookDocument,
    "\n  mutation AdminUpdateWebhook($id: ID!, $input: WebhookInput!) {\n    updateWebhook(id: $id, input: $input) { ...AdminWebhook @unmask }\n  }\n": types.AdminUpdateWebhookDocument,
    "\n  mutation AdminDeleteWebhook($id: ID!) { deleteWebhook(id: $id) }\n": types.AdminDeleteWebhookDocument,
    "\n  query AdminWebhookDeliveries($id: ID!, $page: Int!, $limit: Int!, $q: String) {\n    webhookDeliveries(id: $id, page: $page, limit: $limit, q: $q) { total items { ...AdminWebhookDelivery @unmask } }\n  }\n": types.AdminWebhookDeliveriesDocument,
    "\n  mutation AdminSendWebhookTest($id: ID!) { sendWebhookTest(id: $id) { ...AdminWebhookDelivery @unmask } }\n": types.AdminSendWebhookTestDocument,
    "\n  mutation AdminRedeliverWebhook($deliveryId: ID!) { redeliverWebhook(deliveryId: $deliveryId) { ...AdminWebhookDelivery @unmask } }\n": types.AdminRedeliverWebhookDocument,
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
export function graphql(source: "\n  mutation AdminChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) { id passwordChangeRequired }\n  }\n"): (typeof documents)["\n  mutation AdminChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) { id passwordChangeRequired }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminMySessions {\n    mySessions { id createdAt lastSeenAt ip userAgent current }\n  }\n"): (typeof documents)["\n  query AdminMySessions {\n    mySessions { id createdAt lastSeenAt ip userAgent current }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminEndSession($id: ID!) {\n    endSession(id: $id)\n  }\n"): (typeof documents)["\n  mutation AdminEndSession($id: ID!) {\n    endSession(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminEndOtherSessions {\n    endOtherSessions\n  }\n"): (typeof documents)["\n  mutation AdminEndOtherSessions {\n    endOtherSessions\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetupTwoFactor {\n    setupTwoFactor { secret otpauthUrl qrCode }\n  }\n"): (typeof documents)["\n  mutation AdminSetupTwoFactor {\n    setupTwoFactor { secret otpauthUrl qrCode }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminEnableTwoFactor($code: String!) {\n    enableTwoFactor(code: $code)\n  }\n"): (typeof documents)["\n  mutation AdminEnableTwoFactor($code: String!) {\n    enableTwoFactor(code: $code)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDisableTwoFactor($code: String!) {\n    disableTwoFactor(code: $code) { id twoFactorEnabled }\n  }\n"): (typeof documents)["\n  mutation AdminDisableTwoFactor($code: String!) {\n    disableTwoFactor(code: $code) { id twoFactorEnabled }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAuditEntries($page: Int!, $limit: Int!, $action: String, $adminEmail: String, $from: String, $to: String) {\n    auditEntries(page: $page, limit: $limit, action: $action, adminEmail: $adminEmail, from: $from, to: $to) {\n      total\n      items {\n        id\n        at\n        action\n        adminEmail\n        ip\n        userAgent\n        requestId\n        target { kind id label }\n        changes { field before after }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminAuditEntries($page: Int!, $limit: Int!, $action: String, $adminEmail: String, $from: String, $to: String) {\n    auditEntries(page: $page, limit: $limit, action: $action, adminEmail: $adminEmail, from: $from, to: $to) {\n      total\n      items {\n        id\n        at\n        action\n        adminEmail\n        ip\n        userAgent\n        requestId\n        target { kind id label }\n        changes { field before after }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAdministrators {\n    admins { id email role disabled passwordChangeRequired twoFactorEnabled createdAt }\n  }\n"): (typeof documents)["\n  query AdminAdministrators {\n    admins { id email role disabled passwordChangeRequired twoFactorEnabled createdAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateAdministrator($email: String!, $role: AdminRole!) {\n    createAdmin(email: $email, role: $role) { oneTimePassword admin { id email role } }\n  }\n"): (typeof documents)["\n  mutation AdminCreateAdministrator($email: String!, $role: AdminRole!) {\n    createAdmin(email: $email, role: $role) { oneTimePassword admin { id email role } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateAdministrator($id: ID!, $role: AdminRole, $disabled: Boolean) {\n    updateAdmin(id: $id, role: $role, disabled: $disabled) { id email role disabled }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateAdministrator($id: ID!, $role: AdminRole, $disabled: Boolean) {\n    updateAdmin(id: $id, role: $role, disabled: $disabled) { id email role disabled }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteAdministrator($id: ID!) {\n    deleteAdmin(id: $id) { id email }\n  }\n"): (typeof documents)["\n  mutation AdminDeleteAdministrator($id: ID!) {\n    deleteAdmin(id: $id) { id email }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminTwoFactorPolicy {\n    twoFactorPolicy { twoFactorRequired }\n  }\n"): (typeof documents)["\n  query AdminTwoFactorPolicy {\n    twoFactorPolicy { twoFactorRequired }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetTwoFactorPolicy($required: Boolean!) {\n    setTwoFactorPolicy(required: $required) { twoFactorRequired }\n  }\n"): (typeof documents)["\n  mutation AdminSetTwoFactorPolicy($required: Boolean!) {\n    setTwoFactorPolicy(required: $required) { twoFactorRequired }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminBlogItem on Blog {\n    id\n    version\n    slug\n    status\n    publishAt\n    seoTitle\n    seoDescription\n    socialImage\n    title\n    content\n    excerpt\n    tags\n    publishDate\n    readingTime\n    category\n    featuredImage\n    featuredImageAlt\n    views\n    createdAt\n  }\n"): (typeof documents)["\n  fragment AdminBlogItem on Blog {\n    id\n    version\n    slug\n    status\n    publishAt\n    seoTitle\n    seoDescription\n    socialImage\n    title\n    content\n    excerpt\n    tags\n    publishDate\n    readingTime\n    category\n    featuredImage\n    featuredImageAlt\n    views\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminBlogManagerList($page: Int!, $limit: Int!, $q: String) {\n    blogs(page: $page, limit: $limit, q: $q) {\n      total\n      items {\n        ...AdminBlogItem\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminBlogManagerList($page: Int!, $limit: Int!, $q: String) {\n    blogs(page: $page, limit: $limit, q: $q) {\n      total\n      items {\n        ...AdminBlogItem\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminBlogManagerTrash($page: Int!, $limit: Int!) {\n    trashedBlogs(page: $page, limit: $limit) {\n      total\n      items {\n        ...AdminTrashedItem\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminBlogManagerTrash($page: Int!, $limit: Int!) {\n    trashedBlogs(page: $page, limit: $limit) {\n      total\n      items {\n        ...AdminTrashedItem\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminBlogManagerRestore($id: ID!) {\n    restoreBlog(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AdminBlogManagerRestore($id: ID!) {\n    restoreBlog(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminBlogManagerPurge($id: ID!) {\n    purgeBlog(id: $id)\n  }\n"): (typeof documents)["\n  mutation AdminBlogManagerPurge($id: ID!) {\n    purgeBlog(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminBlogManagerOne($id: ID!) {\n    blog(id: $id) {\n      ...AdminBlogItem\n    }\n  }\n"): (typeof documents)["\n  query AdminBlogManagerOne($id: ID!) {\n    blog(id: $id) {\n      ...AdminBlogItem\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminBlogManagerAdd($input: BlogInput!, $image: Upload, $existingImages: [String!]) {\n    addBlog(input: $input, image: $image, existingImages: $existingImages) {\n      ...AdminBlogItem\n    }\n  }\n"): (typeof documents)["\n  mutation AdminBlogManagerAdd($input: BlogInput!, $image: Upload, $existingImages: [String!]) {\n    addBlog(input: $input, image: $image, existingImages: $existingImages) {\n      ...AdminBlogItem\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminBlogManagerUpdate($id: ID!, $version: Int, $input: BlogInput!, $image: Upload, $existingImages: [String!]) {\n    updateBlog(id: $id, version: $version, input: $input, image: $image, existingImages: $existingImages) {\n      ...AdminBlogItem\n    }\n  }\n"): (typeof documents)["\n  mutation AdminBlogManagerUpdate($id: ID!, $version: Int, $input: BlogInput!, $image: Upload, $existingImages: [String!]) {\n    updateBlog(id: $id, version: $version, input: $input, image: $image, existingImages: $existingImages) {\n      ...AdminBlogItem\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminBlogManagerDelete($id: ID!) {\n    deleteBlog(id: $id)\n  }\n"): (typeof documents)["\n  mutation AdminBlogManagerDelete($id: ID!) {\n    deleteBlog(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminNewsletterAudience {\n    newsletterAudience\n  }\n"): (typeof documents)["\n  query AdminNewsletterAudience {\n    newsletterAudience\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminNewsletterSend on NewsletterSend {\n    id\n    status\n    test\n    total\n    queued\n    retrying\n    sent\n    failed\n    unknown\n    unsubscribedSince\n  }\n"): (typeof documents)["\n  fragment AdminNewsletterSend on NewsletterSend {\n    id\n    status\n    test\n    total\n    queued\n    retrying\n    sent\n    failed\n    unknown\n    unsubscribedSince\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSendNewsletter($postId: ID!, $subject: String, $test: Boolean, $to: String, $confirmResend: Boolean) {\n    sendNewsletter(postId: $postId, subject: $subject, test: $test, to: $to, confirmResend: $confirmResend) {\n      ...AdminNewsletterSend\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSendNewsletter($postId: ID!, $subject: String, $test: Boolean, $to: String, $confirmResend: Boolean) {\n    sendNewsletter(postId: $postId, subject: $subject, test: $test, to: $to, confirmResend: $confirmResend) {\n      ...AdminNewsletterSend\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminResendUnknownNewsletterEmails($id: ID!) {\n    resendUnknownNewsletterEmails(id: $id) {\n      ...AdminNewsletterSend\n    }\n  }\n"): (typeof documents)["\n  mutation AdminResendUnknownNewsletterEmails($id: ID!) {\n    resendUnknownNewsletterEmails(id: $id) {\n      ...AdminNewsletterSend\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminNewsletterSend($id: ID!) {\n    newsletterSend(id: $id) {\n      ...AdminNewsletterSend\n    }\n  }\n"): (typeof documents)["\n  query AdminNewsletterSend($id: ID!) {\n    newsletterSend(id: $id) {\n      ...AdminNewsletterSend\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminNewsletterSettings {\n    newsletterSettings {\n      id\n      sendNewPosts\n    }\n  }\n"): (typeof documents)["\n  query AdminNewsletterSettings {\n    newsletterSettings {\n      id\n      sendNewPosts\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateNewsletterSettings($sendNewPosts: Boolean!) {\n    updateNewsletterSettings(sendNewPosts: $sendNewPosts) {\n      id\n      sendNewPosts\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateNewsletterSettings($sendNewPosts: Boolean!) {\n    updateNewsletterSettings(sendNewPosts: $sendNewPosts) {\n      id\n      sendNewPosts\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminContacts($page: Int!, $limit: Int!, $q: String, $status: ContactStatus) {\n    contacts(page: $page, limit: $limit, q: $q, status: $status) {\n      total\n      items { id firstName lastName email phone company message status submittedAt assignee { id email } visit { ...AdminVisitFields @unmask } }\n    }\n  }\n"): (typeof documents)["\n  query AdminContacts($page: Int!, $limit: Int!, $q: String, $status: ContactStatus) {\n    contacts(page: $page, limit: $limit, q: $q, status: $status) {\n      total\n      items { id firstName lastName email phone company message status submittedAt assignee { id email } visit { ...AdminVisitFields @unmask } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteContact($id: ID!) {\n    deleteContact(id: $id)\n  }\n"): (typeof documents)["\n  mutation AdminDeleteContact($id: ID!) {\n    deleteContact(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateContactStatus($id: ID!, $status: ContactStatus!) {\n    updateContactStatus(id: $id, status: $status) { id status }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateContactStatus($id: ID!, $status: ContactStatus!) {\n    updateContactStatus(id: $id, status: $status) { id status }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminContactCounts {\n    all: contacts(limit: 1) { total }\n    fresh: contacts(limit: 1, status: new) { total }\n    replied: contacts(limit: 1, status: replied) { total }\n  }\n"): (typeof documents)["\n  query AdminContactCounts {\n    all: contacts(limit: 1) { total }\n    fresh: contacts(limit: 1, status: new) { total }\n    replied: contacts(limit: 1, status: replied) { total }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminContactAlertsFields on ContactAlerts { enabled recipient defaultRecipient smtpConfigured sending reason replyFrom defaultReplyFrom }\n"): (typeof documents)["\n  fragment AdminContactAlertsFields on ContactAlerts { enabled recipient defaultRecipient smtpConfigured sending reason replyFrom defaultReplyFrom }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminContactAlerts {\n    contactAlerts { ...AdminContactAlertsFields @unmask }\n  }\n"): (typeof documents)["\n  query AdminContactAlerts {\n    contactAlerts { ...AdminContactAlertsFields @unmask }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateContactAlerts($input: ContactAlertsInput!) {\n    updateContactAlerts(input: $input) { ...AdminContactAlertsFields @unmask }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateContactAlerts($input: ContactAlertsInput!) {\n    updateContactAlerts(input: $input) { ...AdminContactAlertsFields @unmask }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminContactThread($id: ID!) {\n    contactThread(id: $id) {\n      contact { id status firstReplyAt assignee { id email } }\n      entries { id kind text at authorEmail delivery }\n    }\n  }\n"): (typeof documents)["\n  query AdminContactThread($id: ID!) {\n    contactThread(id: $id) {\n      contact { id status firstReplyAt assignee { id email } }\n      entries { id kind text at authorEmail delivery }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminContactAssignees {\n    contactAssignees { id email }\n  }\n"): (typeof documents)["\n  query AdminContactAssignees {\n    contactAssignees { id email }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminAddContactNote($id: ID!, $input: ContactTextInput!) {\n    addContactNote(id: $id, input: $input) { id }\n  }\n"): (typeof documents)["\n  mutation AdminAddContactNote($id: ID!, $input: ContactTextInput!) {\n    addContactNote(id: $id, input: $input) { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSendContactReply($id: ID!, $input: ContactTextInput!) {\n    sendContactReply(id: $id, input: $input) { id }\n  }\n"): (typeof documents)["\n  mutation AdminSendContactReply($id: ID!, $input: ContactTextInput!) {\n    sendContactReply(id: $id, input: $input) { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminAssignContact($id: ID!, $adminId: ID) {\n    assignContact(id: $id, adminId: $adminId) { id assignee { id email } }\n  }\n"): (typeof documents)["\n  mutation AdminAssignContact($id: ID!, $adminId: ID) {\n    assignContact(id: $id, adminId: $adminId) { id assignee { id email } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminTrashedItem on TrashedItem {\n    id\n    title\n    deletedAt\n    deletedBy {\n      email\n    }\n  }\n"): (typeof documents)["\n  fragment AdminTrashedItem on TrashedItem {\n    id\n    title\n    deletedAt\n    deletedBy {\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAnalyticsSummary($days: Int!) {\n    analyticsSummary(days: $days) {\n      views\n      visitors\n      series { date views visitors }\n      pages { path views visitors }\n      sources { source visitors }\n      campaigns { source medium campaign visitors }\n      devices { type visitors }\n      conversions { source contacts subscriptions }\n      landingPages { path visitors contacts subscriptions }\n    }\n  }\n"): (typeof documents)["\n  query AdminAnalyticsSummary($days: Int!) {\n    analyticsSummary(days: $days) {\n      views\n      visitors\n      series { date views visitors }\n      pages { path views visitors }\n      sources { source visitors }\n      campaigns { source medium campaign visitors }\n      devices { type visitors }\n      conversions { source contacts subscriptions }\n      landingPages { path visitors contacts subscriptions }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDashboardPortfolios($limit: Int!) {\n    portfolios(limit: $limit) { total items { id projectName category views createdAt } }\n  }\n"): (typeof documents)["\n  query AdminDashboardPortfolios($limit: Int!) {\n    portfolios(limit: $limit) { total items { id projectName category views createdAt } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDashboardBlogs($limit: Int!) {\n    blogs(limit: $limit) { total items { id title views createdAt } }\n  }\n"): (typeof documents)["\n  query AdminDashboardBlogs($limit: Int!) {\n    blogs(limit: $limit) { total items { id title views createdAt } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDashboardTestimonials($limit: Int!) {\n    testimonials(limit: $limit) { total items { id userName views createdAt } }\n  }\n"): (typeof documents)["\n  query AdminDashboardTestimonials($limit: Int!) {\n    testimonials(limit: $limit) { total items { id userName views createdAt } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDashboardAnalytics {\n    analyticsStats { liveVisitors views { total } }\n  }\n"): (typeof documents)["\n  query AdminDashboardAnalytics {\n    analyticsStats { liveVisitors views { total } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminInboxFigures {\n    inboxFigures { openLeads repliedThisMonth medianFirstReplyMinutes }\n  }\n"): (typeof documents)["\n  query AdminInboxFigures {\n    inboxFigures { openLeads repliedThisMonth medianFirstReplyMinutes }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminFooterFields on Footer {\n    id\n    version\n    companyName\n    phone\n    email\n    copyrightText\n    socialLinks { linkedin facebook instagram twitter }\n    quickLinks { home about portfolio contact solutions }\n  }\n"): (typeof documents)["\n  fragment AdminFooterFields on Footer {\n    id\n    version\n    companyName\n    phone\n    email\n    copyrightText\n    socialLinks { linkedin facebook instagram twitter }\n    quickLinks { home about portfolio contact solutions }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminFooter {\n    footer {\n      ...AdminFooterFields\n    }\n  }\n"): (typeof documents)["\n  query AdminFooter {\n    footer {\n      ...AdminFooterFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateFooter($input: FooterInput!, $version: Int) {\n    updateFooter(input: $input, version: $version) {\n      ...AdminFooterFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateFooter($input: FooterInput!, $version: Int) {\n    updateFooter(input: $input, version: $version) {\n      ...AdminFooterFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminRevisions($kind: RevisionKind!, $id: ID, $page: Int!, $limit: Int!) {\n    revisions(kind: $kind, id: $id, page: $page, limit: $limit) {\n      total\n      items {\n        id\n        createdAt\n        changedFields\n        admin {\n          email\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminRevisions($kind: RevisionKind!, $id: ID, $page: Int!, $limit: Int!) {\n    revisions(kind: $kind, id: $id, page: $page, limit: $limit) {\n      total\n      items {\n        id\n        createdAt\n        changedFields\n        admin {\n          email\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminRevision($kind: RevisionKind!, $id: ID, $revisionId: ID!) {\n    revision(kind: $kind, id: $id, revisionId: $revisionId) {\n      id\n      values\n    }\n  }\n"): (typeof documents)["\n  query AdminRevision($kind: RevisionKind!, $id: ID, $revisionId: ID!) {\n    revision(kind: $kind, id: $id, revisionId: $revisionId) {\n      id\n      values\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LibraryImageFields on Media {\n    id\n    url\n    thumbnailUrl\n    name\n    width\n    height\n    alt\n  }\n"): (typeof documents)["\n  fragment LibraryImageFields on Media {\n    id\n    url\n    thumbnailUrl\n    name\n    width\n    height\n    alt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminLibraryImages($page: Int!, $limit: Int!, $search: String) {\n    media(page: $page, limit: $limit, search: $search) {\n      total\n      items {\n        ...LibraryImageFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminLibraryImages($page: Int!, $limit: Int!, $search: String) {\n    media(page: $page, limit: $limit, search: $search) {\n      total\n      items {\n        ...LibraryImageFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUploadLibraryImage($file: Upload!) {\n    uploadMedia(file: $file) {\n      ...LibraryImageFields @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUploadLibraryImage($file: Upload!) {\n    uploadMedia(file: $file) {\n      ...LibraryImageFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminLoginWithTwoFactor($challenge: String!, $code: String!) {\n    loginWithTwoFactor(challenge: $challenge, code: $code) {\n      token\n      deviceToken\n    }\n  }\n"): (typeof documents)["\n  mutation AdminLoginWithTwoFactor($challenge: String!, $code: String!) {\n    loginWithTwoFactor(challenge: $challenge, code: $code) {\n      token\n      deviceToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminLogin($email: String!, $password: String!, $deviceToken: String) {\n    login(email: $email, password: $password, deviceToken: $deviceToken) {\n      __typename\n      ... on SignedIn {\n        token\n        deviceToken\n      }\n      ... on TwoFactorChallenge {\n        challenge\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminLogin($email: String!, $password: String!, $deviceToken: String) {\n    login(email: $email, password: $password, deviceToken: $deviceToken) {\n      __typename\n      ... on SignedIn {\n        token\n        deviceToken\n      }\n      ... on TwoFactorChallenge {\n        challenge\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminMediaFields on Media {\n    id\n    version\n    url\n    thumbnailUrl\n    name\n    size\n    width\n    height\n    alt\n    focalPoint { x y }\n    createdAt\n    uploadedBy { email }\n    uses { collection id title }\n  }\n"): (typeof documents)["\n  fragment AdminMediaFields on Media {\n    id\n    version\n    url\n    thumbnailUrl\n    name\n    size\n    width\n    height\n    alt\n    focalPoint { x y }\n    createdAt\n    uploadedBy { email }\n    uses { collection id title }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminMedia($page: Int!, $limit: Int!, $search: String, $unused: Boolean) {\n    media(page: $page, limit: $limit, search: $search, unused: $unused) {\n      total\n      items {\n        ...AdminMediaFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminMedia($page: Int!, $limit: Int!, $search: String, $unused: Boolean) {\n    media(page: $page, limit: $limit, search: $search, unused: $unused) {\n      total\n      items {\n        ...AdminMediaFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUploadMedia($file: Upload!) {\n    uploadMedia(file: $file) {\n      ...AdminMediaFields @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUploadMedia($file: Upload!) {\n    uploadMedia(file: $file) {\n      ...AdminMediaFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateMedia($id: ID!, $input: MediaInput!, $version: Int) {\n    updateMedia(id: $id, input: $input, version: $version) {\n      ...AdminMediaFields @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateMedia($id: ID!, $input: MediaInput!, $version: Int) {\n    updateMedia(id: $id, input: $input, version: $version) {\n      ...AdminMediaFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminReplaceMediaFile($id: ID!, $file: Upload!, $version: Int) {\n    replaceMediaFile(id: $id, file: $file, version: $version) {\n      ...AdminMediaFields @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation AdminReplaceMediaFile($id: ID!, $file: Upload!, $version: Int) {\n    replaceMediaFile(id: $id, file: $file, version: $version) {\n      ...AdminMediaFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteMedia($id: ID!) {\n    deleteMedia(id: $id)\n  }\n"): (typeof documents)["\n  mutation AdminDeleteMedia($id: ID!) {\n    deleteMedia(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminHomePageFields on HomePage {\n    id version\n    hero { eyebrow headline highlight text buttons { label link } points image imageAlt }\n    servicesIntro { eyebrow title text }\n    servicesCallToAction { title text button { label link } }\n    industriesIntro { eyebrow title text }\n    industries { name text image }\n    about { eyebrow title text image badgeTitle badgeText points { title text } button { label link } moreLink { label link } }\n  }\n"): (typeof documents)["\n  fragment AdminHomePageFields on HomePage {\n    id version\n    hero { eyebrow headline highlight text buttons { label link } points image imageAlt }\n    servicesIntro { eyebrow title text }\n    servicesCallToAction { title text button { label link } }\n    industriesIntro { eyebrow title text }\n    industries { name text image }\n    about { eyebrow title text image badgeTitle badgeText points { title text } button { label link } moreLink { label link } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminHomePage { homePage { ...AdminHomePageFields } }"): (typeof documents)["query AdminHomePage { homePage { ...AdminHomePageFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateHomePage($input: HomePageInput!, $version: Int) { updateHomePage(input: $input, version: $version) { ...AdminHomePageFields } }\n"): (typeof documents)["\n  mutation AdminUpdateHomePage($input: HomePageInput!, $version: Int) { updateHomePage(input: $input, version: $version) { ...AdminHomePageFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminSolutionsPageFields on SolutionsPage {\n    id version\n    hero { eyebrow headline highlight text buttons { label link } points image imageAlt }\n    services { anchor name icon summary details points image imageAlt }\n    callToAction { title text button { label link } }\n  }\n"): (typeof documents)["\n  fragment AdminSolutionsPageFields on SolutionsPage {\n    id version\n    hero { eyebrow headline highlight text buttons { label link } points image imageAlt }\n    services { anchor name icon summary details points image imageAlt }\n    callToAction { title text button { label link } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminSolutionsPage { solutionsPage { ...AdminSolutionsPageFields } }"): (typeof documents)["query AdminSolutionsPage { solutionsPage { ...AdminSolutionsPageFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateSolutionsPage($input: SolutionsPageInput!, $version: Int) { updateSolutionsPage(input: $input, version: $version) { ...AdminSolutionsPageFields } }\n"): (typeof documents)["\n  mutation AdminUpdateSolutionsPage($input: SolutionsPageInput!, $version: Int) { updateSolutionsPage(input: $input, version: $version) { ...AdminSolutionsPageFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminAboutPageFields on AboutPage {\n    id version\n    hero { eyebrow headline highlight text buttons { label link } points image imageAlt }\n    story { eyebrow title text }\n    milestones { title text }\n    leaders { name role bio photo profileUrl }\n    values { eyebrow title text words }\n  }\n"): (typeof documents)["\n  fragment AdminAboutPageFields on AboutPage {\n    id version\n    hero { eyebrow headline highlight text buttons { label link } points image imageAlt }\n    story { eyebrow title text }\n    milestones { title text }\n    leaders { name role bio photo profileUrl }\n    values { eyebrow title text words }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminAboutPage { aboutPage { ...AdminAboutPageFields } }"): (typeof documents)["query AdminAboutPage { aboutPage { ...AdminAboutPageFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateAboutPage($input: AboutPageInput!, $version: Int) { updateAboutPage(input: $input, version: $version) { ...AdminAboutPageFields } }\n"): (typeof documents)["\n  mutation AdminUpdateAboutPage($input: AboutPageInput!, $version: Int) { updateAboutPage(input: $input, version: $version) { ...AdminAboutPageFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminContactPageFields on ContactPageDocument {\n    id version\n    meta { description }\n    hero { eyebrow headline highlight text buttons { label link } points image imageAlt }\n    details { title hours responseTime }\n    steps { title text }\n  }\n"): (typeof documents)["\n  fragment AdminContactPageFields on ContactPageDocument {\n    id version\n    meta { description }\n    hero { eyebrow headline highlight text buttons { label link } points image imageAlt }\n    details { title hours responseTime }\n    steps { title text }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminContactPage { contactPage { ...AdminContactPageFields } }"): (typeof documents)["query AdminContactPage { contactPage { ...AdminContactPageFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateContactPage($input: ContactPageInput!, $version: Int) { updateContactPage(input: $input, version: $version) { ...AdminContactPageFields } }\n"): (typeof documents)["\n  mutation AdminUpdateContactPage($input: ContactPageInput!, $version: Int) { updateContactPage(input: $input, version: $version) { ...AdminContactPageFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminContactChannels { footer { id email phone } }"): (typeof documents)["query AdminContactChannels { footer { id email phone } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminPortfolioItem on Portfolio {\n    id\n    version\n    slug\n    status\n    publishAt\n    seoTitle\n    seoDescription\n    socialImage\n    category\n    projectName\n    projectUrl\n    projectDate\n    description\n    content\n    problem\n    solution\n    result\n    testimonial\n    services\n    clientName\n    imageUrls\n    imageAlts\n    views\n    createdAt\n  }\n"): (typeof documents)["\n  fragment AdminPortfolioItem on Portfolio {\n    id\n    version\n    slug\n    status\n    publishAt\n    seoTitle\n    seoDescription\n    socialImage\n    category\n    projectName\n    projectUrl\n    projectDate\n    description\n    content\n    problem\n    solution\n    result\n    testimonial\n    services\n    clientName\n    imageUrls\n    imageAlts\n    views\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPortfolioManagerList($page: Int!, $limit: Int!, $q: String, $category: String) {\n    portfolios(page: $page, limit: $limit, q: $q, category: $category) {\n      total\n      items {\n        ...AdminPortfolioItem\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminPortfolioManagerList($page: Int!, $limit: Int!, $q: String, $category: String) {\n    portfolios(page: $page, limit: $limit, q: $q, category: $category) {\n      total\n      items {\n        ...AdminPortfolioItem\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPortfolioManagerTrash($page: Int!, $limit: Int!) {\n    trashedPortfolios(page: $page, limit: $limit) {\n      total\n      items {\n        ...AdminTrashedItem\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminPortfolioManagerTrash($page: Int!, $limit: Int!) {\n    trashedPortfolios(page: $page, limit: $limit) {\n      total\n      items {\n        ...AdminTrashedItem\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminPortfolioManagerRestore($id: ID!) {\n    restorePortfolio(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AdminPortfolioManagerRestore($id: ID!) {\n    restorePortfolio(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminPortfolioManagerPurge($id: ID!) {\n    purgePortfolio(id: $id)\n  }\n"): (typeof documents)["\n  mutation AdminPortfolioManagerPurge($id: ID!) {\n    purgePortfolio(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPortfolioManagerOne($id: ID!) {\n    portfolio(id: $id) {\n      ...AdminPortfolioItem\n    }\n  }\n"): (typeof documents)["\n  query AdminPortfolioManagerOne($id: ID!) {\n    portfolio(id: $id) {\n      ...AdminPortfolioItem\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminPortfolioManagerAdd($input: PortfolioInput!, $images: [Upload!], $existingImages: [String!]) {\n    addPortfolio(input: $input, images: $images, existingImages: $existingImages) {\n      ...AdminPortfolioItem\n    }\n  }\n"): (typeof documents)["\n  mutation AdminPortfolioManagerAdd($input: PortfolioInput!, $images: [Upload!], $existingImages: [String!]) {\n    addPortfolio(input: $input, images: $images, existingImages: $existingImages) {\n      ...AdminPortfolioItem\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminPortfolioManagerUpdate($id: ID!, $version: Int, $input: PortfolioInput!, $images: [Upload!], $existingImages: [String!]) {\n    updatePortfolio(id: $id, version: $version, input: $input, images: $images, existingImages: $existingImages) {\n      ...AdminPortfolioItem\n    }\n  }\n"): (typeof documents)["\n  mutation AdminPortfolioManagerUpdate($id: ID!, $version: Int, $input: PortfolioInput!, $images: [Upload!], $existingImages: [String!]) {\n    updatePortfolio(id: $id, version: $version, input: $input, images: $images, existingImages: $existingImages) {\n      ...AdminPortfolioItem\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminPortfolioManagerDelete($id: ID!) {\n    deletePortfolio(id: $id)\n  }\n"): (typeof documents)["\n  mutation AdminPortfolioManagerDelete($id: ID!) {\n    deletePortfolio(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminRedirect on Redirect { id fromPath to status hits createdAt }\n"): (typeof documents)["\n  fragment AdminRedirect on Redirect { id fromPath to status hits createdAt }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminRedirects($page: Int!, $limit: Int!, $q: String) {\n    redirects(page: $page, limit: $limit, q: $q) { total items { ...AdminRedirect @unmask } }\n  }\n"): (typeof documents)["\n  query AdminRedirects($page: Int!, $limit: Int!, $q: String) {\n    redirects(page: $page, limit: $limit, q: $q) { total items { ...AdminRedirect @unmask } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminNotFoundPaths($page: Int!, $limit: Int!, $q: String) {\n    notFoundPaths(page: $page, limit: $limit, q: $q) { total items { id path hits lastSeenAt referrer } }\n  }\n"): (typeof documents)["\n  query AdminNotFoundPaths($page: Int!, $limit: Int!, $q: String) {\n    notFoundPaths(page: $page, limit: $limit, q: $q) { total items { id path hits lastSeenAt referrer } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminAddRedirect($input: RedirectInput!) {\n    addRedirect(input: $input) { ...AdminRedirect @unmask }\n  }\n"): (typeof documents)["\n  mutation AdminAddRedirect($input: RedirectInput!) {\n    addRedirect(input: $input) { ...AdminRedirect @unmask }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteRedirect($id: ID!) {\n    deleteRedirect(id: $id)\n  }\n"): (typeof documents)["\n  mutation AdminDeleteRedirect($id: ID!) {\n    deleteRedirect(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminImportRedirects($file: Upload!) {\n    importRedirects(file: $file) { imported refused { line source reason } }\n  }\n"): (typeof documents)["\n  mutation AdminImportRedirects($file: Upload!) {\n    importRedirects(file: $file) { imported refused { line source reason } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminVisitFields on Visit { landingPage referrer source utmSource utmMedium utmCampaign pages secondsToSend }\n"): (typeof documents)["\n  fragment AdminVisitFields on Visit { landingPage referrer source utmSource utmMedium utmCampaign pages secondsToSend }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminLogout {\n    logout\n  }\n"): (typeof documents)["\n  mutation AdminLogout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminMe {\n    me { id email role passwordChangeRequired twoFactorEnabled twoFactorSetupRequired }\n  }\n"): (typeof documents)["\n  query AdminMe {\n    me { id email role passwordChangeRequired twoFactorEnabled twoFactorSetupRequired }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminSiteSettingsFields on SiteSettings {\n    id\n    version\n    siteName\n    defaultDescription\n    defaultSocialImage\n    organizationLogo\n  }\n"): (typeof documents)["\n  fragment AdminSiteSettingsFields on SiteSettings {\n    id\n    version\n    siteName\n    defaultDescription\n    defaultSocialImage\n    organizationLogo\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSiteSettings {\n    siteSettings {\n      ...AdminSiteSettingsFields\n    }\n  }\n"): (typeof documents)["\n  query AdminSiteSettings {\n    siteSettings {\n      ...AdminSiteSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateSiteSettings($input: SiteSettingsInput!, $version: Int) {\n    updateSiteSettings(input: $input, version: $version) {\n      ...AdminSiteSettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateSiteSettings($input: SiteSettingsInput!, $version: Int) {\n    updateSiteSettings(input: $input, version: $version) {\n      ...AdminSiteSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminStatisticsFields on Statistics {\n    id\n    version\n    projectsCompleted\n    projectsCompletedDescription\n    industriesServed\n    industriesServedDescription\n    clientSatisfaction\n    clientSatisfactionDescription\n  }\n"): (typeof documents)["\n  fragment AdminStatisticsFields on Statistics {\n    id\n    version\n    projectsCompleted\n    projectsCompletedDescription\n    industriesServed\n    industriesServedDescription\n    clientSatisfaction\n    clientSatisfactionDescription\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminStatistics {\n    statistics {\n      ...AdminStatisticsFields\n    }\n  }\n"): (typeof documents)["\n  query AdminStatistics {\n    statistics {\n      ...AdminStatisticsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateStatistics($input: StatisticsInput!, $version: Int) {\n    updateStatistics(input: $input, version: $version) {\n      ...AdminStatisticsFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateStatistics($input: StatisticsInput!, $version: Int) {\n    updateStatistics(input: $input, version: $version) {\n      ...AdminStatisticsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSubscriptions($page: Int!, $limit: Int!, $q: String, $status: SubscriptionStatus) {\n    subscriptions(page: $page, limit: $limit, q: $q, status: $status) {\n      total\n      items { id email status source subscribedAt confirmedAt visit { ...AdminVisitFields @unmask } }\n    }\n  }\n"): (typeof documents)["\n  query AdminSubscriptions($page: Int!, $limit: Int!, $q: String, $status: SubscriptionStatus) {\n    subscriptions(page: $page, limit: $limit, q: $q, status: $status) {\n      total\n      items { id email status source subscribedAt confirmedAt visit { ...AdminVisitFields @unmask } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetSubscriptionStatus($id: ID!, $status: SubscriptionStatus!) {\n    setSubscriptionStatus(id: $id, status: $status) { id status confirmedAt }\n  }\n"): (typeof documents)["\n  mutation AdminSetSubscriptionStatus($id: ID!, $status: SubscriptionStatus!) {\n    setSubscriptionStatus(id: $id, status: $status) { id status confirmedAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteSubscription($id: ID!) {\n    deleteSubscription(id: $id)\n  }\n"): (typeof documents)["\n  mutation AdminDeleteSubscription($id: ID!) {\n    deleteSubscription(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSubscriptionCounts {\n    all: subscriptions(limit: 1) { total }\n    active: subscriptions(limit: 1, status: active) { total }\n  }\n"): (typeof documents)["\n  query AdminSubscriptionCounts {\n    all: subscriptions(limit: 1) { total }\n    active: subscriptions(limit: 1, status: active) { total }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminTestimonialItem on Testimonial {\n    id\n    version\n    userName\n    userRole\n    rating\n    review\n    userImage\n    userImageAlt\n    views\n    createdAt\n  }\n"): (typeof documents)["\n  fragment AdminTestimonialItem on Testimonial {\n    id\n    version\n    userName\n    userRole\n    rating\n    review\n    userImage\n    userImageAlt\n    views\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminTestimonialManagerList($page: Int!, $limit: Int!, $q: String) {\n    testimonials(page: $page, limit: $limit, q: $q) {\n      total\n      items {\n        ...AdminTestimonialItem\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminTestimonialManagerList($page: Int!, $limit: Int!, $q: String) {\n    testimonials(page: $page, limit: $limit, q: $q) {\n      total\n      items {\n        ...AdminTestimonialItem\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminTestimonialManagerTrash($page: Int!, $limit: Int!) {\n    trashedTestimonials(page: $page, limit: $limit) {\n      total\n      items {\n        ...AdminTrashedItem\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminTestimonialManagerTrash($page: Int!, $limit: Int!) {\n    trashedTestimonials(page: $page, limit: $limit) {\n      total\n      items {\n        ...AdminTrashedItem\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminTestimonialManagerRestore($id: ID!) {\n    restoreTestimonial(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AdminTestimonialManagerRestore($id: ID!) {\n    restoreTestimonial(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminTestimonialManagerPurge($id: ID!) {\n    purgeTestimonial(id: $id)\n  }\n"): (typeof documents)["\n  mutation AdminTestimonialManagerPurge($id: ID!) {\n    purgeTestimonial(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminTestimonialManagerOne($id: ID!) {\n    testimonial(id: $id) {\n      ...AdminTestimonialItem\n    }\n  }\n"): (typeof documents)["\n  query AdminTestimonialManagerOne($id: ID!) {\n    testimonial(id: $id) {\n      ...AdminTestimonialItem\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminTestimonialManagerAdd($input: TestimonialInput!, $image: Upload, $existingImages: [String!]) {\n    addTestimonial(input: $input, image: $image, existingImages: $existingImages) {\n      ...AdminTestimonialItem\n    }\n  }\n"): (typeof documents)["\n  mutation AdminTestimonialManagerAdd($input: TestimonialInput!, $image: Upload, $existingImages: [String!]) {\n    addTestimonial(input: $input, image: $image, existingImages: $existingImages) {\n      ...AdminTestimonialItem\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminTestimonialManagerUpdate($id: ID!, $version: Int, $input: TestimonialInput!, $image: Upload, $existingImages: [String!]) {\n    updateTestimonial(id: $id, version: $version, input: $input, image: $image, existingImages: $existingImages) {\n      ...AdminTestimonialItem\n    }\n  }\n"): (typeof documents)["\n  mutation AdminTestimonialManagerUpdate($id: ID!, $version: Int, $input: TestimonialInput!, $image: Upload, $existingImages: [String!]) {\n    updateTestimonial(id: $id, version: $version, input: $input, image: $image, existingImages: $existingImages) {\n      ...AdminTestimonialItem\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminTestimonialManagerDelete($id: ID!) {\n    deleteTestimonial(id: $id)\n  }\n"): (typeof documents)["\n  mutation AdminTestimonialManagerDelete($id: ID!) {\n    deleteTestimonial(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminWebhookDelivery on WebhookDelivery {\n    id eventType status attempts responseCode lastError createdAt attemptLog { at responseCode error }\n  }\n"): (typeof documents)["\n  fragment AdminWebhookDelivery on WebhookDelivery {\n    id eventType status attempts responseCode lastError createdAt attemptLog { at responseCode error }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminWebhook on WebhookEndpoint {\n    id url events description enabled createdAt lastDelivery { id status responseCode createdAt }\n  }\n"): (typeof documents)["\n  fragment AdminWebhook on WebhookEndpoint {\n    id url events description enabled createdAt lastDelivery { id status responseCode createdAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminWebhooks { webhooks { ...AdminWebhook @unmask } }\n"): (typeof documents)["\n  query AdminWebhooks { webhooks { ...AdminWebhook @unmask } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminAddWebhook($input: WebhookInput!) {\n    addWebhook(input: $input) { secret webhook { ...AdminWebhook @unmask } }\n  }\n"): (typeof documents)["\n  mutation AdminAddWebhook($input: WebhookInput!) {\n    addWebhook(input: $input) { secret webhook { ...AdminWebhook @unmask } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateWebhook($id: ID!, $input: WebhookInput!) {\n    updateWebhook(id: $id, input: $input) { ...AdminWebhook @unmask }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateWebhook($id: ID!, $input: WebhookInput!) {\n    updateWebhook(id: $id, input: $input) { ...AdminWebhook @unmask }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteWebhook($id: ID!) { deleteWebhook(id: $id) }\n"): (typeof documents)["\n  mutation AdminDeleteWebhook($id: ID!) { deleteWebhook(id: $id) }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminWebhookDeliveries($id: ID!, $page: Int!, $limit: Int!, $q: String) {\n    webhookDeliveries(id: $id, page: $page, limit: $limit, q: $q) { total items { ...AdminWebhookDelivery @unmask } }\n  }\n"): (typeof documents)["\n  query AdminWebhookDeliveries($id: ID!, $page: Int!, $limit: Int!, $q: String) {\n    webhookDeliveries(id: $id, page: $page, limit: $limit, q: $q) { total items { ...AdminWebhookDelivery @unmask } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSendWebhookTest($id: ID!) { sendWebhookTest(id: $id) { ...AdminWebhookDelivery @unmask } }\n"): (typeof documents)["\n  mutation AdminSendWebhookTest($id: ID!) { sendWebhookTest(id: $id) { ...AdminWebhookDelivery @unmask } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRedeliverWebhook($deliveryId: ID!) { redeliverWebhook(deliveryId: $deliveryId) { ...AdminWebhookDelivery @unmask } }\n"): (typeof documents)["\n  mutation AdminRedeliverWebhook($deliveryId: ID!) { redeliverWebhook(deliveryId: $deliveryId) { ...AdminWebhookDelivery @unmask } }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;