#!/usr/bin/env bash
# Regenerates the public site's static assets in web/public: partner logos,
# leader portraits, industry pictures, hero art, service illustrations, the
# favicon and the looping "Our Values" video with its poster. Everything is
# drawn here (hand-written SVG, ffmpeg's lavfi sources); nothing is downloaded.
# Deterministic: the same script gives the same files.
#   bash scripts/generate-site-assets.sh [output-dir]
# SKIP_VIDEO=1 leaves the video alone (encoding it takes a few minutes).
# Needs ffmpeg (libvpx-vp9, libx264, libwebp) for the video and its poster.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
OUT=${1:-$ROOT/web/public}
mkdir -p "$OUT/images/partners" "$OUT/images/leaders" "$OUT/images/industries" "$OUT/images/services" "$OUT/media"

NAVY='#0b1f3a'; NAVY2='#132d52'; NAVY3='#1c3a66'; BLUE='#2563eb'; BLUE_L='#dbe7ff'; BLUE_M='#93b4f8'
TEAL='#14b8a6'; TEAL_L='#ccf3ee'; AMBER='#f59e0b'; AMBER_L='#fdecc8'; WHITE='#ffffff'; SLATE='#334155'
FONT="system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif"

# One line per SVG file; the browser does the rendering, so whitespace is wasted bytes.
write_svg() { tr -s ' \n' ' ' | sed 's/> </></g; s/^ //; s/ $//' > "$1"; echo >> "$1"; }

# ---------------------------------------------------------------- favicon
write_svg "$OUT/favicon.svg" <<EOF
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
<rect width="64" height="64" rx="14" fill="$NAVY"/>
<path d="M17 46V18h6.5L41 36.5V18h6v28h-6.5L23 27.5V46z" fill="$WHITE"/>
<circle cx="47" cy="47" r="5" fill="$TEAL"/>
</svg>
EOF

# ---------------------------------------------------------------- partner logos (fictional companies)
# logo FILE "Name" width-of-text MARK
logo() {
  local file=$1 name=$2 tl=$3 mark=$4 w
  w=$((tl + 62))
  local shape
  case $mark in
    sun) shape="<circle cx='22' cy='28' r='9' fill='currentColor'/><path d='M22 10v5M22 41v5M4 28h5M35 28h5M9.3 15.3l3.5 3.5M31.2 37.2l3.5 3.5M9.3 40.7l3.5-3.5M31.2 18.8l3.5-3.5' stroke='currentColor' stroke-width='3' stroke-linecap='round'/>";;
    leaf) shape="<path d='M8 44C8 24 20 12 38 12c0 20-12 32-30 32z' fill='currentColor'/><path d='M10 42L30 22' stroke='#fff' stroke-width='2.5' stroke-linecap='round'/>";;
    wave) shape="<path d='M4 22c6-6 12-6 18 0s12 6 18 0M4 32c6-6 12-6 18 0s12 6 18 0M4 42c6-6 12-6 18 0s12 6 18 0' fill='none' stroke='currentColor' stroke-width='4' stroke-linecap='round'/>";;
    hex) shape="<path d='M22 8l17 10v20L22 48 5 38V18z' fill='currentColor'/><path d='M22 18l8 5v10l-8 5-8-5V23z' fill='#fff'/>";;
    anchor) shape="<circle cx='22' cy='14' r='5' fill='none' stroke='currentColor' stroke-width='3.5'/><path d='M22 19v27M12 26h20M7 34c2 8 8 12 15 12s13-4 15-12' fill='none' stroke='currentColor' stroke-width='3.5' stroke-linecap='round'/>";;
    box) shape="<path d='M22 8l16 8v20l-16 8-16-8V16z' fill='none' stroke='currentColor' stroke-width='3.5' stroke-linejoin='round'/><path d='M6 16l16 8 16-8M22 24v20' fill='none' stroke='currentColor' stroke-width='3.5' stroke-linejoin='round'/>";;
    book) shape="<path d='M4 14c7-3 13-3 18 2v30c-5-5-11-5-18-2z' fill='currentColor'/><path d='M40 14c-7-3-13-3-18 2v30c5-5 11-5 18-2z' fill='currentColor' opacity='.55'/>";;
    stride) shape="<path d='M6 42L20 14h8L14 42zM22 42L36 14h6L28 42z' fill='currentColor'/>";;
    kin) shape="<circle cx='15' cy='18' r='6' fill='currentColor'/><circle cx='31' cy='18' r='6' fill='currentColor' opacity='.6'/><path d='M4 44c0-9 5-14 11-14s11 5 11 14zM20 44c0-9 5-14 11-14s11 5 11 14z' fill='currentColor'/>";;
    shield) shape="<path d='M22 6l16 6v13c0 11-7 18-16 22C13 43 6 36 6 25V12z' fill='currentColor'/><path d='M15 26l5 5 9-10' fill='none' stroke='#fff' stroke-width='3.5' stroke-linecap='round' stroke-linejoin='round'/>";;
    spark) shape="<path d='M22 4l5 17 17 5-17 5-5 17-5-17L0 26l17-5z' fill='currentColor' transform='translate(1 2) scale(.95)'/>";;
  esac
  write_svg "$OUT/images/partners/$file.svg" <<EOF
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 $w 56" width="$w" height="56" role="img" aria-label="$name" style="color:$SLATE">
<g color="$SLATE">$shape</g>
<text x="52" y="36.5" font-family="$FONT" font-size="21" font-weight="700" letter-spacing="-.3" fill="$SLATE" textLength="$tl" lengthAdjust="spacingAndGlyphs">$name</text>
</svg>
EOF
}
logo brightpath 'Brightpath' 112 sun
logo greenway 'Greenway' 100 leaf
logo riverbend 'Riverbend' 104 wave
logo parcelwise 'Parcelwise' 112 box
logo harbor-north 'Harbor North' 134 anchor
logo open-shelf 'Open Shelf' 112 book
logo stride-labs 'Stride Labs' 118 stride
logo kinfolk 'Kinfolk' 80 kin
logo brandt-vale 'Brandt &amp; Vale' 136 shield
logo copperleaf 'Copperleaf' 114 hex
logo lumenfield 'Lumenfield' 114 spark

