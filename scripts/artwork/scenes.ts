import {
  araucaria,
  between,
  chalet,
  cinemaBus,
  cinemaFrame,
  pine,
  ridge,
  seeded,
  sky,
  svgDocument,
  type Rng,
} from './svg.ts';

export type SkyName = 'dawn' | 'day' | 'golden' | 'sunset' | 'dusk' | 'night';
export type Subject =
  | 'town'
  | 'bus'
  | 'garden'
  | 'labyrinth'
  | 'museum'
  | 'sculptures'
  | 'station'
  | 'church'
  | 'farm'
  | 'deck'
  | 'vineyard'
  | 'barn'
  | 'forest'
  | 'waterfall'
  | 'river'
  | 'bridge'
  | 'peak'
  | 'clouds'
  | 'stars'
  | 'road'
  | 'basilica'
  | 'cablecar'
  | 'lake'
  | 'palace'
  | 'chocolate'
  | 'car'
  | 'olives'
  | 'trout';

export type Scene = { sky: SkyName; subjects: Subject[]; seed: number };

const skies: Record<SkyName, { top: string; bottom: string; sun?: string; ridge: string[]; ground: string }> =
  {
    dawn: {
      top: '#6b7fb8',
      bottom: '#f6c7a1',
      sun: '#ffe3b0',
      ridge: ['#8d8fb8', '#6a6f9c', '#454a78'],
      ground: '#3f6b4a',
    },
    day: {
      top: '#5aa7df',
      bottom: '#cde9f5',
      sun: '#fff6d6',
      ridge: ['#8fb3c9', '#5f8fa6', '#3f6f58'],
      ground: '#4f8a4a',
    },
    golden: {
      top: '#f0a04b',
      bottom: '#fce2a6',
      sun: '#fff2c2',
      ridge: ['#c98a5a', '#9b6548', '#5d4a3a'],
      ground: '#6f7d3c',
    },
    sunset: {
      top: '#4a2a6b',
      bottom: '#f2875a',
      sun: '#ffd27a',
      ridge: ['#7a4a78', '#553a66', '#2f2545'],
      ground: '#2d3b2e',
    },
    dusk: {
      top: '#1c1830',
      bottom: '#8a5a8c',
      sun: '#f2b53a',
      ridge: ['#4b3f6e', '#35305a', '#211d3a'],
      ground: '#1f2b26',
    },
    night: { top: '#0b0a18', bottom: '#2a2545', ridge: ['#2d2a4a', '#221f3c', '#16142a'], ground: '#14131f' },
  };

type Ctx = { rng: Rng; w: number; h: number; ground: number; dark: boolean };

