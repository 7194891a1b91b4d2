import { mix, n, range } from './core.ts';
import { wordCentred } from './lettering.ts';

/** Vehicles are drawn facing right on a 1000-unit length with the road at y = 0, then placed. */
export function place(x: number, ground: number, length: number, body: string, flip = false): string {
  const s = length / 1000;
  const mirror = flip ? ' translate(1000 0) scale(-1 1)' : '';
  return `<g transform="translate(${n(x)} ${n(ground)}) scale(${s.toFixed(4)})${mirror}">${body}</g>`;
}

export function wheel(cx: number, r = 70, hub = '#e9e2d3'): string {
  return `<circle cx="${cx}" cy="${-r}" r="${r}" fill="#16141c"/><circle cx="${cx}" cy="${-r}" r="${r * 0.58}" fill="${hub}"/><circle cx="${cx}" cy="${-r}" r="${r * 0.42}" fill="${mix(hub, '#000000', 0.25)}"/><circle cx="${cx}" cy="${-r}" r="${r * 0.16}" fill="${hub}"/>`;
}

const shadow = `<ellipse cx="500" cy="4" rx="520" ry="22" fill="#000" opacity=".28"/>`;

export function filmReel(cx: number, cy: number, r: number, color: string, hole: string): string {
  const holes = range(5)
    .map((i) => {
      const a = (i / 5) * Math.PI * 2 - Math.PI / 2;
      return `<circle cx="${n(cx + Math.cos(a) * r * 0.55)}" cy="${n(cy + Math.sin(a) * r * 0.55)}" r="${n(r * 0.22)}" fill="${hole}"/>`;
    })
    .join('');
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${color}"/>${holes}<circle cx="${cx}" cy="${cy}" r="${n(r * 0.12)}" fill="${hole}"/>`;
}

function bulbs(x0: number, x1: number, y: number, count: number, lit: boolean): string {
  return range(count)
    .map((i) => {
      const x = x0 + ((x1 - x0) * i) / (count - 1);
      return `${lit ? `<circle cx="${n(x)}" cy="${y}" r="15" fill="#ffd66a" opacity=".35"/>` : ''}<circle cx="${n(x)}" cy="${y}" r="7" fill="${lit ? '#fff3c4' : '#ffe39a'}"/>`;
    })
    .join('');
}

/** People seen from the side in open seats: just heads and shoulders in varied colours. */
function riders(x0: number, count: number, step: number, y: number): string {
  const skins = ['#e9b48f', '#8a5a3c', '#c68c63', '#f0c9a8', '#5e3b28'];
  const shirts = ['#3a6fb0', '#f2b53a', '#2f7a5a', '#d9d4cc', '#7a3a8a'];
  return range(count)
    .map((i) => {
      const x = x0 + i * step;
      return `<path d="M${x - 34},${y + 40} Q${x - 30},${y - 4} ${x},${y - 6} Q${x + 30},${y - 4} ${x + 34},${y + 40} Z" fill="${shirts[i % 5]}"/><circle cx="${x}" cy="${y - 30}" r="24" fill="${skins[i % 5]}"/>`;
    })
    .join('');
}

/**
 * The Jardineira Cinema: a 1950s open-sided jardineira bus with a bonnet, red body, cream roof
 * and trim, a marquee of bulbs on the roof and a film-reel emblem on the side.
 */
