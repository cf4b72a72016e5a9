import { stripMarkup } from './markup';

describe('stripMarkup', () => {
  it('drops tags and keeps the words of inline markup together', () => {
    expect(stripMarkup('<p>We build <strong>fast</strong> <em>apps</em>.</p>')).toBe('We build fast apps.');
  });

  it('separates blocks, list items and line breaks with a space', () => {
    expect(stripMarkup('<h2>Title</h2><p>One</p><ul><li>a</li><li>b</li></ul>line<br>break')).toBe('Title One a b line break');
  });

  it('decodes entities and folds whitespace', () => {
    expect(stripMarkup('<p>Fish &amp; chips&nbsp;&lt;3 &#39;yes&#39; &#x2014; ok</p>\n\n  <p> end </p>')).toBe("Fish & chips <3 'yes' — ok end");
  });

  it('drops script and style content with their tags, and comments', () => {
    expect(stripMarkup('<style>p{color:red}</style><p>Text</p><script>alert(1)</script><!-- note -->')).toBe('Text');
  });

  it('gives an empty string for nothing', () => {
    expect(stripMarkup('')).toBe('');
    expect(stripMarkup(null)).toBe('');
    expect(stripMarkup('<p></p>')).toBe('');
  });

  it('leaves plain text as it is, entities unknown to it too', () => {
    expect(stripMarkup('Plain review, 5 < 6 &bogus;')).toBe('Plain review, 5 < 6 &bogus;');
  });
});