# ---------------------------------------------------------------- leader portraits (stylised illustrations)
# portrait FILE skin skin-shade hair shirt bg1 bg2 style(long|short)
portrait() {
  local file=$1 skin=$2 shade=$3 hair=$4 shirt=$5 bg1=$6 bg2=$7 style=$8 back front
  if [[ $style == long ]]; then
    back="<path d='M148 210c-8-92 40-140 92-140s100 48 92 140c-4 60 10 110 30 150H118c20-40 34-90 30-150z' fill='$hair'/>"
    front="<path d='M166 196c6-58 38-86 80-86 30 0 56 18 68 50-34 6-70-6-96-30-12 30-30 52-52 66z' fill='$hair'/>"
  else
    back="<path d='M162 190c-10-70 30-112 80-112 52 0 88 40 78 112-4-30-16-48-30-56H192c-14 8-26 26-30 56z' fill='$hair'/>"
    front="<path d='M164 176c0-62 34-92 78-92 46 0 78 28 76 92-12-28-34-44-64-46-30-2-62 10-90 46z' fill='$hair'/>"
  fi
  write_svg "$OUT/images/leaders/$file.svg" <<EOF
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 560" width="480" height="560">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="$bg1"/><stop offset="1" stop-color="$bg2"/></linearGradient></defs>
<rect width="480" height="560" fill="url(#bg)"/>
<circle cx="400" cy="90" r="120" fill="#fff" opacity=".07"/><circle cx="60" cy="470" r="150" fill="#fff" opacity=".06"/>
$back
<path d="M70 560c6-92 70-150 170-150s164 58 170 150z" fill="$shirt"/>
<path d="M206 330h68v70c0 22-68 22-68 0z" fill="$shade"/>
<path d="M196 412l44 58 44-58-22-12h-44z" fill="#fff" opacity=".9"/>
<ellipse cx="240" cy="232" rx="78" ry="96" fill="$skin"/>
<ellipse cx="162" cy="242" rx="12" ry="20" fill="$shade"/><ellipse cx="318" cy="242" rx="12" ry="20" fill="$shade"/>
$front
<path d="M206 236q10-8 20 0M254 236q10-8 20 0" fill="none" stroke="#1f2937" stroke-width="5" stroke-linecap="round"/>
<path d="M240 246v26q-8 4-12 0" fill="none" stroke="$shade" stroke-width="4" stroke-linecap="round"/>
<path d="M218 292q22 16 44 0" fill="none" stroke="#7c2d12" stroke-width="5" stroke-linecap="round"/>
<ellipse cx="204" cy="272" rx="13" ry="7" fill="#f87171" opacity=".18"/><ellipse cx="276" cy="272" rx="13" ry="7" fill="#f87171" opacity=".18"/>
</svg>
EOF
}
portrait elena-marsh '#f2c7a5' '#dca585' '#3b2314' "$BLUE" "$NAVY2" "$NAVY3" long
portrait david-okoye '#9a6442' '#7e4f33' '#1b1410' "$TEAL" '#0f3d3a' "$NAVY2" short

