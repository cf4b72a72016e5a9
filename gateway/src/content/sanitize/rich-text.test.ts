import { sanitizeRichText } from './rich-text';

const PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<img src=x onerror=alert(1)>',
  '<img src="x" ONERROR="alert(1)">',
  '<img/src="x"/onerror=alert(1)>',
  '<svg onload=alert(1)><circle r="1"/></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="jav&#x0A;ascript:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="&#x6A;avascript&colon;alert(1)">x</a>',
  '<a href="  javascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<p style="width: expression(alert(1))">x</p>',
  '<p style="background-image: url(javascript:alert(1))">x</p>',
  '<span style="color: red; background: url(&quot;javascript:alert(1)&quot;)">x</span>',
  '<style>body { background: url("javascript:alert(1)") }</style>',
  '<form action="javascript:alert(1)"><input type="submit"></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<body onload=alert(1)>',
  '<div onmouseover="alert(1)">hover</div>',
  '<p onclick="alert(1)" class="x" id="y">x</p>',
  '<a href="https://example.com" onclick="alert(1)">x</a>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<textarea><script>alert(1)</script></textarea>',
  '<xmp><script>alert(1)</script></xmp>',
  '<!--><script>alert(1)</script>-->',
  '<a href="java\0script:alert(1)">x</a>',
];

describe('sanitizeRichText removes XSS', () => {
  it('has a long list of payloads', () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(25);
  });

  // Harmless leftovers such as the escaped text "ipt&gt;alert(1)" may remain; markup may not.
  it.each(PAYLOADS)('%s', (payload) => {
    const output = sanitizeRichText(payload);
    expect(output).not.toMatch(/<script/i);
    expect(output).not.toMatch(/<iframe/i);
    expect(output).not.toMatch(/<(?:object|embed|form|svg|math|style|meta|link|base|input|button)\b/i);
    expect(output).not.toMatch(/\son[a-z]+\s*=/i);
    expect(output).not.toMatch(/javascript:|vbscript:|data:/i);
    expect(output).not.toMatch(/expression\(|url\(/i);
  });
});

describe('sanitizeRichText keeps editor content', () => {
  it.each([
    '<h1>Title</h1><h2>Sub</h2><h3>Third</h3><h6>Small</h6>',
    '<p>Plain <strong>bold</strong>, <b>b</b>, <em>italic</em>, <i>i</i>, <u>u</u>, <ins>ins</ins>, <s>s</s> and <del>gone</del>.</p>',
    '<ul><li>one</li><li>two</li></ul><ol><li>first</li></ol>',
    '<p><a href="https://example.com/page?a=1&amp;b=2">https</a> <a href="http://example.com">http</a> <a href="mailto:hello@example.com">mail</a> <a href="tel:+15551234">call</a> <a href="/portfolio/3">relative</a></p>',
    '<p><img src="https://cdn.example.com/a.png" alt="A picture" width="300" height="200" /></p>',
    '<p><img src="/uploads/0b6c.webp" alt="" /></p>',
    '<blockquote>Quote</blockquote><pre>code block</pre><p><code>inline</code></p><hr />',
    '<p style="text-align:center">Centered</p><p style="text-align:right">Right</p>',
    '<p><span style="color:rgb(226,80,65)">red</span> <span style="background-color:#ff0">marked</span> <span style="font-size:24px">big</span></p>',
    '<figure><img src="https://example.com/x.jpg" alt="x" /><figcaption>Caption</figcaption></figure>',
    '<table><thead><tr><th>H</th></tr></thead><tbody><tr><td colspan="2">D</td></tr></tbody></table>',
    '<p>Line one<br />Line two</p>',
    '<p>Tom &amp; Jerry &lt;3</p>',
  ])('%s', (html) => {
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('adds rel="noopener noreferrer" to links opening a new window', () => {
    expect(sanitizeRichText('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<a href="https://example.com" target="_blank" rel="nofollow">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="nofollow noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<a href="https://example.com" target="evil">x</a>')).toBe('<a href="https://example.com">x</a>');
  });

  it('changes nothing in text it cleaned (restore refuses rich text it would change)', () => {
    for (const html of [
      '<a href="https://example.com" target="_blank">x</a>',
      '<a href="https://example.com" target="_blank" rel="nofollow">x</a>',
      '<a target="_self" href="https://example.com">x</a>',
      '<p style="text-align: center; color: red">a < b &nbsp;“q”</p><img alt="x>y" src="https://a.example/b.png"><br>',
    ]) {
      const clean = sanitizeRichText(html);
      expect(sanitizeRichText(clean)).toBe(clean);
    }
  });

  it('keeps draftjs-to-html output', () => {
    const draft =
      '<p style="text-align:justify;">Intro <span style="color: rgb(97,189,109);">green</span></p>\n' +
      '<div style="text-align:none;"><img src="/uploads/a.png" alt="undefined" style="height: auto;width: auto"/></div>\n';
    expect(sanitizeRichText(draft)).toBe(
      '<p style="text-align:justify">Intro <span style="color:rgb(97,189,109)">green</span></p>\n' +
        '<div><img src="/uploads/a.png" alt="undefined" style="height:auto;width:auto" /></div>\n',
    );
  });

  it('drops the text of removed script and style elements but keeps other text', () => {
    expect(sanitizeRichText('<p>a<script>var secret = 1;</script>b<style>p{}</style>c</p>')).toBe('<p>abc</p>');
    expect(sanitizeRichText('<marquee>still text</marquee>')).toBe('still text');
    expect(sanitizeRichText('')).toBe('');
  });
});