const draw: Record<Subject, (c: Ctx) => string> = {
  town: ({ w, ground, rng }) =>
    Array.from({ length: 6 }, (_, i) =>
      chalet(
        w * (0.05 + i * 0.16),
        ground,
        w * between(rng, 0.1, 0.13),
        ['#f3e6cf', '#efe0c4', '#f7ecd9'][i % 3]!,
        ['#8e2f25', '#5a3b2a', '#a8322a'][i % 3]!,
        '#4a2f22',
      ),
    ).join(''),
  bus: ({ w, ground }) => cinemaBus(w * 0.3, ground + w * 0.02, w * 0.42, '#a8322a', '#f3e3c3', true),
  car: ({ w, ground }) => `<g>${cinemaBus(w * 0.38, ground + w * 0.01, w * 0.26, '#1c1830', '#f2b53a')}</g>`,
  garden: ({ w, h, ground, rng }) =>
    Array.from(
      { length: 140 },
      () =>
        `<circle cx="${between(rng, 0, w).toFixed(0)}" cy="${between(rng, ground, h).toFixed(0)}" r="${between(rng, w * 0.004, w * 0.011).toFixed(1)}" fill="${['#e86a92', '#f2b53a', '#f4f1e8', '#b85cc4', '#5f8fe0'][Math.floor(rng() * 5)]}"/>`,
    ).join(''),
  labyrinth: ({ w, h, ground }) =>
    Array.from(
      { length: 5 },
      (_, i) =>
        `<rect x="${w * (0.2 + i * 0.03)}" y="${ground + (h - ground) * (0.1 + i * 0.14)}" width="${w * (0.6 - i * 0.06)}" height="${(h - ground) * 0.07}" rx="8" fill="#2f5d34"/>`,
    ).join(''),
  museum: ({ w, ground }) => {
    const x = w * 0.3;
    const bw = w * 0.4;
    const top = ground - w * 0.18;
    const cols = Array.from(
      { length: 6 },
      (_, i) =>
        `<rect x="${x + bw * (0.08 + i * 0.16)}" y="${top + w * 0.04}" width="${bw * 0.05}" height="${w * 0.14}" fill="#e9e2d3"/>`,
    ).join('');
    return `<rect x="${x}" y="${top + w * 0.03}" width="${bw}" height="${w * 0.15}" fill="#cfc6b4"/>${cols}<polygon points="${x - 10},${top + w * 0.035} ${x + bw / 2},${top - w * 0.05} ${x + bw + 10},${top + w * 0.035}" fill="#e9e2d3"/>`;
  },
  sculptures: ({ w, ground, rng }) =>
    Array.from({ length: 4 }, (_, i) => {
      const x = w * (0.15 + i * 0.22);
      const s = w * between(rng, 0.06, 0.1);
      return `<path d="M${x},${ground} C${x - s},${ground - s * 2} ${x + s},${ground - s * 2.5} ${x + s * 0.3},${ground - s * 3} C${x + s * 1.2},${ground - s * 1.5} ${x + s * 0.5},${ground - s} ${x + s * 0.6},${ground} Z" fill="${['#b87333', '#8a8f98', '#2b2b2b', '#c9a227'][i]}"/>`;
    }).join(''),
  station: ({ w, ground }) =>
    `${chalet(w * 0.25, ground, w * 0.22, '#f0dfc0', '#2f5d34', '#5a3b2a')}<rect x="0" y="${ground + 6}" width="${w}" height="6" fill="#5a4a3a"/><rect x="0" y="${ground + 18}" width="${w}" height="6" fill="#5a4a3a"/>
     <rect x="${w * 0.55}" y="${ground - w * 0.1}" width="${w * 0.3}" height="${w * 0.1}" rx="12" fill="#1f5a8a"/><rect x="${w * 0.57}" y="${ground - w * 0.085}" width="${w * 0.26}" height="${w * 0.035}" fill="#bfe3f2"/>`,
  church: ({ w, ground }) => {
    const x = w * 0.55;
    return `<rect x="${x}" y="${ground - w * 0.16}" width="${w * 0.16}" height="${w * 0.16}" fill="#f3ece0"/><rect x="${x + w * 0.05}" y="${ground - w * 0.3}" width="${w * 0.06}" height="${w * 0.16}" fill="#f3ece0"/><polygon points="${x + w * 0.04},${ground - w * 0.3} ${x + w * 0.08},${ground - w * 0.38} ${x + w * 0.12},${ground - w * 0.3}" fill="#8e2f25"/><rect x="${x + w * 0.075}" y="${ground - w * 0.37}" width="4" height="${w * 0.03}" fill="#f2b53a"/>`;
  },
  palace: ({ w, ground }) =>
    `${chalet(w * 0.28, ground, w * 0.2, '#efe6d6', '#6b4a3a', '#4a2f22')}${chalet(w * 0.48, ground, w * 0.24, '#efe6d6', '#6b4a3a', '#4a2f22')}<rect x="${w * 0.56}" y="${ground - w * 0.32}" width="4" height="${w * 0.12}" fill="#333"/><rect x="${w * 0.563}" y="${ground - w * 0.32}" width="${w * 0.05}" height="${w * 0.03}" fill="#1f7a3a"/>`,
  chocolate: ({ w, ground }) =>
    `${chalet(w * 0.35, ground, w * 0.3, '#6b3f2a', '#3b2218', '#f2b53a')}<rect x="${w * 0.38}" y="${ground - w * 0.3}" width="${w * 0.24}" height="${w * 0.05}" rx="6" fill="#f2b53a"/>`,
  farm: ({ w, ground, rng }) =>
    `<path d="M0,${ground + 10} H${w}" stroke="#7a5a3a" stroke-width="6"/>${Array.from({ length: 16 }, (_, i) => `<rect x="${(i * w) / 15}" y="${ground - 6}" width="6" height="26" fill="#7a5a3a"/>`).join('')}
     ${[0.3, 0.55]
       .map((p) => {
         const x = w * p + between(rng, -20, 20);
         const y = ground + 60;
         return `<ellipse cx="${x}" cy="${y}" rx="${w * 0.045}" ry="${w * 0.02}" fill="#5a3422"/><rect x="${x + w * 0.03}" y="${y - w * 0.035}" width="${w * 0.015}" height="${w * 0.035}" fill="#5a3422"/>${[-0.03, -0.01, 0.015, 0.03].map((o) => `<rect x="${x + w * o}" y="${y}" width="5" height="${w * 0.03}" fill="#3a2218"/>`).join('')}`;
       })
       .join('')}`,
  deck: ({ w, ground }) =>
    `<polygon points="${w * 0.05},${ground + 40} ${w * 0.7},${ground + 40} ${w * 0.75},${ground + 70} ${0},${ground + 70}" fill="#8a5a3a"/>${Array.from({ length: 10 }, (_, i) => `<rect x="${w * (0.05 + i * 0.07)}" y="${ground}" width="5" height="42" fill="#6b4228"/>`).join('')}<rect x="${w * 0.05}" y="${ground}" width="${w * 0.66}" height="6" fill="#6b4228"/>
     ${Array.from({ length: 12 }, (_, i) => `<circle cx="${w * (0.06 + i * 0.055)}" cy="${ground - 30 + Math.sin(i) * 8}" r="5" fill="#ffe9a8"/>`).join('')}`,
  vineyard: ({ w, h, ground }) =>
    Array.from({ length: 9 }, (_, i) => {
      const y = ground + (h - ground) * (i / 9);
      return `<path d="M0,${y + 20} Q${w / 2},${y - 10} ${w},${y + 20}" stroke="#3f6b2a" stroke-width="${8 + i * 2}" fill="none" stroke-dasharray="${10 + i},${6 + i}"/>`;
    }).join(''),
  olives: ({ w, ground, rng }) =>
    Array.from({ length: 7 }, (_, i) => {
      const x = w * (0.08 + i * 0.14);
      const s = w * between(rng, 0.04, 0.06);
      return `<rect x="${x - 3}" y="${ground - s}" width="6" height="${s}" fill="#5a4a3a"/><ellipse cx="${x}" cy="${ground - s * 1.3}" rx="${s * 0.9}" ry="${s * 0.6}" fill="#7d8c5a"/>`;
    }).join(''),
  barn: ({ w, ground }) =>
    `<rect x="${w * 0.58}" y="${ground - w * 0.16}" width="${w * 0.22}" height="${w * 0.16}" fill="#a8322a"/><polygon points="${w * 0.56},${ground - w * 0.16} ${w * 0.69},${ground - w * 0.25} ${w * 0.82},${ground - w * 0.16}" fill="#5a2a22"/><path d="M${w * 0.64},${ground} V${ground - w * 0.09} H${w * 0.74} V${ground} M${w * 0.64},${ground - w * 0.09} L${w * 0.74},${ground} M${w * 0.74},${ground - w * 0.09} L${w * 0.64},${ground}" stroke="#f3e3c3" stroke-width="5" fill="none"/>`,
  trout: ({ w, h, ground }) =>
    `<ellipse cx="${w * 0.5}" cy="${(ground + h) / 2 + 20}" rx="${w * 0.4}" ry="${(h - ground) * 0.3}" fill="#3f7fa0"/>${[0.35, 0.5, 0.62].map((p, i) => `<path d="M${w * p},${(ground + h) / 2 + 10 + i * 12} q20,-12 40,0 q-20,12 -40,0 l-12,-8 v16 z" fill="#c9d6dc" opacity=".8"/>`).join('')}`,
  forest: ({ w, ground, rng, dark }) =>
    Array.from({ length: 14 }, () =>
      araucaria(
        between(rng, 0, w),
        ground + between(rng, 0, 60),
        w * between(rng, 0.16, 0.32),
        dark ? '#101a14' : '#1f3a2a',
      ),
    ).join(''),
  waterfall: ({ w, h, ground }) =>
    `<polygon points="${w * 0.4},${ground - w * 0.25} ${w * 0.6},${ground - w * 0.25} ${w * 0.64},${h} ${w * 0.36},${h}" fill="#5d5a55"/><rect x="${w * 0.46}" y="${ground - w * 0.24}" width="${w * 0.08}" height="${h}" fill="#dff3fb" opacity=".9"/><ellipse cx="${w * 0.5}" cy="${h - 30}" rx="${w * 0.16}" ry="30" fill="#ffffff" opacity=".6"/>`,
  river: ({ w, h, ground }) =>
    `<path d="M${w * 0.45},${ground} C${w * 0.3},${(ground + h) / 2} ${w * 0.7},${(ground + h) / 2} ${w * 0.35},${h} L${w * 0.75},${h} C${w},${(ground + h) / 2} ${w * 0.5},${(ground + h) / 2} ${w * 0.55},${ground} Z" fill="#5aa0c8"/>${[0.42, 0.6, 0.5].map((p, i) => `<ellipse cx="${w * p}" cy="${ground + (h - ground) * (0.3 + i * 0.2)}" rx="22" ry="12" fill="#6d6a66"/>`).join('')}`,
  bridge: ({ w, ground }) =>
    `<path d="M${w * 0.15},${ground + 40} Q${w * 0.5},${ground - 40} ${w * 0.85},${ground + 40}" stroke="#6b4228" stroke-width="14" fill="none"/>${Array.from({ length: 9 }, (_, i) => `<rect x="${w * (0.2 + i * 0.075)}" y="${ground - 20 - Math.sin((i / 8) * Math.PI) * 40}" width="5" height="40" fill="#6b4228"/>`).join('')}`,
  peak: ({ w, ground }) =>
    `<polygon points="${w * 0.25},${ground} ${w * 0.45},${ground - w * 0.3} ${w * 0.52},${ground - w * 0.26} ${w * 0.7},${ground}" fill="#5a5560"/><polygon points="${w * 0.45},${ground - w * 0.3} ${w * 0.5},${ground - w * 0.2} ${w * 0.52},${ground - w * 0.26}" fill="#8a8590"/><rect x="${w * 0.47}" y="${ground - w * 0.34}" width="3" height="${w * 0.05}" fill="#222"/>`,
  clouds: ({ w, ground, rng }) =>
    Array.from(
      { length: 22 },
      () =>
        `<ellipse cx="${between(rng, -50, w + 50).toFixed(0)}" cy="${(ground + between(rng, -30, 30)).toFixed(0)}" rx="${between(rng, w * 0.06, w * 0.14).toFixed(0)}" ry="${between(rng, 18, 40).toFixed(0)}" fill="#f7f4ef" opacity="${between(rng, 0.7, 0.95).toFixed(2)}"/>`,
    ).join(''),
  stars: ({ w, h, rng }) =>
    Array.from(
      { length: 160 },
      () =>
        `<circle cx="${between(rng, 0, w).toFixed(0)}" cy="${between(rng, 0, h * 0.55).toFixed(0)}" r="${between(rng, 0.6, 2.2).toFixed(1)}" fill="#fff" opacity="${between(rng, 0.4, 1).toFixed(2)}"/>`,
    ).join(''),
  road: ({ w, h, ground }) =>
    `<path d="M${w * 0.46},${ground} C${w * 0.3},${ground + 60} ${w * 0.7},${ground + 120} ${w * 0.2},${h} L${w * 0.6},${h} C${w * 0.95},${ground + 120} ${w * 0.45},${ground + 60} ${w * 0.54},${ground} Z" fill="#4a4550"/><path d="M${w * 0.5},${ground} C${w * 0.4},${ground + 60} ${w * 0.75},${ground + 120} ${w * 0.4},${h}" stroke="#f2b53a" stroke-width="5" stroke-dasharray="22,18" fill="none"/>`,
  basilica: ({ w, ground }) => {
    const x = w * 0.28;
    const bw = w * 0.44;
    return `<rect x="${x}" y="${ground - w * 0.13}" width="${bw}" height="${w * 0.13}" fill="#a8563a"/><rect x="${x + bw * 0.35}" y="${ground - w * 0.2}" width="${bw * 0.3}" height="${w * 0.07}" fill="#b86a48"/>
      <path d="M${x + bw * 0.33},${ground - w * 0.2} Q${x + bw / 2},${ground - w * 0.36} ${x + bw * 0.67},${ground - w * 0.2} Z" fill="#3f7fa0"/><rect x="${x + bw / 2 - 2}" y="${ground - w * 0.4}" width="4" height="${w * 0.06}" fill="#f2b53a"/>
      <rect x="${x + bw + w * 0.03}" y="${ground - w * 0.33}" width="${w * 0.05}" height="${w * 0.33}" fill="#a8563a"/><polygon points="${x + bw + w * 0.03},${ground - w * 0.33} ${x + bw + w * 0.055},${ground - w * 0.38} ${x + bw + w * 0.08},${ground - w * 0.33}" fill="#3f7fa0"/>
      ${Array.from({ length: 8 }, (_, i) => `<rect x="${x + bw * (0.06 + i * 0.115)}" y="${ground - w * 0.1}" width="${bw * 0.05}" height="${w * 0.05}" rx="6" fill="#f6d27a"/>`).join('')}`;
  },
  cablecar: ({ w, ground }) =>
    `<path d="M0,${ground - w * 0.28} L${w},${ground - w * 0.12}" stroke="#222" stroke-width="3"/><rect x="${w * 0.45}" y="${ground - w * 0.22}" width="${w * 0.07}" height="${w * 0.05}" rx="6" fill="#a8322a"/><rect x="${w * 0.484}" y="${ground - w * 0.245}" width="3" height="${w * 0.03}" fill="#222"/>`,
  lake: ({ w, h, ground }) =>
    `<ellipse cx="${w * 0.5}" cy="${(ground + h) / 2 + 30}" rx="${w * 0.42}" ry="${(h - ground) * 0.32}" fill="#5aa0c8" opacity=".9"/><ellipse cx="${w * 0.5}" cy="${(ground + h) / 2 + 30}" rx="${w * 0.3}" ry="${(h - ground) * 0.16}" fill="#cde9f5" opacity=".35"/>`,
};

