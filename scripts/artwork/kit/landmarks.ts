import { mix, n, range } from './core.ts';

/** Landmarks are drawn on a 1000-unit width with the ground at y = 0; place them with `place`. */

const timber = '#4a2f22';

function windows(
  x0: number,
  x1: number,
  y: number,
  w: number,
  h: number,
  count: number,
  fill: string,
  rx = 0,
): string {
  return range(count)
    .map(
      (i) =>
        `<rect x="${n(x0 + ((x1 - x0 - w) * i) / Math.max(1, count - 1))}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}"/>`,
    )
    .join('');
}

/** The city portal: a half-timbered gatehouse straddling the road with two side towers. */
export function portal(lit = false): string {
  const glass = lit ? '#ffcf6a' : '#9fc3d6';
  const tower = (x: number) =>
    `<rect x="${x}" y="-620" width="170" height="620" fill="#f4ead8"/><path d="M${x},-420H${x + 170}M${x},-220H${x + 170}M${x + 85},-620V0M${x},-420L${x + 85},-220M${x + 170},-420L${x + 85},-220" stroke="${timber}" stroke-width="14"/><polygon points="${x - 20},-620 ${x + 85},-900 ${x + 190},-620" fill="#7a2e24"/>${windows(x + 25, x + 125, -560, 22, 60, 2, glass)}`;
  return `<rect x="120" y="-560" width="760" height="560" fill="#f4ead8"/>
    <path d="M120,-380H880M120,-200H880M240,-560V-380M360,-560V-380M640,-560V-380M760,-560V-380M120,-380L240,-560M880,-380L760,-560M360,-380L500,-560L640,-380" stroke="${timber}" stroke-width="16" fill="none"/>
    <path d="M330,0 V-250 Q330,-360 500,-360 Q670,-360 670,-250 V0 Z" fill="#3a2a22"/>
    <path d="M350,0 V-250 Q350,-340 500,-340 Q650,-340 650,-250 V0" fill="none" stroke="#8a7f72" stroke-width="24"/>
    <polygon points="90,-560 500,-880 910,-560" fill="#8e3b2a"/>
    <polygon points="180,-575 500,-820 820,-575" fill="#f4ead8"/>
    <circle cx="500" cy="-680" r="60" fill="#f2b53a"/><circle cx="500" cy="-680" r="40" fill="#2f5d3a"/>
    ${windows(160, 290, -520, 50, 80, 2, glass)}${windows(710, 840, -520, 50, 80, 2, glass)}
    ${tower(-40)}${tower(870)}`;
}

/** Palácio Boa Vista: Tudor-style manor with a stone ground floor and half-timbered gables. */
export function palace(): string {
  const gable = (x: number, w: number) =>
    `<polygon points="${x},-380 ${x + w / 2},-600 ${x + w},-380" fill="#efe6d6"/><path d="M${x + w / 2},-590V-380M${x + w * 0.25},-490L${x + w / 2},-380L${x + w * 0.75},-490" stroke="${timber}" stroke-width="10"/><path d="M${x - 20},-372 L${x + w / 2},-615 L${x + w + 20},-372" stroke="#4a4a52" stroke-width="26" fill="none"/>`;
  return `<rect x="0" y="-380" width="1000" height="380" fill="#efe6d6"/>
    <rect x="0" y="-190" width="1000" height="190" fill="#a79c8c"/>
    <path d="M0,-380H1000M0,-190H1000${range(11)
      .map((i) => `M${i * 100},-380V-190`)
      .join('')}" stroke="${timber}" stroke-width="12"/>
    <polygon points="-20,-372 60,-470 940,-470 1020,-372" fill="#55555e"/>
    ${gable(60, 240)}${gable(380, 240)}${gable(700, 240)}
    <rect x="330" y="-560" width="40" height="120" fill="#8a5a44"/><rect x="640" y="-560" width="40" height="120" fill="#8a5a44"/>
    ${windows(40, 940, -350, 60, 110, 9, '#8fb1c4')}${windows(40, 940, -160, 60, 110, 9, '#6f8ea0')}
    <rect x="460" y="-170" width="80" height="170" fill="${timber}"/>
    <rect x="495" y="-700" width="8" height="120" fill="#333"/><rect x="503" y="-700" width="70" height="44" fill="#2f7a3a"/><rect x="503" y="-684" width="70" height="12" fill="#f2d23a"/>`;
}