export function jardineira(opts: { body?: string; trim?: string; lit?: boolean } = {}): string {
  const body = opts.body ?? '#a8322a';
  const trim = opts.trim ?? '#f3e3c3';
  const lit = opts.lit ?? false;
  const posts = [60, 240, 420, 600, 780]
    .map((x) => `<rect x="${x}" y="-440" width="22" height="250" fill="${trim}"/>`)
    .join('');
  return `${shadow}
    <rect x="40" y="-400" width="760" height="220" fill="#4a1c18"/>
    ${riders(120, 4, 180, -300)}
    ${range(4)
      .map(
        (i) =>
          `<rect x="${150 + i * 180}" y="-290" width="24" height="110" rx="8" fill="${mix(body, '#000000', 0.35)}"/>`,
      )
      .join('')}
    <path d="M20,-200 H820 V-110 Q820,-80 790,-80 H40 Q20,-80 20,-110 Z" fill="${body}"/>
    <path d="M810,-330 H905 Q985,-325 990,-230 V-110 Q990,-80 960,-80 H810 Z" fill="${body}"/>
    <path d="M815,-330 L840,-450 H870 L860,-330 Z" fill="#bfe0ee" stroke="${trim}" stroke-width="10"/>
    <path d="M920,-300 V-130 M940,-300 V-130 M960,-290 V-130" stroke="${mix(body, '#000000', 0.3)}" stroke-width="8"/>
    <rect x="20" y="-200" width="800" height="22" fill="${trim}"/>
    <path d="M140,-80 A95,95 0 0 1 330,-80 Z M700,-80 A95,95 0 0 1 890,-80 Z" fill="${mix(body, '#000000', 0.35)}"/>
    ${posts}
    <path d="M10,-440 Q10,-475 50,-478 H830 Q870,-475 872,-440 V-430 H10 Z" fill="${trim}"/>
    ${bulbs(30, 850, -452, 18, lit)}
    <rect x="250" y="-560" width="400" height="80" rx="10" fill="#1c1830" stroke="#f2b53a" stroke-width="8"/>
    ${wordCentred('MOVIE TOUR', 450, -543, 46, '#f2b53a', 3)}
    ${bulbs(262, 638, -568, 12, lit)}
    ${filmReel(470, -135, 40, '#f2b53a', body)}
    <circle cx="978" cy="-250" r="22" fill="${lit ? '#fff6c8' : '#f6e7b0'}" stroke="${trim}" stroke-width="6"/>
    <rect x="960" y="-100" width="50" height="18" rx="6" fill="#c9c2b5"/><rect x="0" y="-100" width="40" height="18" rx="6" fill="#c9c2b5"/>
    ${wheel(235)}${wheel(795)}`;
}

/** The Cine Bus Noir: a rounded black-and-gold coach with a film-strip band and a clapperboard. */
export function noirBus(lit = false): string {
  const strip = range(22)
    .map(
      (i) =>
        `<rect x="${60 + i * 40}" y="-238" width="20" height="10" rx="2" fill="#1c1830"/><rect x="${60 + i * 40}" y="-198" width="20" height="10" rx="2" fill="#1c1830"/>`,
    )
    .join('');
  const windows = range(6)
    .map(
      (i) =>
        `<rect x="${70 + i * 120}" y="-400" width="100" height="110" rx="14" fill="${lit ? '#ffcf6a' : '#7fa4bd'}" stroke="#f2b53a" stroke-width="6"/><path d="M${80 + i * 120},-300 L${150 + i * 120},-395" stroke="#ffffff" stroke-width="8" opacity=".25"/>`,
    )
    .join('');
  return `${shadow}
    <path d="M30,-90 V-380 Q30,-450 110,-450 H850 Q960,-450 985,-330 L995,-140 Q995,-90 950,-90 Z" fill="#15121f"/>
    <path d="M40,-420 Q60,-448 110,-448 H850 Q930,-448 960,-400 Z" fill="#2b2540"/>
    ${windows}
    <path d="M845,-405 H930 Q970,-400 980,-300 H845 Z" fill="${lit ? '#ffcf6a' : '#7fa4bd'}" stroke="#f2b53a" stroke-width="6"/>
    <rect x="30" y="-250" width="965" height="74" fill="#f2b53a"/>
    ${strip}
    ${range(11)
      .map((i) => `<rect x="${70 + i * 80}" y="-224" width="60" height="22" fill="#3a2f1a" opacity=".35"/>`)
      .join('')}
    <g transform="translate(80 -160)"><rect width="130" height="60" fill="#fbf8f3"/><path d="M0,-34 L130,-34 L130,-8 L0,-8 Z" fill="#fbf8f3"/><path d="M10,-34 l20,26 M50,-34 l20,26 M90,-34 l20,26" stroke="#15121f" stroke-width="14"/><path d="M12,20 H118 M12,40 H90" stroke="#15121f" stroke-width="6"/></g>
    <rect x="20" y="-110" width="985" height="24" rx="10" fill="#c9a227"/>
    <path d="M130,-90 A100,100 0 0 1 330,-90 Z M690,-90 A100,100 0 0 1 890,-90 Z" fill="#07060c"/>
    <circle cx="975" cy="-150" r="20" fill="#fff3c4"/>
    <rect x="300" y="-530" width="400" height="70" rx="10" fill="#15121f" stroke="#f2b53a" stroke-width="6"/>
    ${wordCentred('CINE NOIR', 500, -514, 38, '#f2b53a', 3)}
    ${bulbs(312, 688, -538, 10, lit)}
    ${wheel(230, 72, '#f2b53a')}${wheel(790, 72, '#f2b53a')}`;
}