# ---------------------------------------------------------------- industry pictures (1200x675)
# industry FILE accent PICTOGRAM-SVG
industry() {
  local file=$1 accent=$2 art=$3
  write_svg "$OUT/images/industries/$file.svg" <<EOF
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 675" width="1200" height="675">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="$NAVY"/><stop offset="1" stop-color="$NAVY3"/></linearGradient>
<radialGradient id="glow" cx=".72" cy=".45" r=".5"><stop offset="0" stop-color="$accent" stop-opacity=".45"/><stop offset="1" stop-color="$accent" stop-opacity="0"/></radialGradient>
<pattern id="dots" width="32" height="32" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.6" fill="#fff" opacity=".12"/></pattern>
</defs>
<rect width="1200" height="675" fill="url(#bg)"/><rect width="1200" height="675" fill="url(#dots)"/><rect width="1200" height="675" fill="url(#glow)"/>
<g transform="translate(620 110)" fill="none" stroke-linecap="round" stroke-linejoin="round">$art</g>
</svg>
EOF
}
industry startups "$AMBER" "
<path d='M-40 420C80 400 200 300 260 150' stroke='#fff' stroke-opacity='.35' stroke-width='4' stroke-dasharray='4 16'/>
<g transform='translate(300 140) rotate(40)'>
<path d='M0-130c46 34 60 96 44 170H-44C-60-34-46-96 0-130z' fill='#fff'/>
<circle cy='-40' r='22' fill='$BLUE' stroke='$NAVY' stroke-width='8'/>
<path d='M-44 10l-40 56 44-8zM44 10l40 56-44-8z' fill='$BLUE'/>
<path d='M-26 44c6 40 14 70 26 92 12-22 20-52 26-92z' fill='$AMBER'/>
</g>
<g fill='#fff'><circle cx='60' cy='60' r='5'/><circle cx='480' cy='30' r='4'/><circle cx='520' cy='330' r='6'/><circle cx='120' cy='250' r='3'/><circle cx='420' cy='420' r='4'/></g>"
industry small-businesses "$TEAL" "
<rect x='40' y='150' width='440' height='300' rx='16' fill='#fff'/>
<path d='M20 150l40-90h400l40 90z' fill='$TEAL'/>
<path d='M20 150c0 30 52 30 52 0 0 30 52 30 52 0 0 30 52 30 52 0 0 30 52 30 52 0 0 30 52 30 52 0 0 30 52 30 52 0 0 30 52 30 52 0 0 30 52 30 52 0 0 30 52 30 52 0' fill='$TEAL' stroke='$NAVY' stroke-opacity='.15' stroke-width='3'/>
<rect x='80' y='240' width='170' height='130' rx='10' fill='$BLUE_L'/>
<rect x='300' y='240' width='130' height='210' rx='10' fill='$NAVY3'/><circle cx='410' cy='350' r='7' fill='$AMBER'/>
<path d='M110 300h110M110 330h70' stroke='$BLUE' stroke-width='12'/>
<rect x='150' y='0' width='220' height='50' rx='25' fill='$AMBER'/><path d='M190 25h140' stroke='$NAVY' stroke-width='10'/>"
industry non-profits "#f472b6" "
<circle cx='260' cy='230' r='210' stroke='#fff' stroke-opacity='.18' stroke-width='3' stroke-dasharray='2 14'/>
<path d='M260 380C120 290 90 210 120 160c28-48 100-50 140 8 40-58 112-56 140-8 30 50 0 130-140 220z' fill='#f472b6'/>
<path d='M190 190c10-18 30-24 46-18' stroke='#fff' stroke-width='12' stroke-opacity='.7'/>
<g fill='#fff'><circle cx='60' cy='150' r='26'/><path d='M22 250c0-40 18-62 38-62s38 22 38 62z'/><circle cx='460' cy='150' r='26'/><path d='M422 250c0-40 18-62 38-62s38 22 38 62z'/><circle cx='260' cy='440' r='22'/><path d='M226 520c0-34 16-52 34-52s34 18 34 52z' opacity='.9'/></g>"
industry financial-services "$BLUE_M" "
<rect x='0' y='20' width='520' height='400' rx='22' fill='#fff'/>
<path d='M40 80h150' stroke='$NAVY' stroke-opacity='.8' stroke-width='14'/><path d='M40 112h90' stroke='#94a3b8' stroke-width='10'/>
<g fill='$BLUE'><rect x='60' y='290' width='50' height='90' rx='6'/><rect x='140' y='250' width='50' height='130' rx='6'/><rect x='220' y='270' width='50' height='110' rx='6'/><rect x='300' y='200' width='50' height='180' rx='6'/><rect x='380' y='160' width='50' height='220' rx='6' fill='$TEAL'/></g>
<path d='M60 250l100-50 80 30 90-80 90-40' stroke='$AMBER' stroke-width='8'/><circle cx='420' cy='110' r='12' fill='$AMBER'/>
<g transform='translate(470 390)'><ellipse cy='40' rx='70' ry='22' fill='$AMBER'/><rect x='-70' y='0' width='140' height='40' fill='$AMBER'/><ellipse rx='70' ry='22' fill='#fcd34d'/><ellipse cy='-40' rx='70' ry='22' fill='$AMBER'/><rect x='-70' y='-40' width='140' height='40' fill='$AMBER'/><ellipse cy='-40' rx='70' ry='22' fill='#fde68a'/></g>"
industry data-analytics "$TEAL" "
<g stroke='#fff' stroke-opacity='.45' stroke-width='4'><path d='M60 80L220 190M220 190L420 90M220 190L140 380M220 190L380 330M380 330L500 250M140 380L380 330'/></g>
<g><circle cx='60' cy='80' r='26' fill='$TEAL'/><circle cx='420' cy='90' r='30' fill='$BLUE'/><circle cx='140' cy='380' r='28' fill='$AMBER'/><circle cx='380' cy='330' r='34' fill='$TEAL'/><circle cx='500' cy='250' r='20' fill='#fff'/></g>
<circle cx='220' cy='190' r='78' fill='$NAVY' stroke='#fff' stroke-width='22' stroke-dasharray='300 500' transform='rotate(-90 220 190)'/>
<circle cx='220' cy='190' r='78' stroke='$TEAL' stroke-width='22' stroke-dasharray='190 500' stroke-dashoffset='-300' transform='rotate(-90 220 190)'/>
<circle cx='220' cy='190' r='40' fill='#fff'/>"

