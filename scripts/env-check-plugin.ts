import { loadEnv, type Plugin } from 'vite';
import { parseEnv } from '../src/config/env-schema.ts';

/**
 * Checks the VITE_* variables (.env files and the environment) when Vite starts, for the dev server, the build
 * and the tests alike: a bad value stops it with the variable's name. The browser then reads them unchecked
 * (src/config/env.ts), so the validator never ships to visitors.
 */
export function envCheckPlugin(): Plugin {
  return {
    name: 'movie-tour-env-check',
    configResolved(config) {
      parseEnv(loadEnv(config.mode, config.envDir, config.envPrefix));
    },
  };
}
