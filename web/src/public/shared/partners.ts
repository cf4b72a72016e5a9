/** The partner logos (fictional companies), drawn by scripts/generate-site-assets.sh. */
export interface PartnerLogo {
  name: string;
  src: string;
  width: number;
  height: number;
}

const logo = (file: string, name: string, textWidth: number): PartnerLogo => ({
  name,
  src: `/images/partners/${file}.svg`,
  width: textWidth + 62,
  height: 56,
});

export const PARTNER_LOGOS: PartnerLogo[] = [
  logo('brightpath', 'Brightpath', 112),
  logo('greenway', 'Greenway', 100),
  logo('riverbend', 'Riverbend', 104),
  logo('parcelwise', 'Parcelwise', 112),
  logo('harbor-north', 'Harbor North', 134),
  logo('open-shelf', 'Open Shelf', 112),
  logo('stride-labs', 'Stride Labs', 118),
  logo('kinfolk', 'Kinfolk', 80),
  logo('brandt-vale', 'Brandt & Vale', 136),
  logo('copperleaf', 'Copperleaf', 114),
  logo('lumenfield', 'Lumenfield', 114),
];

/** The landing strip shows the eleven logos four times over. */
export const LOGO_STRIP_REPEAT = 4;

export function repeated<T>(items: T[], times: number): T[] {
  return Array.from({ length: Math.max(0, times) }, () => items).flat();
}