# ---------------------------------------------------------------- hero art (browser + phone mock-up)
write_svg "$OUT/images/hero-art.svg" <<EOF
<svg xmlns="http://www.w3.org/2000/svg" viewBox="-30 -10 700 570" width="700" height="570">
<defs>
<linearGradient id="card" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#f4f7fb"/></linearGradient>
<linearGradient id="area" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="$BLUE" stop-opacity=".35"/><stop offset="1" stop-color="$BLUE" stop-opacity="0"/></linearGradient>
<filter id="sh" filterUnits="userSpaceOnUse" x="-30" y="-10" width="700" height="570"><feDropShadow dx="0" dy="18" stdDeviation="18" flood-color="#020817" flood-opacity=".35"/></filter>
</defs>
<circle cx="470" cy="120" r="110" fill="$TEAL" opacity=".18"/><circle cx="120" cy="430" r="90" fill="$AMBER" opacity=".16"/>
<g filter="url(#sh)">
<rect x="40" y="40" width="500" height="360" rx="18" fill="url(#card)"/>
<path d="M40 58a18 18 0 0 1 18-18h464a18 18 0 0 1 18 18v26H40z" fill="#e2e8f0"/>
<circle cx="66" cy="62" r="6" fill="#f87171"/><circle cx="86" cy="62" r="6" fill="#fbbf24"/><circle cx="106" cy="62" r="6" fill="#34d399"/>
<rect x="140" y="54" width="260" height="16" rx="8" fill="#fff"/>
<rect x="64" y="108" width="120" height="268" rx="12" fill="$NAVY"/>
<g fill="#fff" opacity=".85"><rect x="82" y="130" width="70" height="10" rx="5"/></g>
<g fill="#fff" opacity=".35"><rect x="82" y="164" width="84" height="8" rx="4"/><rect x="82" y="188" width="60" height="8" rx="4"/><rect x="82" y="212" width="76" height="8" rx="4"/><rect x="82" y="236" width="50" height="8" rx="4"/></g>
<rect x="76" y="326" width="96" height="34" rx="17" fill="$BLUE"/>
<rect x="204" y="108" width="150" height="84" rx="12" fill="#fff" stroke="#e2e8f0"/><rect x="220" y="124" width="60" height="8" rx="4" fill="#94a3b8"/><rect x="220" y="146" width="90" height="20" rx="6" fill="$NAVY"/>
<rect x="366" y="108" width="150" height="84" rx="12" fill="#fff" stroke="#e2e8f0"/><rect x="382" y="124" width="60" height="8" rx="4" fill="#94a3b8"/><rect x="382" y="146" width="70" height="20" rx="6" fill="$TEAL"/>
<rect x="204" y="206" width="312" height="170" rx="12" fill="#fff" stroke="#e2e8f0"/>
<path d="M222 340l40-34 36 16 44-52 44 22 42-46 52-20v140H222z" fill="url(#area)"/>
<path d="M222 340l40-34 36 16 44-52 44 22 42-46 52-20" fill="none" stroke="$BLUE" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>
<circle cx="428" cy="246" r="7" fill="#fff" stroke="$BLUE" stroke-width="4"/>
</g>
<g filter="url(#sh)">
<rect x="456" y="214" width="150" height="280" rx="26" fill="$NAVY"/>
<rect x="466" y="230" width="130" height="248" rx="16" fill="#fff"/>
<rect x="506" y="238" width="50" height="8" rx="4" fill="$NAVY"/>
<rect x="478" y="262" width="106" height="70" rx="10" fill="$BLUE_L"/><circle cx="504" cy="297" r="18" fill="$BLUE"/><rect x="530" y="288" width="44" height="8" rx="4" fill="$NAVY" opacity=".7"/><rect x="530" y="302" width="30" height="6" rx="3" fill="#94a3b8"/>
<rect x="478" y="344" width="106" height="12" rx="6" fill="#e2e8f0"/><rect x="478" y="364" width="80" height="12" rx="6" fill="#e2e8f0"/>
<rect x="478" y="392" width="50" height="54" rx="10" fill="$TEAL_L"/><rect x="534" y="392" width="50" height="54" rx="10" fill="$AMBER_L"/>
<rect x="490" y="456" width="82" height="12" rx="6" fill="$BLUE"/>
</g>
<g filter="url(#sh)"><rect x="8" y="300" width="170" height="64" rx="14" fill="#fff"/><circle cx="40" cy="332" r="16" fill="$TEAL"/><path d="M33 332l5 5 9-10" fill="none" stroke="#fff" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/><rect x="66" y="320" width="92" height="9" rx="4.5" fill="$NAVY"/><rect x="66" y="338" width="64" height="7" rx="3.5" fill="#94a3b8"/></g>
</svg>
EOF

