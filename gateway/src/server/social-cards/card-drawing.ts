import fs from 'node:fs';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import { BRAND_COLORS, SOCIAL_CARD_SIZE, type SocialCardText } from '@consultancy/domain';
import satori from 'satori';

type Font = Parameters<typeof satori>[1]['fonts'][number];

/** Inter from npm (@fontsource), read once: nothing is fetched from another host. Satori reads WOFF, not WOFF2. */
let fonts: Font[] | null = null;
function interFonts(): Font[] {
  if (!fonts) {
    const resolve = createRequire(__filename).resolve;
    const font = (weight: 400 | 700): Font => ({
      name: 'Inter',
      data: fs.readFileSync(resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
      weight,
      style: 'normal',
    });
    fonts = [font(400), font(700)];
  }
  return fonts;
}

/** Longer titles end with an ellipsis: four lines at the smallest size. */
const TITLE_MAX_CHARS = 110;
const LABEL_MAX_CHARS = 60;

/** Cut at a character (not inside an emoji's surrogate pair), with an ellipsis when cut. */
function shortened(text: string, max: number): string {
  const characters = Array.from(text.replace(/\s+/g, ' ').trim());
  return characters.length > max ? `${characters.slice(0, max - 1).join('').trimEnd()}…` : characters.join('');
}

/** Short titles large, long ones smaller, so that every title fits. */
const titleSize = (title: string) => (title.length <= 32 ? 76 : title.length <= 64 ? 64 : 52);

type Node = { type: string; props: { style?: Record<string, unknown>; children?: Node | string | Array<Node | string> } };
const box = (style: Record<string, unknown>, children?: Node | string | Array<Node | string>): Node => ({ type: 'div', props: { style, children } });

/** The card as satori's element tree: the label, the title, the site's name, on the brand's dark ink. */
function cardTree(text: SocialCardText): Node {
  const title = shortened(text.title, TITLE_MAX_CHARS);
  return box({
    ...SOCIAL_CARD_SIZE, boxSizing: 'border-box', display: 'flex', flexDirection: 'column', justifyContent: 'space-between',
    padding: '72px 80px', fontFamily: 'Inter', color: BRAND_COLORS.onDark,
    backgroundImage: `linear-gradient(135deg, ${BRAND_COLORS.ink} 0%, ${BRAND_COLORS.ink2} 100%)`,
  }, [
    box({ display: 'flex', fontSize: 30, fontWeight: 700, color: BRAND_COLORS.accent, textTransform: 'uppercase', letterSpacing: 2 }, shortened(text.label, LABEL_MAX_CHARS)),
    box({ display: 'block', width: '100%', fontSize: titleSize(title), fontWeight: 700, lineHeight: 1.15, color: '#ffffff', lineClamp: 4 }, title),
    box({ display: 'flex', alignItems: 'center', fontSize: 32, fontWeight: 400, color: BRAND_COLORS.mutedOnDark }, [
      box({ display: 'flex', width: 56, height: 8, borderRadius: 4, backgroundColor: BRAND_COLORS.primary, marginRight: 24 }),
      box({ display: 'flex' }, shortened(text.siteName, LABEL_MAX_CHARS)),
    ]),
  ]);
}

/** Draws the card: satori lays it out as SVG (glyphs as paths), resvg turns that into a 1200×630 PNG. */
export async function drawCard(text: SocialCardText): Promise<Buffer> {
  const svg = await satori(cardTree(text) as Parameters<typeof satori>[0], { ...SOCIAL_CARD_SIZE, fonts: interFonts() });
  return new Resvg(svg, { fitTo: { mode: 'width', value: SOCIAL_CARD_SIZE.width } }).render().asPng();
}
