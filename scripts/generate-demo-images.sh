#!/usr/bin/env bash
# Regenerates the demo images that seed the site on first start
# (gateway/src/seed/images): portfolio "screenshots" (1200x800), blog featured
# images (1200x630) and testimonial avatars (256x256), all drawn with
# ImageMagick primitives, no downloads. Deterministic: same input, same pictures.
#   bash scripts/generate-demo-images.sh [output-dir]
# Needs ImageMagick (convert, or magick for v7) and awk. Text labels use
# DejaVu Sans / Liberation Sans / Helvetica when one is installed; without any
# of them the images are drawn without text.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
OUT=${1:-$ROOT/gateway/src/seed/images}
mkdir -p "$OUT"

if command -v magick >/dev/null 2>&1; then IM=(magick); else IM=(convert); fi

# ---------------------------------------------------------------- palette
NAVY='#0b1f3a'; NAVY2='#132d52'; NAVY3='#1c3a66'; BLUE='#2563eb'; BLUE_L='#dbe7ff'
TEAL='#14b8a6'; TEAL_L='#ccf3ee'; AMBER='#f59e0b'; AMBER_L='#fdecc8'
LIGHT='#f8fafc'; WHITE='#ffffff'; PANEL='#f1f5f9'; LINE='#e2e8f0'; GRID='#edf1f6'
INK='#0f172a'; MUTED='#64748b'; FAINT='#94a3b8'; ROSE='#f87171'

# ---------------------------------------------------------------- fonts
FONTS=$("${IM[@]}" -list font 2>/dev/null | awk '/Font:/{print $2}' || true)
pick_font() { local f; for f in "$@"; do if grep -qx -- "$f" <<<"$FONTS"; then echo "$f"; return; fi; done; echo ""; }
F_REG=$(pick_font DejaVu-Sans Liberation-Sans Helvetica Nimbus-Sans-Regular)
F_BOLD=$(pick_font DejaVu-Sans-Bold Liberation-Sans-Bold Helvetica-Bold Nimbus-Sans-Bold)
F_MONO=$(pick_font DejaVu-Sans-Mono Liberation-Mono Courier Nimbus-Mono-PS-Regular)
[[ -z $F_BOLD ]] && F_BOLD=$F_REG
[[ -z $F_MONO ]] && F_MONO=$F_REG
[[ -z $F_REG ]] && echo "warning: no usable font found, drawing without text" >&2

# ---------------------------------------------------------------- drawing state
# D = MVG for the current layer, S = MVG for the current layer's soft shadow,
# ARGS = the convert command line being built; flush() turns D/S into a layer.
D=''; S=''; ARGS=(); W=0; H=0

start() { # start W H colour1 colour2 angle
  W=$1; H=$2; D=''; S=''
  ARGS=(-size "${W}x${H}" -define "gradient:angle=$5" "gradient:$3-$4")
}
flush() { # flush [shadow-opacity] [blur] [offset]
  local op=${1:-0.35} bl=${2:-18} off=${3:-14}
  if [[ -n $S ]]; then
    ARGS+=( '(' -size "${W}x${H}" xc:none -fill "rgba(2,8,23,$op)" -draw "$S" -blur "0x$bl" ')' -geometry "+0+$off" -composite )
  fi
  if [[ -n $D ]]; then ARGS+=( -draw "$D" ); fi
  D=''; S=''
}
save() { # save file.jpg [quality] [max-bytes]: progressive JPEG, lowering quality until it fits
  flush
  local q=${2:-78} max=${3:-86000}
  while :; do
    "${IM[@]}" "${ARGS[@]}" -strip -interlace Plane -sampling-factor 4:2:0 -quality "$q" "$OUT/$1"
    [[ $(wc -c <"$OUT/$1") -le $max || $q -le 60 ]] && break
    q=$((q - 3))
  done
  echo "  $1 q$q $(wc -c <"$OUT/$1") bytes"
}