# ---------------------------------------------------------------- service illustrations (560x420)
service() {
  local file=$1 bg=$2 art=$3
  write_svg "$OUT/images/services/$file.svg" <<EOF
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 560 420" width="560" height="420">
<rect width="560" height="420" rx="28" fill="$bg"/>
<circle cx="470" cy="70" r="90" fill="#fff" opacity=".55"/><circle cx="80" cy="370" r="70" fill="#fff" opacity=".45"/>
<g stroke-linecap="round" stroke-linejoin="round">$art</g>
</svg>
EOF
}
service web-development "$BLUE_L" "
<rect x='80' y='70' width='400' height='280' rx='18' fill='#fff' stroke='$NAVY' stroke-opacity='.1' stroke-width='2'/>
<path d='M80 88a18 18 0 0 1 18-18h364a18 18 0 0 1 18 18v20H80z' fill='$NAVY'/>
<circle cx='102' cy='89' r='5' fill='#f87171'/><circle cx='120' cy='89' r='5' fill='#fbbf24'/><circle cx='138' cy='89' r='5' fill='#34d399'/>
<rect x='104' y='130' width='180' height='18' rx='9' fill='$NAVY'/><rect x='104' y='160' width='140' height='10' rx='5' fill='#94a3b8'/><rect x='104' y='178' width='160' height='10' rx='5' fill='#94a3b8'/>
<rect x='104' y='206' width='90' height='30' rx='15' fill='$BLUE'/>
<rect x='308' y='128' width='148' height='112' rx='12' fill='$BLUE_L'/><circle cx='350' cy='170' r='18' fill='$AMBER'/><path d='M316 232l44-40 30 26 26-18 36 32z' fill='$BLUE'/>
<rect x='104' y='262' width='106' height='66' rx='10' fill='#f1f5f9'/><rect x='226' y='262' width='106' height='66' rx='10' fill='#f1f5f9'/><rect x='348' y='262' width='108' height='66' rx='10' fill='$TEAL_L'/>"
service software-development "$TEAL_L" "
<rect x='70' y='60' width='420' height='300' rx='18' fill='$NAVY'/>
<rect x='70' y='60' width='110' height='300' rx='18' fill='$NAVY2'/>
<g fill='#fff' opacity='.3'><rect x='90' y='96' width='64' height='8' rx='4'/><rect x='90' y='120' width='50' height='8' rx='4'/><rect x='90' y='144' width='70' height='8' rx='4'/><rect x='90' y='168' width='44' height='8' rx='4'/></g>
<g><rect x='206' y='96' width='60' height='10' rx='5' fill='#f472b6'/><rect x='274' y='96' width='110' height='10' rx='5' fill='$BLUE_M'/>
<rect x='230' y='124' width='80' height='10' rx='5' fill='$TEAL'/><rect x='318' y='124' width='120' height='10' rx='5' fill='#fff' opacity='.5'/>
<rect x='230' y='152' width='50' height='10' rx='5' fill='$AMBER'/><rect x='288' y='152' width='90' height='10' rx='5' fill='$BLUE_M'/>
<rect x='254' y='180' width='140' height='10' rx='5' fill='#fff' opacity='.5'/><rect x='254' y='208' width='70' height='10' rx='5' fill='$TEAL'/>
<rect x='230' y='236' width='30' height='10' rx='5' fill='#f472b6'/><rect x='206' y='264' width='20' height='10' rx='5' fill='#f472b6'/></g>
<rect x='300' y='270' width='220' height='104' rx='14' fill='#fff'/>
<circle cx='336' cy='306' r='16' fill='$TEAL'/><path d='M329 306l5 5 9-10' fill='none' stroke='#fff' stroke-width='3.5'/>
<rect x='364' y='298' width='130' height='8' rx='4' fill='$NAVY'/><rect x='364' y='314' width='90' height='7' rx='3.5' fill='#94a3b8'/>
<rect x='322' y='342' width='176' height='10' rx='5' fill='$TEAL_L'/><rect x='322' y='342' width='150' height='10' rx='5' fill='$TEAL'/>"
service app-development "$AMBER_L" "
<rect x='200' y='40' width='170' height='340' rx='30' fill='$NAVY'/>
<rect x='212' y='60' width='146' height='300' rx='20' fill='#fff'/>
<rect x='262' y='68' width='46' height='8' rx='4' fill='$NAVY'/>
<rect x='226' y='92' width='118' height='80' rx='12' fill='$BLUE'/><circle cx='256' cy='132' r='18' fill='#fff' opacity='.9'/><rect x='282' y='122' width='48' height='8' rx='4' fill='#fff'/><rect x='282' y='138' width='34' height='6' rx='3' fill='#fff' opacity='.7'/>
<g fill='#f1f5f9'><rect x='226' y='186' width='56' height='56' rx='12'/><rect x='288' y='186' width='56' height='56' rx='12'/><rect x='226' y='248' width='56' height='56' rx='12'/><rect x='288' y='248' width='56' height='56' rx='12'/></g>
<circle cx='254' cy='214' r='12' fill='$TEAL'/><circle cx='316' cy='214' r='12' fill='$AMBER'/><circle cx='254' cy='276' r='12' fill='#f472b6'/><circle cx='316' cy='276' r='12' fill='$BLUE'/>
<rect x='246' y='322' width='78' height='22' rx='11' fill='$NAVY'/>
<rect x='80' y='150' width='100' height='130' rx='18' fill='#fff'/><rect x='96' y='170' width='68' height='46' rx='10' fill='$TEAL_L'/><rect x='96' y='228' width='60' height='8' rx='4' fill='$NAVY'/><rect x='96' y='244' width='40' height='7' rx='3.5' fill='#94a3b8'/>
<rect x='390' y='110' width='110' height='70' rx='16' fill='#fff'/><path d='M412 150l18-16 14 10 20-20 16 8' fill='none' stroke='$BLUE' stroke-width='5'/>
<rect x='400' y='220' width='90' height='90' rx='45' fill='#fff'/><path d='M428 265l12 12 22-24' fill='none' stroke='$TEAL' stroke-width='8'/>"
service technical-consulting "#e9e3ff" "
<rect x='70' y='80' width='250' height='150' rx='22' fill='#fff'/><path d='M110 230l-10 44 50-44z' fill='#fff'/>
<rect x='100' y='116' width='150' height='12' rx='6' fill='$NAVY'/><rect x='100' y='142' width='190' height='10' rx='5' fill='#94a3b8'/><rect x='100' y='164' width='160' height='10' rx='5' fill='#94a3b8'/><rect x='100' y='186' width='110' height='10' rx='5' fill='#94a3b8'/>
<rect x='250' y='200' width='240' height='140' rx='22' fill='$NAVY'/><path d='M450 340l14 40-54-40z' fill='$NAVY'/>
<rect x='280' y='236' width='120' height='12' rx='6' fill='#fff'/><rect x='280' y='262' width='170' height='10' rx='5' fill='#fff' opacity='.45'/><rect x='280' y='284' width='140' height='10' rx='5' fill='#fff' opacity='.45'/>
<circle cx='440' cy='110' r='46' fill='$AMBER'/><path d='M424 150h32v18a8 8 0 0 1-8 8h-16a8 8 0 0 1-8-8z' fill='$NAVY'/>
<path d='M440 40v-14M490 60l10-10M390 60l-10-10M510 110h14M370 110h-14' stroke='$AMBER' stroke-width='6'/>
<path d='M428 112l12 12 12-12' fill='none' stroke='#fff' stroke-width='5'/>"
service data-management "#d9f2ff" "
<g transform='translate(110 70)'>
<ellipse cx='110' cy='30' rx='110' ry='30' fill='$BLUE'/>
<path d='M0 30v70c0 17 49 30 110 30s110-13 110-30V30c0 17-49 30-110 30S0 47 0 30z' fill='$NAVY'/>
<path d='M0 120v70c0 17 49 30 110 30s110-13 110-30v-70c0 17-49 30-110 30S0 137 0 120z' fill='$NAVY2'/>
<path d='M0 210v50c0 17 49 30 110 30s110-13 110-30v-50c0 17-49 30-110 30S0 227 0 210z' fill='$NAVY3'/>
<g fill='$TEAL'><circle cx='180' cy='96' r='7'/><circle cx='180' cy='186' r='7'/><circle cx='180' cy='266' r='7'/></g>
</g>
<path d='M330 150h60v-40h50M330 240h110M330 320h60v30h50' fill='none' stroke='$NAVY' stroke-opacity='.4' stroke-width='4' stroke-dasharray='2 10'/>
<rect x='440' y='84' width='70' height='52' rx='12' fill='#fff'/><rect x='454' y='100' width='42' height='8' rx='4' fill='$TEAL'/><rect x='454' y='114' width='28' height='7' rx='3.5' fill='#94a3b8'/>
<rect x='440' y='214' width='70' height='52' rx='12' fill='#fff'/><path d='M454 250l12-12 10 8 20-18' fill='none' stroke='$BLUE' stroke-width='4'/>
<rect x='440' y='324' width='70' height='52' rx='12' fill='#fff'/><path d='M462 350l8 8 16-16' fill='none' stroke='$TEAL' stroke-width='5'/>"

