/**
 * The shipped texts of the Solutions, About and Contact pages, apart from the index: the public site
 * loads those pages lazily, and importing their texts from here keeps them out of the code
 * every page loads (the index's re-exports would pull them into it).
 */
export { DEFAULT_ABOUT_PAGE } from './about-page';
export { DEFAULT_SOLUTIONS_PAGE } from './solutions-page';
export { DEFAULT_CONTACT_PAGE } from './contact-page';
