import fs from 'node:fs';
import path from 'node:path';
import { BRAND_COLORS } from '@consultancy/domain';

/** The theme's CSS variables the social cards are drawn in, by the domain's names. */
const THEME_VARIABLES: Record<keyof typeof BRAND_COLORS, string> = {
  ink: '--color-ink',
  ink2: '--color-ink-2',
  primary: '--color-primary',
  accent: '--color-accent',
  onDark: '--color-on-dark',
  mutedOnDark: '--color-muted-on-dark',
};

describe('brand colours', () => {
  it("are the theme's: the cards the gateway draws look like the pages", () => {
    const css = fs.readFileSync(path.join(__dirname, 'theme.css'), 'utf8');
    for (const [name, variable] of Object.entries(THEME_VARIABLES)) {
      const value = new RegExp(`${variable}:\\s*(#[0-9a-f]{6})`, 'i').exec(css)?.[1];
      expect({ name, value }).toEqual({ name, value: BRAND_COLORS[name as keyof typeof BRAND_COLORS] });
    }
  });
});