/** A white hillside chapel with one bell tower. */
export function chapel(lit = false): string {
  return `<rect x="250" y="-420" width="500" height="420" fill="#f6f1e8"/>
    <polygon points="220,-420 500,-640 780,-420" fill="#8e3b2a"/>
    <rect x="420" y="-820" width="160" height="420" fill="#fbf8f3"/>
    <polygon points="400,-820 500,-1010 600,-820" fill="#8e3b2a"/>
    <path d="M500,-1100V-1000M470,-1070H530" stroke="#f2b53a" stroke-width="14"/>
    <path d="M460,-700 Q500,-760 540,-700 V-640 H460 Z" fill="#3a2a22"/>
    <circle cx="500" cy="-520" r="46" fill="${lit ? '#ffcf6a' : '#9fc3d6'}" stroke="#c9a227" stroke-width="10"/>
    <path d="M430,0 V-230 Q500,-320 570,-230 V0 Z" fill="#6b4228"/>
    ${windows(290, 380, -330, 50, 130, 2, lit ? '#ffcf6a' : '#9fc3d6', 25)}${windows(620, 710, -330, 50, 130, 2, lit ? '#ffcf6a' : '#9fc3d6', 25)}
    <path d="M240,0H760" stroke="#c9c2b5" stroke-width="20"/>`;
}

/** The old basilica of Aparecida: colonial white facade with two towers and blue trim. */
export function oldBasilica(): string {
  const tower = (x: number) =>
    `<rect x="${x}" y="-900" width="200" height="900" fill="#fbf8f3"/><path d="M${x - 10},-900 Q${x + 100},-1100 ${x + 210},-900 Z" fill="#3f6f9a"/><rect x="${x + 60}" y="-820" width="80" height="130" rx="40" fill="#3a2a22"/><path d="M${x + 100},-1160V-1070M${x + 75},-1130H${x + 125}" stroke="#f2b53a" stroke-width="12"/><path d="M${x},-600H${x + 200}" stroke="#3f6f9a" stroke-width="14"/>`;
  return `<rect x="180" y="-640" width="640" height="640" fill="#f6f1e8"/>
    <path d="M180,-640 Q500,-860 820,-640 Z" fill="#fbf8f3" stroke="#3f6f9a" stroke-width="14"/>
    <circle cx="500" cy="-690" r="44" fill="#f2b53a"/>
    <path d="M420,0 V-280 Q500,-380 580,-280 V0 Z" fill="#3f6f9a"/>
    ${windows(250, 700, -520, 50, 120, 3, '#3a2a22', 24)}
    ${tower(0)}${tower(800)}`;
}

/** The national sanctuary: a brick Greek-cross basilica, green dome with lantern, tall tower. */
export function basilica(lit = false): string {
  const brick = '#b5613f';
  const dark = mix(brick, '#000000', 0.25);
  const glass = lit ? '#ffcf6a' : '#4a2f28';
  return `<rect x="40" y="-420" width="920" height="420" fill="${brick}"/>
    <rect x="330" y="-560" width="340" height="560" fill="${mix(brick, '#ffffff', 0.08)}"/>
    <polygon points="300,-560 500,-680 700,-560" fill="${dark}"/>
    <rect x="400" y="-760" width="200" height="120" fill="${brick}"/>
    <path d="M380,-760 Q380,-1000 500,-1010 Q620,-1000 620,-760 Z" fill="#5f8f86"/>
    <path d="M430,-770 Q440,-950 500,-990" stroke="#8fc0b4" stroke-width="14" fill="none"/>
    <rect x="480" y="-1080" width="40" height="80" fill="#5f8f86"/><path d="M500,-1160V-1080M475,-1130H525" stroke="#f2b53a" stroke-width="12"/>
    ${windows(80, 280, -360, 40, 150, 4, glass, 20)}${windows(720, 920, -360, 40, 150, 4, glass, 20)}
    ${windows(370, 630, -500, 44, 170, 4, glass, 22)}
    <path d="M40,-420H960" stroke="${dark}" stroke-width="20"/>
    <circle cx="500" cy="-600" r="32" fill="#f2d9a0"/>`;
}

