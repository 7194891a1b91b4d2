import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Every link in the README and docs/ points at a file of this repository: no dead link, no link that leaves it,
// and no path written in a code span (`../shared/...`) that leads out of it either.
const root = path.resolve(import.meta.dirname, '../../..');

function markdownFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(relative);
    return entry.name.endsWith('.md') ? [relative] : [];
  });
}

/** The targets of inline links `[text](target)` outside code blocks and code spans. */
export function linkTargets(markdown: string): string[] {
  const prose = markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/\]\(\s*([^)\s]+)(?:\s+"[^"]*")?\s*\)/g)].map((match) => match[1]!);
}

/** Relative paths written in code spans (`../shared/spec.md`, `./scripts/x.ts`): a reader follows them too. */
export function pathMentions(markdown: string): string[] {
  const prose = markdown.replace(/```[\s\S]*?```/g, '');
  return [...prose.matchAll(/`(\.\.?\/[^`\s]+)`/g)].map((match) => match[1]!);
}

const leavesRepository = (document: string, target: string) =>
  !path.resolve(path.dirname(path.join(root, document)), target).startsWith(root + path.sep);

const documents = ['README.md', ...markdownFiles('docs')];

describe('documentation links', () => {
  it('finds the README and the docs', () => {
    expect(documents).toEqual(
      expect.arrayContaining(['README.md', 'docs/architecture.md', 'docs/testing.md']),
    );
  });

  it('reads the targets of inline links, not of code', () => {
    expect(
      linkTargets('See [a](docs/a.md#top) and `[b](c.md)`.\n```\n[d](e.md)\n```\n[f](g.md "t")'),
    ).toEqual(['docs/a.md#top', 'g.md']);
  });

  it('reads the relative paths written in code spans, not in code blocks', () => {
    expect(pathMentions('Read `../a/b.md`, `./c.ts` and `d.ts`.\n```\n`../e.md`\n```')).toEqual([
      '../a/b.md',
      './c.ts',
    ]);
  });

  it.each(documents)('%s links only to files of this repository', (document) => {
    const text = readFileSync(path.join(root, document), 'utf8');
    const broken = linkTargets(text).filter((target) => {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) return true; // leaves the repository
      const file = decodeURIComponent(target.split('#')[0]!);
      if (file === '') return false; // an anchor on the same page
      const resolved = path.resolve(path.dirname(path.join(root, document)), file);
      return !resolved.startsWith(root + path.sep) || !existsSync(resolved);
    });
    expect(broken).toEqual([]);
  });

  it.each(documents)('%s names no path outside this repository', (document) => {
    const text = readFileSync(path.join(root, document), 'utf8');
    const outside = [...linkTargets(text), ...pathMentions(text)].filter(
      (target) => /^\.\.?\//.test(target) && leavesRepository(document, target.split('#')[0]!),
    );
    expect(outside).toEqual([]);
  });
});
