import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chrome 136 and later; other engines read a comment): every function of a script
 * that starts with it is compiled while the script streams in, on a background thread, instead of on the main
 * thread the first time it is called. Hydration calls nearly every function of React and the app once, each then
 * compiled lazily in the middle of a task; with the hint that work leaves the main thread (docs/performance.md).
 */
export const compileHint = '//# allFunctionsCalledOnLoad\n';

type SourceMapAsset = { type: 'asset'; source: string | Uint8Array };
type OutputChunk = { type: 'chunk'; code: string; map?: { mappings: string } | null };

/** A chunk's code with the hint as its first line, and its source map (when there is one) moved down a line. */
export function withCompileHint(chunk: OutputChunk, mapAsset: SourceMapAsset | undefined): void {
  if (chunk.code.startsWith(compileHint)) return;
  chunk.code = compileHint + chunk.code;
  if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
  if (mapAsset) {
    const map = JSON.parse(String(mapAsset.source)) as { mappings: string };
    map.mappings = `;${map.mappings}`;
    mapAsset.source = JSON.stringify(map);
  }
}

/** Adds the hint to every JavaScript chunk of the client build, after Vite has written its own preamble. */
export function compileHintsPlugin(): Plugin {
  return {
    name: 'movie-tour-compile-hints',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk') continue;
          const mapAsset = bundle[`${output.fileName}.map`];
          withCompileHint(output, mapAsset?.type === 'asset' ? mapAsset : undefined);
        }
      },
    },
  };
}
