import AccountIcon from '@mui/icons-material/AccountCircleOutlined';
import AdminsIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import ActivityIcon from '@mui/icons-material/HistoryOutlined';
import BarChartIcon from '@mui/icons-material/BarChartOutlined';
import ContactsIcon from '@mui/icons-material/ContactMailOutlined';
import DashboardIcon from '@mui/icons-material/DashboardOutlined';
import MailIcon from '@mui/icons-material/MarkEmailReadOutlined';
import MediaIcon from '@mui/icons-material/PhotoLibraryOutlined';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import FooterIcon from '@mui/icons-material/WebAssetOutlined';
import PagesIcon from '@mui/icons-material/WebOutlined';
import RedirectsIcon from '@mui/icons-material/AltRouteOutlined';
import WebhooksIcon from '@mui/icons-material/WebhookOutlined';
import { MyAccount } from './account/MyAccount';
import { Activity } from './activity/Activity';
import { Administrators } from './admins/Administrators';
import { ContactsManagement } from './contacts/ContactsManagement';
import { Dashboard } from './dashboard/Dashboard';
import { FooterManagement } from './footer/FooterManagement';
import { MediaManagement } from './media/MediaManagement';
import { PagesManagement } from './pages/PagesManagement';
import { RedirectsManagement } from './redirects/RedirectsManagement';
import { ACCOUNT_PATH, type AdminScreen } from './shell/nav';
import { SiteSettingsManagement } from './site-settings/SiteSettingsManagement';
import { StatisticsManagement } from './statistics/StatisticsManagement';
import { SubscriptionsManagement } from './subscriptions/SubscriptionsManagement';
import { WebhooksManagement } from './webhooks/WebhooksManagement';

/*
 * What the app layer's list of collections (web/src/app/collections.tsx) picks for each
 * collection's screen and dashboard card: the app reaches the panel only through this file.
 */
export { default as ArticleIcon } from '@mui/icons-material/ArticleOutlined';
export { default as GroupsIcon } from '@mui/icons-material/GroupsOutlined';
export { default as ReviewsIcon } from '@mui/icons-material/RateReviewOutlined';
export { default as WorkIcon } from '@mui/icons-material/WorkOutlineOutlined';
export { BlogManagement } from './blogs/BlogManagement';
export { PortfolioManagement } from './portfolio/PortfolioManagement';
export { TestimonialsManagement } from './testimonials/TestimonialsManagement';
export { DashboardBlogsQuery, DashboardPortfoliosQuery, DashboardTestimonialsQuery } from './dashboard/documents';
export { definedDashboardQuery } from './definitions/dashboard';
export { definedScreen } from './definitions/DefinedCollectionScreen';

/**
 * Every screen of the panel, in sidebar order: its route under /admin, link, icon and page.
 * The collections' screens (handed in by the app layer) come after Pages. A new screen is one line.
 */
export const adminScreens = (collections: AdminScreen[]): AdminScreen[] => [
  { path: 'dashboard', label: 'Dashboard', icon: <DashboardIcon />, page: <Dashboard /> },
  { path: 'pages', label: 'Pages', icon: <PagesIcon />, page: <PagesManagement /> },
  ...collections,
  { path: 'media', label: 'Media', icon: <MediaIcon />, page: <MediaManagement /> },
  { path: 'statistics', label: 'Statistics', icon: <BarChartIcon />, page: <StatisticsManagement /> },
  { path: 'subscriptions', label: 'Subscriptions', icon: <MailIcon />, page: <SubscriptionsManagement />, ownerOnly: true },
  { path: 'contacts', label: 'Contacts', icon: <ContactsIcon />, page: <ContactsManagement />, ownerOnly: true },
  { path: 'footer', label: 'Footer', icon: <FooterIcon />, page: <FooterManagement /> },
  { path: 'settings', label: 'Settings', icon: <SettingsIcon />, page: <SiteSettingsManagement /> },
  { path: 'redirects', label: 'Redirects', icon: <RedirectsIcon />, page: <RedirectsManagement /> },
  { path: 'webhooks', label: 'Webhooks', icon: <WebhooksIcon />, page: <WebhooksManagement />, ownerOnly: true },
  { path: 'admins', label: 'Administrators', icon: <AdminsIcon />, page: <Administrators />, ownerOnly: true },
  { path: 'activity', label: 'Activity', icon: <ActivityIcon />, page: <Activity />, ownerOnly: true },
  { path: ACCOUNT_PATH, label: 'My account', icon: <AccountIcon />, page: <MyAccount /> },
];
