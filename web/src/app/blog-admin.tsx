import { ArticleIcon, BlogManagement, DashboardBlogsQuery } from '../admin/screens';
import { BlogArticle } from '../public/blog/BlogDetailPage';
import type { CollectionAdmin } from './admin-collections';

/** The blog's admin half (its entry is in app/collections.tsx). */
const blogAdmin: CollectionAdmin<'blog', { title: string }> = {
  screen: BlogManagement,
  icon: ArticleIcon,
  preview: (post) => <BlogArticle post={post} />,
  dashboard: {
    order: 2,
    label: 'Blog Posts',
    tone: '#15803d',
    recent: 2,
    query: DashboardBlogsQuery,
    title: (post) => post.title,
    colors: { bg: '#dcfce7', fg: '#166534' },
    quickAction: { label: 'Write Blog Post', variant: 'outlined' },
  },
};
export default blogAdmin;