/** The coming Panorâmico 360: a low modern minibus with glass wrapping into the roof. */
export function panoramic(): string {
  return `${shadow}
    <path d="M30,-100 V-300 Q40,-430 170,-440 H820 Q950,-430 990,-260 V-130 Q990,-100 960,-100 Z" fill="#d9dde6"/>
    <path d="M70,-300 Q80,-410 180,-418 H810 Q920,-410 960,-270 H70 Z" fill="#5d86b0" opacity=".92"/>
    <path d="M200,-412 L140,-280 M420,-418 L360,-280 M640,-418 L580,-280" stroke="#dff1ff" stroke-width="16" opacity=".45"/>
    <rect x="30" y="-210" width="960" height="16" fill="#f2b53a"/>
    <path d="M150,-100 A95,95 0 0 1 340,-100 Z M680,-100 A95,95 0 0 1 870,-100 Z" fill="#2a2d38"/>
    ${wheel(245, 70, '#b8bcc6')}${wheel(775, 70, '#b8bcc6')}`;
}

/** A dark executive sedan for the per-car Aparecida trip. */
export function sedan(color = '#1c1830'): string {
  return `${shadow}
    <path d="M20,-110 Q20,-230 140,-240 L300,-250 Q380,-390 520,-395 H640 Q740,-390 820,-255 L930,-240 Q990,-230 990,-150 V-110 Q990,-80 950,-80 H50 Q20,-80 20,-110 Z" fill="${color}"/>
    <path d="M330,-255 Q400,-370 510,-372 H560 V-255 Z M590,-255 V-372 H640 Q720,-368 785,-255 Z" fill="#9cc0d6"/>
    <path d="M30,-170 H985" stroke="#f2b53a" stroke-width="8"/>
    <rect x="955" y="-220" width="35" height="25" rx="8" fill="#fff3c4"/>
    ${wheel(215, 82, '#c9c2b5')}${wheel(800, 82, '#c9c2b5')}`;
}

/** An open 4x4 with roll bar and spare wheel, for the high-altitude dirt track. */
export function jeep(color = '#5d6b3a'): string {
  return `${shadow}
    <path d="M40,-120 V-300 H620 L680,-420 H720 L700,-300 H930 Q980,-300 985,-250 V-140 Q985,-110 955,-110 H40 Z" fill="${color}"/>
    <path d="M140,-300 V-470 H520 V-300" stroke="#2a2a2a" stroke-width="22" fill="none"/>
    <circle cx="230" cy="-360" r="28" fill="#e9b48f"/><circle cx="430" cy="-360" r="28" fill="#8a5a3c"/>
    <rect x="60" y="-250" width="880" height="14" fill="${mix(color, '#000000', 0.3)}"/>
    <circle cx="30" cy="-230" r="80" fill="#16141c"/><circle cx="30" cy="-230" r="40" fill="#3a3a3a"/>
    ${wheel(210, 110, '#b8b09a')}${wheel(800, 110, '#b8b09a')}
    <circle cx="960" cy="-270" r="18" fill="#fff3c4"/>`;
}
