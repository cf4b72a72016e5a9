/** What a tracked view is of: any page, or one portfolio project or blog post (counted on the item). */
export const TRACKED_VIEW_TYPES = ['page', 'portfolio', 'blog'] as const;