export function renderScene(scene: Scene, w: number, h: number, id: string): string {
  const rng = seeded(scene.seed);
  const palette = skies[scene.sky];
  const dark = scene.sky === 'night' || scene.sky === 'dusk';
  const ground = h * between(rng, 0.6, 0.68);
  const ctx: Ctx = { rng, w, h, ground, dark };
  const sun = palette.sun
    ? { x: w * between(rng, 0.55, 0.85), y: h * between(rng, 0.18, 0.42), r: w * 0.035, color: palette.sun }
    : undefined;
  const layers = [
    sky(w, h, { top: palette.top, bottom: palette.bottom, sun }, id),
    scene.subjects.includes('stars') ? draw.stars(ctx) : '',
    ridge(rng, w, h, h * 0.5, h * 0.22, palette.ridge[0]!, 5),
    ridge(rng, w, h, h * 0.58, h * 0.18, palette.ridge[1]!, 7),
    ridge(rng, w, h, ground, h * 0.1, palette.ridge[2]!, 9),
    `<rect y="${ground}" width="${w}" height="${h - ground}" fill="${palette.ground}"/>`,
    Array.from({ length: 8 }, () =>
      pine(between(rng, 0, w), ground + 4, w * between(rng, 0.03, 0.06), dark ? '#0f1a14' : '#22402c'),
    ).join(''),
    ...scene.subjects.filter((subject) => subject !== 'stars').map((subject) => draw[subject](ctx)),
    araucaria(w * between(rng, 0.02, 0.12), h * 1.02, h * 0.75, dark ? '#0b120e' : '#172b1f'),
    araucaria(w * between(rng, 0.88, 0.98), h * 1.02, h * 0.6, dark ? '#0b120e' : '#172b1f'),
    cinemaFrame(w, h, id),
  ];
  return svgDocument(w, h, layers.join(''));
}
