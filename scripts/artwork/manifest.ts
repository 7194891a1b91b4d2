import type { Scene } from './scenes.ts';

const s = (sky: Scene['sky'], subjects: Scene['subjects'], seed: number): Scene => ({ sky, subjects, seed });

/** Six distinct scenes per tour; image 1 is the cover. */
export const tourScenes: Record<string, Scene[]> = {
  'city-tour-tradicional': [
    s('day', ['town', 'bus'], 11),
    s('dawn', ['palace'], 12),
    s('day', ['cablecar', 'town'], 13),
    s('golden', ['chocolate'], 14),
    s('day', ['road', 'car'], 15),
    s('dusk', ['town', 'stars'], 16),
  ],
  'parque-amantikir': [
    s('day', ['garden', 'lake'], 21),
    s('golden', ['labyrinth', 'garden'], 22),
    s('dawn', ['garden'], 23),
    s('day', ['lake', 'bridge'], 24),
    s('sunset', ['garden', 'labyrinth'], 25),
    s('day', ['forest', 'garden'], 26),
  ],
  'city-tour-cultural': [
    s('day', ['museum'], 31),
    s('golden', ['sculptures'], 32),
    s('dawn', ['church'], 33),
    s('day', ['station'], 34),
    s('dusk', ['museum', 'stars'], 35),
    s('day', ['sculptures', 'garden'], 36),
  ],
  'fazenda-prana-por-do-sol': [
    s('sunset', ['deck'], 41),
    s('golden', ['farm'], 42),
    s('sunset', ['farm', 'barn'], 43),
    s('dusk', ['deck', 'stars'], 44),
    s('golden', ['road', 'bus'], 45),
    s('sunset', ['clouds'], 46),
  ],
  'agro-turismo': [
    s('golden', ['vineyard', 'barn'], 51),
    s('day', ['olives'], 52),
    s('day', ['barn', 'farm'], 53),
    s('dawn', ['road', 'car'], 54),
    s('day', ['trout'], 55),
    s('sunset', ['vineyard'], 56),
  ],
  'rota-do-horto': [
    s('day', ['forest'], 61),
    s('day', ['river', 'forest'], 62),
    s('dawn', ['waterfall', 'forest'], 63),
    s('golden', ['bridge', 'forest'], 64),
    s('day', ['trout', 'forest'], 65),
    s('dusk', ['forest', 'stars'], 66),
  ],
  'rota-alto-lajeado': [
    s('dawn', ['peak', 'clouds'], 71),
    s('day', ['clouds'], 72),
    s('golden', ['peak'], 73),
    s('day', ['road', 'car'], 74),
    s('night', ['stars', 'peak'], 75),
    s('sunset', ['clouds', 'peak'], 76),
  ],
  'turismo-aparecida': [
    s('day', ['basilica'], 81),
    s('golden', ['basilica', 'road'], 82),
    s('dawn', ['church'], 83),
    s('day', ['river', 'church'], 84),
    s('dusk', ['basilica', 'stars'], 85),
    s('day', ['road', 'car'], 86),
  ],
};

export const heroScenes: Scene[] = [
  s('golden', ['road', 'bus', 'town'], 101),
  s('dawn', ['clouds', 'peak'], 102),
  s('night', ['stars', 'town'], 103),
];

export const tourWidths = [480, 960, 1440];
export const heroWidths = [640, 1280, 1920];
export const vehicleWidths = [480, 960];
export const portraitWidths = [96, 192];
export const vehicleSlugs = ['jardineira-cinema', 'cine-bus-noir', 'panoramico-360'] as const;