# primitives (x y w h ... in pixels)
rr()    { D+=" fill '$6' stroke none roundrectangle $1,$2 $(($1+$3)),$(($2+$4)) $5,$5"; }
rrs()   { D+=" fill '$6' stroke '$7' stroke-width 1 roundrectangle $1,$2 $(($1+$3)),$(($2+$4)) $5,$5"; }
rect()  { D+=" fill '$5' stroke none rectangle $1,$2 $(($1+$3)),$(($2+$4))"; }
circ()  { D+=" fill '$4' stroke none circle $1,$2 $(($1+$3)),$2"; }
ring()  { D+=" fill none stroke '$5' stroke-width $4 circle $1,$2 $(($1+$3)),$2"; }
line()  { D+=" fill none stroke '$6' stroke-width $5 stroke-linecap round line $1,$2 $3,$4"; }
poly()  { D+=" fill '$2' stroke none polygon $1"; }
pline() { D+=" fill none stroke '$3' stroke-width $2 stroke-linecap round stroke-linejoin round polyline $1"; }
sline() { D+=" fill none stroke '$6' stroke-width $5 stroke-linecap butt line $1,$2 $3,$4"; }
dline() { D+=" push graphic-context fill none stroke '$6' stroke-width $5 stroke-dasharray 7 6 line $1,$2 $3,$4 pop graphic-context"; }
sh()    { S+=" roundrectangle $1,$2 $(($1+$3)),$(($2+$4)) $5,$5"; }
txt() { # txt x y size colour reg|bold|mono text
  [[ -z $F_REG ]] && return 0
  local f=$F_REG; [[ $5 == bold ]] && f=$F_BOLD; [[ $5 == mono ]] && f=$F_MONO
  D+=" fill '$4' stroke none font '$f' font-size $3 text $1,$2 '$6'"
}
# sampled curves (IM6 closes stroked paths, so curves are drawn as polylines)
arcpts() { awk -v cx="$1" -v cy="$2" -v r="$3" -v a0="$4" -v a1="$5" 'BEGIN{pi=atan2(0,-1); n=int((a1-a0)/3)+1; for(i=0;i<=n;i++){a=(a0+(a1-a0)*i/n)*pi/180; printf "%.1f,%.1f ", cx+r*cos(a), cy+r*sin(a)}}'; }
arc() { pline "$(arcpts "$1" "$2" "$3" "$4" "$5")" "$6" "$7"; }          # arc cx cy r a0 a1 width colour
donut() { # donut cx cy r width "pct colour pct colour ..." (starts at 12 o'clock, small gaps)
  local cx=$1 cy=$2 r=$3 w=$4 a=-90 p c; set -- $5
  while [[ $# -gt 1 ]]; do p=$1; c=$2; shift 2
    local b; b=$(awk -v a="$a" -v p="$p" 'BEGIN{print a+p*3.6}')
    D+=" fill none stroke '$c' stroke-width $w stroke-linecap butt polyline $(arcpts "$cx" "$cy" "$r" "$(awk -v a="$a" 'BEGIN{print a+1.5}')" "$(awk -v b="$b" 'BEGIN{print b-1.5}')")"
    a=$b
  done
}
bezpts() { awk -v x0="$1" -v y0="$2" -v x1="$3" -v y1="$4" -v x2="$5" -v y2="$6" -v x3="$7" -v y3="$8" 'BEGIN{for(i=0;i<=32;i++){t=i/32;u=1-t; printf "%.1f,%.1f ", u*u*u*x0+3*u*u*t*x1+3*u*t*t*x2+t*t*t*x3, u*u*u*y0+3*u*u*t*y1+3*u*t*t*y2+t*t*t*y3}}'; }
hcurve() { # horizontal S-curve between two points: hcurve x0 y0 x1 y1 width colour
  local mx=$(( ($1+$3)/2 )); pline "$(bezpts "$1" "$2" $mx "$2" $mx "$4" "$3" "$4")" "$5" "$6"
}
series() { # series x y w h max "v1 v2 ..." -> smooth (Catmull-Rom) polyline points
  awk -v x="$1" -v y="$2" -v w="$3" -v h="$4" -v m="$5" -v vals="$6" 'BEGIN{
    n=split(vals,v," "); for(i=1;i<=n;i++){px[i]=x+w*(i-1)/(n-1); py[i]=y+h-h*v[i]/m}
    px[0]=px[1]; py[0]=py[1]; px[n+1]=px[n]; py[n+1]=py[n]
    for(i=1;i<n;i++) for(s=0;s<8;s++){t=s/8; t2=t*t; t3=t2*t
      X=0.5*((2*px[i])+(-px[i-1]+px[i+1])*t+(2*px[i-1]-5*px[i]+4*px[i+1]-px[i+2])*t2+(-px[i-1]+3*px[i]-3*px[i+1]+px[i+2])*t3)
      Y=0.5*((2*py[i])+(-py[i-1]+py[i+1])*t+(2*py[i-1]-5*py[i]+4*py[i+1]-py[i+2])*t2+(-py[i-1]+3*py[i]-3*py[i+1]+py[i+2])*t3)
      printf "%.1f,%.1f ", X, Y}
    printf "%.1f,%.1f", px[n], py[n]}'
}
area_chart() { # area_chart x y w h max "values" colour fill-rgba
  local pts; pts=$(series "$1" "$2" "$3" "$4" "$5" "$6")
  poly "$1,$(($2+$4)) $pts $(($1+$3)),$(($2+$4))" "$8"
  pline "$pts" 3 "$7"
}
bars() { # bars x y w h max "values" colour [bar-width]
  local x=$1 y=$2 w=$3 h=$4 m=$5 c=$7 bw=${8:-0} v i=0 n; set -- $6; n=$#
  [[ $bw == 0 ]] && bw=$(( w / n * 55 / 100 ))
  for v in "$@"; do
    local bh=$(( h * v / m )) bx=$(( x + i * w / n + (w / n - bw) / 2 ))
    rr $bx $((y + h - bh)) $bw $bh $(( bw < 12 ? bw/2 : 5 )) "$c"; i=$((i+1))
  done
}
hgrid() { local i; for ((i=0;i<=$5;i++)); do line $1 $(($2+$4*i/$5)) $(($1+$3)) $(($2+$4*i/$5)) 1 "$GRID"; done; }
dots() { # dots x y w h step colour  (decorative dot grid)
  local i j; for ((j=$2;j<=$2+$4;j+=$5)); do for ((i=$1;i<=$1+$3;i+=$5)); do D+=" fill '$6' stroke none circle $i,$j $((i+2)),$j"; done; done
}
pill() { # pill x y text bg fg [size]
  local s=${6:-12} n=${#3}; local w=$(( n * s * 68 / 100 + 22 ))
  rr $1 $2 $w $((s + 12)) $(((s + 12)/2)) "$4"; txt $(($1 + 11)) $(($2 + s * 86 / 100 + 6)) $s "$5" bold "$3"
}
check() { circ $1 $2 $3 "$4"; pline "$(($1-$3*45/100)),$2 $(($1-$3/10)),$(($2+$3*38/100)) $(($1+$3*48/100)),$(($2-$3*35/100))" $(( $3/4 > 2 ? $3/4 : 2 )) "$WHITE"; }
bgdeco() { # soft brand circles on dark backgrounds
  circ $((W-120)) 90 260 'rgba(37,99,235,0.16)'; circ 60 $((H-40)) 220 'rgba(20,184,166,0.12)'; circ $((W-40)) $((H-60)) 120 'rgba(245,158,11,0.08)'
}
window() { # window x y w h url  -> browser frame; content starts at y+44
  local x=$1 y=$2 w=$3 h=$4
  sh $x $y $w $h 14
  rr $x $y $w $h 14 "$PANEL"
  rr $x $y $w 44 14 "$LINE"; rect $x $((y+30)) $w 14 "$LINE"
  circ $((x+22)) $((y+22)) 6 '#f87171'; circ $((x+42)) $((y+22)) 6 '#fbbf24'; circ $((x+62)) $((y+22)) 6 '#34d399'
  rr $((x+180)) $((y+10)) $((w-360)) 24 12 "$WHITE"; txt $((x+198)) $((y+27)) 12 "$MUTED" reg "$5"
}
lpanel() { # lpanel x y h width colour -> left panel inside a window (rounded bottom-left only)
  rect $1 $(($2+44)) $4 $(($3-58)) "$5"; rr $1 $(($2+$3-28)) $4 28 14 "$5"; rect $(($1+$4-14)) $(($2+$3-28)) 14 28 "$5"
}
card() { sh $1 $2 $3 $4 12; rrs $1 $2 $3 $4 12 "$WHITE" "$LINE"; }     # card x y w h (inside a window)
fcard() { sh $1 $2 $3 $4 14; rr $1 $2 $3 $4 14 "$WHITE"; }              # floating card
phone() { # phone x y w h screen-colour -> sets SX SY SW SH
  local x=$1 y=$2 w=$3 h=$4
  sh $x $y $w $h 46
  rr $x $y $w $h 46 '#06101f'; rr $((x+3)) $((y+3)) $((w-6)) $((h-6)) 43 '#1e293b'
  SX=$((x+12)); SY=$((y+12)); SW=$((w-24)); SH=$((h-24))
  rr $SX $SY $SW $SH 35 "$5"
  rr $((x+w/2-44)) $((y+22)) 88 24 12 '#06101f'
}
# $1 $2 $3 "$4"; circ $1 $(($2-$3*25/100)) $(($3*36/100)) 'rgba(255,255,255,0.85)'; D+=" fill 'rgba(255,255,255,0.85)' stroke none ellipse $1,$(($2+$3*62/100)) $(($3*62/100)),$(($3*42/100)) 180,360"; }
lines() { # placeholder text lines: lines x y "w1 w2 ..." gap colour [height]
  local x=$1 y=$2 g=$4 c=$5 hh=${6:-8} v; for v in $3; do rr $x $y $v $hh $((hh/2)) "$c"; y=$((y+g)); done
}

# ================================================================= portfolio
p_fintech_dashboard() {
  start 1200 800 "$NAVY" "$NAVY3" 135; bgdeco; dots 40 40 140 100 20 'rgba(255,255,255,0.10)'
  local x=70 y=60 w=1060 h=700
  window $x $y $w $h 'app.ledgerline.example.com/overview'
  # sidebar
  lpanel $x $y $h 200 "$NAVY"
  circ $((x+36)) $((y+84)) 13 "$TEAL"; circ $((x+36)) $((y+84)) 6 "$NAVY"
  txt $((x+58)) $((y+91)) 18 "$WHITE" bold 'Ledgerline'
  rr $((x+16)) $((y+124)) 168 38 9 "$BLUE"
  local i yy label
  i=0; for label in Overview Loans Members Reports Risk Settings; do
    yy=$((y+136+i*48))
    rr $((x+30)) $yy 14 14 4 "$([[ $i == 0 ]] && echo "$WHITE" || echo 'rgba(255,255,255,0.28)')"
    txt $((x+56)) $((yy+13)) 14 "$([[ $i == 0 ]] && echo "$WHITE" || echo "$FAINT")" reg "$label"
    i=$((i+1))
  done
  rr $((x+16)) $((y+h-96)) 168 76 10 "$NAVY2"
  txt $((x+30)) $((y+h-68)) 12 "$FAINT" reg 'Branch'; txt $((x+30)) $((y+h-44)) 14 "$WHITE" bold 'Harbor North'
  # header
  local mx=$((x+224)) mw=$((w-248))
  txt $mx $((y+92)) 24 "$INK" bold 'Portfolio overview'
  txt $mx $((y+116)) 13 "$MUTED" reg 'Last 30 days  ·  updated 2 min ago'
  rrs $((x+w-330)) $((y+70)) 170 34 17 "$WHITE" "$LINE"; txt $((x+w-308)) $((y+92)) 13 "$FAINT" reg 'Search members'
  rr $((x+w-148)) $((y+70)) 96 34 17 "$BLUE"; txt $((x+w-127)) $((y+92)) 13 "$WHITE" bold 'Export'
  circ $((x+w-26)) $((y+87)) 14 "$AMBER"; txt $((x+w-35)) $((y+92)) 12 "$WHITE" bold 'SC'
  # KPI cards
  local cw=$(( (mw-48)/4 )) cx labels=('Total balance' 'Loans approved' 'Avg. decision' 'Default rate')
  local vals=('$2.41M' '1,284' '4 min' '1.8%') deltas=('▲ 12.4%' '▲ 8.1%' '▼ 71%' '▼ 0.6 pt')
  local spark=('3 4 3 5 6 5 7 8' '2 3 3 4 4 6 5 7' '8 7 7 5 4 3 2 2' '6 6 5 5 4 4 3 3')
  for i in 0 1 2 3; do
    cx=$((mx+i*(cw+16)))
    card $cx $((y+140)) $cw 104
    txt $((cx+18)) $((y+168)) 13 "$MUTED" reg "${labels[$i]}"
    txt $((cx+18)) $((y+204)) 25 "$INK" bold "${vals[$i]}"
    txt $((cx+18)) $((y+228)) 12 "$TEAL" bold "${deltas[$i]}"
    pline "$(series $((cx+cw-84)) $((y+196)) 66 30 9 "${spark[$i]}")" 2 "$( ((i%2)) && echo "$TEAL" || echo "$BLUE")"
  done
  # area chart
  local ay=$((y+262)) aw=$(( mw*62/100 ))
  card $mx $ay $aw 250
  txt $((mx+20)) $((ay+32)) 15 "$INK" bold 'Loan volume'
  circ $((mx+aw-170)) $((ay+27)) 5 "$BLUE"; txt $((mx+aw-158)) $((ay+32)) 12 "$MUTED" reg '2025'
  circ $((mx+aw-100)) $((ay+27)) 5 "$TEAL"; txt $((mx+aw-88)) $((ay+32)) 12 "$MUTED" reg '2024'
  hgrid $((mx+20)) $((ay+56)) $((aw-40)) 160 4
  area_chart $((mx+20)) $((ay+56)) $((aw-40)) 160 100 '38 44 41 52 49 60 58 66 71 68 79 86' "$BLUE" 'rgba(37,99,235,0.12)'
  pline "$(series $((mx+20)) $((ay+56)) $((aw-40)) 160 100 '30 33 35 34 40 42 41 47 50 49 55 58')" 2 "$TEAL"
  for i in 0 1 2 3 4 5; do txt $((mx+20+i*(aw-60)/5)) $((ay+236)) 11 "$FAINT" reg "$(echo Jan Mar May Jul Sep Nov | cut -d' ' -f$((i+1)))"; done
  # donut
  local dx=$((mx+aw+16)) dw=$((mw-aw-16))
  card $dx $ay $dw 250
  txt $((dx+20)) $((ay+32)) 15 "$INK" bold 'Loan mix'
  donut $((dx+84)) $((ay+140)) 56 22 "42 $BLUE 30 $TEAL 17 $AMBER 11 #cbd5e1"
  txt $((dx+62)) $((ay+146)) 16 "$INK" bold '3.2k'
  local lg=('Auto  42%' 'Home  30%' 'Business  17%' 'Personal  11%') lc=("$BLUE" "$TEAL" "$AMBER" '#cbd5e1')
  for i in 0 1 2 3; do circ $((dx+170)) $((ay+96+i*30)) 5 "${lc[$i]}"; txt $((dx+182)) $((ay+101+i*30)) 12 "$MUTED" reg "${lg[$i]}"; done
  # table
  local ty=$((ay+266))
  card $mx $ty $mw 158
  txt $((mx+20)) $((ty+30)) 15 "$INK" bold 'Recent applications'
  local cols=(Applicant Amount Score Status) colx=(20 300 470 620)
  for i in 0 1 2 3; do txt $((mx+${colx[$i]})) $((ty+58)) 11 "$FAINT" bold "${cols[$i]}"; done
  line $((mx+20)) $((ty+68)) $((mx+mw-20)) $((ty+68)) 1 "$LINE"
  local names=('Marisol Alvarez' 'Joseph Okafor' 'Thanh Nguyen') amts=('$18,500' '$42,000' '$7,250') sc=(742 688 795)
  local st=(Approved 'In review' Approved) sb=("$TEAL_L" "$AMBER_L" "$TEAL_L") sf=('#0f766e' '#b45309' '#0f766e')
  for i in 0 1 2; do
    yy=$((ty+92+i*26))
    txt $((mx+20)) $yy 13 "$INK" reg "${names[$i]}"; txt $((mx+300)) $yy 13 "$INK" reg "${amts[$i]}"
    txt $((mx+470)) $yy 13 "$INK" reg "${sc[$i]}"; pill $((mx+620)) $((yy-15)) "${st[$i]}" "${sb[$i]}" "${sf[$i]}" 11
  done
  save portfolio-fintech-dashboard.jpg
}

p_fintech_reports() {
  start 1200 800 '#dfe8f6' "$LIGHT" 160
  circ 1080 120 240 'rgba(37,99,235,0.10)'; circ 120 720 200 'rgba(20,184,166,0.12)'
  local x=80 y=56 w=1040 h=688
  window $x $y $w $h 'app.ledgerline.example.com/reports'
  # top nav
  rect $x $((y+44)) $w 58 "$WHITE"; line $x $((y+102)) $((x+w)) $((y+102)) 1 "$LINE"
  circ $((x+34)) $((y+73)) 12 "$TEAL"; circ $((x+34)) $((y+73)) 5 "$WHITE"
  txt $((x+54)) $((y+79)) 17 "$INK" bold 'Ledgerline'
  local nx=$((x+210)) t; for t in Overview Loans Members Reports Risk; do
    txt $nx $((y+79)) 14 "$([[ $t == Reports ]] && echo "$BLUE" || echo "$MUTED")" "$([[ $t == Reports ]] && echo bold || echo reg)" "$t"
    [[ $t == Reports ]] && rect $nx $((y+99)) 64 3 "$BLUE"
    nx=$((nx + ${#t} * 8 + 42))
  done
  circ $((x+w-34)) $((y+73)) 15 "$BLUE"; txt $((x+w-44)) $((y+78)) 12 "$WHITE" bold 'JO'
  # heading + chips
  local mx=$((x+32)) my=$((y+142))
  txt $mx $my 24 "$INK" bold 'Monthly reports'
  pill $((mx+260)) $((my-22)) '2025' "$BLUE" "$WHITE" 13; pill $((mx+330)) $((my-22)) 'All branches' "$WHITE" "$MUTED" 13
  pill $((mx+470)) $((my-22)) 'Consumer + SMB' "$WHITE" "$MUTED" 13
  # bar chart card
  local cy=$((y+170)) cw=640
  card $mx $cy $cw 330
  txt $((mx+22)) $((cy+34)) 15 "$INK" bold 'Originations vs. repayments'
  txt $((mx+22)) $((cy+56)) 12 "$MUTED" reg 'USD thousands, by month'
  hgrid $((mx+22)) $((cy+80)) $((cw-44)) 200 4
  bars $((mx+22)) $((cy+80)) $((cw-44)) 200 100 '46 52 49 61 58 66 72 69 77 81 84 90' "$BLUE" 16
  bars $((mx+40)) $((cy+80)) $((cw-44)) 200 100 '40 43 45 50 55 57 60 64 66 70 75 78' "$TEAL" 16
  local m; i=0; for m in J F M A M J J A S O N D; do txt $((mx+22+i*(cw-44)/12+(cw-44)/24+5)) $((cy+306)) 11 "$FAINT" reg "$m"; i=$((i+1)); done
  # report list
  local rx=$((mx+cw+20)) rw=$((w-cw-84))
  local rt=('Q3 board pack' 'Delinquency summary' 'Member growth' 'Regulatory call report') rs=('PDF · 2.4 MB' 'XLSX · 860 KB' 'PDF · 1.1 MB' 'CSV · 312 KB')
  local rc=("$BLUE" "$AMBER" "$TEAL" "$NAVY3")
  for i in 0 1 2 3; do
    local ry=$((cy+i*84))
    card $rx $ry $rw 70
    rr $((rx+16)) $((ry+15)) 40 40 10 "${rc[$i]}"; lines $((rx+27)) $((ry+26)) '18 14 18' 8 'rgba(255,255,255,0.8)' 3
    txt $((rx+70)) $((ry+32)) 14 "$INK" bold "${rt[$i]}"; txt $((rx+70)) $((ry+52)) 12 "$MUTED" reg "${rs[$i]}"
    line $((rx+rw-32)) $((ry+26)) $((rx+rw-32)) $((ry+44)) 2 "$FAINT"; pline "$((rx+rw-39)),$((ry+38)) $((rx+rw-32)),$((ry+45)) $((rx+rw-25)),$((ry+38))" 2 "$FAINT"
  done
  # targets
  local ty=$((cy+350))
  card $mx $ty $((w-64)) 146
  txt $((mx+22)) $((ty+34)) 15 "$INK" bold 'Targets this quarter'
  local tl=('Decision within 24 h' 'Delinquency under 2%' 'New members') tp=(92 78 64) tc=("$TEAL" "$BLUE" "$AMBER")
  for i in 0 1 2; do
    local tx=$((mx+22+i*320))
    txt $tx $((ty+72)) 13 "$MUTED" reg "${tl[$i]}"; txt $((tx+250)) $((ty+72)) 13 "$INK" bold "${tp[$i]}%"
    rr $tx $((ty+86)) 284 10 5 "$GRID"; rr $tx $((ty+86)) $((284*${tp[$i]}/100)) 10 5 "${tc[$i]}"
  done
  flush 0.22
  # toast
  fcard 800 700 330 82
  check 842 741 18 "$TEAL"
  txt 874 734 15 "$INK" bold 'Report exported'; txt 874 756 12 "$MUTED" reg 'Q3 board pack sent to 6 directors'
  save portfolio-fintech-dashboard-reports.jpg
}

tabbar() { # tabbar (inside current phone screen) active-index colour [separator]
  local y=$((SY+SH-62)) i; rect $SX $y $SW 1 "${3:-$LINE}"
  for i in 0 1 2 3; do
    local cx=$((SX+SW*(2*i+1)/8))
    rr $((cx-10)) $((y+18)) 20 20 6 "$([[ $i == $1 ]] && echo "$2" || echo '#cbd5e1')"
  done
}
p_volunteer_app() {
  start 1200 800 "$TEAL" "$NAVY" 150
  circ 1100 80 220 'rgba(255,255,255,0.07)'; circ 80 760 260 'rgba(11,31,58,0.35)'; dots 960 560 200 200 22 'rgba(255,255,255,0.14)'
  # left phone: map
  phone 150 150 300 600 '#e8f1ee'
  local i
  for i in 0 1 2 3; do sline $SX $((SY+90+i*120)) $((SX+SW)) $((SY+40+i*130)) 10 "$WHITE"; done
  sline $((SX+70)) $SY $((SX+150)) $((SY+SH)) 12 "$WHITE"; sline $((SX+210)) $SY $((SX+180)) $((SY+SH)) 8 "$WHITE"
  rr $((SX+20)) $((SY+250)) 70 60 8 '#cdebd9'; rr $((SX+120)) $((SY+120)) 60 80 8 '#cdebd9'
  local pins=("90 170" "200 240" "140 330")
  for p in "${pins[@]}"; do set -- $p; circ $((SX+$1)) $((SY+$2)) 14 "$AMBER"; circ $((SX+$1)) $((SY+$2)) 5 "$WHITE"; done
  rr $((SX+12)) $((SY+SH-170)) $((SW-24)) 150 22 "$WHITE"
  rr $((SX+SW/2-22)) $((SY+SH-160)) 44 5 3 "$LINE"
  txt $((SX+28)) $((SY+SH-126)) 15 "$INK" bold 'Riverside Pantry'; txt $((SX+28)) $((SY+SH-104)) 12 "$MUTED" reg '0.8 mi  ·  4 shifts open'
  rr $((SX+28)) $((SY+SH-84)) $((SW-56)) 40 20 "$TEAL"; txt $((SX+SW/2-38)) $((SY+SH-58)) 14 "$WHITE" bold 'See shifts'
  # right phone: impact
  phone 750 150 300 600 "$LIGHT"
  txt $((SX+24)) $((SY+76)) 13 "$MUTED" reg 'Your impact in 2025'
  txt $((SX+24)) $((SY+118)) 34 "$INK" bold '126 h'
  txt $((SX+24)) $((SY+142)) 12 "$TEAL" bold '▲ 38 h more than 2024'
  bars $((SX+20)) $((SY+170)) $((SW-40)) 140 30 '12 18 9 22 16 27 20' "$TEAL" 18
  local badge=('Food sort  ·  14 shifts' 'Deliveries  ·  9 routes' 'Mentoring  ·  6 sessions') bc=("$AMBER" "$BLUE" "$TEAL")
  for i in 0 1 2; do
    rrs $((SX+16)) $((SY+336+i*62)) $((SW-32)) 50 12 "$WHITE" "$LINE"; circ $((SX+42)) $((SY+361+i*62)) 12 "${bc[$i]}"
    txt $((SX+64)) $((SY+366+i*62)) 12 "$INK" reg "${badge[$i]}"
  done
  tabbar 2 "$TEAL"
  flush 0.45 20 16
  # centre phone: home
  phone 440 70 320 660 "$WHITE"
  txt $((SX+24)) $((SY+82)) 13 "$MUTED" reg 'Saturday, 14 June'
  txt $((SX+24)) $((SY+112)) 22 "$INK" bold 'Good morning, Ana'
  rr $((SX+16)) $((SY+134)) $((SW-32)) 132 18 "$NAVY"
  circ $((SX+SW-52)) $((SY+176)) 26 'rgba(20,184,166,0.35)'; circ $((SX+SW-52)) $((SY+176)) 12 "$TEAL"
  txt $((SX+34)) $((SY+166)) 12 "$TEAL" bold 'NEXT SHIFT'
  txt $((SX+34)) $((SY+194)) 18 "$WHITE" bold 'Food bank sort'
  txt $((SX+34)) $((SY+218)) 13 "$FAINT" reg 'Sat 9:00 - 12:00  ·  Riverside'
  pill $((SX+34)) $((SY+228)) 'Check in' "$TEAL" "$WHITE" 12
  txt $((SX+24)) $((SY+300)) 15 "$INK" bold 'Open near you'
  local sh_t=('Meal delivery' 'Reading club' 'Stock count') sh_s=('Sun 10:00  ·  3 spots' 'Tue 16:00  ·  2 spots' 'Thu 18:00  ·  5 spots')
  local sh_c=("$AMBER" "$BLUE" "$TEAL")
  for i in 0 1 2; do
    local yy=$((SY+318+i*74))
    rrs $((SX+16)) $yy $((SW-32)) 62 14 "$LIGHT" "$LINE"
    rr $((SX+28)) $((yy+12)) 38 38 10 "${sh_c[$i]}"
    txt $((SX+78)) $((yy+28)) 14 "$INK" bold "${sh_t[$i]}"; txt $((SX+78)) $((yy+48)) 12 "$MUTED" reg "${sh_s[$i]}"
    rrs $((SX+SW-78)) $((yy+18)) 48 26 13 "$WHITE" "$TEAL"; txt $((SX+SW-68)) $((yy+36)) 12 "$TEAL" bold 'Join'
  done
  tabbar 0 "$TEAL"
  save portfolio-volunteer-app.jpg
}

p_volunteer_schedule() {
  start 1200 800 '#e6f6f3' "$LIGHT" 120
  circ 180 120 200 'rgba(20,184,166,0.14)'; circ 1120 760 260 'rgba(37,99,235,0.08)'
  # coordinator panel
  fcard 470 120 650 560
  txt 506 170 20 "$INK" bold 'Shift coverage'; txt 506 194 13 "$MUTED" reg 'Week of 9 June  ·  Greenway Community Trust'
  pill 980 150 'This week' "$TEAL_L" '#0f766e' 12
  local rows=('Mon  Food bank sort' 'Tue  Youth reading club' 'Wed  Meal delivery' 'Thu  Warehouse inventory' 'Fri  Community garden' 'Sat  Food bank sort' 'Sun  Meal delivery')
  local fill=(12 8 10 9 6 12 7) cap=(12 10 10 12 8 12 10) i
  for i in 0 1 2 3 4 5 6; do
    local yy=$((228+i*62)) c=$TEAL; (( fill[i]*100/cap[i] < 80 )) && c=$AMBER
    txt 506 $((yy+20)) 14 "$INK" reg "${rows[$i]}"
    rr 760 $((yy+8)) 250 12 6 "$GRID"; rr 760 $((yy+8)) $((250*fill[i]/cap[i])) 12 6 "$c"
    txt 1030 $((yy+20)) 13 "$MUTED" bold "${fill[$i]}/${cap[$i]}"
    ((i<6)) && line 506 $((yy+42)) 1084 $((yy+42)) 1 "$GRID"
  done
  flush 0.25
  # phone
  phone 110 90 320 640 "$WHITE"
  txt $((SX+24)) $((SY+82)) 22 "$INK" bold 'My schedule'
  local days=(M T W T F S S) nums=(9 10 11 12 13 14 15)
  for i in 0 1 2 3 4 5 6; do
    local dx=$((SX+14+i*38))
    [[ $i == 5 ]] && rr $dx $((SY+100)) 34 56 17 "$TEAL"
    local fc=$INK; [[ $i == 5 ]] && fc=$WHITE
    txt $((dx+11)) $((SY+120)) 11 "$([[ $i == 5 ]] && echo "$WHITE" || echo "$FAINT")" reg "${days[$i]}"
    txt $((dx+$([[ ${nums[$i]} -ge 10 ]] && echo 7 || echo 12))) $((SY+144)) 15 "$fc" bold "${nums[$i]}"
  done
  local tt=('09:00' '11:00' '13:00' '15:00' '17:00')
  for i in 0 1 2 3 4; do txt $((SX+16)) $((SY+200+i*84)) 11 "$FAINT" reg "${tt[$i]}"; line $((SX+64)) $((SY+196+i*84)) $((SX+SW-14)) $((SY+196+i*84)) 1 "$GRID"; done
  rr $((SX+70)) $((SY+204)) $((SW-90)) 150 10 "$TEAL_L"; rect $((SX+70)) $((SY+204)) 5 150 "$TEAL"
  txt $((SX+86)) $((SY+230)) 14 "$INK" bold 'Food bank sort'; txt $((SX+86)) $((SY+250)) 12 "$MUTED" reg '09:00 - 12:00'
  txt $((SX+86)) $((SY+270)) 12 "$MUTED" reg 'Riverside Pantry'
  rr $((SX+70)) $((SY+456)) $((SW-90)) 90 10 "$AMBER_L"; rect $((SX+70)) $((SY+456)) 5 90 "$AMBER"
  txt $((SX+86)) $((SY+482)) 14 "$INK" bold 'Garden workday'; txt $((SX+86)) $((SY+502)) 12 "$MUTED" reg '15:00 - 17:00'
  tabbar 1 "$TEAL"
  flush 0.35
  # notification
  fcard 790 650 330 86
  circ 832 693 20 "$TEAL"; pline "823,693 830,700 842,686" 3 "$WHITE"
  txt 866 686 15 "$INK" bold 'Shift confirmed'; txt 866 708 12 "$MUTED" reg 'Reminder set for Sat 8:00'
  save portfolio-volunteer-app-schedule.jpg
}

qr() { # qr x y cell  (deterministic QR-like pattern)
  local x=$1 y=$2 c=$3 i j
  for ((j=0;j<21;j++)); do for ((i=0;i<21;i++)); do
    if (( (i<7 && j<7) || (i>13 && j<7) || (i<7 && j>13) )); then continue; fi
    (( (((i+3)*(j+5)*2654435761 ^ (i*97+j*31)*40503) >> 7) % 100 < 47 )) && rect $((x+i*c)) $((y+j*c)) $c $c "$INK"
  done; done
  local fx fy; for p in "0 0" "14 0" "0 14"; do set -- $p; fx=$((x+$1*c)); fy=$((y+$2*c))
    rect $fx $fy $((7*c)) $((7*c)) "$INK"; rect $((fx+c)) $((fy+c)) $((5*c)) $((5*c)) "$WHITE"; rect $((fx+2*c)) $((fy+2*c)) $((3*c)) $((3*c)) "$INK"; done
}
p_volunteer_checkin() {
  start 1200 800 "$NAVY" "$NAVY3" 120; bgdeco; dots 60 60 180 120 22 'rgba(255,255,255,0.10)'
  phone 170 80 320 650 "$WHITE"
  txt $((SX+24)) $((SY+84)) 22 "$INK" bold 'Check in'
  txt $((SX+24)) $((SY+108)) 13 "$MUTED" reg 'Show this code at the front desk'
  rrs $((SX+34)) $((SY+136)) $((SW-68)) $((SW-68)) 18 "$WHITE" "$LINE"
  qr $((SX+54)) $((SY+156)) 9
  txt $((SX+24)) $((SY+400)) 16 "$INK" bold 'Food bank sort'
  txt $((SX+24)) $((SY+422)) 13 "$MUTED" reg 'Sat 14 June  ·  09:00 - 12:00'
  rr $((SX+24)) $((SY+440)) $((SW-48)) 56 14 "$TEAL_L"
  check $((SX+50)) $((SY+468)) 12 "$TEAL"; txt $((SX+72)) $((SY+473)) 13 '#0f766e' bold 'Safety briefing completed'
  rr $((SX+24)) $((SY+512)) $((SW-48)) 48 24 "$NAVY"; txt $((SX+SW/2-60)) $((SY+542)) 14 "$WHITE" bold 'Add to calendar'
  flush 0.45 20 16
  # desk tablet
  fcard 560 150 520 500
  txt 596 200 20 "$INK" bold 'Riverside Pantry'; txt 596 224 13 "$MUTED" reg 'Front desk  ·  today'
  local k=('Checked in' 'Expected' 'Hours logged') kv=(48 52 142) i
  for i in 0 1 2; do
    rr $((596+i*156)) 246 140 84 12 "$LIGHT"
    txt $((612+i*156)) 274 12 "$MUTED" reg "${k[$i]}"; txt $((612+i*156)) 312 26 "$INK" bold "${kv[$i]}"
  done
  local nm=('Ana Souza' 'Kwame Boateng' 'Li Wei' 'Rosa Delgado' 'Sam Whitfield') ini=(AS KB LW RD SW)
  local tm=('08:52' '08:55' '08:57' '09:01' '09:04') col=("$TEAL" "$BLUE" "$AMBER" "$TEAL" "$BLUE")
  for i in 0 1 2 3 4; do
    local yy=$((364+i*54))
    circ 616 $((yy+14)) 18 "${col[$i]}"; txt 604 $((yy+19)) 12 "$WHITE" bold "${ini[$i]}"
    txt 648 $((yy+20)) 14 "$INK" reg "${nm[$i]}"; txt 880 $((yy+20)) 13 "$MUTED" reg "${tm[$i]}"
    pill 950 $((yy+2)) 'On site' "$TEAL_L" '#0f766e' 11
  done
  save portfolio-volunteer-app-checkin.jpg
}

pnode() { # pnode x y w h title sub accent
  sh $1 $2 $3 $4 14; rr $1 $2 $3 $4 14 "$NAVY2"; rrs $1 $2 $3 $4 14 "$NAVY2" 'rgba(148,163,184,0.35)'
  rr $(($1+14)) $(($2+($4-34)/2)) 34 34 9 "$7"; rr $(($1+24)) $(($2+($4-34)/2+10)) 14 14 4 'rgba(255,255,255,0.75)'
  txt $(($1+60)) $(($2+$4/2-2)) 15 "$WHITE" bold "$5"; txt $(($1+60)) $(($2+$4/2+17)) 12 "$FAINT" reg "$6"
}
p_data_pipeline() {
  start 1200 800 "$NAVY" '#071527' 90
  dots 30 30 1140 740 30 'rgba(148,163,184,0.13)'
  circ 600 400 300 'rgba(37,99,235,0.07)'
  txt 60 78 13 "$TEAL" bold 'RIVERBEND ANALYTICS  ·  DATA PLATFORM'
  txt 60 110 26 "$WHITE" bold 'Nightly pipeline'
  pill 890 66 '● Healthy  ·  last run 02:14' 'rgba(20,184,166,0.18)' "$TEAL" 12
  local src=('Postgres' 'Stripe' 'HubSpot' 'CSV uploads') sub=('orders, customers' 'payments, refunds' 'deals, contacts' 'partner feeds') i
  local sc=("$BLUE" "$AMBER" "$TEAL" "$NAVY3")
  for i in 0 1 2 3; do
    hcurve 270 $((214+i*130)) 370 400 3 'rgba(37,99,235,0.75)'
  done
  hcurve 570 400 650 300 3 'rgba(20,184,166,0.8)'; hcurve 570 400 650 500 3 'rgba(20,184,166,0.8)'
  hcurve 850 300 930 250 3 'rgba(245,158,11,0.75)'; hcurve 850 300 930 400 3 'rgba(245,158,11,0.75)'; hcurve 850 500 930 550 3 'rgba(245,158,11,0.75)'
  for i in 0 1 2 3; do pnode 60 $((180+i*130)) 210 68 "${src[$i]}" "${sub[$i]}" "${sc[$i]}"; circ 270 $((214+i*130)) 5 "$BLUE"; done
  pnode 370 356 200 88 'Ingest' 'Airbyte · 14 streams' "$BLUE"
  pnode 650 256 200 88 'Validate' '212 checks · 0 failed' "$TEAL"
  pnode 650 456 200 88 'Warehouse' 'BigQuery · 1.8 TB' "$TEAL"
  pnode 930 206 210 88 'Finance reports' 'refreshed 06:00' "$AMBER"
  pnode 930 356 210 88 'Customer 360' '48k profiles' "$AMBER"
  pnode 930 506 210 88 'Churn model' 'AUC 0.87' "$AMBER"
  for p in "370 400" "570 400" "650 300" "650 500" "850 300" "850 500" "930 250" "930 400" "930 550"; do set -- $p; circ $1 $2 5 "$WHITE"; done
  # run timeline
  rr 60 690 1080 64 14 'rgba(19,45,82,0.85)'
  txt 84 728 13 "$FAINT" reg 'Last 14 runs'
  for i in $(seq 0 13); do local c=$TEAL; [[ $i == 4 ]] && c=$AMBER; rr $((200+i*34)) 710 24 26 6 "$c"; done
  txt 700 728 13 "$WHITE" bold '13 of 14 on time'; txt 860 728 13 "$FAINT" reg 'avg. duration 18 min  ·  p95 26 min'
  save portfolio-data-pipeline.jpg
}

p_inventory() {
  start 1200 800 '#fdf3e1' '#f3f6fb' 135
  circ 1100 700 260 'rgba(245,158,11,0.16)'; circ 120 100 180 'rgba(37,99,235,0.08)'
  local x=70 y=56 w=1060 h=690
  window $x $y $w $h 'ops.copperleaf.example.com/orders'
  rect $x $((y+44)) $w 60 "$NAVY"
  circ $((x+34)) $((y+74)) 12 "$AMBER"; txt $((x+54)) $((y+80)) 17 "$WHITE" bold 'Copperleaf Ops'
  local nx=$((x+250)) t; for t in Orders Roasting Inventory Wholesale; do
    txt $nx $((y+80)) 14 "$([[ $t == Orders ]] && echo "$WHITE" || echo "$FAINT")" "$([[ $t == Orders ]] && echo bold || echo reg)" "$t"; nx=$((nx + ${#t} * 8 + 42)); done
  rr $((x+w-150)) $((y+58)) 124 32 16 "$AMBER"; txt $((x+w-132)) $((y+79)) 13 "$NAVY" bold '+ New batch'
  # stock strip
  local sx=$((x+28)) sy=$((y+128))
  local sku=('Ethiopia Guji' 'House Espresso' 'Colombia Huila' 'Decaf Swiss Water') lvl=(82 34 61 18) i
  for i in 0 1 2 3; do
    local cx=$((sx+i*252)) c=$TEAL; (( lvl[i] < 40 )) && c=$AMBER; (( lvl[i] < 20 )) && c=$ROSE
    card $cx $sy 236 86
    txt $((cx+16)) $((sy+28)) 13 "$INK" bold "${sku[$i]}"; txt $((cx+178)) $((sy+28)) 13 "$MUTED" reg "${lvl[$i]} kg"
    rr $((cx+16)) $((sy+44)) 204 10 5 "$GRID"; rr $((cx+16)) $((sy+44)) $((204*lvl[i]/100)) 10 5 "$c"
    txt $((cx+16)) $((sy+74)) 11 "$MUTED" reg "$( (( lvl[i] < 40 )) && echo 'Reorder green beans' || echo 'Stock healthy')"
  done
  # kanban
  local ky=$((sy+110)) cols=('New orders' 'Roasting' 'Packing' 'Shipped') cnt=(7 4 5 23) cc=("$BLUE" "$AMBER" "$TEAL" "$NAVY3")
  local cards=(
    '#1042  Bean There Cafe|12 kg  ·  due Thu|W'
    '#1043  Lena Park|2 bags  ·  subscription|S'
    '#1044  Hilltop Bakery|6 kg  ·  due Fri|W'
    '#1045  Omar Farouk|1 bag  ·  gift card|S'
    '#1038  Office Brew Co.|20 kg  ·  roast 10:30|W'
    '#1039  Diego Ruiz|1 bag  ·  roast 11:00|S'
    '#1040  Corner Deli|8 kg  ·  roast 13:00|W'
    '#1035  Harbor Hotel|15 kg  ·  labels printed|W'
    '#1036  Mina Haddad|3 bags  ·  gift wrap|S'
    '#1037  Kofi Osei|2 bags  ·  packed|S'
    '#1031  Bean There Cafe|12 kg  ·  UPS 1Z84|W'
    '#1032  Aiko Sato|2 bags  ·  USPS|S'
    '#1033  Green Fork Deli|6 kg  ·  delivered|W'
  )
  local per=(4 3 3 3) k=0 c j
  for c in 0 1 2 3; do
    local kx=$((sx+c*252))
    rr $kx $ky 236 $((h-(ky-y)-24)) 12 '#e9eef5'
    circ $((kx+20)) $((ky+24)) 5 "${cc[$c]}"; txt $((kx+34)) $((ky+29)) 13 "$INK" bold "${cols[$c]}"
    pill $((kx+186)) $((ky+12)) "${cnt[$c]}" "$WHITE" "$MUTED" 11
    for ((j=0;j<per[c];j++)); do
      IFS='|' read -r a b tag <<<"${cards[$k]}"; k=$((k+1))
      local yy=$((ky+46+j*92))
      card $((kx+10)) $yy 216 82
      txt $((kx+24)) $((yy+24)) 13 "$INK" bold "$a"; txt $((kx+24)) $((yy+43)) 12 "$MUTED" reg "$b"
      if [[ $tag == W ]]; then pill $((kx+24)) $((yy+52)) 'Wholesale' "$BLUE_L" "$BLUE" 10; else pill $((kx+24)) $((yy+52)) 'Retail' "$AMBER_L" '#b45309' 10; fi
      circ $((kx+200)) $((yy+63)) 10 "${cc[$c]}"
    done
  done
  save portfolio-inventory-system.jpg
}

p_clinic_booking() {
  start 1200 800 "$BLUE" "$NAVY" 140; bgdeco
  local x=70 y=60 w=1060 h=690
  window $x $y $w $h 'book.brightpath.example.com/schedule'
  # left panel
  lpanel $x $y $h 270 "$WHITE"; line $((x+270)) $((y+44)) $((x+270)) $((y+h)) 1 "$LINE"
  circ $((x+32)) $((y+80)) 12 "$TEAL"; rect $((x+29)) $((y+72)) 6 16 "$WHITE"; rect $((x+24)) $((y+77)) 16 6 "$WHITE"
  txt $((x+52)) $((y+86)) 17 "$INK" bold 'Brightpath Health'
  txt $((x+24)) $((y+130)) 14 "$INK" bold 'June 2025'
  local d i j n=1
  for i in 0 1 2 3 4 5 6; do txt $((x+28+i*32)) $((y+156)) 11 "$FAINT" bold "$(echo M T W T F S S | cut -d' ' -f$((i+1)))"; done
  for j in 0 1 2 3 4; do for i in 0 1 2 3 4 5 6; do
    local dd=$((j*7+i-5)); (( dd < 1 || dd > 30 )) && continue
    local cx=$((x+32+i*32)) cy=$((y+182+j*30))
    if (( dd >= 9 && dd <= 13 )); then rr $((cx-13)) $((cy-15)) 28 24 8 "$([[ $dd == 11 ]] && echo "$BLUE" || echo "$BLUE_L")"; fi
    txt $((cx - (dd>9 ? 7 : 3))) $cy 12 "$([[ $dd == 11 ]] && echo "$WHITE" || echo "$INK")" reg "$dd"
  done; done
  txt $((x+24)) $((y+358)) 14 "$INK" bold 'Clinicians'
  local dr=('Dr. Imani Brooks' 'Dr. Rahul Mehta' 'Nina Petrova, PT' 'Carlos Mendes, RD') dc=("$BLUE" "$TEAL" "$AMBER" '#8b5cf6')
  for i in 0 1 2 3; do
    rr $((x+24)) $((y+376+i*44)) 18 18 5 "${dc[$i]}"; pline "$((x+28)),$((y+385+i*44)) $((x+32)),$((y+389+i*44)) $((x+38)),$((y+381+i*44))" 2 "$WHITE"
    txt $((x+52)) $((y+390+i*44)) 13 "$INK" reg "${dr[$i]}"
  done
  rr $((x+24)) $((y+h-96)) 222 68 12 "$TEAL_L"
  txt $((x+40)) $((y+h-66)) 13 '#0f766e' bold '94% of slots booked'; txt $((x+40)) $((y+h-46)) 12 '#0f766e' reg 'no-shows down 41%'
  # week grid
  local gx=$((x+290)) gy=$((y+64)) gw=$((w-310))
  txt $gx $((gy+30)) 22 "$INK" bold 'Week of June 9'
  pill $((x+w-230)) $((gy+8)) 'Day' "$WHITE" "$MUTED" 12; pill $((x+w-176)) $((gy+8)) 'Week' "$BLUE" "$WHITE" 12; pill $((x+w-110)) $((gy+8)) 'Month' "$WHITE" "$MUTED" 12
  local cy0=$((gy+60)) colw=$(( (gw-60)/5 ))
  rrs $gx $cy0 $gw $((h-(cy0-y)-20)) 12 "$WHITE" "$LINE"
  local dn=('Mon 9' 'Tue 10' 'Wed 11' 'Thu 12' 'Fri 13')
  for i in 0 1 2 3 4; do txt $((gx+60+i*colw+14)) $((cy0+28)) 13 "$([[ $i == 2 ]] && echo "$BLUE" || echo "$MUTED")" bold "${dn[$i]}"; done
  line $gx $((cy0+44)) $((gx+gw)) $((cy0+44)) 1 "$LINE"
  for i in 0 1 2 3 4 5 6 7; do local yy=$((cy0+44+i*60)); txt $((gx+10)) $((yy+16)) 11 "$FAINT" reg "$((8+i)):00"; line $((gx+56)) $yy $((gx+gw)) $yy 1 "$GRID"; done
  for i in 1 2 3 4; do line $((gx+60+i*colw)) $((cy0+44)) $((gx+60+i*colw)) $((y+h-20)) 1 "$GRID"; done
  # appointments: day start(slots of 30 min from 8:00) length colour title
  local ap=('0 1 2 0 Annual check-up' '0 4 3 2 Physio session' '1 0 2 1 Blood work' '1 3 2 0 Follow-up visit' '1 7 3 3 Nutrition plan'
            '2 1 3 1 New patient' '2 5 2 2 Knee rehab' '2 9 2 0 Telehealth' '3 2 2 3 Diet review' '3 6 3 1 Vaccinations'
            '4 0 2 0 Check-up' '4 4 2 2 Back pain' '4 8 3 1 Lab results' '0 9 2 3 Meal planning' '3 10 2 0 Telehealth'
            '0 12 3 1 Blood work' '1 11 2 2 Physio review' '2 13 2 3 Diet review' '4 12 2 0 Follow-up')
  local fills=("$BLUE_L" "$TEAL_L" "$AMBER_L" '#ede9fe') edges=("$BLUE" "$TEAL" "$AMBER" '#8b5cf6')
  local a; for a in "${ap[@]}"; do
    set -- $a; local dy=$1 st=$2 ln=$3 cl=$4; shift 4
    local axx=$((gx+64+dy*colw)) ayy=$((cy0+47+st*30))
    rr $axx $ayy $((colw-8)) $((ln*30-6)) 8 "${fills[$cl]}"; rect $axx $ayy 4 $((ln*30-6)) "${edges[$cl]}"
    txt $((axx+12)) $((ayy+20)) 12 "$INK" bold "$*"
    ((ln>2)) && txt $((axx+12)) $((ayy+38)) 11 "$MUTED" reg "$((8+st/2)):$( ((st%2)) && echo 30 || echo 00 )"
  done
  save portfolio-clinic-booking.jpg
}

p_fitness_app() {
  start 1200 800 "$NAVY" "$BLUE" 45
  circ 1040 140 200 'rgba(245,158,11,0.16)'; circ 200 700 240 'rgba(20,184,166,0.14)'; dots 820 560 300 200 24 'rgba(255,255,255,0.12)'
  phone 650 120 310 630 "$NAVY"
  txt $((SX+24)) $((SY+82)) 20 "$WHITE" bold 'This week'
  txt $((SX+24)) $((SY+106)) 13 "$FAINT" reg '4 of 5 runs done'
  bars $((SX+20)) $((SY+130)) $((SW-40)) 150 12 '5 0 8 6 0 11 4' "$TEAL" 18
  local i; for i in 0 1 2 3 4 5 6; do txt $((SX+30+i*(SW-40)/7)) $((SY+300)) 11 "$FAINT" reg "$(echo M T W T F S S | cut -d' ' -f$((i+1)))"; done
  local st=('Distance' 'Avg. pace' 'Elevation') sv=('34.2 km' '5:21 /km' '412 m')
  for i in 0 1 2; do
    rr $((SX+16)) $((SY+322+i*66)) $((SW-32)) 56 14 "$NAVY2"
    txt $((SX+34)) $((SY+356+i*66)) 13 "$FAINT" reg "${st[$i]}"; txt $((SX+SW-120)) $((SY+357+i*66)) 16 "$WHITE" bold "${sv[$i]}"
  done
  tabbar 1 "$TEAL" "$NAVY2"
  flush 0.45 20 16
  phone 330 70 320 660 "$WHITE"
  txt $((SX+24)) $((SY+82)) 13 "$MUTED" reg 'Thursday'
  txt $((SX+24)) $((SY+110)) 22 "$INK" bold 'Today, Jordan'
  local cx=$((SX+SW/2)) cy=$((SY+250))
  ring $cx $cy 96 18 '#dbeafe'; arc $cx $cy 96 -90 210 18 "$BLUE"
  ring $cx $cy 72 18 '#ccfbf1'; arc $cx $cy 72 -90 140 18 "$TEAL"
  ring $cx $cy 48 18 '#fef3c7'; arc $cx $cy 48 -90 250 18 "$AMBER"
  local lab=('Move' 'Run' 'Recover') lv=('520 / 600 kcal' '6.4 / 8 km' '7 h 40 min') lc=("$BLUE" "$TEAL" "$AMBER")
  for i in 0 1 2; do circ $((SX+32)) $((SY+394+i*32)) 6 "${lc[$i]}"; txt $((SX+48)) $((SY+399+i*32)) 13 "$INK" bold "${lab[$i]}"; txt $((SX+SW-130)) $((SY+399+i*32)) 13 "$MUTED" reg "${lv[$i]}"; done
  rr $((SX+16)) $((SY+480)) $((SW-32)) 86 16 "$NAVY"
  txt $((SX+34)) $((SY+510)) 12 "$TEAL" bold 'COACH PLAN'; txt $((SX+34)) $((SY+534)) 15 "$WHITE" bold 'Easy 5 km at 5:45 /km'
  txt $((SX+34)) $((SY+554)) 12 "$FAINT" reg 'Tomorrow, before 9:00'
  tabbar 0 "$BLUE"
  flush 0.4
  fcard 90 520 270 100
  rr 110 542 56 56 14 "$AMBER"; pline "124,580 134,566 144,576 154,556" 4 "$WHITE"
  txt 180 562 12 "$MUTED" reg 'New personal best'; txt 180 590 22 "$INK" bold '5K  ·  24:18'
  save portfolio-fitness-app.jpg
}

table_card() { # table_card x y w title accent "field field ..."
  local x=$1 y=$2 w=$3 n=0 f; for f in $6; do n=$((n+1)); done
  local h=$((44+n*28+8))
  sh $x $y $w $h 12; rrs $x $y $w $h 12 "$WHITE" "$LINE"
  rr $x $y $w 44 12 "$5"; rect $x $((y+30)) $w 14 "$5"
  txt $((x+16)) $((y+28)) 14 "$WHITE" bold "$4"
  local i=0; for f in $6; do
    local yy=$((y+44+i*28)); ((i)) && line $((x+12)) $yy $((x+w-12)) $yy 1 "$GRID"
    local k=${f%%:*} t=${f#*:}
    [[ $k == pk ]] && circ $((x+22)) $((yy+14)) 4 "$AMBER"; [[ $k == fk ]] && circ $((x+22)) $((yy+14)) 4 "$BLUE"
    txt $((x+34)) $((yy+19)) 12 "$INK" mono "${t%%=*}"; txt $((x+w-90)) $((yy+19)) 11 "$FAINT" mono "${t#*=}"
    i=$((i+1))
  done
}
p_donor_warehouse() {
  start 1200 800 "$LIGHT" '#e4ecf7' 90
  dots 20 20 1160 760 24 'rgba(100,116,139,0.18)'
  txt 60 76 13 "$TEAL" bold 'OPEN SHELF FOOD NETWORK  ·  DONOR WAREHOUSE'
  txt 60 108 26 "$INK" bold 'One record per supporter'
  # connectors (orthogonal)
  local c='rgba(37,99,235,0.55)'
  pline "330,234 420,234 420,220 490,220" 2 "$c"; pline "330,234 420,234 420,470 490,470" 2 "$c"
  pline "770,220 850,220 850,190 880,190" 2 "$c"; pline "770,470 850,470 850,520 880,520" 2 "$c"
  pline "195,370 195,410" 2 "$c"
  table_card 60 150 270 'supporters' "$NAVY" 'pk:supporter_id=uuid n:full_name=text n:email=citext n:postcode=text n:consent_at=timestamptz n:source=enum'
  table_card 60 410 270 'merge_log' "$NAVY3" 'pk:id=bigint fk:kept_id=uuid fk:merged_id=uuid n:rule=text'
  table_card 490 160 280 'donations' "$BLUE" 'pk:donation_id=uuid fk:supporter_id=uuid n:amount=numeric n:gift_aid=bool n:received_at=date'
  table_card 490 420 280 'volunteer_hours' "$TEAL" 'pk:id=bigint fk:supporter_id=uuid n:site=text n:hours=numeric'
  table_card 880 140 260 'campaigns' '#b45309' 'pk:campaign_id=uuid n:name=text n:channel=enum'
  table_card 880 460 260 'segments' "$TEAL" 'pk:segment_id=int n:rule_sql=text n:refreshed=timestamptz'
  flush 0.18 12 8
  # stat badges
  local bx=(350 620 890) bl=('duplicates merged' 'sources unified' 'hours to first report') bv=('18,420' '7' '4') bc=("$AMBER" "$BLUE" "$TEAL") i
  for i in 0 1 2; do
    fcard ${bx[$i]} 650 250 90
    rr $((bx[i]+18)) 672 8 46 4 "${bc[$i]}"
    txt $((bx[i]+42)) 704 28 "$INK" bold "${bv[$i]}"; txt $((bx[i]+42)) 724 12 "$MUTED" reg "${bl[$i]}"
  done
  fcard 60 650 260 90; check 98 695 18 "$TEAL"; txt 126 690 14 "$INK" bold 'Match rules'; txt 126 710 12 "$MUTED" reg 'email, postcode, name'
  save portfolio-donor-data-warehouse.jpg
}

codeline() { # codeline x y "w:colour w:colour ..."
  local x=$1 seg; for seg in $3; do [[ -n ${seg#*:} ]] && rr $x $2 ${seg%%:*} 9 4 "${seg#*:}"; x=$((x+${seg%%:*}+8)); done
}
p_logistics_api() {
  start 1200 800 '#e8eef8' "$LIGHT" 45
  circ 1100 100 220 'rgba(37,99,235,0.10)'; circ 100 760 220 'rgba(245,158,11,0.10)'
  # editor
  local x=50 y=70 w=600 h=660
  sh $x $y $w $h 14; rr $x $y $w $h 14 '#0d1b30'
  rr $x $y $w 44 14 '#132540'; rect $x $((y+30)) $w 14 '#132540'
  circ $((x+22)) $((y+22)) 6 '#f87171'; circ $((x+42)) $((y+22)) 6 '#fbbf24'; circ $((x+62)) $((y+22)) 6 '#34d399'
  rr $((x+90)) $((y+8)) 150 36 8 '#0d1b30'; txt $((x+106)) $((y+31)) 12 "$WHITE" mono 'quote.ts'
  txt $((x+262)) $((y+31)) 12 "$FAINT" mono 'carriers.ts'
  local K='#60a5fa' S='#5eead4' N='#fbbf24' P='#e2e8f0' C='#475569' V='#c4b5fd'
  local code=(
    "60:$K 120:$P 40:$S" "" "80:$K 90:$V 20:$P" "30: 70:$P 150:$S" "30: 70:$P 60:$N" "30: 90:$P 110:$S"
    "20:$P" "" "140:$C 200:$C" "70:$K 110:$V 30:$P 80:$P 20:$P" "30: 60:$K 90:$P 30:$P 130:$V" "60: 80:$P 40:$N 50:$P"
    "60: 100:$P 120:$S" "30: 20:$P" "30: 60:$K 70:$P 20:$P 90:$V 30:$P" "60: 110:$P 60:$N" "60: 70:$P 150:$S 30:$P"
    "30: 20:$P" "30: 60:$K 100:$V 40:$P" "20:$P" "" "70:$K 50:$P 120:$V 30:$P"
  )
  local i yy; for i in "${!code[@]}"; do
    yy=$((y+72+i*25)); txt $((x+18)) $((yy+9)) 11 '#334155' mono "$((i+1))"
    [[ -n ${code[$i]} ]] && codeline $((x+56)) $yy "${code[$i]}"
  done
  rect $x $((y+h-36)) $w 22 '#132540'; rr $x $((y+h-36)) $w 36 14 '#132540'
  txt $((x+18)) $((y+h-13)) 11 "$S" mono '● tests 148 passed'; txt $((x+w-160)) $((y+h-13)) 11 "$FAINT" mono 'TypeScript  ·  UTF-8'
  # map card
  fcard 690 70 460 380
  rr 706 86 428 280 10 '#eaf2ec'
  local j; for j in 0 1 2 3 4; do sline 706 $((110+j*60)) 1134 $((96+j*66)) 6 "$WHITE"; done
  sline 800 86 860 366 8 "$WHITE"; sline 1000 86 960 366 6 "$WHITE"
  rr 730 250 60 50 6 '#d3e7d8'; rr 1040 120 70 60 6 '#d3e7d8'
  pline "$(bezpts 760 320 820 180 960 300 1080 140)" 5 "$BLUE"
  circ 760 320 11 "$WHITE"; circ 760 320 7 "$BLUE"; circ 1080 140 13 "$AMBER"; circ 1080 140 5 "$WHITE"
  txt 710 400 15 "$INK" bold 'Leeds  →  Glasgow'; txt 710 424 12 "$MUTED" reg '3 carriers compared in 180 ms'
  pill 1030 388 'Cheapest' "$TEAL_L" '#0f766e' 11
  # response card
  fcard 690 480 460 250
  txt 712 516 12 "$MUTED" mono 'POST /v2/quotes'; pill 1070 498 '200 OK' "$TEAL_L" '#0f766e' 11
  local rows=('"carrier":|"Northline Freight"|S' '"service":|"next_day"|S' '"price_gbp":|14.80|N' '"eta":|"2025-06-12"|S' '"co2_kg":|1.9|N')
  for i in "${!rows[@]}"; do
    IFS='|' read -r a b t <<<"${rows[$i]}"; yy=$((552+i*30))
    txt 730 $yy 14 "$BLUE" mono "$a"; txt 850 $yy 14 "$([[ $t == S ]] && echo '#0f766e' || echo '#b45309')" mono "$b"
  done
  save portfolio-logistics-api.jpg
}

# ================================================================= blog (1200x630)
iso_slab() { # iso_slab cx y halfwidth thickness top side1 side2
  local cx=$1 y=$2 hw=$3 t=$4 hh=$(($3/2))
  poly "$((cx-hw)),$((y+hh)) $cx,$((y+2*hh)) $cx,$((y+2*hh+t)) $((cx-hw)),$((y+hh+t))" "$6"
  poly "$cx,$((y+2*hh)) $((cx+hw)),$((y+hh)) $((cx+hw)),$((y+hh+t)) $cx,$((y+2*hh+t))" "$7"
  poly "$cx,$y $((cx+hw)),$((y+hh)) $cx,$((y+2*hh)) $((cx-hw)),$((y+hh))" "$5"
}
b_choosing_stack() {
  start 1200 630 "$NAVY" "$NAVY3" 135; bgdeco; dots 60 60 200 140 22 'rgba(255,255,255,0.10)'
  txt 80 120 14 "$TEAL" bold 'GUIDE  ·  ARCHITECTURE'
  txt 80 175 42 "$WHITE" bold 'Choosing a'
  txt 80 228 42 "$WHITE" bold 'tech stack'
  txt 80 268 17 "$FAINT" reg 'for your first product'
  local chips=('React' 'Node.js' 'PostgreSQL' 'Cloud hosting') i cx=80
  for i in 0 1 2 3; do pill $cx 310 "${chips[$i]}" 'rgba(255,255,255,0.10)' "$WHITE" 14; cx=$((cx + ${#chips[$i]}*9 + 40)); done
  # isometric stack
  local x=820
  D+=" fill 'rgba(2,8,23,0.30)' stroke none ellipse $x,520 230,80 0,360"
  iso_slab $x 370 190 34 "$AMBER" '#c97f06' '#a86a05'
  iso_slab $x 260 190 34 "$TEAL" '#0f8f82' '#0b7469'
  iso_slab $x 150 190 34 "$BLUE" '#1d4fc0' '#173f99'
  local lb=('Interface' 'API + logic' 'Data') ly=(170 280 390)
  for i in 0 1 2; do
    line $((x+120)) $((ly[i]+36)) $((x+230)) $((ly[i]-10)) 2 'rgba(255,255,255,0.5)'; circ $((x+120)) $((ly[i]+36)) 4 "$WHITE"
    txt $((x+238)) $((ly[i]-4)) 16 "$WHITE" bold "${lb[$i]}"
  done
  save blog-choosing-a-stack.jpg
}
b_mvp_scoping() {
  start 1200 630 '#fff7e8' "$LIGHT" 120
  circ 1120 80 200 'rgba(245,158,11,0.16)'; circ 60 600 160 'rgba(37,99,235,0.08)'
  txt 70 110 14 '#b45309' bold 'PLAYBOOK  ·  PRODUCT'
  txt 70 162 40 "$INK" bold 'Scoping an MVP'
  txt 70 200 17 "$MUTED" reg 'What to build first, and what to leave out'
  local cols=('Must have' 'Nice to have' 'Later') cc=("$TEAL" "$BLUE" "$FAINT") i j
  local items=('Sign up + login|Core booking flow|Card payments|Email receipts' 'Saved favourites|Referral codes|Dark mode' 'Native apps|AI suggestions|Team accounts')
  for i in 0 1 2; do
    local x=$((70+i*360)) y=250
    rr $x $y 340 340 16 "$([[ $i == 0 ]] && echo "$WHITE" || echo 'rgba(255,255,255,0.6)')"
    [[ $i == 0 ]] && { sh $x $y 340 340 16; }
    circ $((x+26)) $((y+32)) 7 "${cc[$i]}"; txt $((x+42)) $((y+38)) 17 "$INK" bold "${cols[$i]}"
    IFS='|' read -ra it <<<"${items[$i]}"
    for j in "${!it[@]}"; do
      local yy=$((y+60+j*66))
      if [[ $i == 0 ]]; then rr $((x+18)) $yy 304 54 10 "$TEAL_L"; check $((x+44)) $((yy+27)) 12 "$TEAL"; txt $((x+66)) $((yy+33)) 15 "$INK" bold "${it[$j]}"
      elif [[ $i == 1 ]]; then rrs $((x+18)) $yy 304 54 10 "$WHITE" "$LINE"; ring $((x+44)) $((yy+27)) 10 2 "$BLUE"; txt $((x+66)) $((yy+33)) 15 "$INK" reg "${it[$j]}"
      else rrs $((x+18)) $yy 304 54 10 'rgba(255,255,255,0.5)' "$LINE"; ring $((x+44)) $((yy+27)) 10 2 "$FAINT"; txt $((x+66)) $((yy+33)) 15 "$FAINT" reg "${it[$j]}"; fi
    done
  done
  pill 470 122 '6-week build' "$NAVY" "$WHITE" 15
  save blog-scoping-an-mvp.jpg
}
b_data_hygiene() {
  start 1200 630 "$NAVY" '#071527' 100; dots 30 30 1140 570 30 'rgba(148,163,184,0.12)'
  txt 70 96 14 "$TEAL" bold 'DATA  ·  OPERATIONS'
  txt 70 146 40 "$WHITE" bold 'Data hygiene for small teams'
  # messy table
  local x=70 y=200 i
  rr $x $y 440 370 16 "$NAVY2"
  txt $((x+24)) $((y+38)) 14 "$FAINT" bold 'contacts_export_FINAL(2).csv'
  local m=('Maria Lopez|maria@example.org|D' 'maria lopez|MARIA@example.org|D' 'J. Smith||M' 'Kofi Mensah|kofi@example.org|' 'Kofi  Mensah|kofi@example.org |D' 'Ana Ruiz|ana@example|B')
  for i in "${!m[@]}"; do
    IFS='|' read -r a b f <<<"${m[$i]}"; local yy=$((y+62+i*48))
    rr $((x+16)) $yy 408 40 8 'rgba(255,255,255,0.06)'
    txt $((x+32)) $((yy+26)) 14 "$WHITE" reg "$a"; txt $((x+168)) $((yy+26)) 13 "$FAINT" mono "${b:-(empty)}"
    case $f in
      D) rect $((x+16)) $yy 4 40 "$AMBER"; pill $((x+334)) $((yy+9)) 'duplicate' 'rgba(245,158,11,0.22)' "$AMBER" 10 ;;
      M) rect $((x+16)) $yy 4 40 "$ROSE"; pill $((x+334)) $((yy+9)) 'missing' 'rgba(248,113,113,0.22)' "$ROSE" 10 ;;
      B) rect $((x+16)) $yy 4 40 "$ROSE"; pill $((x+334)) $((yy+9)) 'invalid' 'rgba(248,113,113,0.22)' "$ROSE" 10 ;;
    esac
  done
  # arrow
  line 540 385 640 385 4 "$TEAL"; pline "624,369 642,385 624,401" 4 "$TEAL"
  # clean table
  x=670
  sh $x $y 460 370 16; rr $x $y 460 370 16 "$WHITE"
  txt $((x+24)) $((y+38)) 14 "$INK" bold 'contacts  ·  3 clean records'
  local c=('Maria Lopez|maria@example.org' 'Kofi Mensah|kofi@example.org' 'Ana Ruiz|ana@example.org')
  for i in "${!c[@]}"; do
    IFS='|' read -r a b <<<"${c[$i]}"; local yy=$((y+62+i*64))
    rr $((x+16)) $yy 428 52 10 "$LIGHT"; check $((x+40)) $((yy+26)) 11 "$TEAL"
    txt $((x+62)) $((yy+31)) 15 "$INK" bold "$a"; txt $((x+220)) $((yy+31)) 13 "$MUTED" mono "$b"
  done
  local st=('2 duplicates merged' '1 invalid email fixed' '1 record flagged') sc=("$AMBER" "$BLUE" "$ROSE")
  for i in 0 1 2; do circ $((x+32)) $((y+276+i*28)) 5 "${sc[$i]}"; txt $((x+46)) $((y+281+i*28)) 13 "$MUTED" reg "${st[$i]}"; done
  save blog-data-hygiene.jpg
}
b_launch_checklist() {
  start 1200 630 "$BLUE" "$NAVY" 150; bgdeco
  txt 70 110 14 "$AMBER" bold 'CHECKLIST  ·  MOBILE'
  txt 70 162 40 "$WHITE" bold 'App store launch'
  txt 70 212 40 "$WHITE" bold 'checklist'
  txt 70 252 17 "$BLUE_L" reg '12 things to settle before you hit submit'
  # phone with icon grid
  phone 170 300 250 500 "$LIGHT"
  local i j cs=("$BLUE" "$TEAL" "$AMBER" "$NAVY3" "$TEAL" "$BLUE" "$AMBER" "$BLUE" "$NAVY3" "$TEAL" "$AMBER" "$BLUE")
  for j in 0 1 2; do for i in 0 1 2 ; do rr $((SX+22+i*70)) $((SY+64+j*80)) 52 52 14 "${cs[$((j*3+i))]}"; done; done
  rr $((SX+92)) $((SY+64)) 52 52 14 "$AMBER"; circ $((SX+118)) $((SY+90)) 14 "$WHITE"; circ $((SX+118)) $((SY+90)) 6 "$AMBER"
  flush 0.4
  # checklist
  fcard 560 120 570 430
  txt 596 170 20 "$INK" bold 'Release 1.0'; pill 1010 150 '9 / 12' "$TEAL_L" '#0f766e' 13
  local it=('App icon and screenshots, all sizes' 'Privacy policy URL and data labels' 'Test accounts for the review team' 'Crash reporting and analytics on' 'Store listing copy and keywords' 'Phased release and rollback plan')
  local done_=(1 1 1 1 0 0)
  for i in "${!it[@]}"; do
    local yy=$((196+i*56))
    if ((done_[i])); then check 614 $((yy+22)) 13 "$TEAL"; txt 642 $((yy+28)) 16 "$INK" reg "${it[$i]}"
    else ring 614 $((yy+22)) 12 2 "$AMBER"; txt 642 $((yy+28)) 16 "$MUTED" reg "${it[$i]}"; fi
    ((i<5)) && line 596 $((yy+48)) 1094 $((yy+48)) 1 "$GRID"
  done
  save blog-app-store-launch-checklist.jpg
}
b_security_basics() {
  start 1200 630 "$NAVY" '#0a2540' 60; dots 30 30 1140 570 30 'rgba(148,163,184,0.10)'
  circ 860 315 250 'rgba(37,99,235,0.10)'; circ 860 315 180 'rgba(20,184,166,0.08)'
  txt 70 120 14 "$TEAL" bold 'SECURITY  ·  FUNDAMENTALS'
  txt 70 172 40 "$WHITE" bold 'Security basics'
  txt 70 220 40 "$WHITE" bold 'every small team'
  txt 70 268 40 "$WHITE" bold 'should cover'
  # shield
  local cx=860
  poly "$(bezpts $cx 120 $((cx+60)) 150 $((cx+120)) 150 $((cx+150)) 150) $(bezpts $((cx+150)) 150 $((cx+160)) 330 $((cx+110)) 430 $cx 500) $(bezpts $cx 500 $((cx-110)) 430 $((cx-160)) 330 $((cx-150)) 150) $(bezpts $((cx-150)) 150 $((cx-120)) 150 $((cx-60)) 150 $cx 120)" "$BLUE"
  poly "$(bezpts $cx 120 $((cx+60)) 150 $((cx+120)) 150 $((cx+150)) 150) $(bezpts $((cx+150)) 150 $((cx+160)) 330 $((cx+110)) 430 $cx 500) $cx 120" '#1d4fc0'
  # lock
  arc $cx 290 34 180 360 12 "$WHITE"; line $((cx-34)) 290 $((cx-34)) 305 12 "$WHITE"; line $((cx+34)) 290 $((cx+34)) 305 12 "$WHITE"
  rr $((cx-58)) 300 116 94 16 "$WHITE"; circ $cx 338 11 "$NAVY"; rr $((cx-5)) 340 10 28 4 "$NAVY"
  flush
  local t=('2FA everywhere' 'Tested backups' 'Patch monthly' 'Least privilege') p=("70 330" "70 420" "330 330" "330 420") c=("$TEAL" "$AMBER" "$BLUE" "$TEAL") i
  for i in 0 1 2 3; do set -- ${p[$i]}
    rr $1 $2 236 70 14 'rgba(255,255,255,0.08)'; check $(($1+34)) $(($2+35)) 14 "${c[$i]}"; txt $(($1+60)) $(($2+41)) 16 "$WHITE" bold "${t[$i]}"
  done
  save blog-security-basics.jpg
}

# ================================================================= avatars (256x256)
make_avatar() { # make_avatar file initials colour1 colour2 angle
  start 256 256 "$3" "$4" "$5"
  circ 214 36 56 'rgba(255,255,255,0.08)'; circ 20 236 48 'rgba(255,255,255,0.06)'
  D+=" fill 'rgba(255,255,255,0.92)' stroke none ellipse 128,282 104,112 0,360"   # shoulders
  circ 128 100 47 'rgba(255,255,255,0.92)'                                        # head
  if [[ -n $F_BOLD ]]; then
    D+=" fill '$4' stroke none font '$F_BOLD' font-size 36 gravity center text 0,88 '$2' gravity northwest"
  fi
  save "$1" 82 18000
}

echo "Writing demo images to $OUT"
p_fintech_dashboard; p_fintech_reports
p_volunteer_app; p_volunteer_schedule; p_volunteer_checkin
p_data_pipeline; p_inventory; p_clinic_booking; p_fitness_app; p_donor_warehouse; p_logistics_api
b_choosing_stack; b_mvp_scoping; b_data_hygiene; b_launch_checklist; b_security_basics
make_avatar avatar-sarah-chen.jpg SC "$BLUE" "$NAVY" 135
make_avatar avatar-marcus-johnson.jpg MJ "$TEAL" '#0f5f58' 135
make_avatar avatar-priya-raman.jpg PR "$AMBER" '#b45309' 135
make_avatar avatar-diego-alvarez.jpg DA "$NAVY3" "$NAVY" 135
make_avatar avatar-amara-okafor.jpg AO '#7c3aed' '#3b1c7a' 135
make_avatar avatar-tomasz-nowak.jpg TN '#0891b2' "$NAVY" 135
make_avatar avatar-leila-haddad.jpg LH '#e11d48' '#7f1d3a' 135
make_avatar avatar-kenji-watanabe.jpg KW "$BLUE" "$TEAL" 135
make_avatar avatar-grace-mensah.jpg GM '#16a34a' '#14532d' 135
make_avatar avatar-oliver-brandt.jpg OB '#475569' "$NAVY" 135
echo "Total: $(cat "$OUT"/*.jpg | wc -c) bytes in $(ls "$OUT"/*.jpg | wc -l) files"