# ---------------------------------------------------------------- "Our Values" video: a seamless 6 s loop
# Soft bands of the brand colours drifting across a navy field. Every term is
# periodic in T with period 6 s, so the last frame flows into the first.
if [[ ${SKIP_VIDEO:-0} == 1 ]]; then
  echo "SKIP_VIDEO=1: the Our Values video was left as it is"
elif command -v ffmpeg >/dev/null 2>&1; then
  GEQ="r='clip(11+ 40*(0.5+0.5*sin(2*PI*(X/W*1.2+T/6)))*(0.5+0.5*sin(2*PI*(Y/H*0.8-T/6)+X/W*3)) + 20*(0.5+0.5*sin(2*PI*((X+Y)/W*0.7+T/3))),0,255)':\
g='clip(31+ 70*(0.5+0.5*sin(2*PI*(X/W*1.2+T/6)))*(0.5+0.5*sin(2*PI*(Y/H*0.8-T/6)+X/W*3)) + 40*(0.5+0.5*sin(2*PI*((X-Y)/W*0.9-T/6))),0,255)':\
b='clip(58+ 110*(0.5+0.5*sin(2*PI*(X/W*1.2+T/6)))*(0.5+0.5*sin(2*PI*(Y/H*0.8-T/6)+X/W*3)) + 60*(0.5+0.5*sin(2*PI*((X-Y)/W*0.9-T/6))),0,255)'"
  TMP=$(mktemp -d)
  ffmpeg -loglevel error -y -f lavfi -i "color=c=black:s=480x270:r=24:d=6,format=rgb24,geq=$GEQ,gblur=sigma=6,scale=960:540:flags=bicubic,format=yuv420p" \
    -c:v libx264 -preset veryslow -crf 12 -an "$TMP/master.mp4"
  ffmpeg -loglevel error -y -i "$TMP/master.mp4" -c:v libvpx-vp9 -b:v 0 -crf 46 -row-mt 1 -deadline good -cpu-used 1 -an "$OUT/media/our-values.webm"
  ffmpeg -loglevel error -y -i "$TMP/master.mp4" -c:v libx264 -preset veryslow -crf 32 -tune animation -pix_fmt yuv420p -movflags +faststart -an "$OUT/media/our-values.mp4"
  ffmpeg -loglevel error -y -i "$TMP/master.mp4" -frames:v 1 -c:v libwebp -quality 70 "$OUT/media/our-values-poster.webp"
  rm -rf "$TMP"
else
  echo "warning: ffmpeg not found; the Our Values video was not regenerated" >&2
fi

echo "Site assets written to $OUT"
