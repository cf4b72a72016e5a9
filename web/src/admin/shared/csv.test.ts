import { CSV_BOM, buildCsv, csvCell, fileDateStamp } from './csv';

describe('csvCell', () => {
  test('leaves plain text alone', () => {
    expect(csvCell('hello')).toBe('hello');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  test('quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvCell('Acme, Inc.')).toBe('"Acme, Inc."');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
  });

  test('defuses spreadsheet formulas with a leading single quote', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('+1 555 0100')).toBe("'+1 555 0100");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('a=b')).toBe('a=b');
  });
});

describe('buildCsv', () => {
  test('starts with a BOM, header line first, CRLF line ends', () => {
    const text = buildCsv(['Name', 'Note'], [['José', 'a, b'], ['Kim', 'x\ny']]);
    expect(text.startsWith(CSV_BOM)).toBe(true);
    expect(text).toBe(`${CSV_BOM}Name,Note\r\nJosé,"a, b"\r\nKim,"x\ny"\r\n`);
  });

  test('an empty list still gives the header line', () => {
    expect(buildCsv(['Email', 'Status'], [])).toBe(`${CSV_BOM}Email,Status\r\n`);
  });
});

test('fileDateStamp gives YYYY-MM-DD of the local date', () => {
  expect(fileDateStamp(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05');
  expect(fileDateStamp(new Date(2024, 11, 31, 0, 0))).toBe('2024-12-31');
});