/** The sanctuary's freestanding tower with clock and spire (drawn tall and slim). */
export function basilicaTower(lit = false): string {
  return `<rect x="0" y="-1500" width="160" height="1500" fill="#b5613f"/>
    <rect x="-10" y="-1520" width="180" height="40" fill="#8e4a30"/>
    <polygon points="0,-1520 80,-1800 160,-1520" fill="#5f8f86"/>
    <circle cx="80" cy="-1350" r="48" fill="#fbf8f3"/><path d="M80,-1350V-1385M80,-1350H105" stroke="#1c1830" stroke-width="8"/>
    ${windows(40, 90, -1250, 30, 160, 2, lit ? '#ffcf6a' : '#4a2f28', 15)}
    <path d="M80,-1880V-1800M60,-1850H100" stroke="#f2b53a" stroke-width="10"/>`;
}

/** A modernist museum: a long white slab on pilotis over glass, with hanging banners. */
export function museum(): string {
  return `<rect x="0" y="-520" width="1000" height="40" fill="#e9e4da"/>
    <rect x="40" y="-480" width="920" height="220" fill="#f4f1ea"/>
    <rect x="100" y="-260" width="800" height="260" fill="#6d8ea3"/>
    ${range(7)
      .map((i) => `<rect x="${100 + i * 130}" y="-260" width="14" height="260" fill="#2f3a44"/>`)
      .join('')}
    ${range(6)
      .map((i) => `<rect x="${80 + i * 170}" y="-480" width="24" height="480" fill="#d9d2c3"/>`)
      .join('')}
    <rect x="180" y="-450" width="90" height="170" fill="#a8322a"/><rect x="730" y="-450" width="90" height="170" fill="#f2b53a"/>
    <circle cx="225" cy="-380" r="26" fill="#fbf8f3"/><rect x="760" y="-420" width="30" height="90" fill="#1c1830"/>
    <rect x="-40" y="0" width="1080" height="30" fill="#c9c2b5"/><rect x="0" y="30" width="1000" height="30" fill="#b5ad9e"/>`;
}

/** A timber barn with a gambrel roof, boards and a cross-braced door. */
export function barn(color = '#8e3b2a'): string {
  return `<rect x="100" y="-420" width="800" height="420" fill="${color}"/>
    <path d="${range(16)
      .map((i) => `M${150 + i * 50},-420V0`)
      .join('')}" stroke="${mix(color, '#000000', 0.25)}" stroke-width="6"/>
    <polygon points="60,-400 180,-620 500,-760 820,-620 940,-400" fill="#4a3a32"/>
    <rect x="380" y="-300" width="240" height="300" fill="${mix(color, '#000000', 0.35)}"/>
    <path d="M380,-300L620,0M620,-300L380,0M380,-300H620V0H380Z" stroke="#f3e3c3" stroke-width="16" fill="none"/>
    <rect x="440" y="-600" width="120" height="110" fill="#f3e3c3"/><rect x="455" y="-585" width="90" height="80" fill="#e3b54a"/>`;
}

/** The mountain railway's small blue tram car (bondinho) with pantograph. */
export function tram(lit = false): string {
  return `<ellipse cx="500" cy="4" rx="480" ry="16" fill="#000" opacity=".25"/>
    <rect x="60" y="-480" width="880" height="390" rx="40" fill="#2f5d9a"/>
    <rect x="60" y="-240" width="880" height="40" fill="#f3e3c3"/>
    ${windows(110, 820, -430, 90, 150, 6, lit ? '#ffcf6a' : '#bfe0ee', 14)}
    <path d="M60,-500 Q500,-560 940,-500 V-470 H60 Z" fill="#c9c2b5"/>
    <path d="M420,-540 L500,-640 L580,-540 M500,-640 H420" stroke="#333" stroke-width="10" fill="none"/>
    <rect x="120" y="-100" width="760" height="40" fill="#222"/>
    ${range(4)
      .map((i) => `<circle cx="${190 + i * 210}" cy="-50" r="50" fill="#1a1a1a"/>`)
      .join('')}`;
}

/** The basilica with its tower beside it, sized together: `width` is the basilica's width. */
export function sanctuary(x: number, ground: number, width: number, lit = false): string {
  const s = width / 1000;
  const tower = `<g transform="translate(${n(x + width * 1.06)} ${n(ground)}) scale(${(s * 0.72).toFixed(4)})">${basilicaTower(lit)}</g>`;
  return `<g transform="translate(${n(x)} ${n(ground)}) scale(${s.toFixed(4)})">${basilica(lit)}</g>${tower}`;
}
