import fs from 'node:fs';
import { API_DOCS_FILE, apiDocsText, documentedCalls, headingOf } from './api-docs';

const checkedIn = () => fs.readFileSync(API_DOCS_FILE, 'utf8');

describe('docs/api.md', () => {
  it('has the call and operation tables the code gives (npm run docs)', async () => {
    if ((await apiDocsText(checkedIn())) !== checkedIn()) {
      throw new Error('The generated parts of docs/api.md are out of date: run `npm run docs` and commit the result.');
    }
  });

  it('describes every /api/* call under its own heading, and no call the gateway does not answer', () => {
    const headings = [...checkedIn().matchAll(/^### ((?:GET|POST|PUT|DELETE) \/api\/\S*)$/gm)].map((match) => match[1]);
    const calls = documentedCalls().map(headingOf);
    expect(headings.filter((heading) => !calls.includes(heading))).toEqual([]);
    expect(calls.filter((call) => !headings.includes(call))).toEqual([]);
  });
});
