import { defineCollectionData, type FieldProblem } from './define';

/** schema.org's employment types (JobPosting.employmentType), as Google reads them. */
export const EMPLOYMENT_TYPES = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN'] as const;
/** What a salary is paid per (QuantitativeValue.unitText). */
export const SALARY_UNITS = ['HOUR', 'MONTH', 'YEAR'] as const;

const today = () => new Date().toISOString().slice(0, 10);
const given = (value: unknown) => value !== undefined && value !== null && value !== '';

/** The rules across fields: a salary range that is one, how to apply, and a closing date still ahead when published. */
function positionProblems(input: Readonly<Record<string, unknown>>): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const { salaryMin, salaryMax, salaryCurrency, applyEmail, applyUrl, validThrough, status } = input;
  if (given(salaryMin) && given(salaryMax) && Number(salaryMin) > Number(salaryMax)) {
    problems.push({ field: 'salaryMin', message: 'salaryMin must not be above salaryMax' });
  }
  if ((given(salaryMin) || given(salaryMax)) && !/^[A-Z]{3}$/.test(String(salaryCurrency ?? ''))) {
    problems.push({ field: 'salaryCurrency', message: 'salaryCurrency must be a three-letter currency code (ISO 4217), such as EUR, when a salary is given' });
  }
  if (!given(applyEmail) && !given(applyUrl)) problems.push({ field: 'applyEmail', message: 'applyEmail or applyUrl is required: how to apply' });
  // A draft may keep an old date; publishing a position that has closed is a mistake.
  if (status !== 'draft' && given(validThrough) && String(validThrough) < today()) {
    problems.push({ field: 'validThrough', message: 'validThrough must not be in the past when the position is published' });
  }
  return problems;
}

/** Open positions, at /careers: each leaves the public list by itself once its closing date has passed. */
export const careers = defineCollectionData({
  names: { key: 'careers', singular: 'position', plural: 'careers' },
  fields: [
    { kind: 'text', name: 'title', label: 'Title', required: true, maxLength: 120, searched: true, listed: true, translatable: true },
    { kind: 'text', name: 'location', label: 'Location', maxLength: 120, listed: true, help: 'The city and country, e.g. Rotterdam, Netherlands.', translatable: true },
    { kind: 'boolean', name: 'remote', label: 'Remote', help: 'On: the position can be held from anywhere.' },
    { kind: 'select', name: 'employmentType', label: 'Employment type', values: EMPLOYMENT_TYPES, required: true, listed: true },
    { kind: 'number', name: 'salaryMin', label: 'Salary from', min: 0, max: 100_000_000, help: 'Optional; with the currency.' },
    { kind: 'number', name: 'salaryMax', label: 'Salary to', min: 0, max: 100_000_000 },
    { kind: 'text', name: 'salaryCurrency', label: 'Currency', maxLength: 3, help: 'Three letters, e.g. EUR.' },
    { kind: 'select', name: 'salaryUnit', label: 'Salary per', values: SALARY_UNITS, default: 'YEAR' },
    { kind: 'richText', name: 'description', label: 'Description', required: true, searched: true, translatable: true },
    { kind: 'email', name: 'applyEmail', label: 'Apply by email', help: 'An address, or a link below.' },
    { kind: 'url', name: 'applyUrl', label: 'Apply at', help: 'A link to the application form, starting with https://.' },
    { kind: 'date', name: 'validThrough', label: 'Closing date', required: true, listed: true, help: 'The day after it, the position leaves the public list.' },
  ],
  options: {
    publishing: { slugFrom: 'title' },
    search: { type: 'position' },
    sitemap: true,
    paths: { list: '/careers', item: '/careers/:slug' },
  },
  hooks: { validate: positionProblems },
});
